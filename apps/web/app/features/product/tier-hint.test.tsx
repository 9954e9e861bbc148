// @vitest-environment jsdom
// The next-tier hint where the product page chooses a quantity (issue 19).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductPage } from './product-page';
import { inRouter, productFixture } from './test-fixtures';

afterEach(cleanup);

const qty = () => screen.getByRole('textbox', { name: 'Quantity in pairs' });

describe('next-tier hint on the product page', () => {
  it('says nothing when no cheaper slab is within 50 %', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.queryByTestId('tier-hint')).toBeNull();
  });

  it('offers the cheaper slab and takes the quantity there', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    await user.clear(qty());
    await user.type(qty(), '70');
    const hint = screen.getByRole('button', { name: 'Add 30 more pairs for $9.00/pair' });
    await user.click(hint);
    expect(qty()).toHaveProperty('value', '100');
    expect(screen.getByTestId('total-price').textContent).toBe('$900.00');
    expect(screen.queryByTestId('tier-hint')).toBeNull();
  });
});
