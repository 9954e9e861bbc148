// How the console writes money, dates and statuses: in the order's own currency (staff see what
// was charged, not a conversion), with the ISO code so two currencies never look alike.

export function money(amount: number | string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const n = Number(amount);
  if (!Number.isFinite(n)) return `${String(amount)} ${currency}`;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(n);
  } catch {
    // A code Intl does not know still reads plainly.
    return `${n.toFixed(2)} ${currency}`;
  }
}

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // UTC, so the server-rendered and hydrated text agree whatever the browser's zone.
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const statusLabel = (status: string) =>
  status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const STATUS_TONE: Record<string, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  submitted: 'bg-sky-100 text-sky-900',
  paid: 'bg-emerald-100 text-emerald-900',
  payment_failed: 'bg-red-100 text-red-900',
  confirmed: 'bg-indigo-100 text-indigo-900',
  partially_shipped: 'bg-fuchsia-100 text-fuchsia-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({
  status,
  wrap = false,
}: {
  status: string;
  /** In a crowded table's column: "Awaiting payment" may take two lines (issue 43 item 6). */
  wrap?: boolean;
}) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${wrap ? 'whitespace-normal' : 'whitespace-nowrap'} ${STATUS_TONE[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {statusLabel(status)}
    </span>
  );
}
