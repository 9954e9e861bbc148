// The catalogue's forms (docs/api.md, back office, "Catalogue, media and import"): one zod schema per form,
// read by the console (to mark a field before sending) and by the API (the rule that counts), and
// reusable by the importer. A product's slab table is checked by `slabTableProblems`, so each
// problem names its row; `slabRowErrors` turns any failure into `{row, field, message}` rows.
import { z } from 'zod';
import { decimal, minorUnitExponent } from '../money.ts';
import { SIZE_SYSTEMS } from '../size-conversion.ts';
import { DEFAULT_TIER_SCOPE, TIER_SCOPES } from '../tier-quantity.ts';
import { DEFAULT_SALE_MODE, SALE_MODES } from '../sale-mode.ts';
import { calendarDay } from '../ship-window.ts';
import { MIN_PAIRS_MAX } from '../minimums.ts';
import { readCountryOfOrigin, readHsCode, type FieldReading } from './trade-fields.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import {
  MAX_SLAB_QUANTITY,
  currencyProblem,
  priceProblem,
  slabTableProblems,
  type SlabProblem,
  type SlabRow,
} from './slab-table.ts';

// Names print on pages, in exports and on the trade documents: one line of plain text each.
const words = (name: string, max: number) =>
  z
    .string({ error: `Please enter the ${name}.` })
    .trim()
    .min(1, { error: `Please enter the ${name}.` })
    .max(max, { error: `The ${name} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(`The ${name}`) });

const optionalWords = (name: string, max: number) =>
  z
    .string({ error: `The ${name} is text.` })
    .trim()
    .max(max, { error: `The ${name} has at most ${max} characters.` })
    .refine(isPlainLine, { error: notPlainLine(`The ${name}`) });

export const catalogueId = (name: string) =>
  z.coerce
    .number({ error: `Choose the ${name}.` })
    .int({ error: `The ${name} is chosen from the list.` })
    .min(1, { error: `Choose the ${name}.` })
    .max(2_147_483_647, { error: `No ${name} has this number.` });

const flag = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false', 'on'])], {
    error: `${name} is true or false.`,
  });
const toBool = (v: boolean | 'true' | 'false' | 'on') => v === true || v === 'true' || v === 'on';

// ---------------------------------------------------------------- brands and categories

/**
 * A brand's or category's picture (issue 28.3): an upload's address (/media/…) or a web address,
 * or '' for none. Left out of a form, the stored picture is kept, so a rename that sends only the
 * name and flags does not wipe it.
 */
const pictureField = (name: string) =>
  z
    .string({ error: `The ${name} is an image address.` })
    .trim()
    .max(2000, { error: `The ${name} address has at most 2000 characters.` })
    .refine((v) => v === '' || /^(https?:\/\/[^\s]+|\/media\/[^\s]+)$/.test(v), {
      error: `The ${name} is an uploaded image (/media/…) or an address starting with https://.`,
    })
    .optional();

export const brandForm = z.object({
  name: words('brand name', 80),
  show_on_homepage: flag('show_on_homepage').default(false).transform(toBool),
  logo: pictureField('logo'),
  banner: pictureField('banner'),
  display_image: pictureField('display image'),
});
export type BrandForm = z.output<typeof brandForm>;

export const headCategoryForm = z.object({
  name: words('category name', 80),
  show_on_homepage: flag('show_on_homepage').default(false).transform(toBool),
  position: z.coerce
    .number({ error: 'The position is a whole number.' })
    .int({ error: 'The position is a whole number.' })
    .min(0, { error: 'The position is 0 or more.' })
    .max(10_000, { error: 'The position is at most 10000.' })
    .default(0),
  display_image: pictureField('display image'),
});
export type HeadCategoryForm = z.output<typeof headCategoryForm>;

export const subcategoryForm = z.object({
  name: words('subcategory name', 80),
  head_category_id: catalogueId('head category'),
  position: headCategoryForm.shape.position,
  display_image: pictureField('display image'),
});
export type SubcategoryForm = z.output<typeof subcategoryForm>;

// ---------------------------------------------------------------- item groups

/** A pre-order's shipping date, 'YYYY-MM-DD' (a real day); empty or null for none. */
const shipDate = (name: string) =>
  z
    .union([z.string(), z.null()], { error: `The ${name} is a date such as 2027-03-15.` })
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      if (text === '') return null;
      if (!calendarDay(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${name} is a date written YYYY-MM-DD, such as 2027-03-15.`,
        });
        return z.NEVER;
      }
      return text;
    })
    .default(null);

/** A style's fewest pairs per order: 0 (none) to MIN_PAIRS_MAX; empty is 0. */
export const minPairsField = z
  .union([z.number(), z.string().trim()], {
    error: `The minimum is a whole number of pairs, 0 to ${MIN_PAIRS_MAX}.`,
  })
  .transform((v, ctx) => {
    const n = v === '' ? 0 : typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > MIN_PAIRS_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `The minimum is a whole number of pairs, 0 (none) to ${MIN_PAIRS_MAX}.`,
      });
      return z.NEVER;
    }
    return n;
  })
  .default(0);

/**
 * A shipping window belongs to a pre-order, and starts on or before it ends: the rule the group
 * form and the import share (the database's check is the last word).
 */
export function shipWindowProblems(group: {
  sale_mode?: unknown;
  ships_from?: unknown;
  ships_by?: unknown;
}): { field: 'ships_from' | 'ships_by'; message: string }[] {
  const from = typeof group.ships_from === 'string' ? group.ships_from : null;
  const by = typeof group.ships_by === 'string' ? group.ships_by : null;
  if (group.sale_mode !== 'pre_order' && (from || by))
    return [
      {
        field: from ? 'ships_from' : 'ships_by',
        message:
          'Shipping dates are for pre-orders: set the sale mode to pre_order, or leave the dates empty.',
      },
    ];
  if (from && by && from > by)
    return [
      {
        field: 'ships_by',
        message: `The last shipping date comes on or after the first (${from}).`,
      },
    ];
  return [];
}

/** A customs field read by its rule (trade-fields.ts); left out, it is empty (not set). */
const tradeField = (name: string, read: (text: string) => FieldReading) =>
  z
    .string({ error: `The ${name} is text.` })
    .max(200, { error: `The ${name} is too long.` })
    .default('')
    .transform((text, ctx) => {
      const reading = read(text);
      if (reading.ok) return reading.value;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    });

const itemGroupFields = z.object({
  name: words('item group name', 160),
  brand_id: catalogueId('brand'),
  head_category_id: catalogueId('head category'),
  subcategory_id: catalogueId('subcategory'),
  bullet_points: z
    .array(optionalWords('bullet point', 300), { error: 'Bullet points are a list of lines.' })
    .max(20, { error: 'An item group has at most 20 bullet points.' })
    .default([])
    .transform((lines) => lines.filter((l) => l !== '')),
  material: optionalWords('material', 200).default(''),
  // The trade documents' customs fields (docs/api.md, "Trade documents"): trade-fields.ts.
  country_of_origin: tradeField('country of origin', readCountryOfOrigin),
  hs_code: tradeField('HS code', readHsCode),
  size_system: z
    .enum(SIZE_SYSTEMS, { error: `The size system is one of: ${SIZE_SYSTEMS.join(', ')}.` })
    .nullable()
    .or(z.literal('').transform(() => null))
    .default('uk'),
  // Style tiers (docs/api.md): 'product' keeps the specs' per-line slabs; empty is the default.
  tier_scope: z
    .union([z.enum(TIER_SCOPES), z.literal('').transform(() => DEFAULT_TIER_SCOPE)], {
      error: `The tier scope is one of: ${TIER_SCOPES.join(', ')}.`,
    })
    .default(DEFAULT_TIER_SCOPE),
  // Stock and pre-orders, minimums (docs/api.md): empty cells are the defaults, as the specs sell.
  sale_mode: z
    .union([z.enum(SALE_MODES), z.literal('').transform(() => DEFAULT_SALE_MODE)], {
      error: `The sale mode is one of: ${SALE_MODES.join(', ')}.`,
    })
    .default(DEFAULT_SALE_MODE),
  ships_from: shipDate('first shipping date'),
  ships_by: shipDate('last shipping date'),
  min_pairs: minPairsField,
  show_on_homepage: flag('show_on_homepage').default(false).transform(toBool),
});

export const itemGroupForm = itemGroupFields.superRefine((form, ctx) => {
  for (const problem of shipWindowProblems(form))
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
});
export type ItemGroupForm = z.output<typeof itemGroupForm>;

// ---------------------------------------------------------------- products and slabs

const quantityField = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .transform((v) => {
        if (v === '') return null;
        // Not a whole number: left to the table's rules, which name the row and the field.
        return /^\d+$/.test(v) ? Number(v) : Number.NaN;
      }),
    z.null(),
  ],
  { error: 'a quantity is a whole number of pieces, or empty.' },
);

const priceText = z
  .union([z.string(), z.number()], { error: 'a price is a number such as 12.50.' })
  .transform((v) => String(v).trim());

/** One row of a slab table as a form or request sends it; the table's rules come after. */
export const slabRowInput = z.object({
  operator: z.string({ error: 'the operator is one of from_to, >= and <=.' }).trim(),
  min_quantity: quantityField.default(null),
  max_quantity: quantityField.default(null),
  selling_price: priceText,
  currency: z
    .string({ error: 'the currency is a code such as GBP.' })
    .trim()
    .transform((v) => v.toLowerCase()),
});

/**
 * Adds one issue per slab problem, on the path `slabs.<index>.<field>`. Runs even when other
 * fields failed (so a form shows every problem at once): rows may then be raw input.
 */
function checkSlabs(slabs: unknown, ctx: z.RefinementCtx, path: (string | number)[] = ['slabs']) {
  if (!Array.isArray(slabs)) return;
  const rows = slabs.map((r) => (r !== null && typeof r === 'object' ? r : {}) as SlabRow);
  for (const p of slabTableProblems(rows)) {
    ctx.addIssue({
      code: 'custom',
      message: p.message,
      path: [...path, p.row - 1, ...(p.field ? [p.field] : [])],
    });
  }
}

/** A slab table's rows as sent, before the table's rules (a product's, a style's, the importer's). */
const slabRows = () =>
  z
    .array(slabRowInput, { error: 'The slab table is a list of rows.' })
    .max(20, { error: 'A product has at most 5 slabs.' });

/**
 * The price and currency of a form holding one (a product, a style), checked by the same rules
 * as a slab row's. Runs even when other fields failed: values may then be raw input.
 */
function checkPriceAndCurrency(
  form: { selling_price?: unknown; currency?: unknown },
  ctx: z.RefinementCtx,
) {
  if (typeof form.selling_price === 'string') {
    const price = priceProblem(form.selling_price, 'The price');
    if (price) ctx.addIssue({ code: 'custom', message: price, path: ['selling_price'] });
  }
  if (typeof form.currency === 'string') {
    const currency = currencyProblem(form.currency);
    if (currency) ctx.addIssue({ code: 'custom', message: currency, path: ['currency'] });
  }
}

const measure = (name: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `The ${name} is a number.` })
    .transform((v, ctx) => {
      if (v === null) return null;
      const text = String(v).trim();
      if (text === '') return null;
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${name} is a number 0 or more with at most 2 decimals.`,
        });
        return z.NEVER;
      }
      return text;
    })
    .default(null);

/** A colour as six hex digits, with or without "#"; stored without it, as the seeder writes it. */
const hexColour = z
  .string({ error: 'The colour hex is like 1f6f5f.' })
  .trim()
  .regex(/^#?([0-9a-fA-F]{6})?$/, {
    error: 'The colour hex is six hex digits like 1f6f5f, or empty.',
  })
  .transform((v) => v.replace('#', '').toLowerCase())
  .default('');

const imageUrl = z
  .string({ error: 'An image is a web address.' })
  .trim()
  .max(2000, { error: 'An image address has at most 2000 characters.' })
  .refine((v) => /^(https?:\/\/[^\s]+|\/media\/[^\s]+)$/.test(v), {
    error: 'An image is an address starting with https:// or /media/.',
  });

/** A SKU as the shop stores it, whoever writes it (form, import): upper case, no spaces. */
export const skuField = z
  .string({ error: 'Please enter the SKU.' })
  .trim()
  .min(1, { error: 'Please enter the SKU.' })
  .max(64, { error: 'The SKU has at most 64 characters.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
    error: 'The SKU holds letters, digits and . _ / - only, e.g. SS-1001-BLK-42.',
  })
  .transform((v) => v.toUpperCase());

export const productForm = z
  .object({
    item_group_id: catalogueId('item group'),
    sku: skuField,
    name: optionalWords('product name', 200).default(''),
    color: optionalWords('colour', 60).default(''),
    color_hex: hexColour,
    size: z
      .string({ error: 'The size is text such as 42 or M.' })
      .trim()
      .max(20, { error: 'The size has at most 20 characters.' })
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    selling_price: priceText,
    currency: z
      .string({ error: 'Please choose the currency.' })
      .trim()
      .transform((v) => v.toLowerCase()),
    height: measure('height'),
    length: measure('length'),
    width: measure('width'),
    dimension_unit: z.enum(['in', 'cm'], { error: 'The size unit is in or cm.' }).default('in'),
    weight: measure('weight'),
    weight_unit: z
      .enum(['oz', 'g', 'lb', 'kg'], { error: 'The weight unit is oz, g, lb or kg.' })
      .default('oz'),
    availability: z.coerce
      .number({ error: 'The availability is a whole number of pairs.' })
      .int({ error: 'The availability is a whole number of pairs.' })
      .min(0, { error: 'The availability is 0 or more.' })
      .max(MAX_SLAB_QUANTITY * 100, { error: 'The availability is at most 100000000.' })
      .default(0),
    images: z
      .array(imageUrl, { error: 'Images are a list of addresses.' })
      .max(20, { error: 'A product has at most 20 images.' })
      .default([]),
    slabs: slabRows().default([]),
  })
  .superRefine(
    (form, ctx) => {
      if (typeof form !== 'object' || form === null) return;
      checkPriceAndCurrency(form, ctx);
      checkSlabs(form.slabs, ctx);
    },
    // Also when other fields failed: the console shows every problem of the form at once.
    { when: () => true },
  );
export type ProductForm = z.output<typeof productForm>;

// ---------------------------------------------------------------- a whole style at once

/** One colour of a new style (issue 28.6): its name, swatch and the photos every size shares. */
export const styleColour = z.object({
  name: words('colour name', 60),
  hex: hexColour,
  images: z
    .array(imageUrl, { error: 'A colour’s photos are a list of addresses.' })
    .max(12, { error: 'A colour has at most 12 photos.' })
    .default([]),
});

/**
 * A style's sizes × colours in one form: every product gets the same price, slab table,
 * availability and weight; its SKU is `<prefix>-<COLOUR>-<SIZE>` (see `styleSku`).
 */
export const styleForm = z
  .object({
    sku_prefix: z
      .string({ error: 'Please enter the SKU prefix, e.g. SS-1001.' })
      .trim()
      .min(1, { error: 'Please enter the SKU prefix, e.g. SS-1001.' })
      .max(40, { error: 'The SKU prefix has at most 40 characters.' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
        error: 'The SKU prefix holds letters, digits and . _ / - only, e.g. SS-1001.',
      })
      .transform((v) => v.toUpperCase()),
    sizes: z
      .array(
        z
          .string({ error: 'A size is text such as 42 or 7.5.' })
          .trim()
          .min(1, { error: 'A size is text such as 42 or 7.5.' })
          .max(10, { error: 'A size has at most 10 characters.' })
          .regex(/^[A-Za-z0-9.]+$/, {
            error: 'A size holds letters, digits and a dot only, e.g. 42, 7.5 or XL.',
          }),
        { error: 'Sizes are a list such as 40, 41, 42.' },
      )
      .min(1, { error: 'Enter at least one size, e.g. 40, 41, 42.' })
      .max(30, { error: 'A style has at most 30 sizes.' })
      .refine((list) => new Set(list.map((v) => v.toUpperCase())).size === list.length, {
        error: 'Each size is listed once.',
      }),
    colours: z
      .array(styleColour, { error: 'Colours are a list.' })
      .min(1, { error: 'Add at least one colour.' })
      .max(20, { error: 'A style has at most 20 colours.' })
      .refine((list) => new Set(list.map((c) => colourCode(c.name))).size === list.length, {
        error:
          'Each colour is listed once (names that differ only in spaces or case count as one).',
      }),
    selling_price: priceText,
    currency: productForm.shape.currency,
    availability: productForm.shape.availability,
    weight: measure('weight'),
    weight_unit: productForm.shape.weight_unit,
    slabs: slabRows().default([]),
  })
  .superRefine(
    (form, ctx) => {
      if (typeof form !== 'object' || form === null) return;
      checkPriceAndCurrency(form, ctx);
      if (Array.isArray(form.sizes) && Array.isArray(form.colours)) {
        const n = form.sizes.length * form.colours.length;
        if (n > 200)
          ctx.addIssue({
            code: 'custom',
            message: `${n} products is too many for one form: at most 200 (sizes × colours).`,
            path: ['sizes'],
          });
        if (typeof form.sku_prefix === 'string') {
          const long = form.colours.flatMap((c) =>
            form.sizes.map((size) => styleSku(form.sku_prefix, c.name ?? '', size)),
          );
          const tooLong = long.find((sku) => sku.length > 64);
          if (tooLong)
            ctx.addIssue({
              code: 'custom',
              message: `The SKU ${tooLong} would be longer than 64 characters: shorten the prefix or the colour name.`,
              path: ['sku_prefix'],
            });
        }
      }
      checkSlabs(form.slabs, ctx);
    },
    { when: () => true },
  );
export type StyleForm = z.output<typeof styleForm>;

/** A colour as a SKU writes it: letters and digits, upper case ("Sea blue" → SEABLUE). */
export function colourCode(colour: string): string {
  return colour.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The SKU a style's colour and size get: `SS-1001-BLACK-42`. */
export function styleSku(prefix: string, colour: string, size: string): string {
  const code = colourCode(colour);
  return [prefix.trim().toUpperCase(), code, size.trim().toUpperCase()].filter(Boolean).join('-');
}

/**
 * The slab rows a failed parse names: every issue under `slabs.<index>` as `{row (1-based),
 * field, message}`, the first per row and field. `prefix`: where the table sits in the input.
 */
export function slabRowErrors(error: z.ZodError, prefix: (string | number)[] = ['slabs']) {
  const seen = new Set<string>();
  const rows: SlabProblem[] = [];
  for (const issue of error.issues) {
    const path = issue.path;
    if (!prefix.every((p, i) => path[i] === p)) continue;
    const index = path[prefix.length];
    if (typeof index !== 'number') continue;
    const field = (path[prefix.length + 1] as SlabProblem['field'] | undefined) ?? null;
    const key = `${index}:${field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const row = index + 1;
    const message = issue.message.startsWith('Slab row')
      ? issue.message
      : `Slab row ${row}: ${issue.message}`;
    rows.push({ row, field, message });
  }
  return rows.sort((a, b) => a.row - b.row);
}

// ---------------------------------------------------------------- lists and bulk actions

export const catalogueListQuery = z.object({
  q: z
    .string({ error: 'Search with text.' })
    .trim()
    .max(100, { error: 'Search with at most 100 characters.' })
    .optional()
    .transform((v) => v || undefined),
});

export const BULK_ACTIONS = [
  'archive',
  'unarchive',
  'show_on_homepage',
  'hide_from_homepage',
  'change_price',
] as const;

/** A percentage change such as 10, -5 or 2.5: between -90 % and +1000 %, at most 2 decimals. */
export const percentField = z
  .union([z.string(), z.number()], { error: 'The change is a percentage such as 10 or -5.' })
  .transform((v, ctx) => {
    const text = String(v).trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!/^[+-]?\d{1,4}(\.\d{1,2})?$/.test(text))
      return fail('The change is a percentage such as 10 or -5, with at most 2 decimals.');
    const value = decimal(text);
    if (value.lessThan(-90) || value.greaterThan(1000))
      return fail('The change is between -90 % and +1000 %.');
    if (value.isZero()) return fail('A change of 0 % changes nothing.');
    return text.replace(/^\+/, '');
  });

export const bulkForm = z
  .object({
    target: z.enum(['products', 'item_groups'], {
      error: 'The target is products or item_groups.',
    }),
    ids: z
      .array(catalogueId('row'), { error: 'Select the rows to change.' })
      .min(1, { error: 'Select at least one row.' })
      .max(1000, { error: 'Change at most 1000 rows at once.' })
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: `The action is one of: ${BULK_ACTIONS.join(', ')}.` }),
    percent: percentField.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.action === 'change_price' && form.percent === undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the percentage to change prices by, e.g. 10 or -5.',
        path: ['percent'],
      });
    if (
      form.target === 'products' &&
      (form.action === 'show_on_homepage' || form.action === 'hide_from_homepage')
    )
      ctx.addIssue({
        code: 'custom',
        message: 'The home page shows item groups: select item groups to show or hide.',
        path: ['action'],
      });
  });
export type BulkForm = z.output<typeof bulkForm>;

/**
 * A price changed by a percentage, rounded half-up to the currency's minor unit (whole yen, two
 * decimals elsewhere), never below 0. Exact: decimal arithmetic on the stored text.
 */
export function changedPrice(price: string, percent: string, currency: string): string {
  const factor = decimal(100).plus(percent).div(100);
  const places = minorUnitExponent(currency);
  const next = decimal(price).times(factor).toDecimalPlaces(places);
  return (next.isNegative() ? decimal(0) : next).toFixed(places);
}
