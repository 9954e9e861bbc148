// What the console reads of /api/admin/rates/ and /api/admin/rates/history/: the answers are
// defined once in packages/domain (the API's response schemas); the page's own types are here.
export type { AdminRates, RateSetRow } from '@solestock/domain/back-office/exchange-rates';

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
