// @vitest-environment jsdom
// The buyer's order page through the provider's review (docs/api.md, back office, "Orders"): the shipping
// charge or its note, the balance and Pay Now, the shipment, the refunds and the timeline; and
// the orders list's labels and balance flag.
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';
import type { ShipmentDto } from '@solestock/domain/back-office/shipments';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderDto } from '@solestock/domain/order-payloads';
import { SHIPPING_NOTE } from '../cart/cart-texts';
import {
  cancelledWithRefund,
  confirmedPaid,
  confirmedWithBalance,
  shippedOrder,
  submittedOrder,
  byStyle,
} from './order-fixtures';
import { eventSentence, OrderDetail, OrdersList, SHIPPING_TO_BE_CONFIRMED } from './order-views';

afterEach(cleanup);

const payNow = <button type="button">Pay Now</button>;
const renderOrder = (order: OrderDto) =>
  render(
    <MemoryRouter>
      <OrderDetail order={byStyle(order)} payBalance={payNow} />
    </MemoryRouter>,
  );
const testId = (id: string) => screen.getByTestId(id).textContent;
const timeline = () => {
  const section = screen.getByRole('region', { name: 'Order history' });
  const list = within(section).getByRole('list');
  return { list, items: within(list).getAllByRole('listitem') };
};

describe('order page', () => {
  it('submitted: shipping to be confirmed by the provider, no balance and no Pay Now', () => {
    renderOrder(submittedOrder);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #41');
    expect(screen.getByText('Submitted', { exact: true })).toBeTruthy();
    expect(testId('order-shipping')).toBe(SHIPPING_TO_BE_CONFIRMED);
    expect(screen.getByText(SHIPPING_NOTE)).toBeTruthy();
    expect(testId('order-total')).toBe('£240.00');
    expect(screen.queryByTestId('order-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    // The lines by style and colour: brand, name, colour, mode, pairs; each size's quantity × unit.
    expect(screen.getByRole('heading', { name: 'Court Classic Low' })).toBeTruthy();
    expect(screen.getByText('100 × £1.60')).toBeTruthy();
    expect(screen.getByText('Colour: Moss · Sea Mode · 1 size · 25 pairs')).toBeTruthy();
  });

  it('confirmed with a balance: the shipping charge, the balance and Pay Now', () => {
    renderOrder(confirmedWithBalance);
    expect(testId('order-shipping')).toBe('£35.50');
    expect(testId('order-total')).toBe('£275.50');
    expect(testId('order-balance')).toBe('£275.50');
    expect(screen.queryByText(SHIPPING_NOTE)).toBeNull();
    const block = screen.getByRole('region', { name: 'Balance due' });
    expect(within(block).getByRole('status').textContent).toBe(
      'The provider confirmed your order with a shipping charge of £35.50. Please pay the balance of £275.50 so that it can ship.',
    );
    expect(within(block).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('confirmed and paid: the balance shows as paid and Pay Now is gone', () => {
    renderOrder(confirmedPaid);
    expect(testId('order-balance')).toBe('£0.00');
    const block = screen.getByRole('region', { name: 'Balance paid' });
    expect(within(block).getByRole('status').textContent).toBe(
      'Nothing is left to pay. Your order will ship soon.',
    );
    expect(screen.getByText('Amount paid').nextSibling?.textContent).toBe('£275.50');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shipped: carrier and tracking number, no balance block', () => {
    renderOrder(shippedOrder);
    expect(screen.getByText('Shipped', { exact: true })).toBeTruthy();
    const shipment = screen.getByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('DHL Express')).toBeTruthy();
    expect(testId('tracking-number')).toBe('JD014600003828311');
    expect(screen.queryByRole('region', { name: /Balance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shipped in shipments: each listed with its tracking, and no single Shipment box beside them', () => {
    const shipment: ShipmentDto = {
      id: 1,
      number: 1,
      invoice_number: 'INV-2026-000001',
      invoice_issued_at: '2026-11-21T09:00:00Z',
      carrier: 'DHL Express',
      tracking: 'JD014600003828311',
      waybill: null,
      ship_date: '2026-11-21',
      early: false,
      due_on: null,
      created_at: '2026-11-21T09:00:00Z',
      pairs: 12,
      lines: [
        { line_id: 1, product_name: 'Trail Runner 2', color: 'Black', size: '42', pairs: 12 },
      ],
      cartons: [],
      documents: [],
    };
    render(
      <MemoryRouter>
        <OrderDetail order={byStyle(shippedOrder)} payBalance={payNow} shipments={[shipment]} />
      </MemoryRouter>,
    );
    const listed = screen.getByRole('region', { name: 'Shipments' });
    expect(within(listed).getByText(/DHL Express, tracking number/).textContent).toContain(
      'JD014600003828311',
    );
    expect(screen.queryByRole('region', { name: 'Shipment' })).toBeNull();
  });

  it('cancelled with a refund: the reason and the refund, no balance, no shipping note', () => {
    renderOrder(cancelledWithRefund);
    const block = screen.getByRole('region', { name: 'Order cancelled' });
    expect(within(block).getByText('Reason: The Trail Runner 2 is out of stock.')).toBeTruthy();
    const refund = within(block).getByRole('listitem');
    expect(refund.textContent).toContain('£240.00');
    expect(refund.textContent).toContain('Refunded');
    expect(screen.getByText('Amount paid').nextSibling?.textContent).toBe('£240.00');
    expect(testId('order-refunded')).toBe('−£240.00');
    expect(screen.queryByTestId('order-balance')).toBeNull();
    expect(screen.queryByTestId('order-shipping')).toBeNull();
    expect(screen.queryByText(SHIPPING_NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows Pay Now only for a confirmed order that owes something', () => {
    for (const order of [submittedOrder, confirmedPaid, shippedOrder, cancelledWithRefund]) {
      renderOrder(order);
      expect(screen.queryByRole('button', { name: 'Pay Now' }), order.status).toBeNull();
      cleanup();
    }
    // awaiting_payment and payment_failed owe the goods, but pay them at checkout, not here.
    for (const status of ['awaiting_payment', 'payment_failed', 'paid'] as const) {
      renderOrder({ ...submittedOrder, status });
      expect(screen.queryByRole('button', { name: 'Pay Now' }), status).toBeNull();
      cleanup();
    }
    renderOrder(confirmedWithBalance);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });
});

describe('order timeline', () => {
  it('is an ordered list of sentences with dates, oldest first', () => {
    // Given newest first, shown oldest first.
    renderOrder({ ...shippedOrder, events: [...shippedOrder.events].reverse() });
    const { list, items } = timeline();
    expect(list.tagName).toBe('OL');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Order placed.',
      'Order confirmed by the provider, with a shipping charge of £35.50.',
      'Balance of £275.50 paid.',
      'Shipped with DHL Express, tracking number JD014600003828311.',
    ]);
    expect(items[1]?.textContent).toContain('Balance due: £275.50.');
    expect(items[1]?.textContent).toContain('Note from the provider: Two cartons by air.');
    const time = items[3]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-23T16:40:00Z');
    expect(time?.textContent).toBe('23 Nov 2026, 16:40 UTC');
  });

  it('tells the cancellation and the refund', () => {
    renderOrder(cancelledWithRefund);
    expect(timeline().items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Order placed.',
      'Payment received.',
      'Order cancelled.',
      'Refund of £240.00 issued to your card.',
    ]);
    expect(timeline().items[2]?.textContent).toContain(
      'Reason: The Trail Runner 2 is out of stock.',
    );
  });

  it('reads a type it does not know as a change of status, and never names staff', () => {
    renderOrder({
      ...confirmedWithBalance,
      events: [
        ...confirmedWithBalance.events,
        {
          id: 9,
          type: 'delivered',
          created_at: '2026-11-25T10:00:00Z',
          from_status: 'shipped',
          to_status: 'delivered',
          data: {},
        },
        {
          id: 10,
          type: 'held_at_customs',
          created_at: '2026-11-26T10:00:00Z',
          from_status: null,
          to_status: 'shipped',
          data: { staff: 'Sam' },
        },
      ],
    });
    const lines = timeline().items.map((li) => li.querySelector('p')?.textContent);
    expect(lines.slice(2)).toEqual(['Delivered.', 'Status changed to Shipped.']);
    expect(screen.queryByText(/Sam/)).toBeNull();
  });

  it('tells an amendment: each change, the new goods total, the refund due and the note', () => {
    renderOrder({
      ...submittedOrder,
      events: [
        ...submittedOrder.events,
        {
          id: 11,
          type: 'amended',
          created_at: '2026-11-25T10:00:00Z',
          from_status: 'submitted',
          to_status: 'submitted',
          data: {
            note: 'Size 43 is sold out',
            changes: [
              { line_id: 1, product: 'Runner, Black, size 42', from: 12, to: 10 },
              { line_id: 2, product: 'Runner, Black, size 43', from: 6, to: 0 },
            ],
            total_before: 240,
            total_after: 200,
            refund_due: 40,
          },
        },
      ],
    });
    const last = timeline().items.at(-1)!;
    expect(last.querySelector('p')?.textContent).toBe(
      'Order changed by the provider: the goods now come to £200.00.',
    );
    expect(last.textContent).toContain('Runner, Black, size 42: 12 → 10 pairs.');
    expect(last.textContent).toContain('Runner, Black, size 43: removed.');
    expect(last.textContent).toContain('£40.00 is due back to you when the order is confirmed.');
    expect(last.textContent).toContain('Note from the provider: Size 43 is sold out.');
  });

  it('says a confirmation paid in full leaves nothing to pay', () => {
    const confirmed = confirmedWithBalance.events[1]!;
    expect(
      eventSentence(confirmedPaid, {
        ...confirmed,
        data: { shipping_charge: '0.00', balance_due: '0.00' },
      }),
    ).toEqual({
      text: 'Order confirmed by the provider, with a shipping charge of £0.00.',
      details: ['Nothing left to pay.'],
    });
  });

  it('says what part of a card balance went back, and why a submitted order’s pairs were released (issue 41)', () => {
    const event = confirmedWithBalance.events[1]!;
    expect(
      eventSentence(confirmedPaid, {
        ...event,
        type: 'balance_paid',
        data: { amount: 275.5, currency: 'gbp', refund: 100 },
      }),
    ).toEqual({
      text: 'Balance of £275.50 paid.',
      details: ['£100.00 of it was more than the order still owed and is refunded to your card.'],
    });
    expect(
      eventSentence(confirmedPaid, {
        ...event,
        type: 'stock_released',
        from_status: null,
        to_status: null,
        data: {
          reason:
            'It was not paid within 30 minutes, so the pairs held for it went back on sale; they are taken again when the order is confirmed.',
        },
      }),
    ).toEqual({
      text: 'The pairs held for this order went back on sale.',
      details: [
        'Reason: It was not paid within 30 minutes, so the pairs held for it went back on sale; they are taken again when the order is confirmed.',
      ],
    });
  });

  it('says what cancelled pairs left the goods at, and the refund with its credit note (decision 183)', () => {
    const event = confirmedWithBalance.events[1]!;
    expect(
      eventSentence(confirmedPaid, {
        ...event,
        type: 'lines_cancelled',
        data: {
          reason: 'The factory dropped the style',
          pairs: 6,
          total_after: 500,
          refund: 396,
          credit_note: 'CN-2026-000004',
        },
      }),
    ).toEqual({
      text: '6 pairs left to ship were cancelled by the provider.',
      details: [
        'Reason: The factory dropped the style.',
        'The goods now come to £500.00.',
        '£396.00 refunded to your card, credit note CN-2026-000004.',
      ],
    });
  });

  it('is left out when there are no events', () => {
    renderOrder({ ...submittedOrder, events: [] });
    expect(screen.queryByRole('region', { name: 'Order history' })).toBeNull();
  });
});

describe('orders list', () => {
  it('labels every status and flags a balance due', () => {
    render(
      <MemoryRouter>
        <OrdersList
          orders={[
            { ...confirmedWithBalance, id: 1 },
            { ...confirmedPaid, id: 2 },
            { ...shippedOrder, id: 3 },
            { ...shippedOrder, id: 4, status: 'delivered' },
            { ...cancelledWithRefund, id: 5 },
          ]}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('link', { name: /^Order #/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Balance due £275.50Confirmed'),
      expect.not.stringContaining('Balance due'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
      expect.stringContaining('Cancelled'),
    ]);
    expect(rows[1]?.textContent).toContain('Confirmed');
    expect(screen.getAllByText(/Balance due/)).toHaveLength(1);
  });
});

describe('the order’s documents', () => {
  const link = (document: TradeDocument, title: string) => ({
    document,
    title,
    url: `/api/ecommerce/orders/${shippedOrder.id}/documents/${document}.pdf`,
  });

  it('shows no documents section when the API lists none (before confirmation)', () => {
    renderOrder({ ...submittedOrder, documents: [] });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });

  it('links each document the API lists, for download, the invoice with its number', () => {
    renderOrder({
      ...shippedOrder,
      invoice_number: 'INV-2026-000007',
      documents: [
        link('proforma', 'Proforma invoice'),
        link('invoice', 'Commercial invoice'),
        link('packing-list', 'Packing list'),
        link('certificate-of-origin', 'Certificate of origin (draft)'),
      ],
    });
    const section = screen.getByRole('region', { name: 'Documents' });
    const links = within(section).getAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')]),
    ).toEqual([
      [
        'Proforma invoicePDF',
        `/api/ecommerce/orders/${shippedOrder.id}/documents/proforma.pdf`,
        true,
      ],
      [
        'Commercial invoice INV-2026-000007PDF',
        `/api/ecommerce/orders/${shippedOrder.id}/documents/invoice.pdf`,
        true,
      ],
      [
        'Packing listPDF',
        `/api/ecommerce/orders/${shippedOrder.id}/documents/packing-list.pdf`,
        true,
      ],
      [
        'Certificate of origin (draft)PDF',
        `/api/ecommerce/orders/${shippedOrder.id}/documents/certificate-of-origin.pdf`,
        true,
      ],
    ]);
  });
});
