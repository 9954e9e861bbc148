// The shop's brand (docs/brand.md): its name, logo, favicon, colour, mail sender name, footer and
// legal texts, and whether the "Become A Vendor" link and the seller-site links show. One schema
// for GET/PUT /api/admin/settings/brand/, read by the API and by the console's brand screen; the
// storefront reads the same fields (and whether the demo catalogue is in) from GET
// /api/ecommerce/brand/. A shop that saved none is "Solestock", exactly as the specs' pages are.
import { z } from 'zod';
import { isPlainLine, isPlainText, notPlainLine, notPlainText } from '../plain-text.ts';
import { mediaPathField } from './content-schemas.ts';

export const MAX_SHOP_NAME = 60;
export const MAX_FOOTER_TEXT = 300;
export const MAX_LEGAL_TEXT = 1000;
/** Text on the primary colour is white: it must read at least this well (WCAG AA, body text). */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** GET/PUT /api/admin/settings/brand/: the brand as saved (or the defaults). */
export const brandSettings = z.strictObject({
  shop_name: z.string(),
  /** An image uploaded here (/media/…), or '' for the drawn mark. */
  logo: z.string(),
  /** An image uploaded here (/media/…), or '' for the shop's default icon. */
  favicon: z.string(),
  /** #rrggbb, lower case. */
  primary_color: z.string(),
  /** The display name mails are sent from; '' sends them from the shop's name. */
  mail_from_name: z.string(),
  footer_text: z.string(),
  legal_text: z.string(),
  show_vendor_link: z.boolean(),
  show_seller_links: z.boolean(),
});
export type BrandSettings = z.output<typeof brandSettings>;

/** The brand every page, mail and paper uses until the owner saves one: today's Solestock. */
export const DEFAULT_BRAND: Readonly<BrandSettings> = Object.freeze({
  shop_name: 'Solestock',
  logo: '',
  favicon: '',
  primary_color: '#1f6f5f',
  // Empty: mails are sent under the shop's name, whatever it becomes.
  mail_from_name: '',
  footer_text:
    'Wholesale footwear and lifestyle goods by the carton, priced in your currency and shipped worldwide.',
  legal_text: '',
  show_vendor_link: true,
  show_seller_links: true,
});

/** GET /api/ecommerce/brand/: the brand, and whether the demo catalogue is in (its badges show). */
export const shopBrand = brandSettings.extend({ demo: z.boolean() });
export type ShopBrand = z.output<typeof shopBrand>;

/** GET /api/admin/settings/brand/setup/: whether the console asks the owner for the shop's name. */
export const brandSetup = z.strictObject({ asks_name: z.boolean() });
export type BrandSetup = z.output<typeof brandSetup>;

/** The relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on a #rrggbb colour, 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const line = (field: string, max: number, required: boolean) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .min(required ? 1 : 0, { error: `Enter ${field.charAt(0).toLowerCase()}${field.slice(1)}.` })
    .max(max, { error: `${field} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(field) });

const paragraph = (field: string, max: number) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(max, { error: `${field} has at most ${max} characters.` })
    .refine(isPlainText, { error: notPlainText(field) });

const imageOrNone = (name: string) =>
  z.union([z.literal(''), mediaPathField(name)], {
    error: `The ${name} is an image uploaded here (an address starting /media/), or empty.`,
  });

/** A #rrggbb colour that white text reads on. */
const primaryColorField = z
  .string({ error: 'The primary colour is a colour such as #1f6f5f.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'The primary colour is a colour such as #1f6f5f.' })
  .transform((v) => v.toLowerCase())
  .refine((v) => contrastWithWhite(v) >= MIN_CONTRAST_WITH_WHITE, {
    error: (issue) =>
      `White text on ${String(issue.input)} is hard to read (contrast ${contrastWithWhite(String(issue.input)).toFixed(1)}:1; at least ${MIN_CONTRAST_WITH_WHITE}:1 is needed): choose a darker colour.`,
  });

/** PUT /api/admin/settings/brand/: every field, as the console's form sends them. */
export const brandSettingsBody = z.strictObject({
  shop_name: line('The shop name', MAX_SHOP_NAME, true),
  logo: imageOrNone('logo'),
  favicon: imageOrNone('favicon'),
  primary_color: primaryColorField,
  mail_from_name: line('The mail sender name', MAX_SHOP_NAME, false),
  footer_text: paragraph('The footer text', MAX_FOOTER_TEXT),
  legal_text: paragraph('The legal text', MAX_LEGAL_TEXT),
  show_vendor_link: z.boolean({ error: 'Say whether the "Become A Vendor" link shows.' }),
  show_seller_links: z.boolean({ error: 'Say whether the links to the seller site show.' }),
});

/** The name mails are sent from: the sender name, else the shop's name. */
export function mailSenderOf(brand: BrandSettings): string {
  return brand.mail_from_name || brand.shop_name;
}
