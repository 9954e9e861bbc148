// A trade document of an order (docs/api.md, "Trade documents"): whether it may be issued (the
// domain's rule), the invoice number when the invoice is first issued, and the view model the
// renderer draws, read from the order, its lines, their styles and packs, its payments and the
// seller's details. Staff routes use it now; the buyer's routes and the mails later. The order is
// read through the orders module's index.ts, the packs through documents.repository.ts.
import { localeOf } from '../../i18n/translate.ts';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { paperT } from './messages/index.ts';
import { addressLines } from '@solestock/domain/company';
import { decimal, fromMinorUnits, sumMoney, type Decimal } from '@solestock/domain';
import {
  orderDeposit,
  paidAtCheckout,
  paymentWords,
  termsWords,
} from '@solestock/domain/payment-terms';
import { groupByStyleColour } from '@solestock/domain/style-lines';
import { isIsoCountryCode, isoCountryName } from '@solestock/domain/iso-countries';
import type { PackingLine } from '@solestock/domain/back-office/carton-packing';
import {
  sellerAddressLines,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import {
  documentAvailability,
  tradeDocumentFileName,
  type TradeDocument,
} from '@solestock/domain/back-office/trade-documents';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { takeTurns } from '../../http/take-turns.ts';
import {
  findOrder,
  issueInvoiceNumber,
  issueShipmentInvoice,
  linesKept,
  linesOfShipment,
  moneyOf,
  orderPaymentsAndShipping,
  orderWithBuyer,
  owedBy,
  shipmentsOf,
  styledLinesOf,
  styleFacts,
  type ShipmentWithLines,
} from '../orders/index.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import type {
  DocumentCompany,
  DocumentDelivery,
  DocumentDraft,
  DocumentLineGroup,
  DocumentPayment,
  DocumentSeller,
} from './document-model.ts';
import { sellerDetails } from '../seller/index.ts';
import { shopBrandForPapers } from '../brand/index.ts';
import { packsOfStyles } from './documents.repository.ts';
import { styleNamesIn } from '../translations/index.ts';
import { documentTaxOf, documentTaxTotal } from './document-tax.ts';

/**
 * A buyer's document is of an order of their company (decision 146): another's, or none, is 404
 * as on the order page.
 */
export async function buyersOrderExists(
  db: Database,
  userId: number,
  orderId: number,
): Promise<void> {
  if (!(await findOrder(db, userId, orderId))) throw notFound('This order does not exist.');
}

export interface TradeDocumentRequest {
  orderId: number;
  document: TradeDocument;
  /** Who asks: a staff member's first issue of an invoice is audited. */
  actor?: StaffActor | undefined;
  /**
   * The shipment whose invoice or packing list is asked for (`?shipment=`); without one, the
   * order's first shipment (docs/orders-and-payments.md, "Shipments and back orders").
   */
  shipmentId?: number | undefined;
  now?: Date;
}

/**
 * The view model of `document` for the order (a draft: its cartons are packed where it is
 * drawn), and its file name. 404 without the order; 409
 * `not_available` before the document's stage, `seller_details_missing` before the seller's
 * legal name and address are set. The invoice's first issue numbers it.
 */
export async function tradeDocumentModel(
  db: Database,
  request: TradeDocumentRequest,
): Promise<{ model: DocumentDraft; fileName: string }> {
  const { orderId, document } = request;
  const now = request.now ?? new Date();
  const row = await orderWithBuyer(db, orderId);
  if (!row) throw notFound('No order has this number.');
  const [seller, brand] = await Promise.all([sellerDetails(db), shopBrandForPapers(db)]);
  const available = documentAvailability(document, row.order.status, seller);
  if (!available.ok) throw new HttpError(409, available.code, available.reason);

  // The invoice and packing list are a shipment's: the one asked for, or the first.
  const shipments = document === 'proforma' ? [] : await shipmentsOf(db, orderId);
  const shipment: ShipmentWithLines | undefined =
    request.shipmentId === undefined
      ? shipments[0]
      : shipments.find((s) => s.id === request.shipmentId);
  if (request.shipmentId !== undefined && document !== 'proforma' && !shipment)
    throw notFound('This order has no such shipment.');

  let invoice =
    shipment?.invoiceNumber && shipment.invoiceIssuedAt
      ? { number: shipment.invoiceNumber, issuedAt: shipment.invoiceIssuedAt }
      : !shipment && row.order.invoiceNumber && row.order.invoiceIssuedAt
        ? { number: row.order.invoiceNumber, issuedAt: row.order.invoiceIssuedAt }
        : null;
  if (document === 'invoice' && !invoice) {
    invoice = await db.transaction(async (tx) => {
      const issued = shipment
        ? await issueShipmentInvoice(tx, shipment, now)
        : (await issueInvoiceNumber(tx, orderId, now))!;
      if (issued.issued && request.actor)
        await recordAuditAs(tx, request.actor, {
          action: 'order.invoice_issue',
          entityType: 'order',
          entityId: orderId,
          before: { invoice_number: null },
          after: { invoice_number: issued.number },
        });
      return issued;
    });
  }

  const [orderLines, { paid, refunded, shippedAt }, money] = await Promise.all([
    styledLinesOf(db, orderId),
    orderPaymentsAndShipping(db, orderId),
    moneyOf(db, [orderId]),
  ]);
  // A shipment's papers: its own pairs; the order's (the proforma): the pairs not cancelled,
  // whose goods are the order's total (decision 183).
  const lines = shipment
    ? linesOfShipment(orderLines, shipment)
    : linesKept(orderLines, row.order.currency);
  const styles = [
    ...new Set(lines.map((l) => l.itemGroupId).filter((s): s is number => s !== null)),
  ];
  // The ordering buyer's language, whoever downloads it (docs/languages-mails-and-papers.md);
  // a style translated into it is printed by its translated name.
  const locale = localeOf(row.language);
  const [stylePacks, translatedNames] = await Promise.all([
    packsOfStyles(db, styles),
    styleNamesIn(db, locale, styles),
  ]);
  const nameOf = (itemGroupId: number | null, styleName: string | null, productName: string) =>
    (itemGroupId !== null ? translatedNames.get(itemGroupId) : undefined) ??
    styleName ??
    productName;
  // A shipment's papers: its lines, each with the pairs it carries and their share of the line.
  const shipmentGoods = shipment ? sumMoney(lines.map((l) => l.line.lineTotal)) : null;
  // The shipping charge is carried by the first shipment (decision 177).
  const shipmentShipping = shipment && shipment.number > 1 ? decimal(0) : null;

  const { order } = row;
  const currency = order.currency;
  const twoModes = new Set(lines.map((l) => l.line.mode)).size > 1;
  const packingLines: PackingLine[] = lines.map(
    ({ line, itemGroupId, styleName, weight, weightUnit }) => ({
      // A product that is gone keeps its line: its style is the line's own.
      style: itemGroupId ?? `line-${line.id}`,
      style_name: nameOf(itemGroupId, styleName, line.productName),
      color: line.color,
      size: line.size ?? '',
      pairs: line.quantity,
      weight,
      weight_unit: weightUnit ?? '',
    }),
  );
  // The lines by style and colour, as the order page and the mails group them (decision 156);
  // within a block, lines priced alike (and of one mode, when the order mixes them) share a row
  // whose totals are summed.
  const lineGroups: DocumentLineGroup[] = [];
  const blocks = groupByStyleColour(lines, styleFacts);
  const turn = takeTurns();
  for (const block of blocks) {
    await turn();
    const rows = new Map<string, DocumentLineGroup & { total: Decimal }>();
    for (const { line, itemGroupId, styleName, origin, hsCode, material } of block.lines) {
      const unit = decimal(line.convertedUnitPrice).toFixed(2);
      const key = `${unit}\u0000${twoModes ? line.mode : ''}`;
      const row = rows.get(key) ?? {
        style: nameOf(itemGroupId, styleName, line.productName),
        brand: line.brand,
        color: line.color,
        hs_code: hsCode || null,
        origin: originText(origin),
        material: material?.trim() || null,
        mode: twoModes ? line.mode : null,
        sizes: [],
        pairs: 0,
        unit_price: unit,
        amount: '0',
        total: decimal(0),
      };
      // The block's lines come in size order: a size bought twice (air and sea) is one cell.
      const size = line.size ?? '';
      const known = row.sizes.find((s) => s.size === size);
      if (known) known.pairs += line.quantity;
      else row.sizes.push({ size, pairs: line.quantity });
      row.pairs += line.quantity;
      row.total = row.total.plus(line.lineTotal);
      rows.set(key, row);
    }
    for (const { total, ...row } of rows.values())
      lineGroups.push({ ...row, amount: total.toFixed(2) });
  }

  const shipping =
    shipmentShipping ?? (order.shippingCharge === null ? null : decimal(order.shippingCharge));
  const goods = shipmentGoods ?? decimal(order.total);
  const taxPart = shipmentGoods
    ? { goods: shipmentGoods, withShipping: !shipmentShipping }
    : undefined;
  const payLines: DocumentPayment[] = [
    // Each payment by what was recorded: a bank transfer on the day it arrived, with its reference.
    ...paid.map((p) => ({
      date: p.receivedOn ?? p.createdAt.toISOString().slice(0, 10),
      label: paymentLabel(p, order, locale),
      amount: fromMinorUnits(p.amountMinor, p.currency).toFixed(2),
    })),
    ...refunded.map((r) => ({
      date: r.createdAt.toISOString().slice(0, 10),
      label: paperT(locale)('pay.refund'),
      amount: fromMinorUnits(r.amountMinor, r.currency).neg().toFixed(2),
    })),
  ];
  // The order's own copies of the buyer's company and the delivery address, as they were when
  // it was placed (decision 146): a later edit of the address book never changes a paper.
  const company: DocumentCompany | null = order.companyName
    ? {
        name: order.companyName,
        tax_id: order.companyTaxId || null,
        // The company's address as the order copied it when placed (migration 0032).
        address: order.companyAddress ? addressLines(order.companyAddress) : [],
      }
    : null;
  const delivery: DocumentDelivery | null = order.deliveryAddress
    ? {
        name: order.deliveryAddress.name || null,
        company: order.deliveryAddress.company || null,
        // Its name and company are printed above its lines, once (issue 43: not twice).
        address: addressLines({ ...order.deliveryAddress, name: '', company: '' }),
        phone: order.deliveryAddress.phone || null,
      }
    : null;

  // The deposit as paid at checkout, whatever an amendment made of the goods since (issue 43.1).
  const deposit = orderDeposit(order, paidAtCheckout(paid));
  const model: DocumentDraft = {
    document,
    locale,
    seller: documentSellerOf(seller),
    ...(brand ? { brand: { shop_name: brand.shop_name, legal_text: brand.legal_text } } : {}),
    buyer: { company, contact: { name: row.firstName, email: row.email } },
    delivery,
    order: {
      id: order.id,
      placed_on: order.createdAt.toISOString().slice(0, 10),
      currency: currency.toUpperCase(),
      symbol: order.symbol,
      shipped_on: shipment?.shipDate ?? shippedAt?.toISOString().slice(0, 10) ?? null,
      carrier: shipment?.carrier || order.carrier,
      tracking_number: shipment?.tracking || order.trackingNumber,
    },
    shipment: shipment
      ? {
          id: shipment.id,
          number: shipment.number,
          of: shipments.length,
          ship_date: shipment.shipDate,
          carrier: shipment.carrier || null,
          tracking: shipment.tracking || null,
          waybill: shipment.waybill,
          cartons: shipment.cartons.map((c) => ({ ...c, marks: c.marks ?? null })),
        }
      : null,
    invoice: invoice
      ? { number: invoice.number, issued_on: invoice.issuedAt.toISOString().slice(0, 10) }
      : null,
    // As the order keeps them: copied from the settings when placed, set by staff in review.
    export: {
      incoterm: order.incoterm,
      incoterm_place: order.incotermPlace,
      port_of_loading: order.portOfLoading,
      port_of_discharge: order.portOfDischarge,
      transport: order.transport,
    },
    lines: lineGroups,
    money: {
      // A shipment's invoice bills its own goods (and, the first, the shipping charge); the
      // payments and the balance stay the order's, as the buyer pays the order.
      goods: goods.toFixed(2),
      shipping: shipping?.toFixed(2) ?? null,
      total: (shipping ? shipping.plus(goods) : goods)
        .plus(documentTaxTotal(order, taxPart))
        .toFixed(2),
      deposit: deposit && { percent: String(deposit.percent), amount: deposit.amount.toFixed(2) },
      payments: payLines,
      paid: sumMoney(payLines.map((p) => p.amount)).toFixed(2),
      balance_due: owedBy(order, money.get(orderId)).toFixed(2),
    },
    // The terms the order copied when placed; an order on account is due net days after shipping.
    terms: {
      short: termsShort(order, locale),
      text: termsText(order, locale),
      due_on: shipment?.dueOn ?? order.dueOn,
    },
    // Packed in the renderer's thread (completeDocument): a large order's cartons are a quarter
    // of a second of decimal arithmetic, which this thread would hold every request for.
    packing: { lines: packingLines, packs: stylePacks, carton_pairs: seller.carton_pairs },
    // The tax row or the zero-rated legend (decision 181).
    tax: documentTaxOf(order, taxPart),
  };
  return {
    model,
    fileName: tradeDocumentFileName(
      document,
      orderId,
      model.invoice?.number ?? null,
      // Named by its shipment when one was asked for; the order's first otherwise, as before.
      request.shipmentId === undefined ? undefined : shipment?.number,
    ),
  };
}

/** The seller's exporter ids as printed: those set, then the EORI unless one of them says it. */
/** The seller as every paper prints it: the invoice's, the packing list's, the credit note's. */
export function documentSellerOf(seller: SellerDetails): DocumentSeller {
  return {
    legal_name: seller.legal_name,
    address: sellerAddressLines(seller),
    tax_id: seller.tax_id,
    eori: seller.eori,
    email: seller.email,
    phone: seller.phone,
    bank_details: seller.bank_details,
    exporter_ids: exporterIdsOf(seller),
    signatory: {
      name: seller.signatory_name,
      title: seller.signatory_title,
      // Where it is signed: the last line of the seller's address (its town).
      place: seller.address.at(-1) ?? '',
    },
    declaration: seller.declaration,
  };
}

function exporterIdsOf(seller: SellerDetails): { label: string; value: string }[] {
  const ids = seller.exporter_ids.map(({ label, value }) => ({ label, value }));
  const hasEori = ids.some((id) => id.label.toUpperCase() === 'EORI' || id.value === seller.eori);
  if (seller.eori && !hasEori) ids.push({ label: 'EORI', value: seller.eori });
  return ids;
}

/** The terms in short, as a customs broker reads them: "Net 30 days", "Deposit 30 % at order…". */
function termsShort(order: Parameters<typeof termsWords>[0], locale: Locale): string {
  if (locale !== DEFAULT_LOCALE) {
    const t = paperT(locale);
    const deposit = orderDeposit(order);
    if (order.paymentTerms === 'account')
      return t('terms.net', { days: order.netDays, n: String(order.netDays) });
    return deposit ? t('terms.depositShort', { percent: deposit.percent }) : t('terms.fullShort');
  }
  if (order.paymentTerms === 'account')
    return `Net ${order.netDays} ${order.netDays === 1 ? 'day' : 'days'}`;
  const deposit = orderDeposit(order);
  if (deposit) return `Deposit ${deposit.percent} % at order, balance before shipping`;
  return 'Paid in full before shipping';
}

/** The terms in words (`termsWords`, English) in the buyer's language. */
function termsText(order: Parameters<typeof termsWords>[0], locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return termsWords(order);
  const t = paperT(locale);
  if (order.paymentTerms === 'account')
    return t('terms.account', { days: order.netDays, n: String(order.netDays) });
  const deposit = orderDeposit(order);
  return deposit ? t('terms.deposit', { percent: deposit.percent }) : t('terms.full');
}

/** How a payment was made, in a language other than English: "カード", "银行转账", else as recorded. */
function methodIn(locale: Locale, method: string): string {
  const t = paperT(locale);
  if (method === 'card') return t('method.card');
  if (method === 'bank_transfer') return t('method.bank_transfer');
  return method.replace(/_/g, ' ');
}

/**
 * A payment by its kind: the checkout payment of an order with a deposit is the deposit ("Deposit
 * 30 % by card"), the rest as recorded ("Balance payment by card", "Bank transfer, ref. …").
 */
function paymentLabel(
  p: Parameters<typeof paymentWords>[0],
  order: Parameters<typeof termsWords>[0],
  locale: Locale,
): string {
  const deposit = orderDeposit(order);
  if (locale !== DEFAULT_LOCALE) {
    const t = paperT(locale);
    const method = methodIn(locale, p.paymentMethod);
    if (p.kind === 'order' && deposit)
      return t('pay.deposit', { percent: deposit.percent, method });
    if (p.kind === 'transfer')
      return p.reference ? t('pay.transferRef', { reference: p.reference }) : t('pay.transfer');
    return t(p.kind === 'balance' ? 'pay.balance' : 'pay.checkout', { method });
  }
  if (p.kind === 'order' && deposit)
    return `Deposit ${deposit.percent} % by ${p.paymentMethod === 'card' ? 'card' : p.paymentMethod.replace(/_/g, ' ')}`;
  return paymentWords(p);
}

/** A country of origin as stored: an ISO code is printed with its name ("India (IN)"). */
function originText(origin: string | null): string | null {
  const text = origin?.trim() ?? '';
  if (text === '') return null;
  const code = text.toUpperCase();
  return isIsoCountryCode(code) ? `${isoCountryName(code)} (${code})` : text;
}
