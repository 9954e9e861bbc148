// A console change behind a confirmation (an order's move, a customer's account): a button opens
// a native <dialog> holding the change's <Form>. Without JavaScript the button submits
// ?<name>=<value> and the page draws the same form inline, where "Keep as is" is a link back.
import { useRef, type ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { SubmitButton } from './form-parts';

export type Confirm = ReturnType<typeof useConfirm>;

/**
 * One confirmation's state: its dialog, and whether the page draws its form inline (the query
 * has ?<name>=<value>). `danger`: a change that takes something away, drawn in red.
 */
export function useConfirm(name: string, value: string, titleId: string, danger: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [search] = useSearchParams();
  return { dialog, inline: search.get(name) === value, name, value, titleId, danger };
}

/** The opener and the dialog, or, when inline, the form in a section of the page. */
export function ConfirmDialog({
  confirm: { dialog, inline, name, value, titleId, danger },
  label,
  inlineClassName,
  children,
}: {
  confirm: Confirm;
  label: string;
  inlineClassName: string;
  /** The form, with a ConfirmFooter at its end. */
  children: ReactNode;
}) {
  if (inline)
    return (
      <section aria-labelledby={titleId} className={inlineClassName}>
        {children}
      </section>
    );
  return (
    <>
      <Form method="get">
        <button
          type="submit"
          name={name}
          value={value}
          onClick={(event) => {
            event.preventDefault();
            dialog.current?.showModal();
          }}
          className={`rounded px-4 py-2 text-sm font-semibold ${danger ? 'border border-red-700 bg-white text-red-800 hover:bg-red-50' : 'bg-brand-600 text-white hover:bg-brand-700'}`}
        >
          {label}
        </button>
      </Form>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        {children}
      </dialog>
    </>
  );
}

/** The form's foot: "Keep as is" (closes the dialog, or links back from the inline form), then
 * the submit button, red for a change that takes something away. */
export function ConfirmFooter({
  confirm: { dialog, inline, value, danger },
  pendingLabel,
  children,
}: {
  confirm: Confirm;
  pendingLabel: string;
  /** The submit button's words; the button sends intent=<the confirmation's value>. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {inline ? (
        <Link to="?" className="rounded border border-slate-400 px-4 py-2 text-sm font-semibold">
          Keep as is
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded border border-slate-400 px-4 py-2 text-sm font-semibold"
        >
          Keep as is
        </button>
      )}
      <SubmitButton intent={value} pendingLabel={pendingLabel} tone={danger ? 'danger' : 'primary'}>
        {children}
      </SubmitButton>
    </div>
  );
}
