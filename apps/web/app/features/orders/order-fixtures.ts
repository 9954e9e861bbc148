// Orders as GET /ecommerce/orders/:id/ answers them (CONTRACT-orders.md), for component tests and
// the screenshot page: one per step of the provider's review.
import { sumMoney } from '@solestock/domain';
import { groupByStyleColour, type OrderStyleDto } from '@solestock/domain/style-lines';
import type {
  OrderByStyleDto,
  OrderDto,
  OrderEventDto,
  OrderItemDto,
  OrderPaymentDto,
} from '@solestock/domain/order-payloads';

/**
 * The order page's answer (`?lines=styles`) of a fixture: its items grouped as the API groups
 * them, each product its own style unless `styleOf` names one.
 */
export function byStyle(
  order: OrderDto,
  styleOf: (item: OrderItemDto) => number | null = () => null,
): OrderByStyleDto {
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
      sale_mode: first.sale_mode,
      ships_from: first.ships_from,
      ships_by: first.ships_by,
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
  from_status: OrderEventDto['from_status'],
  to_status: OrderEventDto['to_status'],
  data: Record<string, unknown> = {},
): OrderEventDto => ({ id, type, created_at, from_status, to_status, data });

const placed = event(1, 'placed', '2026-11-20T09:15:00Z', null, 'submitted');

export const submittedOrder: OrderDto = {
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
  payment_terms: 'card',
  deposit_percent: 100,
  deposit: null,
  net_days: 0,
  due_on: null,
  overdue: false,
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  items_count: 2,
  created_at: '2026-11-20T09:15:00Z',
  // A company without a name or tax id, no address: the page shows no company block.
  placed_by: { id: 7, first_name: '' },
  company: { name: '', tax_id: '' },
  delivery_address: null,
  invoice_number: null,
  documents: [],
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
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      unit_price: 2.1,
      product_currency: 'usd',
      conversion_rate: 0.761904761905,
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
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      unit_price: 4,
      product_currency: 'usd',
      conversion_rate: 0.8,
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

export const confirmedWithBalance: OrderDto = {
  ...submittedOrder,
  status: 'confirmed',
  shipping_charge: 35.5,
  balance_due: 275.5,
  events: [placed, confirmedEvent],
};

const balancePayment: OrderPaymentDto = {
  id: 9,
  kind: 'balance',
  amount: 275.5,
  currency: 'gbp',
  status: 'succeeded',
  created_at: '2026-11-22T08:00:00Z',
};

export const confirmedPaid: OrderDto = {
  ...confirmedWithBalance,
  balance_due: 0,
  payments: [balancePayment],
  events: [
    placed,
    confirmedEvent,
    event(3, 'balance_paid', '2026-11-22T08:00:00Z', null, null, { amount: 275.5 }),
  ],
};

export const shippedOrder: OrderDto = {
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
export const cancelledWithRefund: OrderDto = {
  ...submittedOrder,
  status: 'cancelled',
  balance_due: 0,
  cancel_reason: 'The Trail Runner 2 is out of stock',
  payments: [
    { ...balancePayment, id: 5, kind: 'order', amount: 240, created_at: '2026-11-20T09:16:00Z' },
  ],
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
