// What the catalogue's forms (item group, product, whole style) share: a draft held in the
// component, checked by the domain's schema before it is sent as JSON, its problems shown beside
// their fields and counted above them, and the server's refusal read the same way. Nothing typed
// is lost on a refusal: the draft lives here, the server's answer only adds problems.
import { useState } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router';
import { slabRowErrors } from '@solestock/domain/back-office/catalogue-schemas';
import { PRICE_CURRENCIES, type SlabProblem } from '@solestock/domain/back-office/slab-table';
import { Field, FormError, SelectField } from '../shared/form-parts';
import type { CatalogueActionResult } from './catalogue-types';

export const CURRENCY_OPTIONS = PRICE_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }));

/** A form's problems: fields by name ("colours.0.name"), slab rows by row. */
export interface FormProblems {
  fields: Record<string, string>;
  rows: SlabProblem[];
}

type SchemaError = Parameters<typeof slabRowErrors>[0];
/** The draft's fields that hold text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/**
 * The problems of a schema's answer: each issue under the field `fieldOf` names for its path
 * (null: not a field's, e.g. a slab row's), the first one a field; slab rows by row.
 */
export function problemsOf(
  result: { success: true } | { success: false; error: SchemaError },
  fieldOf: (path: string[]) => string | null,
): FormProblems {
  if (result.success) return { fields: {}, rows: [] };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = fieldOf(issue.path.map(String));
    if (key !== null) fields[key] ??= issue.message;
  }
  return { fields, rows: slabRowErrors(result.error) };
}

/**
 * A catalogue form's state: the draft, a setter per field, and the problems to show (this
 * check's when it found any, else the server's). `send` posts the body only when `found` is clean.
 */
export function useCatalogueForm<D extends object>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const [local, setLocal] = useState<FormProblems | null>(null);
  const save = useFetcher<CatalogueActionResult>();
  const server = save.data && !save.data.ok ? save.data : null;
  const fields = local && Object.keys(local.fields).length ? local.fields : (server?.fields ?? {});
  const rows = local && local.rows.length ? local.rows : (server?.errors ?? []);
  const set = (key: keyof D) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  /** A text field's wiring to the draft: its name, value, change and problem. */
  const bind = (key: TextKey<D>): FieldBinding => ({
    name: key,
    value: draft[key] as string,
    onChange: set(key),
    error: fields[key],
  });
  const send = (found: FormProblems, body: SubmitTarget) => {
    setLocal(found);
    if (Object.keys(found.fields).length || found.rows.length) return;
    void save.submit(body, { method: 'post', encType: 'application/json' });
  };
  return {
    draft,
    setDraft,
    set,
    bind,
    fields,
    rows,
    problemCount: Object.keys(fields).length + rows.length,
    server,
    save,
    send,
    /** Forget this check's problems (a form started again). */
    clearProblems: () => setLocal(null),
  };
}

/** "Please correct 2 problems marked below." (with `more` after it), or null for none. */
export const correctProblems = (count: number, more = '') =>
  count > 0
    ? `Please correct ${count} problem${count === 1 ? '' : 's'} marked below.${more}`
    : null;

/** Above a form, read out as it changes: the server's refusal, else the problems, else `saved`. */
export function FormOutcome({
  error,
  problems,
  saved,
  ...box
}: {
  error?: string | null | undefined;
  problems: string | null;
  saved: React.ReactNode;
} & React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...box} aria-live="polite">
      {error ? (
        <FormError error={error} />
      ) : problems ? (
        <FormError error={problems} />
      ) : saved ? (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800">
          {saved}
        </p>
      ) : null}
    </div>
  );
}

/** A text field's wiring to a form's draft (useCatalogueForm's `bind`). */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error: string | undefined;
}

/** A product's default price and its currency, in the product and the whole-style forms. */
export function PriceFields({
  bind,
  required,
}: {
  bind: (key: 'selling_price' | 'currency') => FieldBinding;
  required?: boolean;
}) {
  return (
    <>
      <Field
        label="Default price"
        {...bind('selling_price')}
        inputMode="decimal"
        hint="Used when no slab covers the quantity."
        required={required}
      />
      <SelectField label="Currency" {...bind('currency')} options={CURRENCY_OPTIONS} />
    </>
  );
}

/** A catalogue form's submit button, saying what it does while the request is on its way. */
export function SaveButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="rounded bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
