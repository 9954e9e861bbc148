// Order calls of docs/api.md: place from the cart, ORDER NOW, the payment record, and the shopper's
// own orders. Totals and statuses are the server's; the body of a placement is not even read.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  balanceIntentDto,
  orderByStyleDto,
  orderDto,
  ordersDto,
  paymentRecordDto,
  placedOrderDto,
  reorderDto,
} from '@solestock/domain/order-payloads';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { requireUserId } from '../identity/index.ts';
import { idParams, orderNowBody, orderQuery } from '../cart/index.ts';
import { linesShapeQuery, ordersListQuery } from './order-styles.schema.ts';
import { payBalance } from './pay-balance.service.ts';
import { sendPendingRefunds } from './refunds.service.ts';
import { placeOrder, type OrderSource } from './orders.service.ts';
import { reorder } from './reorder.service.ts';
import { paymentDto, recordPaymentForShopper } from './payment-record.service.ts';
import { shopperOrder, shopperOrders } from './shopper-orders.service.ts';
import { buyerShipments } from '@solestock/domain/back-office/shipments';
import { buyerShipmentList } from './shipments.service.ts';

/**
 * The payment record payload of 001 §3. Only the two ids are used; amount, currency, status and
 * the rest are what the browser believes, and the processor is asked instead.
 */
const paymentRecordBody = z.object({
  payment_intent_id: z
    .string({ error: 'payment_intent_id is required.' })
    .trim()
    .min(1, { error: 'payment_intent_id is required.' })
    .max(255, { error: 'payment_intent_id is too long.' }),
  order_id: z.coerce
    .number({ error: 'order_id must be a number.' })
    .int({ error: 'order_id must be a whole number.' })
    .positive({ error: 'order_id must be a positive number.' })
    .max(2_147_483_647, { error: 'order_id is too large.' }),
});

const orderIdParams = z.object({ order_id: idParams.shape.id });

export async function ordersRoutes(app: Routes) {
  const db = app.database.db;
  const warn = (request: FastifyRequest) => (message: string) => request.log.warn(message);

  /** Places the order `source` names for the signed-in shopper, with the query's choices. */
  const place = async (
    request: FastifyRequest,
    query: z.output<typeof orderQuery>,
    source: OrderSource,
  ) =>
    placeOrder(
      db,
      app.payments,
      {
        userId: await requireUserId(request),
        country: query.country_code,
        withoutPayment: query.without_payment,
        source,
        addressId: query.address_id,
        idempotencyKey: idempotencyKey(request),
        publicUrl: app.config.publicUrl,
        stockHoldMinutes: app.config.stockHoldMinutes,
        onPlaced: () => app.metrics.ordersPlaced.inc({ source: source.kind }),
        // A placement that takes an earlier payment of the cart's order may queue its refunds.
        ...(source.kind === 'cart' && {
          onPaymentRecorded: async (orderId: number, refundsQueued: boolean) => {
            app.metrics.ordersPaid.inc({ via: 'placement' });
            if (refundsQueued) await sendPendingRefunds(db, app.payments, orderId, request.log);
          },
        }),
      },
      warn(request),
    );

  app.post(
    '/ecommerce/order/place/',
    {
      schema: { querystring: orderQuery, response: { 201: placedOrderDto } },
      ...docs({
        summary:
          'Place an order of the whole cart (with a card payment intent, or without payment).',
        auth: 'shopper',
        responses: { 201: 'The order, and the payment client secret when paid by card.' },
      }),
    },
    async (request, reply) =>
      reply.status(201).send(await place(request, request.query, { kind: 'cart' })),
  );

  app.post(
    '/ecommerce/order-now/',
    {
      schema: { querystring: orderQuery, body: orderNowBody, response: { 201: placedOrderDto } },
      ...docs({
        summary: 'Place an order of one product at once.',
        auth: 'shopper',
        responses: {
          201: 'The order, and the payment client secret when paid by card.',
          404: 'No such product.',
        },
      }),
    },
    async (request, reply) => {
      const { product_id, quantity, mode } = request.body;
      const placed = await place(request, request.query, {
        kind: 'order_now',
        productId: product_id,
        quantity,
        mode,
      });
      return reply.status(201).send(placed);
    },
  );

  app.post(
    '/ecommerce/payment-record/create/',
    {
      schema: {
        body: paymentRecordBody,
        response: { 200: paymentRecordDto, 201: paymentRecordDto },
      },
      ...docs({
        summary: 'Record a card payment after checking it with the processor.',
        auth: 'shopper',
        responses: {
          200: 'This intent was recorded before: the same record.',
          201: 'Recorded: the order is paid.',
        },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const body = request.body;
      const result = await recordPaymentForShopper(
        db,
        app.payments,
        userId,
        body.order_id,
        body.payment_intent_id,
        app.config.publicUrl,
      ).catch((error: unknown) => {
        // Refused (not succeeded, another order's, wrong amount or mode): a failed payment.
        if (error instanceof HttpError && error.statusCode === 400)
          app.metrics.paymentFailures.inc({ reason: 'not_recorded' });
        throw error;
      });
      if (result.created) app.metrics.ordersPaid.inc({ via: 'browser' });
      if (result.refundsQueued)
        await sendPendingRefunds(db, app.payments, body.order_id, request.log);
      return reply.status(result.created ? 201 : 200).send(paymentDto(result.payment));
    },
  );

  app.post(
    '/ecommerce/orders/:order_id/pay-balance/',
    {
      schema: { params: orderIdParams, response: { 200: balanceIntentDto } },
      ...docs({
        summary: "A payment intent for an order's balance due.",
        auth: 'shopper',
        responses: { 404: 'No such order of yours.', 409: 'Nothing is due.' },
      }),
    },
    async (request) =>
      payBalance(db, app.payments, await requireUserId(request), request.params.order_id),
  );

  // "Order again" (issue 19): the order's lines into the cart at today's prices, all or nothing.
  app.post(
    '/ecommerce/orders/:order_id/reorder/',
    {
      schema: { params: orderIdParams, response: { 201: reorderDto } },
      ...docs({
        summary: "Put an order's lines in the cart again at today's prices, saying which changed.",
        auth: 'shopper',
        responses: {
          201: 'What was added, the price changes and the products no longer available.',
          404: 'No such order of yours.',
          409: 'None of its products is available any more.',
        },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const added = await reorder(db, userId, request.params.order_id, warn(request));
      return reply.status(201).send(added);
    },
  );

  app.get(
    '/ecommerce/orders/',
    {
      schema: { querystring: ordersListQuery, response: { 200: ordersDto } },
      ...docs({
        summary:
          "The shopper's orders, newest first, each with its lines (`?lines=none`: without them).",
        auth: 'shopper',
        responses: { 400: 'An unknown `lines` value.' },
      }),
    },
    async (request) => shopperOrders(db, await requireUserId(request), request.query.lines),
  );

  app.get(
    '/ecommerce/orders/:order_id/',
    {
      schema: {
        params: orderIdParams,
        querystring: linesShapeQuery,
        response: { 200: z.union([orderDto, orderByStyleDto]) },
      },
      ...docs({
        summary:
          "One of the shopper's orders, with its lines (`?lines=styles`: by style and colour) and payments.",
        auth: 'shopper',
        responses: { 400: 'An unknown `lines` value.', 404: 'No such order of yours.' },
      }),
    },
    async (request) =>
      shopperOrder(db, await requireUserId(request), request.params.order_id, request.query.lines),
  );

  // The order's shipments (docs/orders-and-payments.md, "Shipments and back orders"): each with
  // its pairs, carrier, tracking and its own invoice and packing list, for every company member.
  app.get(
    '/ecommerce/orders/:order_id/shipments/',
    {
      schema: { params: orderIdParams, response: { 200: buyerShipments } },
      ...docs({
        summary:
          "The shipments of one of the company's orders: pairs, carrier, tracking, waybill and each one's invoice and packing list.",
        auth: 'shopper',
        responses: { 404: 'No such order of your company.' },
      }),
    },
    async (request) => buyerShipmentList(db, await requireUserId(request), request.params.order_id),
  );
}
