// Export papers (docs/export-papers.md; docs/api.md, "Export details"): how an order travels
// (incoterm with its named place, ports, transport), a carton's volume and shipping marks, and
// the seller's declaration. One rule for the API's order route, the documents and the console's
// order page: the CBM is exact (L·W·H / 1,000,000, three decimals), the marks read the same on
// every paper.
import { z } from 'zod';
import { decimal } from '../money.ts';
import { isPlainLine, notPlainLine } from '../plain-text.ts';
import { fieldProblems } from './order-moves.ts';
import {
  INCOTERMS,
  INCOTERM_WORDS,
  TRANSPORTS,
  type Incoterm,
  type Transport,
} from './seller-payloads.ts';

export const TRANSPORT_WORDS: Readonly<Record<Transport, string>> = {
  air: 'Air freight',
  sea: 'Sea freight',
  road: 'Road freight',
  courier: 'Courier',
};

/** The words a transport document of each mode is called by: an air waybill, a bill of lading… */
export const WAYBILL_WORDS: Readonly<Record<Transport, string>> = {
  air: 'Air waybill (AWB)',
  sea: 'Bill of lading (B/L)',
  road: 'CMR waybill',
  courier: 'Courier waybill',
};

/** An order's export details: as GET /admin/orders/{id}/ shows them and the papers print them. */
export const orderExport = z.strictObject({
  incoterm: z.enum(INCOTERMS),
  /** The named place of the incoterm ("Chennai" in "FOB Chennai"); '' when not named. */
  incoterm_place: z.string(),
  port_of_loading: z.string(),
  port_of_discharge: z.string(),
  transport: z.enum(TRANSPORTS),
  /** Whether staff may still change them: before the order ships. */
  editable: z.boolean(),
});
export type OrderExport = z.output<typeof orderExport>;

export const EXPORT_PLACE_MAX = 80;

const place = (label: string) =>
  z
    .string({ error: `${label} is text, e.g. Chennai.` })
    .trim()
    .max(EXPORT_PLACE_MAX, { error: `${label} has at most ${EXPORT_PLACE_MAX} characters.` })
    .refine(isPlainLine, { error: notPlainLine(label) })
    .optional()
    .default('');

/** PUT /admin/orders/{id}/export/: the details to print, with the version the staff member saw. */
export const orderExportBody = z.object({
  incoterm: z.enum(INCOTERMS, {
    error: `Choose the incoterm: one of ${INCOTERMS.join(', ')}.`,
  }),
  incoterm_place: place('The incoterm’s named place'),
  port_of_loading: place('The port of loading'),
  port_of_discharge: place('The port of discharge'),
  transport: z.enum(TRANSPORTS, {
    error: `Choose how the goods travel: one of ${TRANSPORTS.join(', ')}.`,
  }),
  version: z
    .number({ error: 'version is the order’s version you saw, a whole number.' })
    .int({ error: 'version is the order’s version you saw, a whole number.' })
    .min(1, { error: 'version is the order’s version you saw, a whole number.' }),
});
export type OrderExportBody = z.output<typeof orderExportBody>;

/** "FOB Chennai": the rule and its named place, as an invoice prints it. */
export function incotermWithPlace(incoterm: string, placeName: string): string {
  return [incoterm, placeName.trim()].filter(Boolean).join(' ');
}

/** "FOB Chennai (Free On Board, Incoterms 2020)". */
export function incotermLong(incoterm: string, placeName: string): string {
  const words = INCOTERM_WORDS[incoterm as Incoterm];
  const named = incotermWithPlace(incoterm, placeName);
  return words ? `${named} (${words}, Incoterms 2020)` : named;
}

/**
 * A carton's volume in cubic metres: length × width × height in centimetres over 1,000,000,
 * exact, rounded half-up to three decimals ("0.048").
 */
export function cartonCbm(lengthCm: number, widthCm: number, heightCm: number): string {
  for (const side of [lengthCm, widthCm, heightCm])
    if (!Number.isFinite(side) || side < 0)
      throw new RangeError(`A carton's side is a length in centimetres, not ${side}`);
  return decimal(lengthCm)
    .times(widthCm)
    .times(heightCm)
    .div(1_000_000)
    .toDecimalPlaces(3)
    .toFixed(3);
}

/** The sum of exact three-decimal figures (kg, CBM), kept at three decimals. */
export function sumThree(values: readonly string[]): string {
  return values
    .reduce((sum, v) => sum.plus(v), decimal(0))
    .toDecimalPlaces(3)
    .toFixed(3);
}

/**
 * The shipping marks of carton `n` of `of` when staff wrote none: the buyer's mark (its
 * company's name), the order number and the carton's place, one per line.
 */
export function defaultShippingMarks(buyerMark: string, orderId: number, n: number, of: number) {
  return [buyerMark.trim(), `Order ${orderId}`, `Carton ${n} of ${of}`].filter(Boolean).join('\n');
}

/** The statuses in which staff may change an order's export details: before anything ships. */
export const EXPORT_EDITABLE_STATUSES: readonly string[] = [
  'awaiting_payment',
  'submitted',
  'paid',
  'payment_failed',
  'confirmed',
];

/** Whether an order in `status` may still have its export details changed. */
export function exportEditable(status: string): boolean {
  return EXPORT_EDITABLE_STATUSES.includes(status);
}

/**
 * How a new order travels, from the seller's settings: their incoterm, named place, port of
 * loading and transport; by air when every line of the order was bought to go by air.
 */
export function exportDefaults(
  seller: {
    incoterm: Incoterm;
    incoterm_place: string;
    port_of_loading: string;
    transport: Transport;
  },
  lineModes: readonly string[],
): Omit<OrderExport, 'editable'> {
  const allAir = lineModes.length > 0 && lineModes.every((m) => m === 'air');
  return {
    incoterm: seller.incoterm,
    incoterm_place: seller.incoterm_place,
    port_of_loading: seller.port_of_loading,
    port_of_discharge: '',
    transport: allAir ? 'air' : seller.transport,
  };
}

/** The fields of an export details form to fix, each with its sentence (none: it may be sent). */
export function orderExportProblems(body: unknown): Record<string, string> {
  return fieldProblems(orderExportBody, body);
}
