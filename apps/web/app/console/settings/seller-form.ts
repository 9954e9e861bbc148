// The seller details form's fields as the console posts them, read into the API's body (one
// schema, packages/domain back-office/seller-payloads.ts) by the route's action, and written back
// into the fields from a saved or refused body.
import type { SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import {
  parseTaxRatesText,
  parseTaxRegistrationsText,
  taxRatesText,
  taxRegistrationsText,
} from '@solestock/domain/back-office/tax';

/** What the form's fields hold: text, as typed. */
export type SellerFormValues = Record<
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
  | 'tax_rates',
  string
>;

export const SELLER_FIELDS: readonly (keyof SellerFormValues)[] = [
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
];

export function sellerFormValues(seller: SellerDetails): SellerFormValues {
  return {
    ...seller,
    address: seller.address.join('\n'),
    carton_pairs: String(seller.carton_pairs),
    // Tax (decision 181).
    tax_registrations: taxRegistrationsText(seller.tax_registrations),
    tax_rates: taxRatesText(seller.tax_rates),
  };
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
