// An item group's customs fields (docs/api.md, "Trade documents"; docs/catalogue-import.md): its
// HS code, country of origin and material, printed per style on the trade documents. One rule for the
// console's form, the admin API and the catalogue import: the HS code is 6 to 10 digits (the dots
// and spaces people write between them are dropped: "6403.99" is 640399), the country of origin
// an ISO 3166-1 alpha-2 code, kept in capitals ("in" is IN). Both may be empty (not set).
import { ISO_COUNTRIES, ISO_COUNTRY_CODES } from '../iso-countries.ts';

export const HS_CODE_DIGITS = { min: 6, max: 10 } as const;

export type FieldReading = { ok: true; value: string } | { ok: false; message: string };

/** An HS code as typed: '' (none) or its 6–10 digits; else a sentence saying how to write it. */
export function readHsCode(text: string): FieldReading {
  const digits = text.trim().replace(/[.\s]/g, '');
  if (digits === '') return { ok: true, value: '' };
  if (
    /^\d+$/.test(digits) &&
    digits.length >= HS_CODE_DIGITS.min &&
    digits.length <= HS_CODE_DIGITS.max
  )
    return { ok: true, value: digits };
  return {
    ok: false,
    message: `The HS code is ${HS_CODE_DIGITS.min} to ${HS_CODE_DIGITS.max} digits, such as 640399 (dots between them are fine), or empty.`,
  };
}

export const MATERIAL_MAX = 200;

/**
 * A style's material as typed ("Leather upper, textile lining, rubber sole"): '' (none) or one
 * line of at most MATERIAL_MAX characters, as the console's form takes it.
 */
export function readMaterial(text: string): FieldReading {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value.length > MATERIAL_MAX)
    return {
      ok: false,
      message: `The material has at most ${MATERIAL_MAX} characters, e.g. Leather upper, textile lining, rubber sole.`,
    };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(value))
    return {
      ok: false,
      message: 'The material cannot contain control characters or text-direction overrides.',
    };
  return { ok: true, value };
}

// English names (and a few everyday ones) to their codes, to say which code a name means.
const BY_NAME = new Map<string, string>([
  ...ISO_COUNTRIES.map(([code, name]) => [name.toLowerCase(), code.toUpperCase()] as const),
  ['turkey', 'TR'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
  ['usa', 'US'],
  ['united states of america', 'US'],
]);

const CODES: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);

/** The ISO code an English country name stands for ("Portugal" → PT), or null. */
export function isoCodeOfName(name: string): string | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/**
 * A country of origin as typed: '' (not set) or an ISO alpha-2 code in capitals. A country's
 * name is refused with the code to write instead, so what is stored is always a code.
 */
export function readCountryOfOrigin(text: string): FieldReading {
  const value = text.trim();
  if (value === '') return { ok: true, value: '' };
  const code = value.toUpperCase();
  if (CODES.has(code)) return { ok: true, value: code };
  const named = isoCodeOfName(value);
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return {
    ok: false,
    message: named
      ? `The country of origin is written as its two-letter ISO code: ${named} for ${shown}.`
      : `The country of origin is a two-letter ISO country code, such as IN, CN or PT; “${shown}” is not one.`,
  };
}
