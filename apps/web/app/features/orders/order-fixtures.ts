// Orders as GET /ecommerce/orders/:id/ answers them (CONTRACT-orders.md), for component tests and
// the screenshot page: one per step of the provider's review.
import { sumMoney } from '@solestock/domain';
import { groupByStyleColour, type OrderStyleDto } from '@solestock/domain/style-lines';
import type { Order, OrderByStyle, OrderEvent, OrderItem } from '../../lib/cart-types';

/**
 * The order page's answer (`?lines=styles`) of a fixture: its items grouped as the API groups
 * them, each product its own style unless `styleOf` names one.
 */
export function byStyle(
  order: Order,
  styleOf: (item: OrderItem) => number | null = () => null,
): OrderByStyle {
  const { items, ...rest } = order;
  const styles = groupByStyleColour(items, (i) => ({
    itemGroupId: styleOf(i),
    productId: i.product_id,
    color: i.color,
    size: i.size,
    mode: i.mode,
  })).map(({ key, lines }): OrderStyleDto => {
    const first = lines[0]!;
    return {
      key,
      item_group_id: styleOf(first),
      name: first.product_name,
      brand: first.brand,
      color: first.color,
      image: first.image,
      sale_mode: first.sale_mode ?? 'unlimited',
      ships_from: first.ships_from ?? null,
      ships_by: first.ships_by ?? null,
      pairs: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: sumMoney(lines.map((l) => l.line_total)).toNumber(),
      lines: lines.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        size: l.size,
        quantity: l.quantity,
        mode: l.mode,
        unit_price: l.unit_price,
        product_currency: l.product_currency,
        converted_unit_price: l.converted_unit_price,
        line_total: l.line_total,
      })),
    };
  });
  return { ...rest, styles };
}

const event = (
  id: number,
  type: string,
  created_at: string,
  from_status: OrderEvent['from_status'],
  to_status: OrderEvent['to_status'],
  data: Record<string, unknown> = {},
): OrderEvent => ({ id, type, created_at, from_status, to_status, data });

const placed = event(1, 'placed', '2026-11-20T09:15:00Z', null, 'submitted');

export const submittedOrder: Order = {
  id: 41,
  order_id: 41,
  status: 'submitted',
  source: 'cart',
  country_code: 'gb',
  currency: 'gbp',
  symbol: '£',
  total: 240,
  shipping_charge: null,
  balance_due: 240,
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  items_count: 2,
  created_at: '2026-11-20T09:15:00Z',
  items: [
    {
      id: 1,
      product_id: 11,
      product_name: 'Court Classic Low',
      brand: 'Northway',
      color: 'White',
      size: '42',
      image: '/placeholder-logo.svg',
      quantity: 100,
      mode: 'air',
      unit_price: 2.1,
      product_currency: 'usd',
      converted_unit_price: 1.6,
      line_total: 160,
    },
    {
      id: 2,
      product_id: 12,
      product_name: 'Trail Runner 2',
      brand: 'Fellside',
      color: 'Moss',
      size: null,
      image: '/placeholder-logo.svg',
      quantity: 25,
      mode: 'sea',
      unit_price: 4,
      product_currency: 'usd',
      converted_unit_price: 3.2,
      line_total: 80,
    },
  ],
  payments: [],
  refunds: [],
  events: [placed],
};

const confirmedEvent = event(2, 'confirmed', '2026-11-21T14:05:00Z', 'submitted', 'confirmed', {
  shipping_charge: 35.5,
  balance_due: 275.5,
  note: 'Two cartons by air.',
});

export const confirmedWithBalance: Order = {
  ...submittedOrder,
  status: 'confirmed',
  shipping_charge: 35.5,
  balance_due: 275.5,
  events: [placed, confirmedEvent],
};

const balancePayment = {
  id: 9,
  amount: 275.5,
  currency: 'gbp',
  status: 'succeeded',
  created_at: '2026-11-22T08:00:00Z',
};

export const confirmedPaid: Order = {
  ...confirmedWithBalance,
  balance_due: 0,
  payments: [balancePayment],
  events: [
    placed,
    confirmedEvent,
    event(3, 'balance_paid', '2026-11-22T08:00:00Z', null, null, { amount: 275.5 }),
  ],
};

export const shippedOrder: Order = {
  ...confirmedPaid,
  status: 'shipped',
  carrier: 'DHL Express',
  tracking_number: 'JD014600003828311',
  events: [
    ...confirmedPaid.events,
    event(4, 'shipped', '2026-11-23T16:40:00Z', 'confirmed', 'shipped', {
      carrier: 'DHL Express',
      tracking_number: 'JD014600003828311',
    }),
  ],
};

/** Paid by card at checkout, then cancelled by the provider and refunded. */
export const cancelledWithRefund: Order = {
  ...submittedOrder,
  status: 'cancelled',
  balance_due: 0,
  cancel_reason: 'The Trail Runner 2 is out of stock',
  payments: [{ ...balancePayment, id: 5, amount: 240, created_at: '2026-11-20T09:16:00Z' }],
  refunds: [
    {
      id: 3,
      amount: 240,
      currency: 'gbp',
      status: 'succeeded',
      created_at: '2026-11-21T10:00:00Z',
    },
  ],
  events: [
    event(1, 'placed', '2026-11-20T09:15:00Z', null, 'awaiting_payment'),
    event(2, 'paid', '2026-11-20T09:16:00Z', 'awaiting_payment', 'paid'),
    event(3, 'cancelled', '2026-11-21T10:00:00Z', 'paid', 'cancelled', {
      reason: 'The Trail Runner 2 is out of stock',
    }),
    event(4, 'refunded', '2026-11-21T10:00:05Z', null, null, { amount: 240, currency: 'gbp' }),
  ],
};
