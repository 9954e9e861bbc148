// The brand form's fields as the console posts them (docs/brand.md), read into the API's body
// (one schema, packages/domain back-office/brand-payloads.ts) by the route's action, and written
// back into the fields from a saved or refused body. The two switches are checkboxes.
import type { BrandSettings } from '@solestock/domain/back-office/brand-payloads';

/** What the form's fields hold: text as typed, and the two switches (the brand's own shape). */
export type BrandFormValues = BrandSettings;

export interface BrandActionResult {
  ok: boolean;
  saved?: BrandSettings;
  error?: string | null;
  fields?: Record<string, string> | undefined;
  /** What was typed, kept after a refusal. */
  values?: BrandFormValues;
}

/** The form's values as posted. */
export function brandValuesOf(form: FormData): BrandFormValues {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    shop_name: text('shop_name'),
    logo: text('logo'),
    favicon: text('favicon'),
    primary_color: text('primary_color'),
    mail_from_name: text('mail_from_name'),
    footer_text: text('footer_text'),
    legal_text: text('legal_text'),
    show_vendor_link: form.get('show_vendor_link') === 'on',
    show_seller_links: form.get('show_seller_links') === 'on',
  };
}

/** The saved brand as the form shows it. */
export const brandFormValues = (brand: BrandSettings): BrandFormValues => ({ ...brand });

/** The first sentence per field of a refused body. */
export function fieldsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}
