// @vitest-environment jsdom
// Deposits and net terms on the buyer's screens (decision 151): the checkout's deposit note with
// both amounts split as the API charges them; the order page's deposit, Pay Now for a card
// balance, and an invoice on account with its due day (overdue in red words), without Pay Now.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderDto } from '@solestock/domain/order-payloads';
import { DepositNote } from '../checkout/deposit-note';
import { confirmedWithBalance, shippedOrder, submittedOrder, byStyle } from './order-fixtures';
import { OrderDetail, OrdersList } from './order-views';

afterEach(cleanup);

const payNow = <button type="button">Pay Now</button>;
const renderOrder = (order: OrderDto) =>
  render(
    <MemoryRouter>
      <OrderDetail order={byStyle(order)} payBalance={payNow} />
    </MemoryRouter>,
  );

describe('the deposit note', () => {
  it('says "Deposit 30% now, balance before shipping" with the deposit rounded up, GBP and JPY', () => {
    render(
      <DepositNote
        terms={{ deposit_percent: 30, net_days: 0 }}
        symbol="£"
        amount={10.01}
        currency="GBP"
      />,
    );
    expect(screen.getByText('Deposit 30% now, balance before shipping')).toBeTruthy();
    expect(screen.getByTestId('deposit-now').textContent).toBe('£3.01');
    expect(screen.getByTestId('deposit-balance').textContent).toContain('£7.00');
    cleanup();
    render(
      <DepositNote
        terms={{ deposit_percent: 30, net_days: 0 }}
        symbol="¥"
        amount={10001}
        currency="jpy"
      />,
    );
    expect(screen.getByTestId('deposit-now').textContent).toBe('¥3,001.00');
  });

  it('says nothing for a buyer who pays in full', () => {
    const { container } = render(
      <DepositNote
        terms={{ deposit_percent: 100, net_days: 30 }}
        symbol="£"
        amount={10}
        currency="gbp"
      />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('the order page and list', () => {
  it('shows the deposit paid and offers Pay Now for the balance of a confirmed card order', () => {
    renderOrder({
      ...confirmedWithBalance,
      payment_terms: 'card',
      deposit_percent: 30,
      deposit: 90,
    });
    expect(screen.getByTestId('balance-status').textContent).toContain(
      'You paid a deposit of £90.00 (30%).',
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('lists a deposit-only order as deposit paid with its balance owed, not as paid (issue 43 item 1)', () => {
    const depositOnly: OrderDto = {
      ...submittedOrder,
      id: 43,
      status: 'paid',
      total: 76.8,
      balance_due: 53.76,
      deposit_percent: 30,
      deposit: 23.04,
    };
    const inFull: OrderDto = { ...submittedOrder, id: 44, status: 'paid', balance_due: 0 };
    render(
      <MemoryRouter>
        <OrdersList orders={[depositOnly, inFull]} />
      </MemoryRouter>,
    );
    const [deposit, full] = screen.getAllByRole('link');
    expect(within(deposit!).queryByText('Paid')).toBeNull();
    expect(within(deposit!).getByText('Deposit paid')).toBeTruthy();
    expect(within(deposit!).getByText('Balance owed £53.76 plus shipping')).toBeTruthy();
    expect(within(full!).getByText('Paid')).toBeTruthy();
    expect(within(full!).queryByText(/Balance owed/)).toBeNull();
    cleanup();
    // The order's own page says the same beside its number.
    renderOrder(depositOnly);
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent).toBe(
      'Order #43Deposit paid',
    );
    expect(screen.getByTestId('deposit-status').textContent).toContain(
      'You paid a deposit of £23.04 (30%). The balance of £53.76',
    );
  });

  it('shows an invoice on account with its due day and no Pay Now; overdue says so in the list', () => {
    const account: OrderDto = {
      ...shippedOrder,
      payments: [],
      balance_due: 275.5,
      payment_terms: 'account',
      net_days: 30,
      due_on: '2026-12-23',
      overdue: false,
    };
    renderOrder(account);
    expect(screen.getByTestId('invoice-status').textContent).toBe(
      '£275.50 due by 23 Dec 2026. Pay by bank transfer, quoting order #41.',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <OrdersList
          orders={[
            { ...account, overdue: true },
            { ...submittedOrder, id: 42, payment_terms: 'account', net_days: 30 },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('£275.50 overdue since 23 Dec 2026')).toBeTruthy();
    expect(screen.getByText('On account: due 30 days after shipping')).toBeTruthy();
  });
});
