// Request schemas of the cart, checkout and order calls (docs/api.md Cart and orders).
import { z } from 'zod';
import { pageField } from '../../http/paging.ts';
import { langParam } from '../../http/catalogue-query.ts';
import {
  ADD_PACKS_MAX_ITEMS,
  CARTONS_MAX,
  isMode,
  quantitySchema,
  SALE_MODES,
  shopCountrySchema,
  TIER_SCOPES,
} from '@solestock/domain';
import {
  cartByStyleDto,
  groupDiscountPercent,
  shortfalls,
  styleSlabDto,
} from '@solestock/domain/cart-payloads';

const id = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number.` })
    .positive({ error: `${what} must be a positive number.` })
    .max(2_147_483_647, { error: `${what} is too large.` });

/**
 * The CartItem rows of one page of GET cart/items (docs/api.md, "Line limit"): a cart of up to
 * CART_LINES_MAX lines would otherwise be megabytes in one answer. An ordinary cart fits on the
 * first page, so a client that never asks for another sees every line.
 */
export const CART_ITEMS_PAGE_SIZE = 500;

/** A numeric id in the path, as the catalogue's routes parse it. */
export { idParam as idParams } from '../catalogue/index.ts';

/** `country_code` of the calls that total a cart (the domain's shopCountrySchema). */
export const countryQuery = z.object({ country_code: shopCountrySchema });

/**
 * The cart items call: `lines=styles` answers the lines by style and colour (docs/api.md, "Lines
 * by style"; decision 155); without it, the CartItem rows other clients read.
 */
export const cartItemsQuery = countryQuery.extend({
  /** One page of CartItem rows (CART_ITEMS_PAGE_SIZE); ignored with lines=styles. */
  page: pageField,
  lines: z
    .enum(['styles'], {
      error:
        'lines must be "styles" (the lines by style and colour), or left out for one row per cart line.',
    })
    .optional(),
  /** With lines=styles: each style's name in this language where translated (docs/translations.md). */
  lang: langParam,
});

/** The badge's count; with `product_id`, also whether that product is in the cart (000 §2). */
export const cartCountQuery = z.object({
  product_id: z.coerce
    .number({ error: 'product_id must be a number.' })
    .int({ error: 'product_id must be a whole number.' })
    .positive({ error: 'product_id must be a positive number.' })
    .max(2_147_483_647, { error: 'product_id is too large.' })
    .optional(),
});

/** The checkout summary: `address_id` names where the goods go, for the tax (decision 181). */
export const checkoutQuery = countryQuery.extend({
  address_id: z.coerce
    .number({ error: 'address_id must be a number.' })
    .int({ error: 'address_id must be a whole number.' })
    .positive({ error: 'address_id must be a positive number.' })
    .max(2_147_483_647, { error: 'address_id is too large.' })
    .optional(),
});

export const orderQuery = countryQuery.extend({
  without_payment: z
    .enum(['true', 'false'], { error: 'without_payment must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
  /** The delivery address, from the company's book (docs/api.md, "Companies and addresses"). */
  address_id: z.coerce
    .number({ error: 'address_id must be a number.' })
    .int({ error: 'address_id must be a whole number.' })
    .positive({ error: 'address_id must be a positive number.' })
    .max(2_147_483_647, { error: 'address_id is too large.' })
    .optional(),
});

export const addToCartBody = z.object({
  product_id: id('product_id'),
  quantity: quantitySchema,
  mode: z
    .string()
    .optional()
    .refine((m) => m === undefined || isMode(m), { error: 'mode must be air or sea.' })
    .transform((m) => (m === 'sea' ? 'sea' : 'air')),
});

export const updateQuantityBody = z.object({ quantity: quantitySchema });

export const deleteLinesBody = z.object({
  cart_item_ids: z
    .array(id('Each cart item id'), { error: 'cart_item_ids must be a list of cart item ids.' })
    .min(1, { error: 'Choose at least one item to remove.' })
    .max(500, { error: 'Remove at most 500 items at a time.' }),
});

export const orderNowBody = z.object({
  product_id: id('product_id'),
  quantity: quantitySchema,
  mode: addToCartBody.shape.mode,
});

/** POST /ecommerce/cart/add-many/ takes at most this many lines (issue 19). */
export const ADD_MANY_MAX_LINES = 200;

/** One line of add-many: the fields of cart add. */
export const addManyLine = addToCartBody;

/**
 * The add-many body: `[{product_id, quantity, mode}]` as the issue writes it, or the same list
 * as `{"items": [...]}`. Lines are parsed one by one by the route, so a bad one can be named.
 */
export const addManyBody = z.preprocess(
  (body) => (Array.isArray(body) ? { items: body } : body),
  z.object(
    {
      items: z
        .array(z.unknown(), { error: 'Send a list of lines: [{product_id, quantity, mode}].' })
        .min(1, { error: 'Send at least one line.' })
        .max(ADD_MANY_MAX_LINES, { error: `Send at most ${ADD_MANY_MAX_LINES} lines at a time.` }),
    },
    { error: 'Send a list of lines: [{product_id, quantity, mode}].' },
  ),
);

/** One item of add-packs: a pack and how many of its cartons (docs/api.md, "Packs"). */
export const addPacksItem = z.object({
  pack_id: id('pack_id'),
  cartons: z
    .number({ error: 'cartons must be a number.' })
    .int({ error: 'cartons must be a whole number of cartons.' })
    .min(1, { error: 'cartons must be 1 or more.' })
    .max(CARTONS_MAX, { error: `cartons must be at most ${CARTONS_MAX}.` }),
  mode: addToCartBody.shape.mode,
});
export type AddPacksItem = z.output<typeof addPacksItem>;

/** The add-packs body; its items are parsed one by one by the route, so a bad one can be named. */
export const addPacksBody = z.object(
  {
    items: z
      .array(z.unknown(), { error: 'Send a list of packs: {"items": [{pack_id, cartons}]}.' })
      .min(1, { error: 'Send at least one pack.' })
      .max(ADD_PACKS_MAX_ITEMS, {
        error: `Send at most ${ADD_PACKS_MAX_ITEMS} packs at a time.`,
      }),
  },
  { error: 'Send a list of packs: {"items": [{pack_id, cartons}]}.' },
);

// The answers only the API's own clients read (the storefront reads cart-payloads.ts's): the
// CartItem rows of GET cart/items without lines=styles, and what the writes answer.

/** A CartItem row (docs/api.md, "Cart and orders"): one cart line, priced. */
export const cartItemRow = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  productImg: z.string(),
  productBrand: z.string(),
  productName: z.string(),
  productColor: z.string(),
  productSize: z.string().nullable(),
  productQty: z.number().int(),
  tier_scope: z.enum(TIER_SCOPES),
  tier_quantity: z.number().int(),
  item_group_id: z.number().int().nullable(),
  sale_mode: z.enum(SALE_MODES),
  ships_from: z.string().nullable(),
  ships_by: z.string().nullable(),
  min_pairs: z.number().int(),
  availability: z.number().int(),
  /** Set when the line's pairs reach past those on hand into incoming stock (docs/stock.md). */
  incoming_ships_from: z.string().nullable().optional(),
  /** A stock style's unsold incoming pairs: sold after those on hand (docs/stock.md). */
  incoming_pairs: z.number().int().optional(),
  productConvertedPrice: z.strictObject({
    symbol: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
  defaultProductSellingPrice: z.number(),
  defaultProductSellingPriceCurrency: z.string(),
  /** The line's slab table, each slab with `currency` too, as the CartItem contract has it. */
  productPriceSlabs: z.array(styleSlabDto.extend({ currency: z.string() })),
  productPrice: z.number(),
  productCurrency: z.string(),
  productAvailability: z.string(),
  /** False once staff archived the product: the line cannot be checked out. */
  available: z.boolean(),
  mode: z.enum(['air', 'sea']),
});

/** GET cart/items without lines=styles: one page of CartItem rows, the whole cart's totals. */
export const cartItemsPage = z.strictObject({
  cartItems: z.array(cartItemRow),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  subtotal: z.strictObject({ amount: z.number(), currency: z.string(), symbol: z.string() }),
  minimums: shortfalls,
  group_discount_percent: groupDiscountPercent,
});

/** GET cart/items: by style with lines=styles, else one page of CartItem rows. */
export const cartItemsAnswer = z.union([cartByStyleDto, cartItemsPage]);

/** A cart line's id and quantity: what cart add and a quantity change answer. */
export const cartLineAnswer = z.strictObject({ id: z.number().int(), quantity: z.number().int() });
