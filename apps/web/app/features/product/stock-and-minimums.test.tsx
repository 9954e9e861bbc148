// @vitest-environment jsdom
// How a style sells, on its page (docs/api.md, "Stock and pre-orders", "Minimums"): the size-run
// grid holds each cell of a stock style to its pairs on hand and greys out sold-out sizes (not
// typed into, named "Sold out", passed over by the arrow keys); the page says the style's
// minimum and a pre-order's window in the contract's words; a style sold as the specs sell says
// nothing of it.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail, ProductVariant } from '@solestock/domain';
import { ProductPage } from './product-page';
import { SizeRunGrid } from './size-run-grid';
import { inRouter, productFixture, slab } from './test-fixtures';

afterEach(cleanup);

const variant = (id: number, color: string, size: string, availability?: number) =>
  ({
    id,
    color,
    size,
    coverImage: '',
    defaultSellingPrice: { amount: 12, currency: 'usd' },
    slabTable: 0,
    ...(availability === undefined ? {} : { availability }),
  }) satisfies ProductVariant;

const stockStyle = (over: Partial<ProductDetail> = {}) =>
  productFixture({
    sale_mode: 'stock',
    min_pairs: 24,
    variants: [
      variant(7, 'Black', '8', 12),
      variant(8, 'Black', '9', 0),
      variant(9, 'Navy', '8', 40),
      variant(10, 'Navy', '9', 5),
    ],
    slabTables: [[slab('>=', 100, null, 9)]],
    ...over,
  });

function Grid({ product }: { product: ProductDetail }) {
  const [q, setQ] = useState<Record<number, number>>({});
  return (
    <>
      <SizeRunGrid product={product} mode="air" quantities={q} onChange={setQ} />
      <output data-testid="quantities">{JSON.stringify(q)}</output>
    </>
  );
}

describe('the size-run grid of a stock style', () => {
  it('caps a cell at its pairs in stock and says so', async () => {
    const user = userEvent.setup();
    render(inRouter(<Grid product={stockStyle()} />));
    const cell = screen.getByRole('textbox', { name: 'Black, size 8, pairs, 12 in stock' });
    await user.click(cell);
    await user.keyboard('30');
    expect(cell).toHaveProperty('value', '12');
    expect(screen.getByTestId('size-run-capped').textContent).toBe(
      'Only 12 pairs of Black, size 8 in stock.',
    );
    expect(screen.getByTestId('quantities').textContent).toBe('{"7":12}');
    expect(screen.getByText(/greyed-out sizes are sold out/)).toBeTruthy();
  });

  it('greys out a sold-out size: disabled, named Sold out, and the arrow keys pass over it', async () => {
    const user = userEvent.setup();
    render(inRouter(<Grid product={stockStyle()} />));
    const sold = screen.getByRole('textbox', { name: 'Black, size 9: Sold out' });
    expect(sold).toHaveProperty('disabled', true);
    expect(sold.getAttribute('placeholder')).toBe('Sold out');
    await user.click(screen.getByRole('textbox', { name: 'Black, size 8, pairs, 12 in stock' }));
    await user.keyboard('{ArrowRight}');
    // Nothing to the right but the sold-out size: the focus stays.
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Black, size 8, pairs, 12 in stock' }),
    );
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Navy, size 9, pairs, 5 in stock' }),
    );
  });

  it('an unlimited style’s cells take any quantity and none is sold out', async () => {
    const user = userEvent.setup();
    render(inRouter(<Grid product={stockStyle({ sale_mode: 'unlimited' })} />));
    const cell = screen.getByRole('textbox', { name: 'Black, size 9, pairs' });
    expect(cell).toHaveProperty('disabled', false);
    await user.click(cell);
    await user.keyboard('300');
    expect(cell).toHaveProperty('value', '300');
    expect(screen.queryByTestId('size-run-capped')).toBeNull();
  });
});

describe('the product page', () => {
  it('says the style’s minimum and this size’s stock', () => {
    render(inRouter(<ProductPage product={stockStyle()} />));
    const status = screen.getAllByTestId('sale-status')[0]!;
    expect(within(status).getByTestId('style-minimum').textContent).toBe(
      'Minimum 24 pairs per style (mix sizes and colours)',
    );
    expect(within(status).getByTestId('stock-note').textContent).toBe('In stock: 12 pairs');
  });

  it('says a pre-order’s window, and a sold-out size', () => {
    render(
      inRouter(
        <ProductPage
          product={stockStyle({
            id: 8,
            sale_mode: 'pre_order',
            ships_from: '2027-03-01',
            ships_by: '2027-03-15',
            min_pairs: 0,
          })}
        />,
      ),
    );
    const status = screen.getAllByTestId('sale-status')[0]!;
    expect(within(status).getByTestId('pre-order-note').textContent).toBe(
      'Pre-order: ships 1–15 Mar 2027',
    );
    expect(within(status).queryByTestId('style-minimum')).toBeNull();
    cleanup();
    render(inRouter(<ProductPage product={stockStyle({ id: 8 })} />));
    expect(screen.getAllByTestId('stock-note')[0]!.textContent).toBe(
      'Sold out in this colour and size',
    );
  });

  it('gives a pre-order’s modes the window and then their transit, not the transit alone (issue 43 item 5)', () => {
    render(
      inRouter(
        <ProductPage
          product={stockStyle({
            sale_mode: 'pre_order',
            ships_from: '2027-03-01',
            ships_by: '2027-03-15',
            min_pairs: 0,
          })}
        />,
      ),
    );
    const air = screen.getAllByRole('radio', { name: /Air Mode/ })[0]!.closest('label')!;
    expect(air.textContent).toBe('Air ModeShips 1–15 Mar 2027, then 7-10 days');
    const sea = screen.getAllByRole('radio', { name: /Sea Mode/ })[0]!.closest('label')!;
    expect(sea.textContent).toBe('Sea ModeShips 1–15 Mar 2027, then 30-45 days');
    expect(screen.queryByText('7-10 days')).toBeNull();
    cleanup();
    // Goods sold at once keep the specs' words (000 §9).
    render(inRouter(<ProductPage product={stockStyle()} />));
    expect(screen.getAllByText('7-10 days').length).toBeGreaterThan(0);
  });

  it('stops the stepper at the pairs left, says so, and says a refused add on the page (issue 41.13)', async () => {
    const user = userEvent.setup();
    const sent: FormData[] = [];
    const sentence =
      'Only 19 pairs of Runner, Navy, size 8 are left; you asked for 21 pairs. Nothing was added to your cart.';
    const product = stockStyle({
      id: 9,
      variants: [variant(9, 'Navy', '8', 21), variant(10, 'Navy', '9', 5)],
    });
    render(
      inRouter(
        <ProductPage product={product} />,
        undefined,
        '/products/product/9',
        async ({ request }) => {
          sent.push(await request.formData());
          return { ok: false, status: 409, error: sentence };
        },
      ),
    );
    const qty = screen.getAllByRole('textbox', { name: 'Quantity in pairs' })[0]!;
    // The default 25 is more than the 21 left: the page offers 21 and says why.
    expect(qty).toHaveProperty('value', '21');
    expect(screen.getAllByTestId('pairs-left')[0]!.textContent).toBe('Only 21 pairs left');
    expect(screen.getAllByRole('button', { name: 'Increase quantity' })[0]).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByTestId('total-price').textContent).toBe('$252.00');
    // Typed past it, the quantity stays at what is left.
    await user.clear(qty);
    await user.type(qty, '30');
    expect(qty).toHaveProperty('value', '21');
    // Fewer: no word about it.
    await user.click(screen.getAllByRole('button', { name: 'Decrease quantity' })[0]!);
    expect(qty).toHaveProperty('value', '20');
    expect(screen.getAllByTestId('pairs-left')[0]!.textContent).toBe('');
    await user.click(screen.getAllByRole('button', { name: 'Increase quantity' })[0]!);

    // The stock fell meanwhile: the API's refusal is on the page, not only in the console.
    await user.click(screen.getAllByRole('button', { name: 'ADD TO CART' })[0]!);
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(sentence);
    expect(sent[0]!.get('quantity')).toBe('21');
    expect(screen.getAllByRole('button', { name: 'ADD TO CART' })[0]).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says nothing of it for a style sold as the specs sell', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.queryByTestId('sale-status')).toBeNull();
  });
});
