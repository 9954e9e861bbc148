// @vitest-environment jsdom
// A pre-ordered line on the buyer's order page says its window (docs/api.md, "Stock and
// pre-orders"), as the line kept it at placement; a line sold at once says nothing of it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { submittedOrder } from './order-fixtures';
import { OrderDetail } from './order-views';

afterEach(cleanup);

describe('order page', () => {
  it('the order page says a pre-ordered line’s window', () => {
    const [first, second] = submittedOrder.items;
    render(
      <MemoryRouter>
        <OrderDetail
          order={{
            ...submittedOrder,
            items: [
              {
                ...first!,
                sale_mode: 'pre_order',
                ships_from: '2027-03-01',
                ships_by: '2027-03-15',
              },
              { ...second!, sale_mode: 'unlimited', ships_from: null, ships_by: null },
            ],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('pre-order-note').map((n) => n.textContent)).toEqual([
      'Pre-order: ships 1–15 Mar 2027',
    ]);
  });
});
