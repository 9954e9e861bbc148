// What the console reads of /api/admin/rates/ and /api/admin/rates/history/.
export interface AdminRates {
  base: 'USD';
  currencies: string[];
  /** Uppercase code → decimal string against 1 USD (USD: "1"). */
  rates: Record<string, string>;
  updated_at: string | null;
  stale: boolean;
  source_url: string | null;
  refresh_hours: number | null;
  fetch: {
    next_fetch_at: string | null;
    last_error: string | null;
    last_fetch: { status: string; finished_at: string } | null;
  } | null;
}

export interface RateSetRow {
  id: number;
  source: 'url' | 'manual';
  source_url: string | null;
  set_by: { name: string | null; email: string } | null;
  rates: Record<string, string>;
  created_at: string;
}

export interface RatesActionResult {
  intent: 'set' | 'fetch';
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  /** What was typed, shown again when the set is refused. */
  values?: Record<string, string>;
}

/** "3 hours", "2 days": how old the newest set is, worked out by the loader (one clock). */
export function ageText(iso: string | null, now: number): string | null {
  if (!iso) return null;
  const ms = Math.max(0, now - new Date(iso).getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}
