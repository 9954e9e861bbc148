// The pieces every account form shares: a card, labelled fields with hints and errors tied to
// them for screen readers, the red 'Error: ' line, and the primary button.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';

/**
 * The account screens' page: a card on the grey ground, which fills the viewport to its bottom
 * edge (these pages show no site header or footer, 000 §2; issue 28.10: it stopped at 80 %).
 * `bar`: a slim bar above the card for a page that needs a way out of it.
 */
export function AccountCard({
  title,
  children,
  bar,
}: {
  title: string;
  children: ReactNode;
  bar?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col bg-brand-50">
      {bar}
      <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <section className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="mb-6 text-center text-2xl font-bold tracking-wide text-brand-900">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** Shown under the field, in red, when it is not valid. */
  error?: string | undefined;
  /** A password field gets a show/hide toggle (shown on small screens, 001 §2). */
  revealable?: boolean;
}

export function Field({ label, name, error, revealable, type = 'text', ...input }: FieldProps) {
  const t = useT();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? hintId : undefined}
          className={`w-full rounded-md border px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
            error ? 'border-red-600' : 'border-slate-300'
          } ${revealable ? 'pr-16' : ''}`}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={t(revealed ? 'account.field.hideLabel' : 'account.field.showLabel', {
              label: label.toLowerCase(),
            })}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700 md:hidden"
          >
            {revealed ? t('account.field.hide') : t('account.field.show')}
          </button>
        )}
      </div>
      {error && (
        <p id={hintId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** 001 §8: 'Error: ' plus the message, in red; announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  const t = useT();
  return (
    <p role="alert" className="mb-4 min-h-0 text-sm font-medium text-red-700 empty:hidden">
      {message ? t('account.form.error', { message }) : ''}
    </p>
  );
}

export function PrimaryButton({
  children,
  busy,
  ...rest
}: { children: ReactNode; busy?: boolean } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      aria-busy={busy || undefined}
      className="w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      {...rest}
    >
      {children}
    </button>
  );
}

export const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
