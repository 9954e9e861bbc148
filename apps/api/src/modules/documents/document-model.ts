// What a trade document shows (docs/api.md, "Trade documents"): a plain view model, built from the
// database by document-data.service.ts and drawn by pdf-render.ts (in a worker thread, so it is
// plain data that structured clone copies). Amounts are exact decimal strings in the order's
// currency; dates are YYYY-MM-DD. Optional parts are null when the shop or the order has none.
import type { CompanyStatement } from '../orders/index.ts';
import {
  packCartons,
  type Packing,
  type PackingLine,
  type PackingPack,
} from '@solestock/domain/back-office/carton-packing';
import type { Locale } from '@solestock/domain/locales';
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';

export interface DocumentSeller {
  legal_name: string;
  /** Postal lines, the country's name last. */
  address: string[];
  tax_id: string;
  eori: string;
  email: string;
  phone: string;
  /** Printed as written, lines kept. */
  bank_details: string;
  /** Registrations printed under the address (IEC, REX, GSTIN…; the EORI is one of them). */
  exporter_ids: { label: string; value: string }[];
  /** Who signs the invoice and the certificate of origin; '' when not set. */
  signatory: { name: string; title: string; place: string };
  /** The exporter's declaration printed above the signature. */
  declaration: string;
}

/** How the goods travel (docs/export-papers.md): the order's export details. */
export interface DocumentExport {
  incoterm: string;
  /** The incoterm's named place ("Chennai" in "FOB Chennai"); '' when not named. */
  incoterm_place: string;
  port_of_loading: string;
  port_of_discharge: string;
  transport: 'air' | 'sea' | 'road' | 'courier';
}

/** The buyer's company as the order keeps it (issue 32 adds companies); null until then. */
export interface DocumentCompany {
  name: string;
  tax_id: string | null;
  address: string[];
}

export interface DocumentBuyer {
  company: DocumentCompany | null;
  /** The person who placed the order. */
  contact: { name: string; email: string };
}

/** Where the goods go, as the order keeps it (issue 32); null when the order has none. */
export interface DocumentDelivery {
  name: string | null;
  company: string | null;
  address: string[];
  phone: string | null;
}

/** One style and colour at one unit price: its sizes and what they cost. */
export interface DocumentLineGroup {
  style: string;
  brand: string;
  color: string;
  /** The style's HS code (6–10 digits) and country of origin; null when not set. */
  hs_code: string | null;
  origin: string | null;
  /** What the style is made of ("Leather upper, textile lining, rubber sole"); null when not set. */
  material: string | null;
  /** How it ships, when the order has lines of both modes. */
  mode: 'air' | 'sea' | null;
  sizes: { size: string; pairs: number }[];
  pairs: number;
  unit_price: string;
  amount: string;
}

export interface DocumentPayment {
  date: string;
  label: string;
  /** Negative for a refund. */
  amount: string;
}

/** The payment terms in short ("Net 30 days"), in full, and the invoice's due date. */
export interface DocumentTerms {
  short: string;
  text: string;
  due_on: string | null;
}

/**
 * One carton as staff weighed and measured it when shipping (WHOLESALE.md §9–10 in docs/api.md):
 * gross kilograms as an exact decimal string, whole centimetres, the marks printed on it.
 */
export interface DocumentCarton {
  gross_kg: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  marks: string | null;
}

/**
 * The shipment a commercial invoice, packing list or certificate of origin is for (issue 43):
 * an order ships in one or more, each with its own papers. Its lines are the model's `lines`.
 */
export interface DocumentShipment {
  id: number;
  /** 1…N within the order, in the order they shipped. */
  number: number;
  /** How many shipments the order has so far. */
  of: number;
  ship_date: string;
  carrier: string | null;
  tracking: string | null;
  /** The air waybill or bill of lading number. */
  waybill: string | null;
  /** Empty when staff entered none: the packing list then packs by the shop's carton rule. */
  cartons: DocumentCarton[];
}

export interface DocumentModel {
  document: TradeDocument;
  /** The language it is written in: the ordering buyer's (users.language); absent: English. */
  locale?: Locale;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  delivery: DocumentDelivery | null;
  order: {
    id: number;
    placed_on: string;
    /** Upper case ISO code, e.g. GBP. */
    currency: string;
    symbol: string;
    shipped_on: string | null;
    carrier: string | null;
    tracking_number: string | null;
  };
  /** The shipment these papers are for; null on the proforma and on an order shipped whole before shipments. */
  shipment: DocumentShipment | null;
  /** Set on the commercial invoice, and on the packing list once the invoice exists. */
  invoice: { number: string; issued_on: string } | null;
  /** How the goods travel: incoterm with its place, ports, transport (docs/export-papers.md). */
  export: DocumentExport;
  lines: DocumentLineGroup[];
  money: {
    goods: string;
    /** Null until the order is confirmed with its shipping charge. */
    shipping: string | null;
    total: string;
    /** A deposit asked at checkout (issue 32's customer groups); null when the order has none. */
    deposit: { percent: string; amount: string } | null;
    payments: DocumentPayment[];
    paid: string;
    balance_due: string;
  };
  /** Payment terms and due date (issue 32's net terms); null when the order has none. */
  terms: DocumentTerms | null;
  packing: Packing;
  /** The order's tax (decision 181); absent or null for an order placed before tax was kept. */
  tax?: DocumentTax | null;
  /** The shop's brand (docs/brand.md); absent or null until the owner saves one. */
  brand?: DocumentBrand | null;
}

/** What a paper prints of the shop's brand: its name in the header, its legal text in the footer. */
export interface DocumentBrand {
  shop_name: string;
  legal_text: string;
}

/** What the cartons are packed from (packCartons): the order's lines, its styles' packs. */
export interface PackingInput {
  lines: PackingLine[];
  packs: PackingPack[];
  carton_pairs: number;
}

/**
 * A model as the HTTP thread builds it: all but the cartons, which the renderer's thread packs
 * (decision 173): packing a 3,000-line order is a quarter of a second of decimal arithmetic.
 */
export type DocumentDraft = Omit<DocumentModel, 'packing'> & { packing: PackingInput };

/** The model to draw: a draft's cartons packed; a finished model as it is. */
export function completeDocument(model: DocumentModel | DocumentDraft): DocumentModel {
  if ('cartons' in model.packing) return model as DocumentModel;
  const { lines, packs, carton_pairs } = model.packing;
  return { ...model, packing: packCartons(lines, packs, carton_pairs) };
}

// ---- Tax (decision 181) and credit notes (decision 182)

/** The tax an order keeps, as its proforma and invoice print it. */
export interface DocumentTax {
  /** "VAT 20 %" when taxed; null when zero-rated. */
  row: string | null;
  goods_tax: string;
  /** Null until the shipping charge is set. */
  shipping_tax: string | null;
  /** The zero-rated legend; null when taxed. */
  legend: string | null;
  /** The seller's registration number in the destination, when taxed. */
  registration: string | null;
  /** The destination's name, e.g. "United Kingdom". */
  country: string;
}

/** A credit note's view model (drawn by credit-note-render.ts). */
export interface CreditNoteModel {
  document: 'credit-note';
  seller: DocumentSeller;
  /** The shop's brand (docs/brand.md); absent or null until the owner saves one. */
  brand?: DocumentBrand | null;
  buyer: DocumentBuyer;
  order: { id: number; placed_on: string; currency: string; symbol: string };
  credit_note: {
    number: string;
    issued_on: string;
    invoice_number: string;
    /** "Refund", "Lines cancelled after invoicing"… */
    reason: string;
    /** Staff's words, '' when none. */
    note: string;
    /** The lines credited, when the note credits lines; empty for an amount. */
    lines: { description: string; pairs: number; amount: string }[];
    /** Tax included. */
    amount: string;
    tax: string;
    net: string;
    /** "VAT 20 %" when the order is taxed; null otherwise. */
    tax_row: string | null;
    /** The order's zero-rated legend, when it has one. */
    legend: string | null;
  };
}

/** A collection's line sheet (docs/collections.md; drawn by line-sheet-render.ts). */
export interface LineSheetModel {
  document: 'line-sheet';
  seller: { name: string; lines: string[] };
  collection: { id: number; name: string; season: string; windows: string[] };
  /** The company whose prices it shows; null: list prices. */
  company: string | null;
  /** The prices' currency, "USD ($)". */
  currency: string;
  issued_on: string;
  styles: {
    name: string;
    brand: string;
    /** "Minimum 24 pairs per style (mix sizes and colours)", or null. */
    minimum: string | null;
    /** A small JPEG, or null when the style has no picture that could be read. */
    image: Uint8Array | null;
    colours: { color: string; sizes: string; price: string }[];
  }[];
}

/**
 * A company's statement of account (docs/credit-control.md; drawn by statement-render.ts): per
 * currency its invoices, payments, refunds and credit notes with the running balance, and the
 * ageing of what is owed as of `as_of`.
 */
export interface StatementModel {
  document: 'statement';
  seller: DocumentSeller;
  /** The shop's brand (docs/brand.md); absent or null until the owner saves one. */
  brand?: DocumentBrand | null;
  statement: CompanyStatement;
}

/**
 * Anything the renderer draws: a trade document (or its draft), a credit note, a line sheet or a
 * statement.
 */
export type RenderModel =
  DocumentModel | DocumentDraft | CreditNoteModel | LineSheetModel | StatementModel;
