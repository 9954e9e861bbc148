// Labelled inputs for the company page and the checkout's address form: each error sits under
// its field and is tied to it (aria-describedby), so a screen reader reads it with the field.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { useMessageLocale } from '../../i18n/rich-message';
import { countriesByNameIn } from './country-names';

const control =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 disabled:bg-slate-50';

function Wrapper({
  id,
  label,
  error,
  hint,
  optional,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600">{t('company.field.optional')}</span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Shared = {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  className?: string;
};

export function TextField({
  label,
  name,
  error,
  hint,
  optional,
  className,
  ...input
}: Shared & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrapper {...{ id, label, error, hint, optional, className }}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${control} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
    </Wrapper>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  optional,
  className,
  children,
  ...select
}: Shared & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Wrapper {...{ id, label, error, hint, optional, className }}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${control} bg-white ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...select}
      >
        {children}
      </select>
    </Wrapper>
  );
}

/** One text field of a form written as a table: TextField's words, less its value and error. */
export interface TextFieldSpec<Name extends string = string> {
  name: Name;
  /** The label's message. */
  label: MessageId;
  /** Required fields say nothing; the others say "(optional)". */
  required?: boolean;
  autoComplete?: string;
  /** The hint's message. */
  hint?: MessageId;
  type?: string;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
}

/** A form's text fields from their table, each with its saved value and its error. */
export function TextFields<Values extends object>({
  specs,
  values,
  errors,
}: {
  specs: readonly TextFieldSpec<Extract<keyof Values, string>>[];
  values: Values | undefined;
  errors: Readonly<Record<string, string>>;
}) {
  const t = useT();
  return specs.map(({ required, wide, label, hint, ...spec }) => {
    const value = values?.[spec.name];
    return (
      <TextField
        key={spec.name}
        {...spec}
        label={t(label)}
        hint={hint ? t(hint) : undefined}
        required={required}
        optional={!required}
        defaultValue={typeof value === 'string' ? value : undefined}
        error={errors[spec.name]}
        className={wide ? 'sm:col-span-2' : undefined}
      />
    );
  });
}

/** An address's country, every ISO country by name; one not required may be "Not given". */
export function CountryField({
  required,
  defaultValue,
  error,
}: {
  required?: boolean;
  defaultValue: string;
  error: string | undefined;
}) {
  const t = useT();
  const locale = useMessageLocale();
  return (
    <SelectField
      label={t('company.field.country')}
      name="country_code"
      autoComplete="country"
      required={required}
      optional={!required}
      defaultValue={defaultValue}
      error={error}
    >
      {required ? null : <option value="">{t('company.field.notGiven')}</option>}
      {countriesByNameIn(locale).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/** A form's failure: a sentence announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

export const primaryButton =
  'rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
export const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
export const linkButton =
  'rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
export const dangerLinkButton =
  'rounded text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
