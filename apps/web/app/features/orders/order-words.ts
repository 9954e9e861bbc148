// An order in words: status labels, dates, totals, what an order still owes, and amounts in the
// order's currency. Shared by the list and the page (order-views.tsx), the money blocks and the
// timeline, so each says the same thing the same way.
import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { formatPrice, sumMoney } from '@solestock/domain';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import type { OrderSummaryDto } from '@solestock/domain/order-payloads';
import { translatorOf, useT, type MessageId, type Translate } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';

/** What every order view reads: the order but its lines (a list row has `items`, the page `styles`). */
export type OrderHead = OrderSummaryDto;

/** The page's messages and language, which the order's words (and dates) are written in. */
export interface Words {
  t: Translate;
  locale: Locale;
}

/** The words of the page being drawn: its catalogue's language (English outside a provider). */
export function useWords(): Words {
  const t = useT();
  const locale = (useContext(LinguiContext)?.i18n.locale ?? DEFAULT_LOCALE) as Locale;
  return { t, locale };
}

/** English, for words asked outside a page (the tests of eventSentence). */
export const englishWords = (): Words => ({
  t: translatorOf(DEFAULT_LOCALE),
  locale: DEFAULT_LOCALE,
});

export const STATUS_LABELS: Record<OrderHead['status'], MessageId> = {
  awaiting_payment: 'orders.status.awaiting_payment',
  submitted: 'orders.status.submitted',
  paid: 'orders.status.paid',
  payment_failed: 'orders.status.payment_failed',
  confirmed: 'orders.status.confirmed',
  partially_shipped: 'orders.status.partially_shipped',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
};

/**
 * A card order whose checkout took only a deposit and that still owes the balance (decision 151):
 * paid at checkout, but not in full, until the balance is paid before shipping.
 */
export const depositOnly = (order: OrderHead) =>
  order.status === 'paid' &&
  order.payment_terms === 'card' &&
  order.deposit !== null &&
  order.balance_due > 0;

/**
 * The order's status as the list and the page name it: "Deposit paid" for a deposit-only order
 * (issue 43 item 1; the order page's and the mails' words), never "Paid" as if paid in full.
 */
export const statusLabel = (order: OrderHead, t: Translate) =>
  t(depositOnly(order) ? 'orders.status.depositPaid' : STATUS_LABELS[order.status]);

// English keeps its "5 Dec 2026" (en-GB); the other languages write the day as their Intl does.
export const date = (iso: string, locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE
    ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(locale, iso);

// In UTC, so the server's rendering and the browser's hydration agree.
export const dateTime = (iso: string, locale: Locale = DEFAULT_LOCALE) =>
  `${
    locale === DEFAULT_LOCALE
      ? new Date(iso).toLocaleString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'UTC',
        })
      : formatDate(locale, iso, { timeStyle: 'short', timeZone: 'UTC' })
  } UTC`;

/** The goods and, once the provider has set it, the shipping charge. */
export const orderTotal = (order: OrderHead) =>
  // A taxed order's total has its tax (decision 181).
  order.tax ? order.tax.total_with_tax : sumMoney([order.total, order.shipping_charge ?? 0]);

/**
 * What a card order still owes, flagged in the list and offered as Pay Now on its page. An order
 * on account owes its invoice instead, paid by bank transfer after shipping (decision 151).
 */
export const owesBalance = (order: OrderHead) =>
  (order.status === 'confirmed' || order.status === 'partially_shipped') &&
  order.balance_due > 0 &&
  order.payment_terms !== 'account';

/** "26 Dec 2026": a due day (YYYY-MM-DD), the same on the server and in the browser. */
export const dueDate = (day: string, locale: Locale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE
    ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : formatDate(locale, `${day}T00:00:00Z`, { timeZone: 'UTC' });

/** What an order on account owes and when, in the list's and the page's words; null when none. */
export function invoiceWords(order: OrderHead, { t, locale }: Words): string | null {
  if (order.payment_terms !== 'account' || order.status === 'cancelled') return null;
  if (order.due_on && order.balance_due <= 0) return t('orders.invoice.paid');
  const days = order.net_days ?? 0;
  if (!order.due_on) return t('orders.invoice.onAccount', { days });
  const amount = formatPrice(order.symbol, order.balance_due);
  const date = dueDate(order.due_on, locale);
  return order.overdue
    ? t('orders.invoice.overdue', { amount, date })
    : t('orders.invoice.dueBy', { amount, date });
}

export function money(order: OrderHead, value: unknown, currency?: unknown): string | null {
  if (typeof value !== 'number' && !(typeof value === 'string' && value.trim() !== '')) return null;
  if (typeof value === 'string' && !Number.isFinite(Number(value))) return null;
  // An amount in another currency than the order's (none today) names its code.
  if (typeof currency === 'string' && currency.toLowerCase() !== order.currency.toLowerCase())
    return `${formatPrice('', value)} ${currency.toUpperCase()}`;
  return formatPrice(order.symbol, value);
}

export const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
export const sentence = (value: string) => (/[.!?]$/.test(value) ? value : `${value}.`);
