// Tax on an order (docs/orders-and-payments.md, "Tax and credit notes"; decision 181): one rule
// for the checkout summary, the placement, the confirmation's shipping charge, the order pages,
// the mails and the trade documents. An order is taxed where its goods go (its delivery
// address's country, else the country it was placed for): at the seller's rate for that country
// when the seller is registered there AND has a rate for it, else zero-rated as an export, with
// the legend the invoice prints. Tax is worked out per order on the sums (the goods' total, the
// shipping charge), each rounded half-up to the currency's minor unit once.
import { z } from 'zod';
import { decimal, roundToMinorUnit, type Decimal, type DecimalValue } from '../money.ts';
import { isIsoCountryCode, isoCountryName } from '../iso-countries.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';

/** A seller's tax registration in one country (its VAT/GST number there). */
export interface TaxRegistration {
  country_code: string;
  number: string;
}

/** The standard rate the seller charges in one country, e.g. GB 20 "VAT". */
export interface TaxRate {
  country_code: string;
  /** Percent, up to two decimals, as text or number: "20", 17.5. */
  rate_percent: number;
  label: string;
}

export interface TaxSettings {
  tax_registrations: readonly TaxRegistration[];
  tax_rates: readonly TaxRate[];
}

/**
 * What applies to an order: `taxed` at `rate_percent` (with the seller's number there), or
 * `zero_rated`, whose `legend` the invoice prints. `country_code` is the destination taxed on.
 */
export type OrderTax =
  | {
      mode: 'taxed';
      country_code: string;
      rate_percent: string;
      label: string;
      /** The seller's registration number in that country. */
      registration: string;
      legend: null;
    }
  | {
      mode: 'zero_rated';
      country_code: string;
      rate_percent: null;
      label: null;
      registration: null;
      legend: string;
    };

/**
 * The zero-rated legend: what the invoice says instead of a tax row. "Zero-rated export: goods
 * shipped from India to United Kingdom; no tax charged by the seller." The origin is left out
 * while the seller's country is not set.
 */
export function zeroRatedLegend(sellerCountry: string, destination: string): string {
  const from = sellerCountry ? ` from ${isoCountryName(sellerCountry)}` : '';
  return `Zero-rated export: goods shipped${from} to ${isoCountryName(destination)}; no tax charged by the seller.`;
}

/** The rule: taxed where the seller is registered and has a rate, zero-rated otherwise. */
export function orderTaxFor(
  seller: TaxSettings & { country_code: string },
  destination: string,
): OrderTax {
  const country = destination.trim().toUpperCase();
  const registration = seller.tax_registrations.find((r) => r.country_code === country);
  const rate = seller.tax_rates.find((r) => r.country_code === country);
  if (registration && rate && decimal(rate.rate_percent).greaterThan(0))
    return {
      mode: 'taxed',
      country_code: country,
      rate_percent: decimal(rate.rate_percent).toFixed(2),
      label: rate.label,
      registration: registration.number,
      legend: null,
    };
  return {
    mode: 'zero_rated',
    country_code: country,
    rate_percent: null,
    label: null,
    registration: null,
    legend: zeroRatedLegend(seller.country_code, country),
  };
}

/**
 * The tax on an amount (the goods' total, or the shipping charge) at `ratePercent`, rounded
 * half-up to the currency's minor unit; zero when the order is zero-rated (`null`).
 */
export function taxOn(amount: DecimalValue, ratePercent: DecimalValue | null, currency: string) {
  if (ratePercent === null) return decimal(0);
  return roundToMinorUnit(decimal(amount).times(ratePercent).div(100), currency);
}

/** "VAT 20 %", "GST 17.5 %": the row's name on checkout, the orders and the documents. */
export function taxRowLabel(label: string, ratePercent: DecimalValue): string {
  const rate = decimal(ratePercent);
  // 20.00 → "20", 17.50 → "17.5": the rate as a person writes it.
  const shown = rate.toFixed(2).replace(/\.?0+$/, '');
  return `${label} ${shown} %`;
}

/** The part of a gross amount that is tax at `ratePercent` (a credit note's tax part). */
export function taxPartOfGross(
  gross: DecimalValue,
  ratePercent: DecimalValue | null,
  currency: string,
): Decimal {
  if (ratePercent === null) return decimal(0);
  const rate = decimal(ratePercent);
  return roundToMinorUnit(decimal(gross).times(rate).div(rate.plus(100)), currency);
}

/**
 * An order's tax as its pages show it, present only when the order is taxed: the row's name
 * ("VAT 20 %"), the tax on the goods and (once confirmed) on the shipping charge, and the total
 * with tax (goods + shipping + both taxes).
 */
export const orderTaxDto = z.strictObject({
  row: z.string(),
  label: z.string(),
  rate_percent: z.number(),
  goods_tax: z.number(),
  shipping_tax: z.number().nullable(),
  total_with_tax: z.number(),
});
export type OrderTaxDto = z.output<typeof orderTaxDto>;

// ---- The seller's settings: tax_registrations and tax_rates (seller-payloads.ts reads these).

const countryCode = z
  .string({ error: 'Enter the two-letter country code, e.g. GB.' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isIsoCountryCode, { error: 'Enter the two-letter country code, e.g. GB.' });

export const MAX_TAX_ENTRIES = 30;

/** The seller's registrations: one per country, each with its number. */
export const taxRegistrationsBody = z
  .array(
    z.object({
      country_code: countryCode,
      number: z
        .string({ error: 'The tax registration number is text.' })
        .trim()
        .min(1, { error: 'Enter the tax registration number, e.g. GB123456789.' })
        .max(40, { error: 'A tax registration number has at most 40 characters.' })
        .refine(isPlainLine, { error: notPlainLine('The tax registration number') }),
    }),
    { error: 'tax_registrations is a list of {country_code, number}.' },
  )
  .max(MAX_TAX_ENTRIES, { error: `At most ${MAX_TAX_ENTRIES} tax registrations.` })
  .refine(uniqueCountries, { error: 'Each country has one tax registration at most.' })
  .optional()
  .default([]);

/** The rates the seller charges: one per country, 0.01–99.99 %, with its label (VAT, GST). */
export const taxRatesBody = z
  .array(
    z.object({
      country_code: countryCode,
      rate_percent: z
        .number({ error: 'Enter the tax rate as a percent, e.g. 20.' })
        .gt(0, { error: 'A tax rate is more than 0 %.' })
        .lt(100, { error: 'A tax rate is below 100 %.' })
        .refine((v) => decimal(v).decimalPlaces() <= 2, {
          error: 'A tax rate has at most two decimals, e.g. 17.5.',
        }),
      label: z
        .string({ error: 'The tax label is text, e.g. VAT.' })
        .trim()
        .min(1, { error: 'Enter the tax label, e.g. VAT.' })
        .max(20, { error: 'A tax label has at most 20 characters.' })
        .refine(isPlainLine, { error: notPlainLine('The tax label') }),
    }),
    { error: 'tax_rates is a list of {country_code, rate_percent, label}.' },
  )
  .max(MAX_TAX_ENTRIES, { error: `At most ${MAX_TAX_ENTRIES} tax rates.` })
  .refine(uniqueCountries, { error: 'Each country has one tax rate at most.' })
  .optional()
  .default([]);

function uniqueCountries(entries: readonly { country_code: string }[]): boolean {
  return new Set(entries.map((e) => e.country_code)).size === entries.length;
}

/** The answer's shapes (GET /admin/settings/seller/). */
export const taxRegistrationsAnswer = z.array(
  z.strictObject({ country_code: z.string(), number: z.string() }),
);
export const taxRatesAnswer = z.array(
  z.strictObject({ country_code: z.string(), rate_percent: z.number(), label: z.string() }),
);

// ---- The console's form: one registration or rate a line ("GB GB123456789", "GB 20 VAT").

/** The registrations as the settings form shows them: "GB GB123456789", a line each. */
export function taxRegistrationsText(list: readonly TaxRegistration[]): string {
  return list.map((r) => `${r.country_code} ${r.number}`).join('\n');
}

/** The rates as the settings form shows them: "GB 20 VAT", a line each. */
export function taxRatesText(list: readonly TaxRate[]): string {
  return list.map((r) => `${r.country_code} ${r.rate_percent} ${r.label}`).join('\n');
}

const formLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** The form's lines read into the body's list; what is not a line of the form is left for the schema's sentence. */
export function parseTaxRegistrationsText(
  text: string,
): { country_code: string; number: string }[] {
  return formLines(text).map((line) => {
    const [country = '', ...rest] = line.split(/\s+/);
    return { country_code: country, number: rest.join(' ') };
  });
}

export function parseTaxRatesText(
  text: string,
): { country_code: string; rate_percent: number | string; label: string }[] {
  return formLines(text).map((line) => {
    const [country = '', rate = '', ...label] = line.split(/\s+/);
    const percent = rate.replace(/%$/, '');
    return {
      country_code: country,
      rate_percent: /^\d+(\.\d+)?$/.test(percent) ? Number(percent) : percent,
      label: label.join(' '),
    };
  });
}
