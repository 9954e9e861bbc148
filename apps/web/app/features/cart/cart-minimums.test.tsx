// @vitest-environment jsdom
// The cart before checkout (docs/api.md, "Minimums", "Stock and pre-orders"): a pre-order block
// shows its window and its style's minimum once, sizes stock no longer covers "only N left"; the styles below their minimum and the order minimum, as the server answers them, are
// said in sentences that describe the checkout button, which then does not lead to checkout. A
// cart with none of it checks out as before.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { CartByStyleDto } from '@solestock/domain/cart-payloads';
import { cartOf, sizeLine, styleBlock } from './cart-fixtures';
import { CartScreen } from './cart-screen';
import { renderCartRoute } from './cart-route.fixture';

afterEach(cleanup);

const renderCart = (cart: CartByStyleDto) => renderCartRoute(<CartScreen cart={cart} />);

describe('the cart’s minimums and stock', () => {
  it('checks out as before when nothing falls short', () => {
    renderCart(cartOf([styleBlock('Trailblazer Runner', 'Black', [sizeLine('8'), sizeLine('9')])]));
    expect(screen.queryByTestId('checkout-blockers')).toBeNull();
    expect(screen.getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe(
      '/checkout-summary',
    );
    expect(screen.queryByTestId('style-minimum')).toBeNull();
    expect(screen.queryByTestId('pre-order-note')).toBeNull();
  });

  it('names the styles short of their minimum and the order minimum; the button says why', () => {
    const preOrder = {
      min_pairs: 24,
      sale_mode: 'pre_order',
      ships_from: '2027-02-28',
      ships_by: '2027-03-15',
    } as const;
    renderCart(
      cartOf(
        [
          styleBlock('Trailblazer Runner', 'Black', [sizeLine('8')], preOrder),
          styleBlock('Trailblazer Runner', 'White', [sizeLine('9')], preOrder),
        ],
        {
          minimums: {
            styles: [
              {
                item_group_id: 3,
                style: 'Trailblazer Runner',
                min_pairs: 24,
                pairs: 12,
                missing: 12,
              },
            ],
            order: { min_order_usd: 500, goods_usd: 120, missing_usd: 380 },
          },
        },
      ),
    );
    // Said once per block: its minimum and its window.
    expect(screen.getAllByTestId('style-minimum').map((n) => n.textContent)).toEqual([
      'Minimum 24 pairs per style (mix sizes and colours)',
      'Minimum 24 pairs per style (mix sizes and colours)',
    ]);
    expect(screen.getAllByTestId('pre-order-note').map((n) => n.textContent)).toEqual([
      'Pre-order: ships 28 Feb – 15 Mar 2027',
      'Pre-order: ships 28 Feb – 15 Mar 2027',
    ]);
    const blockers = screen.getByTestId('checkout-blockers');
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Trailblazer Runner has a minimum of 24 pairs per style (mix sizes and colours) and your order has 12: add 12 more, or remove the style.',
      "The minimum order is US$500.00 and your goods come to US$120.00 at today's rate: add US$380.00 more.",
    ]);
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull();
    const button = screen.getByRole('button', { name: 'CONTINUE' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(blockers.id);
  });

  it('flags a line stock no longer covers, and keeps it from checkout', () => {
    renderCart(
      cartOf([
        styleBlock(
          'Trailblazer Runner',
          'Black',
          [
            sizeLine('8', { availability: 4 }),
            sizeLine('9', { availability: 40 }),
            sizeLine('10', { availability: 0 }),
          ],
          { sale_mode: 'stock' },
        ),
      ]),
    );
    // Said once for the block, naming its sizes; their steppers stop at what is on hand.
    expect(screen.getAllByTestId('stock-short').map((n) => n.textContent)).toEqual([
      'Size 8: only 4 left; Size 10: sold out',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'Increase quantity of Trailblazer Runner, Black, size 8',
      }),
    ).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('button', {
        name: 'Increase quantity of Trailblazer Runner, Black, size 9',
      }),
    ).toHaveProperty('disabled', false);
    expect(within(screen.getByTestId('checkout-blockers')).getByRole('listitem').textContent).toBe(
      '2 lines ask for more pairs than are in stock: lower them to what is left.',
    );
    expect(screen.queryByRole('link', { name: 'CONTINUE' })).toBeNull();
  });
});
