// The buyer's mails of the order review (the back-office part of docs/api.md: "every move … e-mails the buyer"): order
// received at placement, confirmed with the shipping charge and the balance, shipped with
// tracking (and the trade documents' links: the proforma when confirmed, the invoice and packing
// list when shipped), cancelled with the refund, cancelled when an unpaid order's stock hold ran out. Each is one template, rendered to text and HTML by
// composeMail; links come from PUBLIC_URL only. The received, confirmed and shipped mails list
// the lines by style and colour, a row a block (decision 156).
import { DUNNING_HOLD_DAYS } from '@solestock/domain/back-office/credit-control';
import { eq } from 'drizzle-orm';
import { fromMinorUnits, preOrderText, sumMoney, type DecimalValue } from '@solestock/domain';
import { taxRowLabel } from '@solestock/domain/back-office/tax';
import type { OrderStyleDto } from '@solestock/domain/style-lines';
import { pairsText, sizeRunText } from '@solestock/domain/style-runs';
import { depositSplit, FULL_DEPOSIT_PERCENT } from '@solestock/domain/customer-terms';
import type { PaymentTerms } from '@solestock/domain/payment-terms';
import { addressOneLine, companyLine, type DeliveryAddress } from '@solestock/domain/company';
import type { Database } from '../../db/connect.ts';
import { users, type orders } from '../../db/schema.ts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@solestock/domain/locales';
import { dayIn, localeOf, moneyIn } from '../../i18n/translate.ts';
import { composeMail, mailT, type MailTable, type MailMessage } from '../mail/index.ts';
import { linesKept, orderStyles, styledLinesOf, type StyledLine } from './order-styles.ts';
import { buyerCreditNotePath } from '@solestock/domain/back-office/credit-notes';
import {
  buyerDocumentPath,
  type TradeDocument,
} from '@solestock/domain/back-office/trade-documents';

export interface MailOrder {
  id: number;
  symbol: string;
  total: DecimalValue;
  /** `language`: the buyer's (users.language), the language of the mails converted so far. */
  buyer: { email: string; firstName: string; language?: string };
  /** The company and delivery address the order copied when placed (decision 146). */
  company: { name: string; tax_id: string };
  deliveryAddress: DeliveryAddress | null;
  /** Its pre-ordered styles with their windows: "Trailblazer Runner — Pre-order: ships 1–15 Mar 2027." */
  preOrders?: string[];
  /** Its lines by style and colour (decision 156): the received, confirmed and shipped mails list them. */
  styles?: OrderStyleDto[];
  /** The trade documents it has now (docs/api.md, "Trade documents"), linked from the mail. */
  documents?: readonly TradeDocument[];
  /** Its tax when taxed (decision 181): the row's name and the amounts; absent when zero-rated. */
  tax?: { row: string; goods: DecimalValue; shipping: DecimalValue | null };
  /** The payment terms the order copied when placed (decision 151); absent: paid in full by card. */
  terms?: {
    currency: string;
    paymentTerms: PaymentTerms;
    depositPercent: number;
    netDays: number;
    dueOn: string | null;
  };
}

/** The mail's links to the order's documents among `wanted` that it has now. */
function documentLinks(
  publicUrl: string,
  order: MailOrder,
  wanted: readonly TradeDocument[],
  shipmentId?: number,
  locale: Locale = DEFAULT_LOCALE,
) {
  return wanted
    .filter((d) => order.documents?.includes(d))
    .map((d) => ({
      label: mailT(locale)(`doc.${d}`),
      url: `${publicUrl}${buyerDocumentPath(order.id, d, shipmentId)}`,
    }));
}

/** The order and its buyer as the mails need them. */
export async function mailOrderOf(
  db: Database,
  order: typeof orders.$inferSelect,
  /** The order's lines when the caller has read them already (styledLinesOf). */
  read?: readonly StyledLine[],
): Promise<MailOrder> {
  const [buyer] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) throw new Error(`Order ${order.id} has no buyer.`);
  // The lines by style and colour, and the windows as the lines kept them at placement, each
  // style once (by its group's name while the product exists, else the line's own).
  const lines = read ?? (await styledLinesOf(db, order.id));
  const preOrders = [
    ...new Set(
      lines
        .filter((l) => l.line.saleMode === 'pre_order')
        .map(
          (l) =>
            `${l.styleName ?? l.line.productName} — ${preOrderText(l.line.shipsFrom, l.line.shipsBy)}.`,
        ),
    ),
  ];
  return {
    id: order.id,
    symbol: order.symbol,
    total: order.total,
    buyer,
    preOrders,
    styles: orderStyles(linesKept(lines, order.currency)),
    company: { name: order.companyName, tax_id: order.companyTaxId },
    deliveryAddress: order.deliveryAddress,
    ...mailTaxOf(order),
    terms: {
      currency: order.currency,
      paymentTerms: order.paymentTerms,
      depositPercent: order.depositPercent,
      netDays: order.netDays,
      dueOn: order.dueOn,
    },
  };
}

/** A card order whose checkout charged a deposit share: the deposit and what stays to pay. */
function depositOf(order: MailOrder) {
  const t = order.terms;
  if (!t || t.paymentTerms !== 'card' || t.depositPercent >= FULL_DEPOSIT_PERCENT) return undefined;
  // A share of the goods with their tax (decision 181).
  const goods = order.tax ? sumMoney([order.total, order.tax.goods]) : order.total;
  return { percent: t.depositPercent, ...depositSplit(goods, t.depositPercent, t.currency) };
}

// ---- Tax (decision 181): the mails' tax sentences, only on a taxed order.

function mailTaxOf(order: typeof orders.$inferSelect): Pick<MailOrder, 'tax'> {
  if (order.taxMode !== 'taxed' || !order.taxLabel || !order.taxRatePercent) return {};
  return {
    tax: {
      row: taxRowLabel(order.taxLabel, order.taxRatePercent),
      goods: fromMinorUnits(order.goodsTaxMinor, order.currency),
      shipping:
        order.shippingTaxMinor === null
          ? null
          : fromMinorUnits(order.shippingTaxMinor, order.currency),
    },
  };
}

/** The buyer's language, for the mails converted so far (docs/languages-mails-and-papers.md). */
const buyerLocale = (order: MailOrder): Locale => localeOf(order.buyer.language);

/** An amount of the order in `locale` (English: as the shop always wrote it). */
const priceIn = (locale: Locale, order: MailOrder, amount: DecimalValue) =>
  moneyIn(locale, order.symbol, amount, order.terms?.currency);

/** "3 pairs", "3足", "3 双". */
const pairsIn = (locale: Locale, n: number) =>
  locale === DEFAULT_LOCALE
    ? pairsText(n)
    : mailT(locale)('order.pairs', { count: n, n: n.toLocaleString(locale) });

/** "VAT 20 %: £40.00 on the goods; with it, £240.00." at placement. */
function goodsTaxSentence(order: MailOrder, locale: Locale = DEFAULT_LOCALE): string[] {
  if (!order.tax) return [];
  return [
    mailT(locale)('order.goodsTax', {
      row: order.tax.row,
      tax: priceIn(locale, order, order.tax.goods),
      total: priceIn(locale, order, sumMoney([order.total, order.tax.goods])),
    }),
  ];
}

/** "VAT 20 %: £45.00 on the goods and shipping; total with it, £270.00." at confirmation. */
function orderTaxSentence(
  order: MailOrder,
  shippingCharge: DecimalValue,
  locale: Locale,
): string[] {
  if (!order.tax) return [];
  const tax = sumMoney([order.tax.goods, order.tax.shipping ?? 0]);
  return [
    mailT(locale)('confirmed.tax', {
      row: order.tax.row,
      tax: priceIn(locale, order, tax),
      total: priceIn(locale, order, sumMoney([order.total, shippingCharge, tax])),
    }),
  ];
}

const onAccount = (order: MailOrder) => order.terms?.paymentTerms === 'account';

/** "26 Dec 2026": a due date as the mails write it. */
export function dueDateWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A due day in the buyer's language: English as `dueDateWords`, else "2026年12月26日". */
const dueDayIn = (locale: Locale, day: string) =>
  locale === DEFAULT_LOCALE ? dueDateWords(day) : dayIn(locale, day);

/** Whom and where the order is for, as every order mail ends: the order's own copies. */
function orderParties(order: MailOrder, locale: Locale = DEFAULT_LOCALE): string[] {
  const t = mailT(locale);
  return [
    ...(order.deliveryAddress
      ? [t('order.delivery', { address: addressOneLine(order.deliveryAddress) })]
      : []),
    ...(order.company.name ? [t('order.orderedFor', { company: companyLine(order.company) })] : []),
  ];
}

/**
 * The most blocks a mail lists: a 2,000-line order is some 400 styles and colours (800 lines some 150), and a mail
 * that long is clipped by webmail (Gmail at 102 KB); the rest are summed in a line that sends the
 * buyer to the order's page.
 */
export const MAIL_STYLES_SHOWN = 200;

/** The order's lines by style and colour as a mail's table: a row a block, its sizes in words. */
export function orderLinesTable(
  order: MailOrder,
  title?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailTable | undefined {
  const styles = order.styles ?? [];
  if (styles.length === 0) return undefined;
  const t = mailT(locale);
  const pairs = styles.reduce((n, s) => n + s.pairs, 0);
  const shown = styles.slice(0, MAIL_STYLES_SHOWN);
  const rest = styles.slice(MAIL_STYLES_SHOWN);
  const restPairs = rest.reduce((n, s) => n + s.pairs, 0);
  return {
    caption: t('table.caption', {
      title: title ?? t('table.yourOrder'),
      count: styles.length,
      n: String(styles.length),
      pairs: pairsIn(locale, pairs),
    }),
    headings: [t('table.style'), t('table.sizes'), t('table.pairs'), t('table.amount')],
    rows: shown.map((s) => [
      [s.name, s.color].filter(Boolean).join(', '),
      sizeRunText(s.lines),
      String(s.pairs),
      priceIn(locale, order, s.subtotal),
    ]),
    ...(rest.length
      ? {
          more: t('table.more', {
            count: rest.length,
            n: String(rest.length),
            pairs: pairsIn(locale, restPairs),
            amount: priceIn(locale, order, sumMoney(rest.map((s) => s.subtotal))),
          }),
        }
      : {}),
  };
}

const orderLink = (publicUrl: string, order: MailOrder, locale: Locale = DEFAULT_LOCALE) => ({
  label: mailT(locale)('order.viewOrder'),
  // The order page in the mail's language.
  url: `${publicUrl}${localizedPath(locale, `/orders/${order.id}`)}`,
});

export function orderReceivedMail(
  publicUrl: string,
  order: MailOrder & { paidByCard: boolean },
): MailMessage {
  const deposit = order.paidByCard ? depositOf(order) : undefined;
  const days = order.terms?.netDays ?? 0;
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const price = (amount: DecimalValue) => priceIn(locale, order, amount);
  return composeMail(
    order.buyer.email,
    t('received.subject', { id: order.id }),
    order.buyer.firstName,
    [
      t('received.thanks', { id: order.id, total: price(order.total) }),
      ...goodsTaxSentence(order, locale),
      ...(deposit
        ? [
            t('received.deposit', {
              percent: deposit.percent,
              deposit: price(deposit.deposit),
              balance: price(deposit.balance),
            }),
          ]
        : []),
      onAccount(order)
        ? t('received.onAccount', { days, n: String(days) })
        : order.paidByCard
          ? t('received.card')
          : t('received.later'),
      ...(order.preOrders ?? []),
      t('received.steps'),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    [],
    orderLinesTable(order, undefined, locale),
    locale,
  );
}

export function orderConfirmedMail(
  publicUrl: string,
  order: MailOrder,
  shippingCharge: DecimalValue,
  balanceDue: DecimalValue,
  note: string | null,
  /** What an amendment left overpaid, being refunded now (decision 153). */
  refunded: DecimalValue = 0,
  /** What the checkout payment took, when known (after an amendment, not the new total's share). */
  paidAtCheckout?: DecimalValue,
): MailMessage {
  const account = onAccount(order);
  // On account the balance is an invoice due after shipping, not a payment before it.
  const owes = Number(balanceDue) > 0 && !account;
  const deposit = depositOf(order);
  const days = order.terms?.netDays ?? 0;
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const price = (amount: DecimalValue) => priceIn(locale, order, amount);
  return composeMail(
    order.buyer.email,
    owes
      ? t('confirmed.subjectOwes', { id: order.id, amount: price(balanceDue) })
      : t('confirmed.subject', { id: order.id }),
    order.buyer.firstName,
    [
      t('confirmed.body', { id: order.id }),
      t('confirmed.goods', { goods: price(order.total), shipping: price(shippingCharge) }),
      ...orderTaxSentence(order, shippingCharge, locale),
      ...(deposit
        ? [
            // What was taken at checkout: the deposit of the total as placed, which an
            // amendment since may have changed (decision 153).
            t('confirmed.deposit', {
              percent: deposit.percent,
              amount: price(paidAtCheckout ?? deposit.deposit),
            }),
          ]
        : []),
      account
        ? t('confirmed.onAccount', { amount: price(balanceDue), days, n: String(days) })
        : owes
          ? t('confirmed.balance', { amount: price(balanceDue) })
          : t('confirmed.nothing'),
      ...(Number(refunded) > 0 ? [t('confirmed.refund', { amount: price(refunded) })] : []),
      ...(order.preOrders ?? []),
      ...(note ? [t('order.note', { note })] : []),
      ...orderParties(order, locale),
    ],
    owes
      ? {
          label: t('order.payNow'),
          url: `${publicUrl}${localizedPath(locale, `/orders/${order.id}`)}`,
        }
      : orderLink(publicUrl, order, locale),
    documentLinks(publicUrl, order, ['proforma'], undefined, locale),
    orderLinesTable(order, undefined, locale),
    locale,
  );
}

/** One line an amendment changed, as the mail and the timeline name it. */
export interface AmendedLine {
  id: number;
  /** "Trail Runner, Black, size 42". */
  name: string;
  from: number;
  /** 0: removed. */
  to: number;
  lineTotal: DecimalValue;
  /** Its price per pair before and after, when the change moved it (the style's tier). */
  unitBefore?: DecimalValue;
  unitAfter?: DecimalValue;
}

/** "1 pair", "1000 pairs" in English (as the amendment mail always wrote them), "3足", "3 双". */
const amendedPairs = (locale: Locale, n: number) =>
  locale === DEFAULT_LOCALE ? `${n} ${n === 1 ? 'pair' : 'pairs'}` : pairsIn(locale, n);

/**
 * One line of the amendment mail: removed; its pairs changed; and its price per pair old → new
 * whenever the change moved it, a line the staff did not touch included (its style's tier price
 * moved with the style's pairs: issue 43 item 2).
 */
function amendedLineText(
  c: AmendedLine,
  price: (v: DecimalValue) => string,
  locale: Locale,
): string {
  const t = mailT(locale);
  const pairs = (n: number) => amendedPairs(locale, n);
  if (c.to === 0) return t('amended.removed', { name: c.name, pairs: pairs(c.from) });
  const unit =
    c.unitBefore !== undefined && c.unitAfter !== undefined
      ? t('amended.unit', { before: price(c.unitBefore), after: price(c.unitAfter) })
      : null;
  const total = price(c.lineTotal);
  if (c.from === c.to && unit)
    return t('amended.tier', { name: c.name, pairs: pairs(c.to), unit, total });
  const moved = { name: c.name, from: pairs(c.from), to: pairs(c.to), total };
  return unit ? t('amended.lineUnit', { ...moved, unit }) : t('amended.line', moved);
}

/**
 * The provider changed the order before confirming it (docs/api.md, "Amending an order"): each
 * line before and after, the goods before and now, and what that leaves to pay or to refund.
 */
export function orderAmendedMail(
  publicUrl: string,
  order: MailOrder,
  amendment: {
    changes: readonly AmendedLine[];
    totalBefore: DecimalValue;
    /** What payments cover now (paid less refunded), in the order's currency. */
    paid: DecimalValue;
    balanceDue: DecimalValue;
    refundDue: DecimalValue;
    note: string;
  },
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const price = (v: DecimalValue) => priceIn(locale, order, v);
  const refund = Number(amendment.refundDue) > 0;
  const paid = Number(amendment.paid) > 0;
  return composeMail(
    order.buyer.email,
    t('amended.subject', { id: order.id, total: price(order.total) }),
    order.buyer.firstName,
    [
      t('amended.body', { id: order.id }),
      t('order.note', { note: amendment.note }),
      ...amendment.changes.map((c) => amendedLineText(c, price, locale)),
      t('amended.goods', { before: price(amendment.totalBefore), now: price(order.total) }),
      refund
        ? t('amended.refund', { paid: price(amendment.paid), refund: price(amendment.refundDue) })
        : paid
          ? t('amended.toPay', { amount: price(amendment.balanceDue) })
          : t('amended.nothing'),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    [],
    undefined,
    locale,
  );
}

/**
 * The shipment a shipped mail is about (docs/orders-and-payments.md, "Shipments and back
 * orders"): its number, its invoice, the pairs still to ship after it, and its own due day on
 * account. The mail's table lists this shipment's pairs only (MailOrder.styles).
 */
export interface MailShipment {
  id: number;
  number: number;
  invoiceNumber: string;
  waybill: string | null;
  pairs: number;
  /** Pairs of the order neither shipped nor cancelled after this shipment. */
  pairsLeft: number;
  dueOn: string | null;
}

export function orderShippedMail(
  publicUrl: string,
  order: MailOrder,
  carrier: string,
  trackingNumber: string,
  owed: DecimalValue = 0,
  shipment?: MailShipment,
): MailMessage {
  const dueOn = shipment ? shipment.dueOn : order.terms?.dueOn;
  // An order shipped whole in its first shipment reads as it always has; another shipment says so.
  const whole = !shipment || (shipment.number === 1 && shipment.pairsLeft === 0);
  const locale = buyerLocale(order);
  const t = mailT(locale);
  return composeMail(
    order.buyer.email,
    whole
      ? t('shipped.subject', { id: order.id })
      : t('shipped.subjectShipment', { id: order.id, number: shipment.number }),
    order.buyer.firstName,
    [
      whole
        ? t('shipped.body', { id: order.id, carrier })
        : t('shipped.bodyShipment', {
            id: order.id,
            number: shipment.number,
            carrier,
            pairs: pairsIn(locale, shipment.pairs),
          }),
      t('shipped.tracking', { tracking: trackingNumber }),
      ...(shipment?.waybill ? [t('shipped.waybill', { waybill: shipment.waybill })] : []),
      ...(shipment ? [t('shipped.invoice', { invoice: shipment.invoiceNumber })] : []),
      ...(shipment && shipment.pairsLeft > 0
        ? [t('shipped.left', { pairs: pairsIn(locale, shipment.pairsLeft) })]
        : []),
      ...(dueOn && Number(owed) > 0
        ? [
            t('shipped.owed', {
              amount: priceIn(locale, order, owed),
              day: dueDayIn(locale, dueOn),
              id: order.id,
            }),
          ]
        : []),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    documentLinks(
      publicUrl,
      order,
      ['invoice', 'packing-list', 'certificate-of-origin'],
      shipment?.id,
      locale,
    ),
    orderLinesTable(
      order,
      shipment ? t('shipped.table', { number: shipment.number }) : undefined,
      locale,
    ),
    locale,
  );
}

export function orderCancelledMail(
  publicUrl: string,
  order: MailOrder,
  reason: string,
  refunded: DecimalValue,
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  return composeMail(
    order.buyer.email,
    t('cancelled.subject', { id: order.id }),
    order.buyer.firstName,
    [
      t('cancelled.reason', { id: order.id, reason }),
      Number(refunded) > 0
        ? t('cancelled.refund', { amount: priceIn(locale, order, refunded) })
        : t('cancelled.nothing'),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    [],
    undefined,
    locale,
  );
}

/**
 * An unpaid card order cancelled when its stock hold ran out (STOCK_HOLD_MINUTES, docs/api.md
 * "Stock and pre-orders"): nothing was charged, and the pairs went back on sale.
 */
export function orderHoldExpiredMail(
  publicUrl: string,
  order: MailOrder,
  minutes: number,
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  return composeMail(
    order.buyer.email,
    t('expired.subject', { id: order.id }),
    order.buyer.firstName,
    [
      t('expired.body', { id: order.id, total: priceIn(locale, order, order.total), minutes }),
      t('cancelled.nothing'),
      t('expired.again'),
    ],
    orderLink(publicUrl, order, locale),
    [],
    undefined,
    locale,
  );
}

/**
 * An invoice on account falls due (the `orders.invoice_due` job, once per invoice): what is still
 * owed, and by when, to pay by bank transfer.
 */
export function invoiceDueMail(
  publicUrl: string,
  order: MailOrder,
  owed: DecimalValue,
  invoiceNumber: string | null = null,
): MailMessage {
  const day = dueDayIn(buyerLocale(order), order.terms?.dueOn ?? '');
  return invoiceMail(publicUrl, order, owed, (t) => ({
    subject: t('due.subject', { id: order.id, amount: priceIn(buyerLocale(order), order, owed) }),
    opening: invoiceNumber
      ? t('due.invoice', { invoice: invoiceNumber, id: order.id, day })
      : t('due.theInvoice', { id: order.id, day }),
    warning: [],
  }));
}

/**
 * Dunning (docs/credit-control.md): the invoice is `daysOverdue` days past its due day and still
 * owed. At 14 days the mail says that new orders are held from 21 days.
 */
export function invoiceOverdueMail(
  publicUrl: string,
  order: MailOrder,
  owed: DecimalValue,
  invoiceNumber: string | null,
  daysOverdue: number,
): MailMessage {
  const locale = buyerLocale(order);
  const day = dueDayIn(locale, order.terms?.dueOn ?? '');
  const days = daysOverdue;
  return invoiceMail(publicUrl, order, owed, (t) => ({
    subject: t('overdue.subject', { id: order.id, days, amount: priceIn(locale, order, owed) }),
    opening: invoiceNumber
      ? t('overdue.invoice', { invoice: invoiceNumber, id: order.id, day, days })
      : t('overdue.theInvoice', { id: order.id, day, days }),
    warning: daysOverdue >= 14 ? [t('overdue.hold', { days: DUNNING_HOLD_DAYS })] : [],
  }));
}

/** The invoice due and overdue mails: their subject and opening, what is owed, the thanks. */
function invoiceMail(
  publicUrl: string,
  order: MailOrder,
  owed: DecimalValue,
  words: (t: ReturnType<typeof mailT>) => { subject: string; opening: string; warning: string[] },
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const { subject, opening, warning } = words(t);
  return composeMail(
    order.buyer.email,
    subject,
    order.buyer.firstName,
    [
      opening,
      t('invoice.toPay', { amount: priceIn(locale, order, owed), id: order.id }),
      ...warning,
      t('invoice.paid'),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    [],
    undefined,
    locale,
  );
}

/**
 * A credit note issued on the order (decision 182): its number, the invoice it credits, why,
 * the amount and its tax part, and the link to its PDF.
 */
export function creditNoteMail(
  publicUrl: string,
  order: MailOrder,
  note: {
    id: number;
    number: string;
    invoiceNumber: string;
    reason: string;
    amount: DecimalValue;
    tax: DecimalValue;
    taxLabel: string | null;
  },
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const price = (amount: DecimalValue) => priceIn(locale, order, amount);
  return composeMail(
    order.buyer.email,
    t('credit.subject', { number: note.number, id: order.id }),
    order.buyer.firstName,
    [
      t('credit.body', { number: note.number, id: order.id, invoice: note.invoiceNumber }),
      t('credit.reason', { reason: note.reason }),
      note.taxLabel && Number(note.tax) > 0
        ? t('credit.amountTax', {
            amount: price(note.amount),
            label: note.taxLabel,
            tax: price(note.tax),
          })
        : t('credit.amount', { amount: price(note.amount) }),
      ...orderParties(order, locale),
    ],
    orderLink(publicUrl, order, locale),
    [
      {
        label: t('credit.download', { number: note.number }),
        url: `${publicUrl}${buyerCreditNotePath(order.id, note.id)}`,
      },
    ],
    undefined,
    locale,
  );
}

/**
 * Lines of a confirmed order that will not ship (docs/orders-and-payments.md, "Shipments and
 * back orders"): the pairs and why, each line, and the refund with its credit note, or the goods'
 * new total.
 */
export function linesCancelledMail(
  publicUrl: string,
  order: MailOrder,
  cut: {
    pairs: number;
    reason: string;
    lines: readonly { description: string; pairs: number }[];
    /** Being refunded to the card; null when nothing is. */
    refund: DecimalValue | null;
    goods: DecimalValue;
    note: { id: number; number: string; invoiceNumber: string } | null;
  },
): MailMessage {
  const locale = buyerLocale(order);
  const t = mailT(locale);
  const price = (amount: DecimalValue) => priceIn(locale, order, amount);
  const pairs = amendedPairs(locale, cut.pairs);
  const { note } = cut;
  return composeMail(
    order.buyer.email,
    t('cut.subject', { id: order.id, pairs }),
    order.buyer.firstName,
    [
      t('cut.body', { pairs, id: order.id, reason: cut.reason }),
      ...cut.lines.map((l) => t('cut.line', { description: l.description, pairs: l.pairs })),
      cut.refund === null
        ? t('cut.goods', { total: price(cut.goods) })
        : note
          ? t('cut.refundNote', {
              amount: price(cut.refund),
              number: note.number,
              invoice: note.invoiceNumber,
            })
          : t('cut.refund', { amount: price(cut.refund) }),
    ],
    orderLink(publicUrl, order, locale),
    note
      ? [
          {
            label: t('credit.download', { number: note.number }),
            url: `${publicUrl}${buyerCreditNotePath(order.id, note.id)}`,
          },
        ]
      : [],
    undefined,
    locale,
  );
}
