// @vitest-environment jsdom
// The customer groups page: each group's terms in words, the forms only for customers.write, a
// refused field shown beside itself with what was typed, and the saved message announced.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CustomerGroup } from '@solestock/domain/back-office/customer-group-payloads';
import { CustomerGroupsPage, type CustomerGroupsResult } from './customer-groups-page';

const gold: CustomerGroup = {
  id: 7,
  name: 'Gold',
  discount_percent: '12.50',
  deposit_percent: 30,
  net_days: 30,
  members: 1,
  created_at: '2026-11-20T08:00:00Z',
};
const plain: CustomerGroup = {
  ...gold,
  id: 8,
  name: 'Plain',
  discount_percent: '0.00',
  deposit_percent: 100,
  net_days: 0,
  members: 3,
};

function show(props: { mayWrite?: boolean; result?: CustomerGroupsResult }) {
  const element = (
    <CustomerGroupsPage
      groups={[gold, plain]}
      mayWrite={props.mayWrite ?? true}
      result={props.result}
    />
  );
  const router = createMemoryRouter([{ path: '/admin/customer-groups', element }], {
    initialEntries: ['/admin/customer-groups'],
  });
  render(<RouterProvider router={router} />);
}

describe('CustomerGroupsPage', () => {
  afterEach(cleanup);

  it('says each group’s terms and members in words', () => {
    show({});
    expect(screen.getByText('12.5% off · 30% deposit · net 30 · 1 company')).toBeTruthy();
    expect(screen.getByText('pay in full · 3 companies')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeTruthy();
  });

  it('support reads the groups without a form', () => {
    show({ mayWrite: false });
    expect(screen.queryByRole('button', { name: 'Add group' })).toBeNull();
    expect(screen.queryByText(/Change or remove/)).toBeNull();
    expect(screen.getByText(/Gold/)).toBeTruthy();
  });

  it('shows a refused field beside itself, keeping what was typed, in the group’s own form', () => {
    show({
      result: {
        intent: 'update',
        id: 7,
        ok: false,
        error: 'Please correct the fields marked below.',
        fields: {
          discount_percent: 'The discount is a percentage from 0 to 90, with at most two decimals.',
        },
        values: { name: 'Gold', discount_percent: '95', deposit_percent: '30', net_days: '30' },
      },
    });
    const item = screen.getByRole('heading', { name: 'Gold' }).closest('li')!;
    const discount = within(item).getByLabelText('Discount %') as HTMLInputElement;
    expect(discount.value).toBe('95');
    expect(discount.getAttribute('aria-invalid')).toBe('true');
    expect(within(item).getByText(/at most two decimals/)).toBeTruthy();
    // The other group's form keeps its own values.
    const other = screen.getByRole('heading', { name: 'Plain' }).closest('li')!;
    expect((within(other).getByLabelText('Discount %') as HTMLInputElement).value).toBe('0.00');
  });

  it('announces a saved group', () => {
    show({ result: { intent: 'create', id: 9, ok: true, message: 'Silver is added.' } });
    expect(screen.getByRole('status').textContent).toBe('Silver is added.');
  });
});
