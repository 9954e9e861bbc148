// @vitest-environment jsdom
// "Order again" (issue 19): one post with intent=reorder, then the news (changed prices, products
// gone) with focus on it and the way to the cart; a refusal shows the server's sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData, useNavigation } from 'react-router';
import type { ReorderDto } from '@solestock/domain/order-payloads';
import { OrderAgain, type OrderAgainResult } from './order-again';

afterEach(cleanup);

const answer: ReorderDto = {
  order_id: 41,
  lines: [
    { id: 501, product_id: 11, quantity: 100 },
    { id: 502, product_id: 13, quantity: 12 },
  ],
  count: 2,
  currency: 'gbp',
  symbol: '£',
  price_changes: [
    {
      order_line_id: 1,
      product_id: 11,
      product_name: 'Court Classic Low',
      color: 'White',
      size: '42',
      quantity: 100,
      mode: 'air',
      old_unit_price: 1.6,
      new_unit_price: 1834.5,
      currency: 'gbp',
      symbol: '£',
    },
  ],
  unavailable: [
    {
      order_line_id: 2,
      product_id: 12,
      product_name: 'Trail Runner 2',
      color: 'Moss',
      size: null,
      quantity: 1,
      mode: 'sea',
    },
  ],
};

function renderWith(reply: OrderAgainResult) {
  const sent: string[] = [];
  function Page() {
    const data = useActionData() as OrderAgainResult | undefined;
    const navigation = useNavigation();
    return <OrderAgain answer={data} pending={navigation.state === 'submitting'} />;
  }
  const Stub = createRoutesStub([
    {
      path: '/orders/41',
      Component: Page,
      action: async ({ request }) => {
        sent.push(String((await request.formData()).get('intent')));
        return reply;
      },
    },
    { path: '/cart', Component: () => <h1>My Cart</h1> },
  ]);
  render(<Stub initialEntries={['/orders/41']} />);
  return sent;
}

describe('Order again', () => {
  it('posts intent=reorder, names the changed price and the missing product, and offers the cart', async () => {
    const user = userEvent.setup();
    const sent = renderWith({ ok: true, result: answer });
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Order again' }));

    const news = await screen.findByText('Added 2 lines to your cart at today’s prices.');
    expect(sent).toEqual(['reorder']);
    const status = screen.getByRole('status');
    expect(status.contains(news)).toBe(true);
    // Focus moves in an effect after the answer renders: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(status).getByText('This price has changed since you ordered:')).toBeTruthy();
    expect(screen.getByTestId('order-again-change').textContent).toBe(
      'Court Classic Low (White, size 42), 100 pairs: was £1.60, now £1,834.50 a pair.',
    );
    expect(screen.getByTestId('order-again-unavailable').textContent).toBe(
      'Trail Runner 2 (Moss), 1 pair, Sea Mode',
    );

    await user.click(within(status).getByRole('link', { name: 'Go to cart' }));
    expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeTruthy();
  });

  it('says so when no price changed', async () => {
    const user = userEvent.setup();
    renderWith({ ok: true, result: { ...answer, count: 1, price_changes: [], unavailable: [] } });
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Added 1 line to your cart at today’s prices.')).toBeTruthy();
    expect(screen.getByText('Every price is the same as when you ordered.')).toBeTruthy();
    expect(screen.queryByTestId('order-again-unavailable')).toBeNull();
  });

  it("shows the server's sentence when nothing could be added, and no way to the cart", async () => {
    const user = userEvent.setup();
    const error =
      "Your cart already holds so many of Court Classic Low that adding this order's would pass 100000 pieces. Nothing was added.";
    renderWith({ ok: false, error });
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to cart' })).toBeNull();
  });
});
