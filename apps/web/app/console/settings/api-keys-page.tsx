// Settings → API keys (owner; docs/api-keys.md): the keys with when and from where each was last
// used, a form to issue one (name, scopes grouped as API_KEY_SCOPE_GROUPS, an optional expiry),
// its secret shown once with a copy button, and revoking a key behind a confirmation.
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPE_GROUPS,
  type ApiKeyCreated,
  type ApiKeyRow,
  type ApiKeyScope,
} from '@solestock/domain/back-office/api-key-payloads';
import { ConfirmDialog, ConfirmFooter, useConfirm } from '../shared/confirm-dialog';
import { dateTime } from '../shared/console-format';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface ApiKeysResult {
  intent: 'create' | 'revoke';
  /** The key the answer is about (revoke). */
  id?: number;
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  values?: { name: string; scopes: string[]; expires_on: string };
  message?: string;
  /** The new key, its secret in it: shown this once. */
  created?: ApiKeyCreated;
}

/** What each scope opens, in the owner's words. */
const SCOPE_WORDS: Record<ApiKeyScope, string> = {
  'dashboard.read': 'Read the dashboard’s figures',
  'orders.read': 'Read orders, their documents and exports',
  'orders.note': 'Add notes to orders',
  'orders.transition': 'Confirm, ship, deliver and cancel orders',
  'orders.credit_override': 'Confirm orders held for credit control',
  'orders.create': 'Take orders for companies (drafts)',
  'customers.read': 'Read buyers and companies',
  'customers.write': 'Change buyers, companies and customer groups',
  'pricing.read': 'Read the price lists',
  'catalogue.read': 'Read the catalogue and stock',
  'catalogue.export': 'Download the whole catalogue',
  'catalogue.write': 'Change products, stock and collections',
  'stock.write': 'Set stock on hand from a warehouse (sync)',
  'accounting.export': 'Download the accounting export',
  'content.write': 'Change the home page',
  'rates.write': 'Set exchange rates',
  'mail.read': 'Read the mail outbox',
  'mail.send': 'Send a mail again',
  'messages.read': 'Read the help-centre messages',
  'audit.read': 'Read the audit log',
};

function statusOf(key: ApiKeyRow): { label: string; tone: string } {
  if (key.revoked_at)
    return { label: `Revoked ${dateTime(key.revoked_at)}`, tone: 'bg-slate-200 text-slate-800' };
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now())
    return { label: `Expired ${dateTime(key.expires_at)}`, tone: 'bg-amber-100 text-amber-900' };
  return { label: 'Active', tone: 'bg-emerald-100 text-emerald-900' };
}

function NewSecret({ created }: { created: ApiKeyCreated }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      aria-labelledby="new-secret-title"
      className="mt-4 rounded border-2 border-amber-500 bg-amber-50 p-4"
    >
      <h2 id="new-secret-title" className="text-lg font-bold">
        The secret of {created.name}
      </h2>
      <p className="mt-1 text-sm font-semibold text-amber-950">
        Copy it now: you will not see it again. The shop keeps only a fingerprint of it; if it is
        lost, create a new key and revoke this one.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <code
          data-testid="api-key-secret"
          className="block flex-1 rounded border border-slate-300 bg-white px-3 py-2 font-mono text-sm select-all [overflow-wrap:anywhere]"
        >
          {created.secret}
        </code>
        <button
          type="button"
          onClick={copy}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Copy the secret
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'The browser did not allow copying: select the secret and copy it by hand.'
            : ''}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Send it as <code className="font-mono">Authorization: Bearer …</code> to{' '}
        <code className="font-mono">/api/admin/</code>; it can do: {created.scopes.join(', ')}.
      </p>
    </section>
  );
}

function RevokeKey({ apiKey, result }: { apiKey: ApiKeyRow; result: ApiKeysResult | undefined }) {
  const titleId = `revoke-${apiKey.id}-title`;
  const confirm = useConfirm(`revoke-${apiKey.id}`, 'revoke', titleId, true);
  const mine = result?.intent === 'revoke' && result.id === apiKey.id ? result : undefined;
  return (
    <div className="mt-3">
      <FormError error={mine && !mine.ok ? mine.error : undefined} />
      <ConfirmDialog
        confirm={confirm}
        label={`Revoke ${apiKey.name}`}
        inlineClassName="mt-3 rounded border border-red-300 bg-white"
      >
        <Form method="post" className="space-y-3 p-4">
          <input type="hidden" name="id" value={apiKey.id} />
          <input type="hidden" name="name" value={apiKey.name} />
          <h3 id={titleId} className="text-lg font-bold">
            Revoke {apiKey.name}?
          </h3>
          <p className="text-sm text-slate-700">
            Every system using this key is refused from its next call. This cannot be undone: a new
            key is needed to connect again.
          </p>
          <ConfirmFooter confirm={confirm} pendingLabel="Revoking…">
            Revoke the key
          </ConfirmFooter>
        </Form>
      </ConfirmDialog>
    </div>
  );
}

function KeyCard({ apiKey, result }: { apiKey: ApiKeyRow; result: ApiKeysResult | undefined }) {
  const status = statusOf(apiKey);
  return (
    <li className="rounded border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{apiKey.name}</h3>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${status.tone}`}>
          {status.label}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Key</dt>
        <dd className="font-mono [overflow-wrap:anywhere]">{apiKey.hint}</dd>
        <dt className="text-slate-600">Scopes</dt>
        <dd className="[overflow-wrap:anywhere]">{apiKey.scopes.join(', ')}</dd>
        <dt className="text-slate-600">Last used</dt>
        <dd>
          {apiKey.last_used_at
            ? `${dateTime(apiKey.last_used_at)} from ${apiKey.last_used_from ?? 'an unknown address'}`
            : 'Never used'}
        </dd>
        <dt className="text-slate-600">Created</dt>
        <dd>
          {dateTime(apiKey.created_at)}
          {apiKey.expires_at && !apiKey.revoked_at
            ? ` · expires ${dateTime(apiKey.expires_at)}`
            : ''}
        </dd>
      </dl>
      {apiKey.revoked_at ? null : <RevokeKey apiKey={apiKey} result={result} />}
    </li>
  );
}

function NewKeyForm({ result, count }: { result: ApiKeysResult | undefined; count: number }) {
  const failed = result?.intent === 'create' && !result.ok ? result : undefined;
  const fields = failed?.fields ?? {};
  const chosen = new Set(failed?.values?.scopes ?? []);
  return (
    <section
      aria-labelledby="new-key"
      className="mt-8 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="new-key" className="text-lg font-bold">
        Create a key
      </h2>
      <Form method="post" className="mt-3 space-y-4" key={result?.created ? count : 'new'}>
        <FormError error={failed?.error} />
        <div className="max-w-md">
          <Field
            id="api-key-name"
            label="Name"
            name="name"
            required
            maxLength={API_KEY_LIMITS.nameMax}
            autoComplete="off"
            defaultValue={failed?.values?.name ?? ''}
            hint="Say which system uses it, such as “Warehouse sync”."
            error={fields.name}
          />
        </div>
        <div>
          <p id="scopes-label" className="text-sm font-semibold">
            What the key may do
          </p>
          {fields.scopes ? (
            <p id="scopes-error" className="mt-1 text-sm text-red-800">
              {fields.scopes}
            </p>
          ) : null}
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            {API_KEY_SCOPE_GROUPS.map((group) => (
              <fieldset
                key={group.label}
                className="rounded border border-slate-200 p-3"
                aria-describedby={fields.scopes ? 'scopes-error' : undefined}
              >
                <legend className="px-1 text-sm font-semibold">{group.label}</legend>
                <ul className="space-y-1">
                  {group.scopes.map((scope) => (
                    <li key={scope}>
                      <label className="flex items-start gap-2 text-sm">
                        <input
                          type="checkbox"
                          name="scopes"
                          value={scope}
                          defaultChecked={chosen.has(scope)}
                          className="mt-0.5 h-4 w-4"
                        />
                        <span>
                          {SCOPE_WORDS[scope]}{' '}
                          <span className="font-mono text-xs text-slate-600">{scope}</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          <p className="mt-2 text-sm text-slate-700">
            No key can manage staff, change the shop’s settings or create keys.
          </p>
        </div>
        <div className="max-w-xs">
          <Field
            id="api-key-expiry"
            label="Expires after (optional)"
            name="expires_on"
            type="date"
            defaultValue={failed?.values?.expires_on ?? ''}
            hint="The key works through this day (UTC). Empty: until revoked."
            error={fields.expires_at}
          />
        </div>
        <SubmitButton intent="create" pendingLabel="Creating…">
          Create key
        </SubmitButton>
      </Form>
    </section>
  );
}

export function ApiKeysPage({
  keys,
  result,
}: {
  keys: ApiKeyRow[];
  result: ApiKeysResult | undefined;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">API keys</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        A key lets another system (an ERP, a warehouse, accounting) use the back office’s API with
        only the scopes you choose. Its writes appear in the audit log as the key.
      </p>
      <div aria-live="polite">
        {result?.ok && result.message ? (
          <p
            role="status"
            className="mt-4 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {result?.ok && result.created ? <NewSecret created={result.created} /> : null}

      <section aria-labelledby="keys-heading" className="mt-6" aria-busy={loading || undefined}>
        <h2 id="keys-heading" className="text-lg font-bold">
          {keys.length === 0
            ? 'No keys yet'
            : `${keys.length} ${keys.length === 1 ? 'key' : 'keys'}`}
        </h2>
        {loading ? (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Loading the keys…
          </p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {keys.map((k) => (
            <KeyCard key={k.id} apiKey={k} result={result} />
          ))}
        </ul>
      </section>

      <NewKeyForm result={result} count={keys.length} />
    </div>
  );
}
