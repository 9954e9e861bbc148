// The buyer's side of an order taken by staff (docs/staff-orders.md): the mailed link's draft,
// read and placed by a signed-in member of its company, by card (the checkout's payment, as any
// order) or on account when the company has net terms. A personal answer: never cached.
import { z } from 'zod';
import { buyerDraftDto } from '@solestock/domain/back-office/draft-payloads';
import { placedOrderDto } from '@solestock/domain/order-payloads';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { requireUserId } from '../identity/index.ts';
import { orderQuery } from '../cart/index.ts';
import { buyerDraft, buyerPlacesDraft } from './drafts.service.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';

const tokenParams = z.object({
  token: z.string({ error: 'is required' }).max(200, { error: 'is too long' }),
});

export async function draftsRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/order-drafts/:token/',
    {
      schema: {
        params: tokenParams,
        querystring: orderQuery.pick({ country_code: true }),
        response: { 200: buyerDraftDto },
      },
      ...docs({
        summary:
          'An order prepared by staff, from its mailed link: the lines and totals at the agreed prices (signed in as a member of its company).',
        auth: 'shopper',
        responses: {
          400: 'The link is not valid, expired or used.',
          403: 'Signed in as someone outside the company.',
        },
      }),
    },
    async (request) =>
      buyerDraft(
        db,
        request.params.token,
        await requireUserId(request),
        request.query.country_code,
      ),
  );

  app.post(
    '/ecommerce/order-drafts/:token/place/',
    {
      schema: { params: tokenParams, querystring: orderQuery, response: { 201: placedOrderDto } },
      ...docs({
        summary:
          'Place the prepared order: by card (with a payment intent, as checkout) or, with without_payment=true, on account when the company has net terms. The link is then used.',
        auth: 'shopper',
        responses: {
          201: 'The order, and the payment client secret when paid by card.',
          400: 'The link is not valid, expired or used; or a placement refusal.',
          403: 'Signed in as someone outside the company.',
          409: 'On account without net terms, or short stock.',
        },
      }),
    },
    async (request, reply) => {
      const placed = await buyerPlacesDraft(db, request.params.token, {
        userId: await requireUserId(request),
        country: request.query.country_code,
        withoutPayment: request.query.without_payment,
        addressId: request.query.address_id,
        idempotencyKey: idempotencyKey(request),
        processor: app.payments,
        publicUrl: app.config.publicUrl,
        stockHoldMinutes: app.config.stockHoldMinutes,
        log: request.log,
        onPlaced: () => app.metrics.ordersPlaced.inc({ source: 'draft' }),
      });
      return reply.status(201).send(placed);
    },
  );
}
