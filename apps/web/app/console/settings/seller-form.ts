// The seller details form's fields as the console posts them, read into the API's body (one
// schema, packages/domain back-office/seller-payloads.ts) by the route's action, and written back
// into the fields from a saved or refused body. The exporter ids are rows of two fields each
// (`exporter_id_label`, `exporter_id_value`), read in order; a row left blank is dropped.
import type { ExporterId, SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import {
  parseTaxRatesText,
  parseTaxRegistrationsText,
  taxRatesText,
  taxRegistrationsText,
} from '@solestock/domain/back-office/tax';

type TextField =
  | 'legal_name'
  | 'address'
  | 'country_code'
  | 'tax_id'
  | 'eori'
  | 'email'
  | 'phone'
  | 'bank_details'
  | 'incoterm'
  | 'carton_pairs'
  // Tax (decision 181): a registration or a rate a line.
  | 'tax_registrations'
  | 'tax_rates'
  | 'incoterm_place'
  | 'port_of_loading'
  | 'transport'
  | 'signatory_name'
  | 'signatory_title'
  | 'declaration';

/** What the form's fields hold: text, as typed, and the exporter id rows. */
export type SellerFormValues = Record<TextField, string> & { exporter_ids: ExporterId[] };

const SELLER_FIELDS: readonly TextField[] = [
  'legal_name',
  'address',
  'country_code',
  'tax_id',
  'eori',
  'email',
  'phone',
  'bank_details',
  'incoterm',
  'carton_pairs',
  // Tax (decision 181).
  'tax_registrations',
  'tax_rates',
  'incoterm_place',
  'port_of_loading',
  'transport',
  'signatory_name',
  'signatory_title',
  'declaration',
];

export function sellerFormValues(seller: SellerDetails): SellerFormValues {
  return {
    ...seller,
    address: seller.address.join('\n'),
    carton_pairs: String(seller.carton_pairs),
    // Tax (decision 181).
    tax_registrations: taxRegistrationsText(seller.tax_registrations),
    tax_rates: taxRatesText(seller.tax_rates),
    exporter_ids: seller.exporter_ids.map((id) => ({ ...id })),
  };
}

/** The form's values as posted: each field's text, and the id rows in their order. */
export function sellerValuesOf(form: FormData): SellerFormValues {
  const text = Object.fromEntries(
    SELLER_FIELDS.map((name) => [name, String(form.get(name) ?? '')]),
  ) as Record<TextField, string>;
  const labels = form.getAll('exporter_id_label').map(String);
  const values = form.getAll('exporter_id_value').map(String);
  const exporter_ids = labels.map((label, i) => ({ label, value: values[i] ?? '' }));
  return { ...text, exporter_ids };
}

/** The PUT body of the form: the address one line a line, the carton a number when it is one. */
export function sellerBodyOf(values: SellerFormValues): Record<string, unknown> {
  const pairs = values.carton_pairs.trim();
  return {
    ...values,
    address: values.address.split(/\r?\n/),
    carton_pairs: /^\d+$/.test(pairs) ? Number(pairs) : pairs === '' ? undefined : pairs,
    // Tax (decision 181).
    tax_registrations: parseTaxRegistrationsText(values.tax_registrations),
    tax_rates: parseTaxRatesText(values.tax_rates),
  };
}

export interface SellerActionResult {
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  /** What was sent, to show again beside its errors. */
  values?: SellerFormValues;
  saved?: SellerDetails;
}
