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
