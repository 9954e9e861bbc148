// Issue 28.9: a member who may read a page but not change it is told so at the top, instead of
// meeting greyed-out fields that look editable and buttons that are simply missing.
export function ReadOnlyNotice({ what }: { what: string }) {
  return (
    <p
      role="note"
      data-testid="read-only-notice"
      className="rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-950"
    >
      Read only: your role may look at {what} but not change it. An owner or a manager can make
      changes.
    </p>
  );
}
