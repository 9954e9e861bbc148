// @vitest-environment jsdom
// Group prices on the product page (docs/api.md "Group prices", decision 149): a member's answer
// carries the group's prices already discounted, exact; the page's totals and the slab strip
// convert and round them as the cart charges, and say whose price it is. A guest's page does not.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { groupUnitPrice } from '@solestock/domain';
import { ProductPage } from './product-page';
import { groupPriceNote } from './buy-panel';
import { inRouter, productFixture, slab } from './test-fixtures';

afterEach(cleanup);

const member = (discount: string) =>
  productFixture({
    group_discount_percent: discount,
    defaultSellingPrice: {
      amount: groupUnitPrice(12, discount, 'usd').toNumber(),
      currency: 'usd',
    },
    slabPrices: [
      slab('from_to', 25, 99, groupUnitPrice(10, discount, 'usd').toNumber()),
      slab('from_to', 100, 299, groupUnitPrice(9, discount, 'usd').toNumber()),
      slab('>=', 300, null, groupUnitPrice(8, discount, 'usd').toNumber()),
    ],
  });

describe('a member’s product page', () => {
  it('totals at the group’s price, rounded per pair as charged: 25 × $8.75', () => {
    render(inRouter(<ProductPage product={member('12.50')} />));
    expect(screen.getAllByTestId('total-price')[0]!.textContent).toBe('$218.75');
    // The strip shows the member's slab prices: $9 × 0.875 = $7.875 → $7.88 a pair.
    expect(screen.getAllByText('$7.88').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('group-price-note')[0]!.textContent).toBe(
      'Your company’s price: 12.5% off the list price.',
    );
  });

  it('a guest’s page shows list prices and no note', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.getAllByTestId('total-price')[0]!.textContent).toBe('$250.00');
    expect(screen.queryByTestId('group-price-note')).toBeNull();
    expect(groupPriceNote('20.00')).toBe('Your company’s price: 20% off the list price.');
  });
});
