// The trade documents of an order (docs/api.md, "Trade documents"): which exist, when each may be
// issued, and how an invoice is numbered. One rule, read by the API's document routes (staff's
// and buyers'), the mails and the screens that offer the links.
import type { OrderStatus } from './order-workflow.ts';
import { sellerDetailsMissing, type SellerDetails } from './seller-payloads.ts';

export const TRADE_DOCUMENTS = [
  'proforma',
  'invoice',
  'packing-list',
  'certificate-of-origin',
] as const;
export type TradeDocument = (typeof TRADE_DOCUMENTS)[number];

export const TRADE_DOCUMENT_TITLES: Readonly<Record<TradeDocument, string>> = {
  proforma: 'Proforma invoice',
  invoice: 'Commercial invoice',
  'packing-list': 'Packing list',
  'certificate-of-origin': 'Certificate of origin (draft)',
};

/** The statuses in which each document may be issued: from its stage on, until cancelled. */
export const TRADE_DOCUMENT_STATUSES: Readonly<Record<TradeDocument, readonly OrderStatus[]>> = {
  proforma: ['confirmed', 'partially_shipped', 'shipped', 'delivered'],
  // Once the order has a shipment: each shipment has its own (docs/orders-and-payments.md).
  invoice: ['partially_shipped', 'shipped', 'delivered'],
  'packing-list': ['partially_shipped', 'shipped', 'delivered'],
  // The data a chamber of commerce needs to certify the goods' origin, once they ship.
  'certificate-of-origin': ['partially_shipped', 'shipped', 'delivered'],
};

const STAGE_WORDS: Readonly<Record<TradeDocument, string>> = {
  proforma: 'once the order is confirmed',
  invoice: 'once the order has shipped',
  'packing-list': 'once the order has shipped',
  'certificate-of-origin': 'once the order has shipped',
};

const STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'awaiting payment',
  submitted: 'submitted and waiting for review',
  paid: 'paid and waiting for review',
  payment_failed: 'left with a failed payment',
  confirmed: 'confirmed',
  partially_shipped: 'partially shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export type DocumentAvailability =
  { ok: true } | { ok: false; code: 'not_available' | 'seller_details_missing'; reason: string };

/**
 * Whether `document` may be issued for an order in `status` by a seller with these details: the
 * proforma once confirmed, the invoice and packing list once shipped (409 `not_available`
 * before), and none without the seller's legal name and address (409 `seller_details_missing`).
 */
export function documentAvailability(
  document: TradeDocument,
  status: OrderStatus,
  seller: Pick<SellerDetails, 'legal_name' | 'address'>,
): DocumentAvailability {
  const title = TRADE_DOCUMENT_TITLES[document];
  if (status === 'cancelled')
    return {
      ok: false,
      code: 'not_available',
      reason: `This order was cancelled: it has no ${title.toLowerCase()}.`,
    };
  if (!TRADE_DOCUMENT_STATUSES[document].includes(status))
    return {
      ok: false,
      code: 'not_available',
      reason: `The ${title.toLowerCase()} is issued ${STAGE_WORDS[document]}; this order is ${STATUS_WORDS[status]}.`,
    };
  const missing = sellerDetailsMissing(seller);
  if (missing) return { ok: false, code: 'seller_details_missing', reason: missing };
  return { ok: true };
}

/** `INV-{year}-{000001}`: the year the invoice was first issued and its place in that year. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`An invoice year has four digits: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`An invoice's place in its year is a whole number from 1: ${sequence}`);
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and place of an invoice number, or null for text that is not one. */
export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const m = /^INV-(\d{4})-(\d{6,})$/.exec(text);
  return m ? { year: Number(m[1]), sequence: Number(m[2]) } : null;
}

/**
 * The file name a document downloads as. A shipment's packing list and certificate carry its
 * number (an order shipped in parts has one of each per shipment, and a buyer saving them all
 * must not overwrite one with the next); its invoice is named by its own number already.
 */
export function tradeDocumentFileName(
  document: TradeDocument,
  orderId: number,
  invoice: string | null,
  shipment?: number,
): string {
  if (document === 'invoice' && invoice) return `invoice-${invoice}.pdf`;
  const part = shipment === undefined || document === 'proforma' ? '' : `-shipment-${shipment}`;
  return `${document}-order-${orderId}${part}.pdf`;
}

/** The documents an order in `status` has now, in the order they come (empty without the seller). */
export function availableDocuments(
  status: OrderStatus,
  seller: Pick<SellerDetails, 'legal_name' | 'address'>,
): TradeDocument[] {
  return TRADE_DOCUMENTS.filter((d) => documentAvailability(d, status, seller).ok);
}

/** `?shipment={id}`: the papers of one shipment of the order (docs/orders-and-payments.md). */
const shipmentQuery = (shipmentId?: number) =>
  shipmentId === undefined ? '' : `?shipment=${shipmentId}`;

/**
 * Where the buyer downloads a document: the shop's API, as the storefront and the mails link
 * it; with a shipment, that shipment's invoice or packing list.
 */
export function buyerDocumentPath(
  orderId: number,
  document: TradeDocument,
  shipmentId?: number,
): string {
  return `/api/ecommerce/orders/${orderId}/documents/${document}.pdf${shipmentQuery(shipmentId)}`;
}

/** Where staff open a document: the admin API (the console's order page). */
export function staffDocumentPath(
  orderId: number,
  document: TradeDocument,
  shipmentId?: number,
): string {
  return `/api/admin/orders/${orderId}/documents/${document}.pdf${shipmentQuery(shipmentId)}`;
}
