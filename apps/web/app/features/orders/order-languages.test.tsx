// @vitest-environment jsdom
// The buyer's orders in Japanese (issue 46): the list and an order's page say every word of
// their own in the page's language, dates as Japanese writes them, and no English is left over.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inLanguage } from '../../i18n/in-language.test-utils';
import {
  byStyle,
  cancelledWithRefund,
  confirmedWithBalance,
  shippedOrder,
  submittedOrder,
} from './order-fixtures';
import { OrderDetail, OrdersList } from './order-views';

afterEach(cleanup);

const text = () => document.body.textContent ?? '';

/** English the screens wrote before (the fixtures' own names and notes are data, not ours). */
const ENGLISH = [
  'My Orders',
  'Order #',
  'Placed on',
  'Submitted',
  'Confirmed',
  'Shipped',
  'Balance due',
  'items',
  'Items',
  'Total',
  'Shipping',
  'Order history',
  'Order placed',
  'Colour:',
  'pairs',
  'Carrier',
  'Tracking number',
  'Nov 2026',
  'Refunds',
  'Reason:',
];

const expectNoEnglish = () => {
  for (const words of ENGLISH) expect(text(), words).not.toContain(words);
};

describe('orders in Japanese', () => {
  it('lists the orders with their status, dates and amounts owed in Japanese', async () => {
    render(
      await inLanguage(
        'ja',
        <MemoryRouter>
          <OrdersList
            orders={[
              { ...submittedOrder, id: 1 },
              { ...confirmedWithBalance, id: 2 },
              { ...shippedOrder, id: 3 },
            ]}
          />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('注文履歴');
    expect(screen.getByText('受付済み')).toBeTruthy();
    expect(screen.getByText('確定済み')).toBeTruthy();
    expect(screen.getByText('発送済み')).toBeTruthy();
    expect(screen.getByText('残金 £275.50')).toBeTruthy();
    expect(text()).toContain('注文番号 #3');
    expect(text()).toContain('2026/11/20 · 2点');
    expectNoEnglish();
  });

  it('writes a shipped order’s page, its lines, totals and history in Japanese', async () => {
    render(
      await inLanguage(
        'ja',
        <MemoryRouter>
          <OrderDetail order={byStyle(shippedOrder)} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('注文番号 #41');
    expect(screen.getByText('注文日: 2026/11/20')).toBeTruthy();
    expect(screen.getByRole('region', { name: '注文の経過' })).toBeTruthy();
    expect(screen.getByText('注文を受け付けました。')).toBeTruthy();
    expect(
      screen.getByText('出荷しました(配送業者: DHL Express)、追跡番号 JD014600003828311。'),
    ).toBeTruthy();
    expect(text()).toContain('2026/11/23 16:40 UTC');
    expect(screen.getByText('配送業者')).toBeTruthy();
    expect(screen.getByText('合計')).toBeTruthy();
    expectNoEnglish();
  });

  it('tells a cancelled order’s refunds in Japanese', async () => {
    render(
      await inLanguage(
        'ja',
        <MemoryRouter>
          <OrderDetail order={byStyle(cancelledWithRefund)} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('heading', { name: '注文はキャンセルされました' })).toBeTruthy();
    // In the cancellation's box and in the history.
    expect(screen.getAllByText('理由: The Trail Runner 2 is out of stock.')).toHaveLength(2);
    expect(screen.getByText('£240.00 をカードに返金しました。')).toBeTruthy();
    expectNoEnglish();
  });
});
