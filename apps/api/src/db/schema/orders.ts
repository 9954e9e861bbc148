// Orders (docs/orders-and-payments.md): the order, its lines priced as placed, the invoice
// numbers' counters, stored idempotency answers, and the review's timeline and staff notes.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@solestock/domain/back-office/order-workflow';
import { SALE_MODES } from '@solestock/domain/sale-mode';
import type { DeliveryAddress } from '@solestock/domain/company';
import { PAYMENT_TERMS } from '@solestock/domain/payment-terms';
import { ORDER_HOLDS } from '@solestock/domain/back-office/credit-control';
import type { ShipmentCarton } from '@solestock/domain/back-office/shipments';
import { INCOTERMS, TRANSPORTS } from '@solestock/domain/back-office/seller-payloads';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, price } from './columns.ts';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { companies, companyAddresses } from './companies.ts';
import { staff } from './staff.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    source: text('source', { enum: ['cart', 'order_now', 'draft'] }).notNull(),
    countryCode: text('country_code').notNull(),
    /** Lowercase display currency of the order, e.g. gbp. */
    currency: text('currency').notNull(),
    symbol: text('symbol').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Added by the provider when it confirms the order. */
    shippingCharge: numeric('shipping_charge', { precision: 18, scale: 2 }),
    /** The same charge in integer minor units, so balances can be summed in SQL. */
    shippingChargeMinor: bigint('shipping_charge_minor', { mode: 'number' }),
    paymentIntentId: text('payment_intent_id'),
    /** Optimistic concurrency: every staff move names the version it saw (docs/api.md, back office). */
    version: integer('version').notNull().default(1),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    /**
     * When the order took its `stock` lines' pairs off availability (decision 144); null when it
     * holds none (no such lines, or given back: cancelled, payment failed, hold expired).
     */
    stockTakenAt: timestamp('stock_taken_at', { withTimezone: true }),
    /** The buyer's company when placed: every member of it sees the order (migration 0024). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's name and tax id as they were when the order was placed. */
    companyName: text('company_name').notNull().default(''),
    companyTaxId: text('company_tax_id').notNull().default(''),
    /** The address book entry chosen at checkout (null when none, or deleted since). */
    deliveryAddressId: integer('delivery_address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    /** A copy of that address as it was when placed; null for a buyer who had none. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /**
     * INV-{year}-{000001}, set once when the commercial invoice is first issued, never changed
     * (modules/orders/invoice-numbers.ts; migration 0025).
     */
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /**
     * The payment terms of the company's group when placed (migration 0028, decision 151):
     * `card` pays `deposit_percent` of the goods at checkout and the rest before shipping;
     * `account` ships unpaid and is due `net_days` after shipping (`due_on`, set when shipped).
     */
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('card'),
    depositPercent: integer('deposit_percent').notNull().default(100),
    netDays: integer('net_days').notNull().default(0),
    /**
     * The buyer's group discount when placed (migration 0029, decision 153): an amendment
     * re-prices a line whose tier changes with it, so the order keeps its group's prices.
     */
    groupDiscount: numeric('group_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    dueOn: date('due_on', { mode: 'string' }),
    // Tax as it applied when placed (migration 0033, decision 181; domain back-office/tax.ts):
    // null mode for orders placed before it. Goods' tax set at placement, shipping's at confirm.
    taxMode: text('tax_mode', { enum: ['taxed', 'zero_rated'] }),
    taxCountry: text('tax_country'),
    taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 2 }),
    taxLabel: text('tax_label'),
    /** The seller's registration number in the destination, when taxed. */
    taxRegistration: text('tax_registration'),
    /** The zero-rated legend the invoice prints, when zero-rated. */
    taxLegend: text('tax_legend'),
    goodsTaxMinor: bigint('goods_tax_minor', { mode: 'number' }).notNull().default(0),
    shippingTaxMinor: bigint('shipping_tax_minor', { mode: 'number' }),
    /**
     * How the order travels (migration 0032, docs/export-papers.md): copied from the seller's
     * settings when placed, changed by staff before it ships, printed on its export papers.
     */
    incoterm: text('incoterm', { enum: INCOTERMS }).notNull().default('EXW'),
    incotermPlace: text('incoterm_place').notNull().default(''),
    portOfLoading: text('port_of_loading').notNull().default(''),
    portOfDischarge: text('port_of_discharge').notNull().default(''),
    transport: text('transport', { enum: TRANSPORTS }).notNull().default('sea'),
    /** The buyer company's address when placed (BILL TO); null when it had none. */
    companyAddress: jsonb('company_address').$type<DeliveryAddress>(),
    /** When the invoice-due reminder was mailed (once per invoice). */
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    /**
     * Why a placement waits in review (migration 0036, docs/credit-control.md): past the
     * company's credit limit, or an invoice 21 days overdue; cleared when confirmed.
     */
    hold: text('hold', { enum: ORDER_HOLDS }),
    holdReason: text('hold_reason'),
    /** The staff draft it was placed from (migration 0037, docs/staff-orders.md); null otherwise. */
    draftId: integer('draft_id'),
    /** The member of staff who took the order, for a draft's order; null for a buyer's own. */
    takenByStaffId: integer('taken_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /**
     * Set by the database on every insert and change of the row (migration 0042's trigger,
     * decision 200): what `GET /admin/orders/?updated_since=` polls. A value written here is
     * overwritten by it.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_updated_idx').on(t.updatedAt, t.id),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    index('orders_due_on_idx')
      .on(t.dueOn)
      .where(sql`${t.paymentTerms} = 'account'`),
    check('orders_group_discount_check', sql`${t.groupDiscount} between 0 and 90`),
    check(
      'orders_tax_mode_check',
      sql`${t.taxMode} is null or (${t.taxMode} = 'taxed' and ${t.taxRatePercent} > 0 and ${t.taxLabel} is not null) or (${t.taxMode} = 'zero_rated' and ${t.taxRatePercent} is null and ${t.taxLegend} is not null)`,
    ),
    check(
      'orders_incoterm_check',
      sql`${t.incoterm} in ('EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP')`,
    ),
    check('orders_hold_check', sql`${t.hold} is null or ${t.hold} in ('credit_limit', 'overdue')`),
    check('orders_transport_check', sql`${t.transport} in ('air', 'sea', 'road', 'courier')`),
    check(
      'orders_invoice_issued_check',
      sql`(${t.invoiceNumber} is null) = (${t.invoiceIssuedAt} is null)`,
    ),
  ],
);

/** The last invoice number of each calendar year: one locked row a year (migration 0025). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 1`)],
);

/** The last credit note number of each calendar year: one locked row a year (migration 0033). */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('credit_note_counters_last_number_check', sql`${t.lastNumber} >= 1`)],
);

/** A line a credit note credits (a cancelled remainder): as the order's line names it. */
export interface CreditedLine {
  line_id: number;
  description: string;
  pairs: number;
  amount: string;
}

/**
 * Credit notes (migration 0033, decision 182): CN-{year}-{000001}, issued in the transaction of
 * the refund, amendment or cancellation they record, crediting the invoice named. Amounts in
 * integer minor units of the order's currency, tax included (`tax_minor` is its tax part).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    reason: text('reason', { enum: ['refund', 'amendment', 'cancellation'] }).notNull(),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    lines: jsonb('lines').$type<CreditedLine[]>(),
    staffId: integer('staff_id').references(() => staff.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    index('credit_notes_order_idx').on(t.orderId, t.id),
    check('credit_notes_reason_check', sql`${t.reason} in ('refund', 'amendment', 'cancellation')`),
    check(
      'credit_notes_amount_check',
      sql`${t.amountMinor} > 0 and ${t.taxMinor} >= 0 and ${t.taxMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/** A snapshot of each line as it was priced when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    cartLineId: integer('cart_line_id'),
    productName: text('product_name').notNull(),
    brand: text('brand').notNull(),
    color: text('color').notNull(),
    size: text('size'),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    mode: text('mode', { enum: ['air', 'sea'] }).notNull(),
    /** Unit price after the slab rule, in the product's own currency. */
    unitPrice: price('unit_price').notNull(),
    productCurrency: text('product_currency').notNull(),
    /** Target rate / own-currency rate used for the conversion. */
    conversionRate: numeric('conversion_rate', { precision: 24, scale: 12 }).notNull(),
    convertedUnitPrice: price('converted_unit_price').notNull(),
    lineTotal: numeric('line_total', { precision: 18, scale: 2 }).notNull(),
    /** How the line was sold, kept as it was (a pre-order shows its window on the order). */
    saleMode: text('sale_mode', { enum: SALE_MODES }).notNull().default('unlimited'),
    shipsFrom: date('ships_from', { mode: 'string' }),
    shipsBy: date('ships_by', { mode: 'string' }),
    /** Pairs cancelled after confirmation, never to ship (migration 0031, a back order given up). */
    cancelledPairs: integer('cancelled_pairs').notNull().default(0),
    /** Pairs sold ahead from incoming stock (migration 0039): the line ships from `ships_from`. */
    incomingPairs: integer('incoming_pairs').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_incoming_pairs_check', sql`${t.incomingPairs} >= 0`),
    check(
      'order_lines_cancelled_pairs_check',
      sql`${t.cancelledPairs} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * One shipment of an order (migration 0031, decision 177): 1…N within the order, its own
 * commercial invoice number from the one INV- series, how it went and, on account, when its
 * invoice is due. Its pairs are `shipment_lines`.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Null only on an order shipped before invoices were numbered, until first asked for. */
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    carrier: text('carrier').notNull(),
    tracking: text('tracking').notNull(),
    waybill: text('waybill'),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    early: boolean('early').notNull().default(false),
    dueOn: date('due_on', { mode: 'string' }),
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    cartons: jsonb('cartons').$type<ShipmentCarton[]>().notNull().default([]),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipments_order_number_idx').on(t.orderId, t.number),
    uniqueIndex('shipments_invoice_number_idx').on(t.invoiceNumber),
    check('shipments_number_check', sql`${t.number} >= 1`),
    check(
      'shipments_invoice_issued_check',
      sql`(${t.invoiceNumber} is null) = (${t.invoiceIssuedAt} is null)`,
    ),
  ],
);

/** The pairs of each order line a shipment carries. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    pairs: integer('pairs').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_lines_shipment_line_idx').on(t.shipmentId, t.orderLineId),
    index('shipment_lines_order_line_idx').on(t.orderLineId),
    check('shipment_lines_pairs_check', sql`${t.pairs} >= 1`),
  ],
);

/** Stored answers to `Idempotency-Key`: a repeat returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/** The order's timeline: every move, payment and refund, with who made it (staff) and its data. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Null for the buyer's and the system's events. */
    staffId: integer('staff_id').references(() => staff.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Staff notes on an order: every role may add one; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * The dunning reminders sent after an invoice's due day (migration 0036, docs/credit-control.md):
 * one row per invoice (the order's, or a shipment's; 0 for the order's own) and step, written
 * in the transaction that queues its mail, so a job run twice mails once.
 */
export const dunningReminders = pgTable(
  'dunning_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id').notNull().default(0),
    daysOverdue: integer('days_overdue').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dunning_reminders_invoice_idx').on(t.orderId, t.shipmentId, t.daysOverdue),
    check('dunning_reminders_days_check', sql`${t.daysOverdue} in (7, 14)`),
  ],
);

/**
 * Orders taken by staff (migration 0037, docs/staff-orders.md): a draft built for a company by a
 * member of staff, `open` while it is edited, `sent` once its link is mailed, `placed` with the
 * order it became.
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'sent', 'placed'] })
      .notNull()
      .default('open'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_drafts_company_idx').on(t.companyId, t.id),
    check('order_drafts_status_check', sql`${t.status} in ('open', 'sent', 'placed')`),
    check('order_drafts_placed_check', sql`(${t.status} = 'placed') = (${t.orderId} is not null)`),
  ],
);

/**
 * A draft's line: pairs of one product at the agreed unit price, in the product's own currency,
 * beside the buyer's price when saved; a price other than the buyer's carries its reason.
 */
export const orderDraftLines = pgTable(
  'order_draft_lines',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => orderDrafts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    mode: text('mode', { enum: ['air', 'sea'] })
      .notNull()
      .default('air'),
    buyerPrice: numeric('buyer_price', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('order_draft_lines_product_idx').on(t.draftId, t.productId),
    check('order_draft_lines_quantity_check', sql`${t.quantity} between 1 and 100000`),
    check('order_draft_lines_mode_check', sql`${t.mode} in ('air', 'sea')`),
    check('order_draft_lines_price_check', sql`${t.unitPrice} > 0`),
    check(
      'order_draft_lines_reason_check',
      sql`${t.unitPrice} = ${t.buyerPrice} or ${t.reason} is not null`,
    ),
  ],
);

/** The links mailed to a draft's company: stored hashed, single-use, expiring. */
export const orderDraftLinks = pgTable(
  'order_draft_links',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => orderDrafts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentBy: integer('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_draft_links_hash_idx').on(t.tokenHash),
    index('order_draft_links_draft_idx').on(t.draftId),
  ],
);
