// The company's address book as a list (docs/api.md, "Companies and addresses"): on the company
// page to keep it, and at checkout to pick the delivery address (`picking`). Any member adds an
// address; admins (`canEdit`) also change, remove and choose the default. Each change is a form
// posted to the page's route action (company-actions.server.ts); the page's loader reads the book
// again, so the default shown is the server's, and the page tells its status line what was done.
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import { useT } from '../../i18n/i18n';
import { AddressForm } from './address-form';
import { AddressText } from './address-text';
import type { CompanyActionResult } from './company-actions.server';
import { refusalFor, usePosting } from './company-forms';
import { FormAlert, dangerLinkButton, linkButton, secondaryButton } from './form-controls';

export interface Picking {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function AddressBook({
  addresses,
  canEdit,
  defaultCountry,
  picking,
  empty,
  result,
}: {
  addresses: CompanyAddressDto[];
  canEdit: boolean;
  defaultCountry?: string;
  picking?: Picking;
  /** What shows while the book is empty. */
  empty: ReactNode;
  /** The answer to the page's last post. */
  result: CompanyActionResult | undefined;
}) {
  const t = useT();
  const name = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const error =
    (refusalFor(result, 'remove-address') ?? refusalFor(result, 'make-default'))?.error ?? null;

  // A saved form closes; an answer to a removal closes its question (once per answer).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok && (result.intent === 'add-address' || result.intent === 'save-address'))
      setEditing(null);
    if (result?.intent === 'remove-address') setRemoving(null);
  }

  return (
    <div>
      <FormAlert message={error} />
      {addresses.length === 0 ? (
        empty
      ) : (
        <ul className="mt-3 space-y-3">
          {addresses.map((address) => {
            const selected = picking?.selectedId === address.id;
            return (
              <li
                key={address.id}
                className={`rounded-lg border p-3 ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
              >
                {editing === address.id ? (
                  <AddressForm
                    address={address}
                    defaultCountry={defaultCountry}
                    result={result}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <div className="flex items-start gap-3">
                      {picking ? (
                        <input
                          id={`${name}-${address.id}`}
                          type="radio"
                          name={name}
                          checked={selected}
                          onChange={() => picking.onSelect(address.id)}
                          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                        />
                      ) : null}
                      <label
                        htmlFor={picking ? `${name}-${address.id}` : undefined}
                        className={`min-w-0 flex-1 [overflow-wrap:anywhere] ${picking ? 'cursor-pointer' : ''}`}
                      >
                        {address.label || address.is_default ? (
                          <span className="mb-1 flex flex-wrap gap-2 text-xs font-semibold">
                            {address.label ? (
                              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                                {address.label}
                              </span>
                            ) : null}
                            {address.is_default ? (
                              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">
                                {t('company.address.default')}
                              </span>
                            ) : null}
                          </span>
                        ) : null}
                        <AddressText address={address} />
                      </label>
                    </div>
                    {canEdit ? (
                      <div
                        className={`mt-2 flex flex-wrap gap-x-4 gap-y-2 ${picking ? 'pl-7' : ''}`}
                      >
                        {removing === address.id ? (
                          <RemoveAddress id={address.id} onKeep={() => setRemoving(null)} />
                        ) : (
                          <>
                            <button
                              type="button"
                              className={linkButton}
                              aria-label={t('company.address.editLabel', {
                                name: address.label || address.name,
                              })}
                              onClick={() => setEditing(address.id)}
                            >
                              {t('company.address.edit')}
                            </button>
                            <button
                              type="button"
                              className={dangerLinkButton}
                              aria-label={t('company.address.removeLabel', {
                                name: address.label || address.name,
                              })}
                              onClick={() => setRemoving(address.id)}
                            >
                              {t('company.address.remove')}
                            </button>
                            {!address.is_default ? <MakeDefault id={address.id} /> : null}
                          </>
                        )}
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing === 'new' ? (
        <div className="mt-4 rounded-lg border border-slate-200 p-3">
          <h3 className="mb-2 font-semibold text-slate-900">{t('company.address.new')}</h3>
          <AddressForm
            defaultCountry={defaultCountry}
            offerDefault={addresses.length > 0}
            result={result}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {editing !== 'new' ? (
        <button
          type="button"
          className={`mt-4 ${secondaryButton}`}
          onClick={() => setEditing('new')}
        >
          {t('company.address.addNew')}
        </button>
      ) : null}
    </div>
  );
}

function RemoveAddress({ id, onKeep }: { id: number; onKeep: () => void }) {
  const t = useT();
  const busy = usePosting('remove-address', id);
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="intent" value="remove-address" />
      <input type="hidden" name="id" value={id} />
      <span className="text-sm text-slate-800">{t('company.address.removeQuestion')}</span>
      <button type="submit" className={dangerLinkButton} disabled={busy}>
        {busy ? t('company.removing') : t('company.yesRemove')}
      </button>
      <button type="button" className={linkButton} onClick={onKeep}>
        {t('company.address.keep')}
      </button>
    </Form>
  );
}

function MakeDefault({ id }: { id: number }) {
  const t = useT();
  const busy = usePosting('make-default', id);
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="intent" value="make-default" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={linkButton} disabled={busy}>
        {busy ? t('company.saving') : t('company.address.makeDefault')}
      </button>
    </Form>
  );
}
