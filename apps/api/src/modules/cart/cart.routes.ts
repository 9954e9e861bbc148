// The cart calls of docs/api.md: list, add (merging into one line per product), change quantity,
// remove, checkout summary. Every call is the signed-in shopper's own; prices come from the
// catalogue and the stored rates, never from the request. The rules are cart.service.ts's.
import {
  addedLinesAnswer,
  cartCountDto,
  checkoutSummaryDto,
  checkoutTaxDto,
} from '@solestock/domain/cart-payloads';
import { docs } from '../../http/openapi.ts';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { requireUserId } from '../identity/index.ts';
import {
  addManyBody,
  addPacksBody,
  addToCartBody,
  cartCountQuery,
  cartItemsAnswer,
  cartItemsQuery,
  cartLineAnswer,
  checkoutQuery,
  deleteLinesBody,
  idParams,
  updateQuantityBody,
} from './cart.schemas.ts';
import * as cart from './cart.service.ts';

export async function cartRoutes(app: Routes) {
  const db = app.database.db;

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
    async (request) =>
      cart.cartItems(db, await requireUserId(request), request.query, (m) => request.log.warn(m)),
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
    async (request) => cart.cartCount(db, await requireUserId(request), request.query.product_id),
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
      return reply.status(201).send(await cart.addLine(db, userId, request.body));
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
      return reply.status(201).send(await cart.addLines(db, userId, request.body.items));
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
      return reply.status(201).send(await cart.addPacks(db, userId, request.body.items));
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
    async (request) =>
      cart.changeQuantity(
        db,
        await requireUserId(request),
        request.params.id,
        request.body.quantity,
      ),
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
      await cart.removeLines(db, await requireUserId(request), request.body.cart_item_ids);
      return reply.status(204).send();
    },
  );

  app.get(
    '/ecommerce/cart/checkout/',
    {
      schema: { querystring: checkoutQuery, response: { 200: checkoutSummaryDto } },
      ...docs({
        summary:
          "The checkout summary: total in the country's currency and line count; with `address_id`, the tax where the seller charges it on that destination.",
        auth: 'shopper',
      }),
    },
    async (request) =>
      cart.checkoutSummary(
        db,
        await requireUserId(request),
        request.query.country_code,
        (m) => request.log.warn(m),
        request.query.address_id,
      ),
  );

  // The rate charged where ORDER NOW's goods would go (decision 181); the cart's own summary
  // answers its tax itself.
  app.get(
    '/ecommerce/cart/checkout/tax/',
    {
      schema: { querystring: checkoutQuery, response: { 200: checkoutTaxDto } },
      ...docs({
        summary:
          "The tax rate the seller charges where the goods go (`address_id`'s country, else `country_code`), or null when the order would be zero-rated.",
        auth: 'shopper',
      }),
    },
    async (request) =>
      cart.checkoutTax(
        db,
        await requireUserId(request),
        request.query.country_code,
        request.query.address_id,
      ),
  );
}
