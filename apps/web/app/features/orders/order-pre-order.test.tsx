// @vitest-environment jsdom
// A pre-ordered style on the buyer's order page says its window once (docs/api.md, "Stock and
// pre-orders"), as its lines kept it at placement; a style sold at once says nothing of it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { byStyle, submittedOrder } from './order-fixtures';
import { OrderDetail } from './order-views';

afterEach(cleanup);

describe('order page', () => {
  it('the order page says a pre-ordered style’s window once, however many sizes it has', () => {
    const [first, second] = submittedOrder.items;
    const window = { sale_mode: 'pre_order', ships_from: '2027-03-01', ships_by: '2027-03-15' };
    render(
      <MemoryRouter>
        <OrderDetail
          order={byStyle(
            {
              ...submittedOrder,
              items: [
                { ...first!, ...window } as typeof first & object,
                { ...first!, ...window, id: 3, product_id: 13, size: '43' } as typeof first &
                  object,
                { ...second!, sale_mode: 'unlimited', ships_from: null, ships_by: null },
              ],
            },
            (i) => (i.product_id === 12 ? 2 : 1),
          )}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('pre-order-note').map((n) => n.textContent)).toEqual([
      'Pre-order: ships 1–15 Mar 2027',
    ]);
  });
});
