// @vitest-environment jsdom
// The item group form's sale fields (docs/api.md, "Stock and pre-orders", "Minimums"): the sale
// mode, a pre-order's window (its dates only while the mode is pre-order, the shopper's words
// shown as they are typed), and the style's minimum; checked with the domain's form before
// sending, a window that runs backwards refused beside its field.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GroupPage } from './group-page';
import type { ItemGroupDetail } from './catalogue-types';

afterEach(cleanup);

const group: ItemGroupDetail = {
  id: 6,
  name: 'Falkner Aero Slip-On',
  brand_id: 1,
  head_category_id: 1,
  subcategory_id: 1,
  bullet_points: [],
  material: 'Knit',
  country_of_origin: 'PT',
  hs_code: '640399',
  size_system: 'uk',
  tier_scope: 'product',
  sale_mode: 'unlimited',
  ships_from: null,
  ships_by: null,
  min_pairs: 0,
  show_on_homepage: false,
  product_count: 0,
  brand: 'Falkner',
  head_category: 'Men',
  subcategory: 'Slip-Ons',
  products: [],
};
const choices = {
  brands: [{ id: 1, name: 'Falkner' }],
  heads: [{ id: 1, name: 'Men', subs: [{ id: 1, name: 'Slip-Ons' }] }],
};

function renderForm(sent: unknown[], over: Partial<ItemGroupDetail> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/catalogue/groups/6',
        element: <GroupPage group={{ ...group, ...over }} choices={choices} canWrite />,
        action: async ({ request }) => {
          sent.push(await request.json());
          return { intent: 'save-group', ok: true, message: 'Saved.' };
        },
      },
    ],
    { initialEntries: ['/admin/catalogue/groups/6'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the item group form’s sale fields', () => {
  it('shows the window only for a pre-order, in the shopper’s words, and says the minimum', () => {
    renderForm([]);
    expect(screen.queryByLabelText('Ships from')).toBeNull();
    fireEvent.change(screen.getByLabelText('Minimum pairs per style'), { target: { value: '24' } });
    expect(screen.getByText(/Minimum 24 pairs per style \(mix sizes and colours\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sale mode'), { target: { value: 'pre_order' } });
    fireEvent.change(screen.getByLabelText('Ships from'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('Ships by'), { target: { value: '2027-03-15' } });
    expect(screen.getByText('Shoppers read “Pre-order: ships 1–15 Mar 2027”.')).toBeTruthy();
  });

  it('refuses a window that runs backwards beside its field, and sends nothing', () => {
    const sent: unknown[] = [];
    renderForm(sent);
    fireEvent.change(screen.getByLabelText('Sale mode'), { target: { value: 'pre_order' } });
    fireEvent.change(screen.getByLabelText('Ships from'), { target: { value: '2027-03-15' } });
    fireEvent.change(screen.getByLabelText('Ships by'), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item group' }));
    expect(screen.getByLabelText('Ships by').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('The last shipping date comes on or after the first (2027-03-15).'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends no dates once the group is no longer a pre-order', async () => {
    const sent: { group: Record<string, unknown> }[] = [];
    renderForm(sent as unknown[]);
    fireEvent.change(screen.getByLabelText('Sale mode'), { target: { value: 'pre_order' } });
    fireEvent.change(screen.getByLabelText('Ships from'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('Sale mode'), { target: { value: 'stock' } });
    fireEvent.change(screen.getByLabelText('Minimum pairs per style'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item group' }));
    await screen.findByText(/Saved/, undefined, { timeout: 5_000 });
    expect(sent[0]!.group).toMatchObject({
      sale_mode: 'stock',
      ships_from: '',
      ships_by: '',
      min_pairs: '12',
    });
  });
});

describe('the item group form’s customs fields', () => {
  it('chooses the origin from the countries and sends the HS code with the group', async () => {
    const sent: { group: Record<string, unknown> }[] = [];
    renderForm(sent as unknown[]);
    const origin = screen.getByLabelText('Country of origin') as HTMLSelectElement;
    expect(origin.value).toBe('PT');
    expect(screen.getByRole('option', { name: 'Portugal (PT)' })).toBeTruthy();
    fireEvent.change(origin, { target: { value: 'VN' } });
    fireEvent.change(screen.getByLabelText('HS code'), { target: { value: '6404.11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item group' }));
    await screen.findByText(/Saved/, undefined, { timeout: 5_000 });
    expect(sent[0]!.group).toMatchObject({ country_of_origin: 'VN', hs_code: '6404.11' });
  });

  it('refuses an HS code that is not 6–10 digits beside its field, and sends nothing', () => {
    const sent: unknown[] = [];
    renderForm(sent);
    fireEvent.change(screen.getByLabelText('HS code'), { target: { value: '6404' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save item group' }));
    expect(screen.getByLabelText('HS code').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'The HS code is 6 to 10 digits, such as 640399 (dots between them are fine), or empty.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows an origin saved as a name, and asks for its code before saving', () => {
    const sent: unknown[] = [];
    renderForm(sent, { country_of_origin: 'Portugal' });
    const origin = screen.getByLabelText('Country of origin') as HTMLSelectElement;
    expect(origin.value).toBe('Portugal');
    fireEvent.click(screen.getByRole('button', { name: 'Save item group' }));
    expect(
      screen.getByText(
        'The country of origin is written as its two-letter ISO code: PT for Portugal.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
