// @vitest-environment jsdom
// Style tiers on the product page (docs/api.md): a style-scoped group says how its slabs count,
// and the size-run grid prices every cell at the grid's total pairs (tierQuantities), as the cart.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ProductVariant } from '@solestock/domain';
import { ProductPage } from './product-page';
import { runTotals, sizeRun } from './size-run';
import { inRouter, productFixture, shopContext, slab } from './test-fixtures';

afterEach(cleanup);

const SENTENCE = 'Tier prices count every size and colour of this style';

describe('the product page’s style-tier sentence', () => {
  it('says exactly how a style-scoped group’s slabs count', () => {
    render(inRouter(<ProductPage product={productFixture({ tier_scope: 'style' })} />));
    const notes = screen.getAllByTestId('style-tier-note');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.textContent).toBe(SENTENCE);
  });

  it('is not there for a product-scoped group, nor one that does not say', () => {
    render(inRouter(<ProductPage product={productFixture({ tier_scope: 'product' })} />));
    expect(screen.queryByText(SENTENCE)).toBeNull();
    cleanup();
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.queryByText(SENTENCE)).toBeNull();
  });
});

describe('the size-run grid’s totals', () => {
  const priced = (v: ProductVariant): ProductVariant => ({
    ...v,
    defaultSellingPrice: { amount: 12, currency: 'usd' },
    slabTable: 0,
  });
  const product = productFixture({
    variants: [
      priced({ id: 7, color: 'Black', size: '8', coverImage: '' }),
      priced({ id: 8, color: 'Black', size: '9', coverImage: '' }),
      priced({ id: 9, color: 'Navy', size: '8', coverImage: '' }),
    ],
    slabTables: [[slab('from_to', 25, 99, 10), slab('>=', 100, null, 9)]],
  });
  const { country, rates } = shopContext('us');
  const quantities = { 7: 10, 8: 10, 9: 10 };

  it('a product-scoped group: each cell at its own 10 pairs, the default $12', () => {
    const totals = runTotals(sizeRun(product), quantities, country, rates, '$', 'product');
    expect(totals.total.toFixed(2)).toBe('360.00');
    expect(totals.tierQuantity).toEqual({ 7: 10, 8: 10, 9: 10 });
  });

  it('a style-scoped group: every cell at the style’s 30 pairs, $10, across colours', () => {
    const totals = runTotals(sizeRun(product), quantities, country, rates, '$', 'style');
    expect(totals.total.toFixed(2)).toBe('300.00');
    expect(totals.rows.map((r) => r.total.toFixed(2))).toEqual(['200.00', '100.00']);
    expect(totals.tierQuantity).toEqual({ 7: 30, 8: 30, 9: 30 });
  });
});

describe('the style’s pairs already in the cart', () => {
  const totalsShown = () => screen.getAllByTestId('total-price').map((t) => t.textContent);

  it('count toward a style’s tier: 25 pairs beside 75 in the cart cost $9.00 each', () => {
    render(
      inRouter(
        <ProductPage product={productFixture({ tier_scope: 'style' })} stylePairsInCart={75} />,
      ),
    );
    expect(totalsShown()[0]).toBe('$225.00');
    expect(screen.getAllByTestId('style-tier-note')[0]!.textContent).toBe(
      `${SENTENCE} (75 pairs already in your cart count)`,
    );
  });

  it('do not count for a product-scoped group: 25 pairs stay at $10.00', () => {
    render(
      inRouter(
        <ProductPage product={productFixture({ tier_scope: 'product' })} stylePairsInCart={75} />,
      ),
    );
    expect(totalsShown()[0]).toBe('$250.00');
  });

  it('count in the size-run grid’s totals of a style, not of a product-scoped group', () => {
    const product = productFixture({
      variants: [
        {
          id: 7,
          color: 'Black',
          size: '8',
          coverImage: '',
          defaultSellingPrice: { amount: 12, currency: 'usd' },
          slabTable: 0,
        },
      ],
      slabTables: [[slab('from_to', 25, 99, 10), slab('>=', 100, null, 9)]],
    });
    const { country, rates } = shopContext('us');
    const style = runTotals(sizeRun(product), { 7: 25 }, country, rates, '$', 'style', 75);
    expect(style.tierQuantity).toEqual({ 7: 100 });
    expect(style.total.toFixed(2)).toBe('225.00');
    const plain = runTotals(sizeRun(product), { 7: 25 }, country, rates, '$', 'product', 75);
    expect(plain.total.toFixed(2)).toBe('250.00');
  });
});
