// The console's order calls (docs/api.md, back office, "Orders"): the queue, one order, the four moves,
// amending the lines, notes, the CSV export and the dashboard. Each names its staff action; the admin guard checks
// the role before any handler runs.
import { z } from 'zod';
import {
  noteBody,
  ORDER_MOVE_BODIES,
  type OrderMoveFields,
} from '@solestock/domain/back-office/order-moves';
import {
  addedNote,
  adminOrder as adminOrderDto,
  adminOrderByStyle as adminOrderByStyleDto,
  adminOrdersPage,
  dashboard as dashboardDto,
} from '@solestock/domain/back-office/order-payloads';
import { ORDER_STATUSES, type OrderMove } from '@solestock/domain/back-office/order-workflow';
import {
  adminOrdersSince,
  ORDERS_SINCE_PAGE_DEFAULT,
  ORDERS_SINCE_PAGE_MAX,
} from '@solestock/domain/back-office/sync-payloads';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { AWAITING_REVIEW, type OrderFilters } from './order-admin.repository.ts';
import type { MoveInput } from './order-review.service.ts';
import * as staffOrders from './orders.admin.service.ts';
import {
  amendLinesBody,
  amendPreviewBody,
  amendmentPreview,
} from '@solestock/domain/back-office/order-amendment';
import { transferBody } from '@solestock/domain/back-office/transfer-payloads';
import { staffRefundBody } from '@solestock/domain/back-office/credit-notes';
import { orderExportBody } from '@solestock/domain/back-office/export-papers';
import type { FastifyRequest } from 'fastify';
import { actorOf, callerMayDo } from '../../http/staff-guard.ts';
import { repScopeOf } from '../companies/index.ts';
import { linesShapeQuery } from './order-styles.schema.ts';
import {
  adminShipments,
  cancelLinesBody,
  shipmentBody,
  shipmentDto,
} from '@solestock/domain/back-office/shipments';

const orderParams = z.object({
  id: z.coerce
    .number({ error: 'The order id is a number.' })
    .int({ error: 'The order id is a whole number.' })
    .min(1, { error: 'The order id is a positive number.' })
    .max(2_147_483_647, { error: 'No order has this number.' }),
});

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} is a date written YYYY-MM-DD.` })
    .transform((v, ctx) => {
      const d = new Date(`${v}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) {
        ctx.addIssue({ code: 'custom', message: `${name} is not a real date.` });
        return z.NEVER;
      }
      return d;
    });

const filtersQuery = z.object({
  status: z
    .enum([...ORDER_STATUSES, AWAITING_REVIEW], {
      error: `status is one of: ${[...ORDER_STATUSES, AWAITING_REVIEW].join(', ')}.`,
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  q: z
    .string()
    .trim()
    .max(100, { error: 'Search with at most 100 characters.' })
    .optional()
    .transform((v) => v || undefined),
  country: z
    .string()
    .trim()
    .regex(/^([a-zA-Z]{2})?$/, { error: 'country is a two-letter country code, e.g. GB.' })
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  from: day('from')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  to: day('to')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  overdue: z
    .enum(['true', 'false', ''], { error: 'overdue is true or false.' })
    .optional()
    .transform((v) => v === 'true' || undefined),
});

const listQuery = filtersQuery.extend({
  page: pageField,
  // For a system that polls (docs/sync.md, decision 200): with either, the answer is the orders
  // changed since, oldest change first, by cursor; without, the queue as it always was.
  updated_since: z.iso
    .datetime({
      offset: true,
      error: 'updated_since is a time in ISO 8601 with its zone, e.g. 2027-01-15T09:30:00Z.',
    })
    .transform((v) => new Date(v))
    .optional(),
  cursor: z
    .string()
    .min(1, { error: 'cursor is the next_cursor of the last answer.' })
    .max(200, { error: 'cursor is the next_cursor of the last answer.' })
    .optional(),
  limit: z.coerce
    .number({ error: `limit is a whole number from 1 to ${ORDERS_SINCE_PAGE_MAX}.` })
    .int({ error: `limit is a whole number from 1 to ${ORDERS_SINCE_PAGE_MAX}.` })
    .min(1, { error: `limit is a whole number from 1 to ${ORDERS_SINCE_PAGE_MAX}.` })
    .max(ORDERS_SINCE_PAGE_MAX, {
      error: `limit is a whole number from 1 to ${ORDERS_SINCE_PAGE_MAX}.`,
    })
    .default(ORDERS_SINCE_PAGE_DEFAULT),
});

export async function ordersAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  // A move, an amendment or a transfer sent without a body is read as an empty one, so its
  // answer names the missing fields (`version`…) as it always has, not the body as a whole.
  admin.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  admin.get(
    '/dashboard/',
    {
      schema: { response: { 200: dashboardDto } },
      config: {
        staffAction: 'dashboard.read',
        docs: {
          summary: 'The dashboard: orders to review, balance due, today per currency, stale rates.',
        },
      },
    },
    // A sales rep's dashboard counts their companies' orders only (docs/staff-orders.md).
    async (request) => staffOrders.dashboard(db, new Date(), repScopeOf(request)),
  );

  admin.get(
    '/orders/',
    {
      schema: {
        querystring: listQuery,
        response: { 200: z.union([adminOrdersPage, adminOrdersSince]) },
      },
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            'The orders queue, filtered and paged; with `updated_since` (or `cursor`), the orders changed since, oldest change first, for a system that polls (docs/sync.md).',
        },
      },
    },
    async (request) => {
      const { page, updated_since, cursor, limit, ...filters } = request.query;
      const scope = { repStaffId: repScopeOf(request) };
      if (updated_since !== undefined || cursor !== undefined)
        return staffOrders.ordersChangedSince(
          db,
          { ...(filters as OrderFilters), ...scope },
          { updatedSince: updated_since, cursor, limit },
        );
      return staffOrders.ordersPage(db, { ...(filters as OrderFilters), ...scope }, page);
    },
  );

  admin.get(
    '/orders/export.csv',
    {
      schema: {
        querystring: filtersQuery,
        response: { 200: z.string().describe('The filtered orders as CSV, a header row first.') },
      },
      config: {
        staffAction: 'orders.read',
        docs: { summary: 'The filtered orders as CSV.', produces: 'text/csv' },
      },
    },
    async (request, reply) => {
      const csv = await staffOrders.ordersCsv(db, {
        ...(request.query as OrderFilters),
        repStaffId: repScopeOf(request),
      });
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .send(csv);
    },
  );

  admin.get(
    '/orders/:id/',
    {
      schema: {
        params: orderParams,
        querystring: linesShapeQuery,
        response: { 200: z.union([adminOrderDto, adminOrderByStyleDto]) },
      },
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            'One order with lines (`?lines=styles`: by style and colour, as the order page reads them), payments, refunds, events, notes and version.',
          responses: { 400: 'An unknown `lines` value.', 404: 'No such order.' },
        },
      },
    },
    async (request) => staffOrders.orderPage(db, request.params.id, request.query.lines),
  );

  /** One move: made in its transaction, then any refunds it queued are sent, then the order. */
  const move = <M extends OrderMove>(
    name: M,
    toInput: (body: OrderMoveFields<M>, request: FastifyRequest) => MoveInput,
  ) => {
    admin.post(
      `/orders/:id/${name}/`,
      {
        schema: {
          params: orderParams,
          body: ORDER_MOVE_BODIES[name] as z.ZodType<OrderMoveFields<M>>,
          response: { 200: adminOrderDto },
        },
        config: {
          staffAction: 'orders.transition',
          docs: {
            summary: `Move the order: ${name}.`,
            responses: {
              404: 'No such order.',
              403: 'Confirming an order held for credit control without orders.credit_override (credit_override_required).',
              409: 'Not a move from this state, or a stale version.',
            },
          },
        },
      },
      async (request) => {
        const body = request.body as OrderMoveFields<M>;
        return staffOrders.moveOrder(
          db,
          admin.payments,
          actorOf(request),
          admin.config.publicUrl,
          request.log,
          request.params.id,
          body.version,
          toInput(body, request),
        );
      },
    );
  };

  move('confirm', (b, request) => ({
    move: 'confirm',
    shippingCharge: b.shipping_charge,
    note: b.note,
    mayOverrideCredit: callerMayDo(request, 'orders.credit_override'),
  }));
  move('ship', (b) => ({ move: 'ship', carrier: b.carrier, trackingNumber: b.tracking_number }));
  move('deliver', () => ({ move: 'deliver' }));
  move('cancel', (b) => ({ move: 'cancel', reason: b.reason }));

  // Shipments and back orders (docs/orders-and-payments.md, "Shipments and back orders"): the
  // order ships in one or more shipments of chosen pairs, each with its own invoice number.
  admin.get(
    '/orders/:id/shipments/',
    {
      schema: { params: orderParams, response: { 200: adminShipments } },
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            "The order's lines as shipped so far (ordered, shipped, cancelled, left, and whether each is ready, waits for its window or is back-ordered) and its shipments.",
          responses: { 404: 'No such order.' },
        },
      },
    },
    async (request) => staffOrders.staffShipments(db, request.params.id),
  );

  admin.post(
    '/orders/:id/shipments/',
    {
      schema: { params: orderParams, body: shipmentBody, response: { 201: shipmentDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            'Ship chosen pairs of a confirmed or partially shipped order: a shipment with its own invoice number, mailed to the buyer (audited).',
          responses: {
            201: 'The shipment.',
            400: 'A line not the order’s or named twice, or a field that cannot be read.',
            404: 'No such order.',
            409: 'More pairs than a line has left (not_enough_left), a pre-order before its window without early (window_not_open), a card order that has not paid for these goods (balance_due), not a move from this state, or a stale version.',
          },
        },
      },
    },
    async (request, reply) => {
      const shipment = await staffOrders.createShipment(
        db,
        actorOf(request),
        admin.config.publicUrl,
        request.params.id,
        request.body.version,
        staffOrders.shipInputOf(request.body),
      );
      return reply.status(201).send(shipment);
    },
  );

  admin.post(
    '/orders/:id/lines/cancel/',
    {
      schema: { params: orderParams, body: cancelLinesBody, response: { 200: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            'Cancel pairs left to ship of some lines of a confirmed or partially shipped order: recorded on the lines, their stock given back, the order’s goods and tax lowered by their share, a card order refunded what it overpaid (with a credit note once invoiced), the buyer mailed (audited). The order is shipped once no pair is left.',
          responses: {
            400: 'A line not the order’s or named twice.',
            404: 'No such order.',
            409: 'More pairs than a line has left (not_enough_left), every pair of an order that shipped nothing (cancel_the_order), not confirmed or partially shipped, or a stale version.',
          },
        },
      },
    },
    async (request) =>
      staffOrders.cancelOrderLines(
        db,
        admin.payments,
        actorOf(request),
        admin.config.publicUrl,
        request.log,
        request.params.id,
        request.body,
      ),
  );

  // Amending an order in review (docs/api.md, "Amending an order"): quantities changed or lines
  // removed before confirmation, re-priced with the order's own rates, stock moved, audited.
  admin.patch(
    '/orders/:id/lines/',
    {
      schema: { params: orderParams, body: amendLinesBody, response: { 200: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            "Change quantities or remove lines of an order in review (submitted, paid): re-priced with the order's own rates, stock moved, the buyer mailed.",
          responses: {
            400: 'A line not the order’s or named twice, nothing changed, or no line left.',
            404: 'No such order.',
            409: 'Confirmed or past review (not_amendable), a stale version, or not enough stock (insufficient_stock).',
          },
        },
      },
    },
    async (request) =>
      staffOrders.amendOrder(
        db,
        actorOf(request),
        admin.config.publicUrl,
        request.params.id,
        request.body,
      ),
  );

  // What saving an amendment would make of the order, priced by the server and written nowhere
  // (issue 43 item 2): the console's form previews the new total before it is saved.
  admin.post(
    '/orders/:id/lines/preview/',
    {
      schema: { params: orderParams, body: amendPreviewBody, response: { 200: amendmentPreview } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            'Price a change of quantities as PATCH /lines/ would (the order’s own rates, the style’s tier), writing nothing: the new goods, balance or refund due, and each line it touches.',
          responses: {
            400: 'A line not the order’s or named twice, nothing changed, no line left, or below a minimum.',
            404: 'No such order.',
            409: 'Confirmed or past review (not_amendable).',
          },
        },
      },
    },
    async (request) => staffOrders.previewOrderAmendment(db, request.params.id, request.body),
  );

  // Refunds a processor could not take when the order was cancelled (an outage) are sent again
  // here, each under its idempotency key, so no refund is ever paid out twice; failed ones are
  // sent again as new refunds (refunds.service.ts). Audited.
  admin.post(
    '/orders/:id/refunds/send/',
    {
      schema: { params: orderParams, response: { 200: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary: "Send the order's unsent and failed refunds again (audited).",
          responses: { 404: 'No such order.' },
        },
      },
    },
    async (request) =>
      staffOrders.resendOrderRefunds(
        db,
        admin.payments,
        actorOf(request),
        request.log,
        request.params.id,
      ),
  );

  // Part of an invoiced order given back to the card it was paid with, with a credit note
  // (docs/orders-and-payments.md, "Tax and credit notes"; decision 182). Audited.
  admin.post(
    '/orders/:id/refunds/',
    {
      schema: { params: orderParams, body: staffRefundBody, response: { 201: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            'Refund part of an invoiced order to the card it was paid with, issuing a credit note (CN-YYYY-NNNNNN) that credits its invoice (audited, mailed).',
          responses: {
            201: 'Refunded: the order as it is now, with its credit notes.',
            400: 'An amount that is not money in the order’s currency, or no reason.',
            404: 'No such order.',
            409: 'A stale version, no invoice yet (not_invoiced), or more than the invoice stands at or the card payments can give back (refund_too_large).',
          },
        },
      },
    },
    async (request, reply) => {
      const order = await staffOrders.refundOrder(
        db,
        admin.payments,
        actorOf(request),
        admin.config.publicUrl,
        request.log,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(order);
    },
  );

  // A bank transfer received for the order (docs/api.md): an invoice on account, or a balance.
  admin.post(
    '/orders/:id/payments/',
    {
      schema: { params: orderParams, body: transferBody, response: { 201: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary: 'Record a bank transfer received for the order (audited).',
          responses: {
            201: 'Recorded: the order as it is now.',
            404: 'No such order.',
            409: 'Not confirmed yet, nothing owed, or this reference is already recorded.',
          },
        },
      },
    },
    async (request, reply) => {
      const order = await staffOrders.recordOrderTransfer(
        db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(order);
    },
  );

  // How the order travels, printed on its export papers (docs/export-papers.md): set in review.
  admin.put(
    '/orders/:id/export/',
    {
      schema: { params: orderParams, body: orderExportBody, response: { 200: adminOrderDto } },
      config: {
        staffAction: 'orders.transition',
        docs: {
          summary:
            'Change how the order travels before it ships: incoterm and its named place, ports of loading and discharge, transport (audited).',
          responses: {
            400: 'A field missing or not one of its choices, nothing changed.',
            404: 'No such order.',
            409: 'A stale version, or the order has shipped or was cancelled (export_locked).',
          },
        },
      },
    },
    async (request) =>
      staffOrders.changeOrderExport(db, actorOf(request), request.params.id, request.body),
  );

  admin.post(
    '/orders/:id/notes/',
    {
      schema: { params: orderParams, body: noteBody, response: { 201: addedNote } },
      config: {
        staffAction: 'orders.note',
        docs: {
          summary: 'Add a note to the order (every role).',
          responses: { 201: 'Added.', 404: 'No such order.' },
        },
      },
    },
    async (request, reply) => {
      const note = await staffOrders.addOrderNote(
        db,
        actorOf(request),
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send(note);
    },
  );
}
