// Shipments and back orders (docs/orders-and-payments.md, "Shipments and back orders"; decision
// 177): an order ships in one or more shipments of chosen pairs, each with its own commercial
// invoice and packing list. The rules here are pure: what a line has left, whether a shipment
// may take what it asks for, what a card order must have paid before it, what status the order
// is in afterwards, and the payloads the API answers and the console and the storefront read.
import { z } from 'zod';
import { decimal, roundToMinorUnit, sumMoney, type Decimal, type DecimalValue } from '../money.ts';
import { taxOn } from './tax.ts';
import { shipWindow } from '../ship-window.ts';
import { orderVersion } from './order-moves.ts';

/** An order line as the shipment rules read it: what was ordered, shipped and cancelled. */
export interface ShipmentLineState {
  id: number;
  /** The style's name (or the product's), its colour and size: how a sentence names the line. */
  name: string;
  color: string;
  size: string | null;
  quantity: number;
  shipped: number;
  cancelled: number;
  saleMode: 'unlimited' | 'stock' | 'pre_order';
  /** A pre-order's first shipping day, or the day incoming stock sold ahead ships from (YYYY-MM-DD). */
  shipsFrom: string | null;
  /** Pairs of a stock line sold ahead from incoming stock (docs/stock.md); 0 or absent: none. */
  incomingPairs?: number;
  /** What the buyer was charged for the line's pairs, in the order's currency. */
  lineTotal: DecimalValue;
}

/** Pairs neither shipped nor cancelled: what is left to ship (a back order while it waits). */
export const pairsLeft = (line: Pick<ShipmentLineState, 'quantity' | 'shipped' | 'cancelled'>) =>
  Math.max(line.quantity - line.shipped - line.cancelled, 0);

const lineName = (l: Pick<ShipmentLineState, 'name' | 'color' | 'size'>) =>
  [l.name, l.color, l.size ? `size ${l.size}` : null].filter(Boolean).join(', ');

const pairsWord = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;

/**
 * Whether a pre-order line's window is still closed on `today` (YYYY-MM-DD, UTC); a stock line
 * sold ahead from incoming stock waits for its `ships_from` the same way (docs/stock.md).
 */
export const waitsForWindow = (
  line: Pick<ShipmentLineState, 'saleMode' | 'shipsFrom' | 'incomingPairs'>,
  today: string,
) =>
  (line.saleMode === 'pre_order' || (line.saleMode === 'stock' && (line.incomingPairs ?? 0) > 0)) &&
  line.shipsFrom !== null &&
  line.shipsFrom > today;

export interface ShipmentAsk {
  line_id: number;
  pairs: number;
}

export type ShipmentCheck =
  | { ok: true; lines: (ShipmentLineState & { pairs: number })[] }
  | {
      ok: false;
      status: 400 | 409;
      code: 'invalid_request' | 'not_enough_left' | 'window_not_open';
      reason: string;
    };

/**
 * Whether a shipment of `asked` may leave on `today`: every line the order's and named once
 * (400), no more pairs than a line has left (409 `not_enough_left`), and no pre-order line
 * before its window opens unless staff ship it early (409 `window_not_open`, naming the style and
 * the day).
 */
export function checkShipment(
  lines: readonly ShipmentLineState[],
  asked: readonly ShipmentAsk[],
  options: { early: boolean; today: string },
): ShipmentCheck {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const taken: (ShipmentLineState & { pairs: number })[] = [];
  for (const a of asked) {
    const line = byId.get(a.line_id);
    if (!line)
      return {
        ok: false,
        status: 400,
        code: 'invalid_request',
        reason: `Line ${a.line_id} is not a line of this order.`,
      };
    if (seen.has(a.line_id))
      return {
        ok: false,
        status: 400,
        code: 'invalid_request',
        reason: `Line ${a.line_id} is named twice: give each line once with its pairs.`,
      };
    seen.add(a.line_id);
    const left = pairsLeft(line);
    if (a.pairs > left)
      return {
        ok: false,
        status: 409,
        code: 'not_enough_left',
        reason:
          left === 0
            ? `${lineName(line)} has no pairs left to ship.`
            : `${lineName(line)} has ${pairsWord(left)} left to ship; this shipment asks for ${a.pairs}.`,
      };
    if (!options.early && waitsForWindow(line, options.today))
      return {
        ok: false,
        status: 409,
        code: 'window_not_open',
        reason:
          line.saleMode === 'pre_order'
            ? `${line.name} (${line.color}) is a pre-order that ships ${shipWindow(line.shipsFrom, null)}: tick “Ship early” to send it before its window.`
            : `${line.name} (${line.color}) is sold from incoming stock that ships ${shipWindow(line.shipsFrom, null)}: tick “Ship early” to send it before then.`,
      };
    taken.push({ ...line, pairs: a.pairs });
  }
  if (taken.length === 0)
    return {
      ok: false,
      status: 400,
      code: 'invalid_request',
      reason: 'Choose at least one line with pairs to ship.',
    };
  return { ok: true, lines: taken };
}

/** What `pairs` of a line cost the buyer: its share of the line's total, exact. */
export function goodsOfPairs(
  line: Pick<ShipmentLineState, 'lineTotal' | 'quantity'>,
  pairs: number,
): Decimal {
  if (pairs === line.quantity) return decimal(line.lineTotal);
  return decimal(line.lineTotal).times(pairs).div(line.quantity);
}

/**
 * What a card-terms order must have paid before a shipment leaves (decisions 178 and 183): the
 * goods of every pair shipped so far and in this shipment plus their tax at the order's rate
 * (tax.ts's taxOn on their sum, rounded as the order's own), plus the whole shipping charge and
 * its tax (the first shipment carries them), less what payments cover net of refunds and what
 * credit notes credited. Rounded up to the cent, never below zero. A deposit order thus pays the
 * balance of the goods it ships; the last shipment of an order nothing was cancelled from needs
 * exactly the order's `balance_due` paid, as `ship` always did. An order on account ships unpaid.
 */
export function owedBeforeShipment(input: {
  lines: readonly (Pick<ShipmentLineState, 'lineTotal' | 'quantity' | 'shipped' | 'cancelled'> & {
    pairs: number;
  })[];
  shippingCharge: DecimalValue | null;
  /** The order's own rate (null: zero-rated) and currency, as its tax columns keep them. */
  taxRatePercent: DecimalValue | null;
  currency: string;
  paid: DecimalValue;
  refunded: DecimalValue;
  /** What credit notes credited that lowers what the order costs (decision 182). */
  credited?: DecimalValue;
}): Decimal {
  // A line whose every pair not cancelled has gone costs its kept goods, as the order's total
  // counts it: the last shipment after a cancellation owes no rounding the balance does not.
  const goods = sumMoney(
    input.lines.map((l) =>
      l.shipped + l.pairs === l.quantity - l.cancelled
        ? goodsKept(l, input.currency)
        : goodsOfPairs(l, l.shipped + l.pairs),
    ),
  );
  const shipping = decimal(input.shippingCharge ?? 0);
  const owed = goods
    .plus(taxOn(goods, input.taxRatePercent, input.currency))
    .plus(shipping)
    .plus(taxOn(shipping, input.taxRatePercent, input.currency))
    .minus(input.paid)
    .plus(input.refunded)
    .minus(input.credited ?? 0);
  const rounded = owed.toDecimalPlaces(2, 'up');
  return rounded.isNegative() || rounded.isZero() ? decimal(0) : rounded;
}

/**
 * What a line's pairs not cancelled cost (decision 183): its total less the cancelled pairs'
 * share, rounded to the currency's minor unit; the line's own total while nothing is cancelled.
 * The order's goods are the sum of these, so its pages, its proforma and its total agree.
 */
export function goodsKept(
  line: Pick<ShipmentLineState, 'lineTotal' | 'quantity' | 'cancelled'>,
  currency: string,
): Decimal {
  if (line.cancelled === 0) return decimal(line.lineTotal);
  return roundToMinorUnit(goodsOfPairs(line, line.quantity - line.cancelled), currency);
}

/** The order's status once its lines are as given: shipped when no pair is left, else partial. */
export function statusAfterShipping(
  lines: readonly Pick<ShipmentLineState, 'quantity' | 'shipped' | 'cancelled'>[],
): 'partially_shipped' | 'shipped' {
  return lines.every((l) => pairsLeft(l) === 0) ? 'shipped' : 'partially_shipped';
}

export const LINE_READINESS = ['ready', 'waits_for_window', 'back_ordered', 'done'] as const;
export type LineReadiness = (typeof LINE_READINESS)[number];

/**
 * What the console says of a line's pairs left: "Ready" (sold at once, or from stock the order
 * holds or the shelf has), "Waits for its window" (a pre-order before `ships_from`),
 * "Back-ordered" (a stock line whose pairs are neither held for the order nor on the shelf), or
 * done when nothing is left.
 */
export function lineReadiness(
  line: Pick<
    ShipmentLineState,
    'quantity' | 'shipped' | 'cancelled' | 'saleMode' | 'shipsFrom' | 'incomingPairs'
  >,
  stock: { held: boolean; available: number | null },
  today: string,
): LineReadiness {
  const left = pairsLeft(line);
  if (left === 0) return 'done';
  if (waitsForWindow(line, today)) return 'waits_for_window';
  if (line.saleMode === 'stock' && !stock.held && (stock.available ?? 0) < left)
    return 'back_ordered';
  return 'ready';
}

/** The console's words for a line's readiness. */
export function readinessWords(readiness: LineReadiness, shipsFrom: string | null): string {
  switch (readiness) {
    case 'ready':
      return 'Ready';
    case 'waits_for_window':
      return `Waits for its window: ships ${shipWindow(shipsFrom, null) ?? 'later'}`;
    case 'back_ordered':
      return 'Back-ordered';
    case 'done':
      return 'Nothing left';
  }
}

// --- Payloads --------------------------------------------------------------------------------

const GROSS_KG = /^\d{1,5}(\.\d{1,3})?$/;

const wholeCm = (name: string) =>
  z
    .number({ error: `The carton’s ${name} is a whole number of centimetres.` })
    .int({ error: `The carton’s ${name} is a whole number of centimetres.` })
    .min(1, { error: `The carton’s ${name} is at least 1 cm.` })
    .max(1000, { error: `The carton’s ${name} is at most 1000 cm.` });

/** One carton as staff weigh and measure it: gross kg (up to 3 decimals), whole cm, marks. */
export const shipmentCarton = z.strictObject({
  gross_kg: z
    .union([z.string().trim(), z.number()], {
      error: 'Enter the carton’s gross weight in kg, e.g. 12.5.',
    })
    .transform(String)
    .pipe(
      z
        .string()
        .regex(GROSS_KG, {
          error: 'Enter the carton’s gross weight in kg, more than 0, at most 3 decimals.',
        })
        .refine((v) => Number(v) > 0, {
          error: 'Enter the carton’s gross weight in kg, more than 0, at most 3 decimals.',
        }),
    ),
  length_cm: wholeCm('length'),
  width_cm: wholeCm('width'),
  height_cm: wholeCm('height'),
  marks: z
    .string()
    .trim()
    .max(500, { error: 'A carton’s marks have at most 500 characters.' })
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type ShipmentCarton = z.output<typeof shipmentCarton>;

const shipmentLineAsk = z.strictObject({
  line_id: z
    .number({ error: 'line_id is the order line’s id, a whole number.' })
    .int({ error: 'line_id is a whole number.' })
    .min(1, { error: 'line_id is a whole number from 1.' })
    .max(2_147_483_647, { error: 'line_id is too large.' }),
  pairs: z
    .number({ error: 'pairs is a whole number of pairs.' })
    .int({ error: 'pairs is a whole number of pairs.' })
    .min(1, { error: 'Ship at least 1 pair of each line you name.' })
    .max(1_000_000, { error: 'pairs is at most 1,000,000.' }),
});

const text = (name: string, max: number) =>
  z
    .string({ error: `Please enter the ${name}.` })
    .trim()
    .min(1, { error: `Please enter the ${name}.` })
    .max(max, { error: `The ${name} has at most ${max} characters.` });

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDate = (name: string) =>
  z
    .string({ error: `${name} is a date written YYYY-MM-DD.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} is a date written YYYY-MM-DD.` })
    .refine(
      (v) => {
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { error: `${name} is not a real date.` },
    );

/** POST /admin/orders/{id}/shipments/: the pairs of each line to ship, how, and on what day. */
export const shipmentBody = z.object({
  lines: z
    .array(shipmentLineAsk, { error: 'lines lists the lines to ship, each with its pairs.' })
    .min(1, { error: 'Choose at least one line with pairs to ship.' })
    .max(5000, { error: 'A shipment names at most 5000 lines.' }),
  carrier: text('carrier', 100),
  tracking: text('tracking number', 100),
  waybill: z
    .string()
    .trim()
    .max(100, { error: 'The waybill or B/L number has at most 100 characters.' })
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** The day it leaves; today (UTC) when not given. */
  ship_date: calendarDate('ship_date').optional(),
  early: z.boolean({ error: 'early is true or false.' }).optional().default(false),
  cartons: z
    .array(shipmentCarton, { error: 'cartons lists the cartons, each with its weight and size.' })
    .max(500, { error: 'A shipment has at most 500 cartons.' })
    .optional()
    .default([]),
  version: orderVersion,
});
export type ShipmentBody = z.input<typeof shipmentBody>;

/** POST /admin/orders/{id}/lines/cancel/: pairs left of some lines cancelled, kept on record. */
export const cancelLinesBody = z.object({
  lines: z
    .array(shipmentLineAsk, { error: 'lines lists the lines to cancel, each with its pairs.' })
    .min(1, { error: 'Choose at least one line with pairs to cancel.' })
    .max(5000, { error: 'Cancel at most 5000 lines at once.' }),
  reason: text('reason for the cancellation', 500),
  version: orderVersion,
});
export type CancelLinesBody = z.input<typeof cancelLinesBody>;

/**
 * Whether `asked` may be cancelled: every line the order's, named once, and no more pairs than
 * it has left (409 `not_enough_left`).
 */
export function checkLineCancel(
  lines: readonly ShipmentLineState[],
  asked: readonly ShipmentAsk[],
): ShipmentCheck {
  // The same rules as a shipment's but the window: a pre-order may be cancelled any day.
  const check = checkShipment(lines, asked, { early: true, today: '0000-00-00' });
  if (!check.ok && check.code === 'not_enough_left')
    return {
      ...check,
      reason: check.reason
        .replace('left to ship', 'left to cancel')
        .replace('this shipment asks for', 'you asked for'),
    };
  return check;
}

const document = z.strictObject({ document: z.string(), title: z.string(), url: z.string() });

/** One shipment as staff and the buyer read it. */
export const shipmentDto = z.strictObject({
  id: z.number().int(),
  /** 1…N within the order. */
  number: z.number().int(),
  /** INV-{year}-{000001}; null only on an order shipped before invoices were numbered. */
  invoice_number: z.string().nullable(),
  invoice_issued_at: z.string().nullable(),
  carrier: z.string(),
  tracking: z.string(),
  waybill: z.string().nullable(),
  ship_date: z.string(),
  early: z.boolean(),
  /** An order on account: the day this shipment's invoice is due. */
  due_on: z.string().nullable(),
  created_at: z.string(),
  pairs: z.number().int(),
  lines: z.array(
    z.strictObject({
      line_id: z.number().int(),
      product_name: z.string(),
      color: z.string(),
      size: z.string().nullable(),
      pairs: z.number().int(),
    }),
  ),
  cartons: z.array(
    z.strictObject({
      gross_kg: z.string(),
      length_cm: z.number().int(),
      width_cm: z.number().int(),
      height_cm: z.number().int(),
      marks: z.string().nullable(),
    }),
  ),
  /** Its commercial invoice and packing list, at the route of whoever reads it. */
  documents: z.array(document),
});
export type ShipmentDto = z.output<typeof shipmentDto>;

/** A line as the console's Shipments panel reads it. */
export const shipmentLineStateDto = z.strictObject({
  line_id: z.number().int(),
  product_name: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  sale_mode: z.enum(['unlimited', 'stock', 'pre_order']),
  ships_from: z.string().nullable(),
  ordered: z.number().int(),
  shipped: z.number().int(),
  cancelled: z.number().int(),
  left: z.number().int(),
  readiness: z.enum(LINE_READINESS),
  /** The readiness in the console's words ("Ready", "Waits for its window: ships from …"). */
  readiness_text: z.string(),
});

/** GET /admin/orders/{id}/shipments/: the order's lines as shipped so far and its shipments. */
export const adminShipments = z.strictObject({
  order_id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  lines: z.array(shipmentLineStateDto),
  shipments: z.array(shipmentDto),
});
export type AdminShipments = z.output<typeof adminShipments>;

/** GET /ecommerce/orders/{id}/shipments/: the buyer's list. */
export const buyerShipments = z.strictObject({
  order_id: z.number().int(),
  shipments: z.array(shipmentDto),
});
export type BuyerShipments = z.output<typeof buyerShipments>;
