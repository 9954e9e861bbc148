// The console's form pieces: a labelled field with its error beside it, and a submit button that
// says it is saving while its form is on the way.
import { useNavigation } from 'react-router';

const inputClass =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-700';

/** What a field's label, hint and problem need of its control: one id and the aria links. */
interface FieldText {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}

function controlProps(id: string, { name, error, hint }: FieldText) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
}

export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: FieldText & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <input {...input} {...controlProps(id, { label, name, error, hint })} />
    </Labelled>
  );
}

/** An amount of money staff type (a refund, a transfer): decimal keys, nothing remembered. */
export function AmountField({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <Field
      id={id}
      name="amount"
      label="Amount"
      required
      inputMode="decimal"
      autoComplete="off"
      error={error}
    />
  );
}

/** A multi-line Field: its label, hint and problem the same way. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...textarea
}: FieldText & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = textarea.id ?? `field-${name}`;
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <textarea {...textarea} {...controlProps(id, { label, name, error, hint })} />
    </Labelled>
  );
}

export function SelectField({
  label,
  name,
  options,
  error,
  hint,
  ...select
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: string;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = select.id ?? `field-${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A control with its label above it, then its hint and its problem (ids `${id}-hint`, `-error`). */
function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
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

/** Disabled with "Saving…" while this form (named by its intent, when several share a page) posts. */
export function SubmitButton({
  children,
  intent,
  pendingLabel = 'Saving…',
  tone = 'primary',
  noValidate = false,
}: {
  children: React.ReactNode;
  intent?: string;
  pendingLabel?: string;
  tone?: 'primary' | 'danger' | 'plain';
  /** Sends without the browser's checks of the form's other fields (a preview needs no note). */
  noValidate?: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' &&
    (intent === undefined || navigation.formData?.get('intent') === intent);
  const toneClass =
    tone === 'danger'
      ? 'bg-red-700 text-white hover:bg-red-800'
      : tone === 'plain'
        ? 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100'
        : 'bg-brand-600 text-white hover:bg-brand-700';
  return (
    <button
      type="submit"
      {...(intent ? { name: 'intent', value: intent } : {})}
      disabled={pending}
      formNoValidate={noValidate || undefined}
      className={`rounded px-4 py-2 text-sm font-semibold disabled:opacity-60 ${toneClass}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export function FormError({ error }: { error?: string | null | undefined }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {error}
    </p>
  );
}
