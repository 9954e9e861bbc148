// Reading an exchange-rate source (RATES_URL): the ECB's daily reference rates
// (eurofxref-daily.xml, rates against EUR) or a JSON document `{base, rates}`. Both become rates
// against USD with the domain's exact decimals; anything else is a MalformedRatesError, which
// changes nothing and is not retried (the same file would fail the same way).
import { ratesAgainstUsd } from '@solestock/domain/back-office/exchange-rates';

export class MalformedRatesError extends Error {
  override name = 'MalformedRatesError';
}

/** A source larger than this is not a rates file. */
export const MAX_RATES_DOCUMENT_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

/** The rates of an ECB-format XML document: `<Cube currency='USD' rate='1.0876'/>` rows. */
function ecbRates(text: string): { base: string; rates: Record<string, string> } {
  if (!/<Cube\b/.test(text)) throw new MalformedRatesError('The XML holds no <Cube> rates.');
  const rates: Record<string, string> = {};
  const cube =
    /<Cube\s+currency\s*=\s*(['"])([A-Za-z]{3})\1\s+rate\s*=\s*(['"])([^'"]{1,40})\3\s*\/?>/g;
  for (const m of text.matchAll(cube)) rates[m[2]!.toUpperCase()] = m[4]!;
  if (Object.keys(rates).length === 0)
    throw new MalformedRatesError('The XML holds no currency rates.');
  return { base: 'EUR', rates };
}

/** The rates of a JSON `{base, rates: {CODE: number | "decimal"}}` document. */
function jsonRates(text: string): { base: string; rates: Record<string, string> } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new MalformedRatesError('The JSON cannot be read.');
  }
  const { base, rates } = (doc ?? {}) as { base?: unknown; rates?: unknown };
  if (typeof base !== 'string' || !/^[A-Za-z]{3}$/.test(base.trim()))
    throw new MalformedRatesError('The JSON has no "base" currency code.');
  if (!rates || typeof rates !== 'object' || Array.isArray(rates))
    throw new MalformedRatesError('The JSON has no "rates" object.');
  const out: Record<string, string> = {};
  for (const [code, value] of Object.entries(rates as Record<string, unknown>)) {
    if (typeof value !== 'number' && typeof value !== 'string')
      throw new MalformedRatesError(`The rate of ${code.slice(0, 10)} is not a number.`);
    out[code] = String(value);
  }
  return { base: base.trim().toUpperCase(), rates: out };
}

/** Rates against USD from a source document's text, or a MalformedRatesError. */
export function parseRatesDocument(text: string): Record<string, string> {
  const trimmed = text.trimStart();
  const source = trimmed.startsWith('<') ? ecbRates(trimmed) : jsonRates(trimmed);
  const converted = ratesAgainstUsd(source.base, source.rates);
  if ('problem' in converted) throw new MalformedRatesError(converted.problem);
  return converted.rates;
}

/**
 * Fetches and reads RATES_URL. A network failure, a timeout or a non-2xx answer throws a plain
 * Error (worth retrying); a document that cannot be read throws MalformedRatesError.
 */
export async function fetchRates(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'application/xml, application/json;q=0.9, */*;q=0.5' },
    redirect: 'follow',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The rates source answered ${response.status}.`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_RATES_DOCUMENT_BYTES) {
    await response.body?.cancel();
    throw new MalformedRatesError('The rates source is larger than 1 MB.');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > MAX_RATES_DOCUMENT_BYTES) {
      await reader!.cancel();
      throw new MalformedRatesError('The rates source is larger than 1 MB.');
    }
    chunks.push(part.value);
  }
  return parseRatesDocument(Buffer.concat(chunks).toString('utf8'));
}
