// The seller's details (docs/api.md, "Trade documents"): who issues the proforma, the commercial
// invoice and the packing list, with the incoterm they quote and the carton their loose pairs are
// packed in. One schema for GET/PUT /admin/settings/seller/, read by the API and by the console's
// settings screen, and the one rule for when documents may be issued.
import { z } from 'zod';
import { EMAIL_PATTERN, emailHint } from '../validation.ts';
import { isIsoCountryCode, isoCountryName } from '../iso-countries.ts';
import { isPlainLine, isPlainText, notPlainLine, notPlainText } from '../plain-text.ts';
import { CARTON_PAIRS } from './order-figures.ts';
import {
  taxRatesAnswer,
  taxRatesBody,
  taxRegistrationsAnswer,
  taxRegistrationsBody,
} from './tax.ts';

/** The Incoterms 2020 rules a footwear seller quotes most; EXW (ex works) when none is chosen. */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const INCOTERM_WORDS: Readonly<Record<Incoterm, string>> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FOB: 'Free On Board',
  CIF: 'Cost, Insurance and Freight',
  DAP: 'Delivered At Place',
  DDP: 'Delivered Duty Paid',
};

/** How the goods travel (docs/export-papers.md): an order's mode of transport. */
export const TRANSPORTS = ['air', 'sea', 'road', 'courier'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** What an exporter declares on a commercial invoice when the seller wrote nothing else. */
export const DEFAULT_DECLARATION =
  'We declare that this invoice shows the actual price of the goods described, that all particulars are true and correct, and that the goods are of the origin stated.';

export const MAX_EXPORTER_IDS = 8;

/** An exporter's registration printed on the papers: IEC, REX, EORI, GSTIN… */
export const exporterId = z.strictObject({ label: z.string(), value: z.string() });
export type ExporterId = z.output<typeof exporterId>;

/** A pack may hold up to 500 pairs (packs.pairs); a loose carton no more. */
export const MAX_CARTON_PAIRS = 500;
export const MAX_ADDRESS_LINES = 6;

/** GET/PUT /api/admin/settings/seller/: the seller's details as saved (or the defaults). */
export const sellerDetails = z.strictObject({
  legal_name: z.string(),
  /** Postal address, one entry per printed line (without the country, which is country_code). */
  address: z.array(z.string()),
  /** ISO 3166-1 alpha-2, upper case; '' until set. */
  country_code: z.string(),
  tax_id: z.string(),
  /** The EU/UK customs number (a country prefix and up to 15 letters or digits); '' when none. */
  eori: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Free text, printed on the proforma and invoice as written (lines kept). */
  bank_details: z.string(),
  incoterm: z.enum(INCOTERMS),
  /** Pairs a loose carton holds on the packing list. */
  carton_pairs: z.number().int(),
  // Tax (docs/orders-and-payments.md, "Tax and credit notes"; tax.ts): where the seller is
  // registered, and the rate it charges there.
  tax_registrations: taxRegistrationsAnswer,
  tax_rates: taxRatesAnswer,
  /** What a new order's export details start from (docs/export-papers.md). */
  incoterm_place: z.string(),
  port_of_loading: z.string(),
  transport: z.enum(TRANSPORTS),
  /** Registrations printed on the papers beside the tax id and EORI. */
  exporter_ids: z.array(exporterId),
  /** Who signs the invoice and the certificate of origin, and the declaration they sign. */
  signatory_name: z.string(),
  signatory_title: z.string(),
  declaration: z.string(),
});
export type SellerDetails = z.output<typeof sellerDetails>;

/** What a shop that has saved nothing answers: no name or address, so no documents yet. */
export const DEFAULT_SELLER_DETAILS: SellerDetails = {
  legal_name: '',
  address: [],
  country_code: '',
  tax_id: '',
  eori: '',
  email: '',
  phone: '',
  bank_details: '',
  incoterm: 'EXW',
  carton_pairs: CARTON_PAIRS,
  // Tax: none registered, so every order is zero-rated (tax.ts).
  tax_registrations: [],
  tax_rates: [],
  incoterm_place: '',
  port_of_loading: '',
  transport: 'sea',
  exporter_ids: [],
  signatory_name: '',
  signatory_title: '',
  declaration: DEFAULT_DECLARATION,
};

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(label) });

const optionalLine = (label: string, max: number) => line(label, max).optional().default('');

export const sellerDetailsBody = z.object({
  legal_name: line('The legal name', 200).pipe(
    z.string().min(1, { error: 'Enter the legal name the documents are issued under.' }),
  ),
  address: z
    .array(line('An address line', 120), {
      error: 'address is a list of lines, e.g. ["12 Mill Road", "Leicester LE1 1AA"].',
    })
    .max(MAX_ADDRESS_LINES, { error: `The address has at most ${MAX_ADDRESS_LINES} lines.` })
    .transform((lines) => lines.filter((l) => l !== ''))
    .pipe(z.array(z.string()).min(1, { error: 'Enter the address the documents show.' })),
  country_code: z
    .string({ error: 'Enter the two-letter country code, e.g. GB.' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isIsoCountryCode, { error: 'Enter the two-letter country code, e.g. GB.' }),
  tax_id: optionalLine('The tax id', 40),
  eori: z
    .string({ error: 'The EORI number is text.' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(v), {
      error:
        'An EORI number is a country code and up to 15 letters or digits, e.g. GB123456789000.',
    })
    .optional()
    .default(''),
  email: z
    .string({ error: 'The e-mail address is text.' })
    .trim()
    .max(254, { error: 'An email address has at most 254 characters.' })
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: emailHint('accounts@example.com') })
    .optional()
    .default(''),
  phone: optionalLine('The phone number', 40).refine((v) => /^[+0-9 ()./-]*$/.test(v), {
    error: 'A phone number has digits, spaces and + ( ) . / - only, e.g. +44 116 496 0000.',
  }),
  bank_details: z
    .string({ error: 'The bank details are text.' })
    .trim()
    .max(600, { error: 'The bank details have at most 600 characters.' })
    .refine(isPlainText, { error: notPlainText('The bank details') })
    .transform((v) =>
      v
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((l) => l.trim())
        .join('\n'),
    )
    .refine((v) => v.split('\n').length <= 8, { error: 'The bank details have at most 8 lines.' })
    .optional()
    .default(''),
  incoterm: z
    .enum(INCOTERMS, { error: `Choose the incoterm: one of ${INCOTERMS.join(', ')}.` })
    .optional()
    .default('EXW'),
  carton_pairs: z
    .number({ error: 'Enter the pairs a carton holds as a whole number, e.g. 12.' })
    .int({ error: 'Enter the pairs a carton holds as a whole number, e.g. 12.' })
    .min(1, { error: 'A carton holds at least 1 pair.' })
    .max(MAX_CARTON_PAIRS, { error: `A carton holds at most ${MAX_CARTON_PAIRS} pairs.` })
    .optional()
    .default(CARTON_PAIRS),
  // Tax (tax.ts): optional, an empty list each when absent.
  tax_registrations: taxRegistrationsBody,
  tax_rates: taxRatesBody,
  incoterm_place: optionalLine('The incoterm’s named place', 80),
  port_of_loading: optionalLine('The port of loading', 80),
  transport: z
    .enum(TRANSPORTS, { error: `Choose how goods travel: one of ${TRANSPORTS.join(', ')}.` })
    .optional()
    .default('sea'),
  exporter_ids: z
    .array(
      z.object({
        label: line('An exporter id’s label', 30),
        value: line('An exporter id', 60),
      }),
      {
        error:
          'exporter_ids is a list of {label, value}, e.g. [{"label": "IEC", "value": "0512345678"}].',
      },
    )
    .max(MAX_EXPORTER_IDS, { error: `Enter at most ${MAX_EXPORTER_IDS} exporter ids.` })
    // A row left blank in the form is dropped; a half-filled one is refused.
    .transform((ids) => ids.filter((id) => id.label !== '' || id.value !== ''))
    .superRefine((ids, ctx) => {
      ids.forEach((id, i) => {
        if (id.label === '' || id.value === '')
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: id.label
              ? `Enter the number of the ${id.label}, or remove the row.`
              : `Name the id ${id.value} (e.g. IEC, REX, GSTIN), or remove the row.`,
          });
      });
    })
    .optional()
    .default([]),
  signatory_name: optionalLine('The signatory’s name', 100),
  signatory_title: optionalLine('The signatory’s title', 100),
  declaration: z
    .string({ error: 'The declaration is text.' })
    .trim()
    .max(1000, { error: 'The declaration has at most 1000 characters.' })
    .refine(isPlainText, { error: notPlainText('The declaration') })
    .optional()
    // An emptied declaration prints the usual one: an invoice without one is refused at customs.
    .transform((v) => v || DEFAULT_DECLARATION),
}) satisfies z.ZodType<SellerDetails, unknown>;

/**
 * Why documents cannot be issued with these details, as a sentence; null when they can. A
 * document names its issuer: without a legal name and an address it is no invoice.
 */
export function sellerDetailsMissing(seller: Pick<SellerDetails, 'legal_name' | 'address'>) {
  const name = seller.legal_name.trim() !== '';
  const address = seller.address.some((l) => l.trim() !== '');
  if (name && address) return null;
  const what = !name && !address ? 'legal name and address' : !name ? 'legal name' : 'address';
  return `Documents cannot be issued until the seller's ${what} ${name || address ? 'is' : 'are'} set (Settings, Seller details).`;
}

/** The address as printed: its lines, then the country's name. */
export function sellerAddressLines(seller: Pick<SellerDetails, 'address' | 'country_code'>) {
  return [...seller.address, ...(seller.country_code ? [isoCountryName(seller.country_code)] : [])];
}
