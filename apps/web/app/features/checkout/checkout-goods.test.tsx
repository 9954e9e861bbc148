// @vitest-environment jsdom
// The Delivery step's goods (decision 155): the cart's blocks read only, each style and colour
// once with its pairs and subtotal, and its sizes in one line.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cartOf, sizeLine, styleBlock } from '../cart/cart-fixtures';
import { CheckoutGoods } from './checkout-goods';

afterEach(cleanup);

describe('the goods under review', () => {
  it('shows each style and colour once with its sizes, pairs and subtotal', () => {
    render(
      <CheckoutGoods
        goods={cartOf([
          styleBlock('Harbor Boot', 'Navy', [
            sizeLine('7'),
            sizeLine('8', { quantity: 12 }),
            sizeLine('8', { quantity: 4, mode: 'sea' }),
          ]),
          styleBlock('Trail Runner', 'Black', [sizeLine('10')]),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your goods' })).toBeTruthy();
    const blocks = screen.getAllByTestId('checkout-style').map((b) => b.textContent);
    expect(blocks).toEqual([
      'Harbor Boot, Navy22 pairs · $220.007 × 6 (Air Mode) · 8 × 12 (Air Mode) · 8 × 4 (Sea Mode)',
      'Trail Runner, Black6 pairs · $60.0010 × 6',
    ]);
    expect(screen.getByText('2 styles and colours, 28 pairs')).toBeTruthy();
  });
});
