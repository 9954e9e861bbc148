// The cart calls of docs/api.md: list, add (merging into one line per product), change quantity,
// remove, checkout summary. Every call is the signed-in shopper's own; prices come from the
// catalogue and the stored rates, never from the request.
import { countryCurrency, QUANTITY_MAX, type Mode } from '@solestock/domain';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { requireUserId } from '../identity/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { minOrderUsd, shortfallsOf } from '../minimums/index.ts';
import { cartItemDto, money, priceCart, refuseUnavailableLines } from './cart.pricing.ts';
import { addPacksToCart, itemError } from './cart.packs.ts';
import { cartStylesDto } from './cart.styles.ts';
import type { SlabMemo } from './cart.slab-tables.ts';
import { discountField, groupDiscountOf } from '../customer-groups/index.ts';
import {
  addManyToCart,
  addToCart,
  cartCountAndHolds,
  cartLinesOf,
  deleteLines,
  setLineQuantity,
} from './cart.repository.ts';
import {
  addedLinesAnswer,
  addManyBody,
  addManyLine,
  addPacksBody,
  addPacksItem,
  addToCartBody,
  CART_ITEMS_PAGE_SIZE,
  cartCountQuery,
  cartItemsAnswer,
  cartItemsQuery,
  cartLineAnswer,
  countryQuery,
  deleteLinesBody,
  idParams,
  updateQuantityBody,
} from './cart.schemas.ts';
import { docs } from '../../http/openapi.ts';
import {
  cartCountDto,
  checkoutSummaryDto,
  type CartByStyleDto,
  type CartCountDto,
  type CheckoutSummaryDto,
} from '@solestock/domain/cart-payloads';

export async function cartRoutes(app: Routes) {
  const db = app.database.db;

  // A member pays their customer group's prices, read now (docs/api.md, "Group prices").
  async function pricedCart(userId: number, country: string, warn: (m: string) => void) {
    const [lines, rates, discount] = await Promise.all([
      cartLinesOf(db, userId),
      cachedExchangeRates(db),
      groupDiscountOf(db, userId),
    ]);
    const target = countryCurrency(country)!;
    return { priced: priceCart(lines, country, rates, target, warn, discount), rates, discount };
  }

  app.get(
    '/ecommerce/cart/items/',
    {
      schema: { querystring: cartItemsQuery, response: { 200: cartItemsAnswer } },
      ...docs({
        summary:
          "The cart, priced in the country's currency: one CartItem row per line, or with lines=styles the lines by style and colour (a style-colour's shared facts once, each size a small line).",
        auth: 'shopper',
        responses: { 400: 'A bad country_code or lines value.' },
      }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { country_code, lines, page } = request.query;
      const [{ priced, rates, discount }, minimumUsd] = await Promise.all([
        pricedCart(userId, country_code, (m) => request.log.warn(m)),
        minOrderUsd(db),
      ]);
      // What placing this cart would fall short of (docs/api.md, "Minimums"), shown before checkout.
      const { styles, order } = shortfallsOf(priced, rates, minimumUsd);
      if (lines === 'styles') {
        return {
          ...cartStylesDto(priced, country_code, rates),
          minimums: { styles, order },
          ...discountField(discount),
        } satisfies CartByStyleDto;
      }
      const memo: SlabMemo = new Map();
      // One page of rows; the subtotal and minimums are the whole cart's.
      const start = (page - 1) * CART_ITEMS_PAGE_SIZE;
      return {
        cartItems: priced.lines
          .slice(start, start + CART_ITEMS_PAGE_SIZE)
          .map((l) => cartItemDto(l, country_code, rates, memo)),
        count: priced.lines.length,
        page,
        page_size: CART_ITEMS_PAGE_SIZE,
        subtotal: { amount: money(priced.total), currency: priced.currency, symbol: priced.symbol },
        minimums: { styles, order },
        ...discountField(discount),
      };
    },
  );

  // The header's badge: how many lines the cart holds, without pricing them; with product_id,
  // whether that product is in the cart too (the product page's GO TO CART on a later visit).
  app.get(
    '/ecommerce/cart/count/',
    {
      schema: { querystring: cartCountQuery, response: { 200: cartCountDto } },
      ...docs({
        summary:
          "The header badge: the cart's line count; with product_id, whether it is in the cart (in_cart) and its style's pairs there (style_pairs).",
        auth: 'shopper',
      }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { product_id } = request.query;
      const { count, inCart, stylePairs } = await cartCountAndHolds(db, userId, product_id ?? 0);
      return (
        product_id === undefined ? { count } : { count, in_cart: inCart, style_pairs: stylePairs }
      ) satisfies CartCountDto;
    },
  );

  app.post(
    '/ecommerce/cart/add/',
    {
      schema: { body: addToCartBody, response: { 201: cartLineAnswer } },
      ...docs({
        summary: 'Add a product to the cart (merged into its line).',
        auth: 'shopper',
        responses: { 201: 'The line.', 404: 'No such product.' },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const body = request.body;
      const line = await addToCart(db, userId, body.product_id, body.quantity, body.mode);
      if (line === 'no_such_product') throw notFound('This product does not exist.');
      if (line === 'archived') throw archivedRefusal();
      if (line === 'too_many') {
        throw badRequest(
          'Your cart already holds so many of this product that adding these would pass 100000 pieces.',
          { quantity: 'A cart line holds at most 100000 pieces.' },
          'quantity_too_large',
        );
      }
      return reply.status(201).send({ id: line.id, quantity: line.quantity });
    },
  );

  // Many lines in one request, all or nothing (issue 19: the size-run grid's "Add all to cart"
  // and quick order). Each line is cart add's; a bad one answers 400 naming it (`line`, from 1)
  // and nothing is added. Repeats of a product are merged into one line, as cart add would.
  app.post(
    '/ecommerce/cart/add-many/',
    {
      schema: { body: addManyBody, response: { 201: addedLinesAnswer } },
      ...docs({
        summary: 'Add many lines at once, all or nothing (size-run grid, quick order).',
        auth: 'shopper',
        responses: { 201: 'The lines and their count.' },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { items } = request.body;
      const merged = new Map<number, { line: number; quantity: number; mode: Mode }>();
      items.forEach((raw, index) => {
        const parsed = addManyLine.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.length ? issue.path.join('.') : 'line';
          throw lineError(index + 1, `${field}: ${issue?.message ?? 'is not valid.'}`, field);
        }
        const { product_id, quantity, mode } = parsed.data;
        const before = merged.get(product_id);
        const total = (before?.quantity ?? 0) + quantity;
        if (total > QUANTITY_MAX) {
          throw lineError(
            index + 1,
            'these lines ask for more than 100000 pieces of one product.',
            'quantity',
            'quantity_too_large',
          );
        }
        merged.set(product_id, { line: before?.line ?? index + 1, quantity: total, mode });
      });
      const lines = [...merged].map(([productId, l]) => ({
        productId,
        quantity: l.quantity,
        mode: l.mode,
      }));
      const added = await addManyToCart(db, userId, lines);
      if (!Array.isArray(added)) {
        const line = merged.get(added.productId)!.line;
        throw added.reason === 'no_such_product'
          ? lineError(line, 'this product does not exist.', 'product_id', 'no_such_product')
          : added.reason === 'archived'
            ? lineError(line, ARCHIVED_SENTENCE, 'product_id', 'product_unavailable')
            : lineError(
                line,
                'your cart already holds so many of this product that adding these would pass 100000 pieces.',
                'quantity',
                'quantity_too_large',
              );
      }
      return reply.status(201).send({
        lines: added.map((l) => ({
          id: l.id,
          product_id: Number(l.productId),
          quantity: l.quantity,
        })),
        count: added.length,
      });
    },
  );

  // Buying by the carton (docs/api.md, "Packs"; decision 143): each pack's ratio × cartons as
  // its sizes' pairs, added through add-many's write, all or nothing; a bad item is named.
  app.post(
    '/ecommerce/cart/add-packs/',
    {
      schema: { body: addPacksBody, response: { 201: addedLinesAnswer } },
      ...docs({
        summary: 'Add cartons of packs: each size’s pairs on its cart line, all or nothing.',
        auth: 'shopper',
        responses: { 201: 'The lines and their count.', 404: 'An item names no pack.' },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { items } = request.body;
      const parsed = items.map((raw, index) => {
        const result = addPacksItem.safeParse(raw);
        if (result.success) return result.data;
        const issue = result.error.issues[0];
        const field = issue?.path.length ? issue.path.join('.') : 'line';
        throw itemError(
          400,
          index + 1,
          `${field}: ${issue?.message ?? 'is not valid.'}`,
          field,
          'invalid_line',
        );
      });
      const added = await addPacksToCart(db, userId, parsed);
      return reply.status(201).send({
        lines: added.map((l) => ({
          id: l.id,
          product_id: Number(l.productId),
          quantity: l.quantity,
        })),
        count: added.length,
      });
    },
  );

  app.patch(
    '/ecommerce/cart/items/:id/update/',
    {
      schema: { params: idParams, body: updateQuantityBody, response: { 200: cartLineAnswer } },
      ...docs({
        summary: "Change a cart line's quantity.",
        auth: 'shopper',
        responses: { 404: 'Not in your cart.' },
      }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { id } = request.params;
      const { quantity } = request.body;
      const line = await setLineQuantity(db, userId, id, quantity);
      if (!line) throw notFound('This item is not in your cart.');
      return line;
    },
  );

  app.delete(
    '/ecommerce/cart/items/delete/',
    {
      schema: { body: deleteLinesBody, response: { 204: noContent } },
      ...docs({
        summary: 'Remove cart lines, all or nothing.',
        auth: 'shopper',
        responses: { 204: 'Removed.', 404: 'Some are not in your cart; nothing was removed.' },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { cart_item_ids } = request.body;
      if (!(await deleteLines(db, userId, cart_item_ids))) {
        throw notFound('Some of these items are not in your cart; nothing was removed.');
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/ecommerce/cart/checkout/',
    {
      schema: { querystring: countryQuery, response: { 200: checkoutSummaryDto } },
      ...docs({
        summary: "The checkout summary: total in the country's currency and line count.",
        auth: 'shopper',
      }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      const { country_code } = request.query;
      const { priced } = await pricedCart(userId, country_code, (m) => request.log.warn(m));
      if (priced.lines.length === 0) {
        throw badRequest(
          'Your cart is empty. Add some items before checking out.',
          undefined,
          'cart_empty',
        );
      }
      refuseUnavailableLines(priced.lines.map((l) => l.source));
      return {
        total_price: { currency: priced.symbol, amount: money(priced.total) },
        currency_code: priced.currency,
        items_count: priced.lines.length,
      } satisfies CheckoutSummaryDto;
    },
  );
}

export const ARCHIVED_SENTENCE = 'this product is no longer available.';

const archivedRefusal = () =>
  new HttpError(
    409,
    'product_unavailable',
    'This product is no longer available, so it cannot be added to the cart.',
  );

/** A 400 naming the bad line of add-many (from 1); nothing was added. */
function lineError(line: number, what: string, field: string, code = 'invalid_line'): HttpError {
  return new HttpError(
    400,
    code,
    `Line ${line}: ${what} Nothing was added.`,
    { [`items.${line - 1}.${field}`]: what },
    { line },
  );
}
