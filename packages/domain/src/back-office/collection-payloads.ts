// Collections and line sheets (docs/collections.md): a season's styles with their delivery
// windows, shown to the customer groups staff name (every buyer when none are named). Defined
// once: the API checks what the console sends with `collectionSchema`, and the console, the
// storefront page and the line sheet read the answers' types.
import { z } from 'zod';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import { calendarDay, shipWindow } from '../ship-window.ts';

export const COLLECTION_LIMITS = {
  nameMax: 80,
  seasonMax: 40,
  windowsMax: 12,
  itemGroupsMax: 500,
  groupsMax: 100,
} as const;

const positiveId = (what: string) =>
  z
    .number({ error: `Each ${what} is a number.` })
    .int({ error: `Each ${what} is a whole number.` })
    .min(1, { error: `Each ${what} is a positive number.` })
    .max(2_147_483_647, { error: `Each ${what} is a positive number.` });

const day = (field: string) =>
  z
    .string({ error: `${field} is a date written YYYY-MM-DD, e.g. 2027-03-01.` })
    .trim()
    .refine((v) => calendarDay(v) !== null, {
      error: `${field} is a date written YYYY-MM-DD, e.g. 2027-03-01.`,
    });

/** One delivery window: the first and last day goods of this window ship. */
export const deliveryWindowSchema = z
  .object(
    { from: day('A window’s first day'), to: day('A window’s last day') },
    { error: 'A delivery window is {from, to}, two dates written YYYY-MM-DD.' },
  )
  .refine((w) => w.from <= w.to, {
    error: 'A window’s first day comes on or before its last day.',
  });

/** POST /api/admin/collections/ and PUT /api/admin/collections/{id}/. */
export const collectionSchema = z.object({
  name: z
    .string({ error: 'Give the collection a name, e.g. Spring drop.' })
    .trim()
    .min(1, { error: 'Give the collection a name, e.g. Spring drop.' })
    .max(COLLECTION_LIMITS.nameMax, {
      error: `A collection's name has at most ${COLLECTION_LIMITS.nameMax} characters.`,
    })
    .refine(isPlainLine, { error: notPlainLine("A collection's name") }),
  season: z
    .string({ error: 'The season is a short text, e.g. SS27.' })
    .trim()
    .max(COLLECTION_LIMITS.seasonMax, {
      error: `The season has at most ${COLLECTION_LIMITS.seasonMax} characters.`,
    })
    .refine(isPlainLine, { error: notPlainLine('The season') })
    .default(''),
  delivery_windows: z
    .array(deliveryWindowSchema, { error: 'delivery_windows is a list of {from, to}.' })
    .max(COLLECTION_LIMITS.windowsMax, {
      error: `A collection has at most ${COLLECTION_LIMITS.windowsMax} delivery windows.`,
    })
    .default([]),
  item_group_ids: z
    .array(positiveId('style (item group) id'), {
      error: 'item_group_ids is a list of style ids.',
    })
    .min(1, { error: 'Pick at least one style for the collection.' })
    .max(COLLECTION_LIMITS.itemGroupsMax, {
      error: `A collection holds at most ${COLLECTION_LIMITS.itemGroupsMax} styles.`,
    })
    .transform((ids) => [...new Set(ids)]),
  group_ids: z
    .array(positiveId('customer group id'), {
      error: 'group_ids is a list of customer group ids (empty: every buyer).',
    })
    .max(COLLECTION_LIMITS.groupsMax, {
      error: `Name at most ${COLLECTION_LIMITS.groupsMax} customer groups.`,
    })
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type CollectionInput = z.output<typeof collectionSchema>;

const windowAnswer = z.strictObject({ from: z.string(), to: z.string() });

/** One collection as the console reads it. */
export const collectionRow = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  season: z.string(),
  delivery_windows: z.array(windowAnswer),
  item_group_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  /** The styles' names, in the collection's order (styles removed since are left out). */
  styles: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectionRow = z.output<typeof collectionRow>;

export const collectionsList = z.strictObject({ results: z.array(collectionRow) });

/** POST /api/admin/collections/{id}/line-sheet/send/. */
export const lineSheetSendBody = z.object({
  company_id: positiveId('company id'),
});

export const lineSheetSendAnswer = z.strictObject({
  /** The addresses the mail was queued for (the company's members). */
  sent_to: z.array(z.string()),
});

// ---- What a buyer sees

/** One colour of a style: its sizes and the buyer's unit price for it. */
export const collectionColour = z.strictObject({
  color: z.string(),
  image: z.string(),
  /** A product of this colour: the product page and its size-run grid. */
  product_id: z.number().int(),
  sizes: z.array(z.string()),
  /** The buyer's unit price (one pair, before quantity tiers), in `currency`. */
  unit_price: z.string(),
  currency: z.string(),
});

export const collectionStyle = z.strictObject({
  item_group_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  min_pairs: z.number().int(),
  colours: z.array(collectionColour),
});
export type CollectionStyle = z.output<typeof collectionStyle>;

/** GET /api/ecommerce/collections/{id}/: the collection as the signed-in buyer (or a guest) sees it. */
export const buyerCollection = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  season: z.string(),
  delivery_windows: z.array(windowAnswer),
  styles: z.array(collectionStyle),
});
export type BuyerCollection = z.output<typeof buyerCollection>;

/** GET /api/ecommerce/collections/: the collections this buyer may see. */
export const buyerCollectionsList = z.strictObject({
  results: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      season: z.string(),
      delivery_windows: z.array(windowAnswer),
      styles: z.number().int(),
    }),
  ),
});
export type BuyerCollectionsList = z.output<typeof buyerCollectionsList>;

/** POST /api/ecommerce/collections/{id}/cart/: a size run added with its delivery window. */
export const collectionCartBody = z.object({
  items: z
    .array(z.unknown(), { error: 'Send a list of lines: [{product_id, quantity, mode}].' })
    .min(1, { error: 'Send at least one line.' })
    .max(200, { error: 'Send at most 200 lines at a time.' }),
  window: deliveryWindowSchema,
});

/** "1–15 Mar 2027": a delivery window as every screen and the line sheet say it. */
export function windowText(w: { from: string; to: string }): string {
  return shipWindow(w.from, w.to) ?? `${w.from} – ${w.to}`;
}

/** The value a window picker sends ("2027-03-01..2027-03-15") and its reading back. */
export const windowValue = (w: { from: string; to: string }) => `${w.from}..${w.to}`;
export function windowOfValue(value: string): { from: string; to: string } | null {
  const [from, to, ...rest] = value.split('..');
  return from && to && rest.length === 0 ? { from, to } : null;
}
