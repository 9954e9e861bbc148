// @vitest-environment jsdom
// Issue 31.2: the item group page's cartons: listed by colour with their pairs, and a form with a
// number per size of the chosen colour whose pairs are totalled as they are typed; checked with
// the domain's packForm before sending (a problem beside its size); sent as one request.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminPack } from '@solestock/domain/back-office/pack-payloads';
import type { ProductRow } from './catalogue-types';
import { PacksSection, draftPairs, packBody, packColours } from './packs-section';

const product = (id: number, color: string, size: string | null, archived = false) =>
  ({
    id,
    item_group_id: 5,
    sku: `SS-${id}`,
    name: 'Marlow',
    color,
    color_hex: '',
    size,
    selling_price: '10.00',
    currency: 'gbp',
    height: null,
    length: null,
    width: null,
    dimension_unit: 'in',
    weight: null,
    weight_unit: 'oz',
    availability: 0,
    images: [],
    archived_at: archived ? '2026-01-01T00:00:00Z' : null,
    slabs: [],
  }) satisfies ProductRow;

const PRODUCTS = [
  product(1, 'Black', '5'),
  product(2, 'Black', '6'),
  product(3, 'Black', '10'),
  product(4, 'Sand', '7'),
  product(5, 'Sand', '8', true),
  product(6, 'Kit', null),
];
const PACK: AdminPack = {
  id: 9,
  item_group_id: 5,
  color: 'Black',
  name: 'Carton of 4',
  ratio: { '5': 1, '6': 2, '10': 1 },
  pairs: 4,
  missing_sizes: [],
  standard: true,
  created_at: '2026-01-01T00:00:00Z',
};

function renderSection(packs: AdminPack[], sent: unknown[], canWrite = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/catalogue/groups/5',
        element: (
          <PacksSection groupName="Marlow" products={PRODUCTS} packs={packs} canWrite={canWrite} />
        ),
        action: async ({ request }) => {
          sent.push(await request.json());
          return { intent: 'save-pack', ok: true, message: 'Saved Carton of 12.' };
        },
      },
    ],
    { initialEntries: ['/admin/catalogue/groups/5'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the carton form’s rules', () => {
  it('offers the colours with sized live products; sends the sizes given pairs', () => {
    expect(packColours(PRODUCTS)).toEqual(['Black', 'Sand']);
    const draft = { id: null, color: 'Black', name: '', pairs: { '5': '2', '6': '', '10': '0' } };
    expect(packBody(draft)).toEqual({ color: 'Black', name: '', ratio: { '5': 2 } });
    expect(draftPairs({ ...draft, pairs: { '5': '2', '6': 'x', '10': '3' } })).toBe(5);
  });
});

describe('PacksSection', () => {
  afterEach(cleanup);

  it('lists a colour’s cartons with their pairs and marks the standard one', () => {
    renderSection([PACK], []);
    const row = screen.getByTestId('pack-row');
    expect(row.textContent).toContain('Carton of 4');
    expect(row.textContent).toContain('Standard carton');
    expect(row.textContent).toContain('4 pairs: 5×1, 6×2, 10×1');
    expect(screen.getByText('No cartons yet.')).toBeTruthy();
  });

  it('totals the pairs as they are typed, and sends the carton', async () => {
    const sent: unknown[] = [];
    renderSection([], sent);
    expect(screen.getByTestId('pack-pairs').textContent).toBe('0 pairs');
    fireEvent.change(screen.getByLabelText('Size 5'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Size 6'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Size 10'), { target: { value: '3' } });
    expect(screen.getByTestId('pack-pairs').textContent).toBe('12 pairs');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Carton of 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add carton' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      intent: 'save-pack',
      id: null,
      pack: { color: 'Black', name: 'Carton of 12', ratio: { '5': 3, '6': 6, '10': 3 } },
    });
    await waitFor(() => expect(screen.getByText('Saved Carton of 12.')).toBeTruthy());
    // The form starts again for the next carton.
    expect((screen.getByLabelText('Size 5') as HTMLInputElement).value).toBe('');
  });

  it('shows each problem beside its size and sends nothing', () => {
    const sent: unknown[] = [];
    renderSection([], sent);
    fireEvent.change(screen.getByLabelText('Size 5'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add carton' }));
    expect(
      screen.getByText(/Please correct 1 problem marked below\. Nothing was saved\./),
    ).toBeTruthy();
    expect(screen.getByText('A carton holds 2 to 500 pairs; this one holds 1.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Size 6'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add carton' }));
    expect(screen.getByLabelText('Size 6').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('a colour’s sizes follow the colour chosen; Edit fills the form with the carton', () => {
    renderSection([PACK], []);
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'Sand' } });
    expect(screen.queryByLabelText('Size 5')).toBeNull();
    expect(screen.getByLabelText('Size 7')).toBeTruthy();
    expect(screen.queryByLabelText('Size 8')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Carton of 4' }));
    expect((screen.getByLabelText('Size 6') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('pack-pairs').textContent).toBe('4 pairs');
    expect(screen.getByRole('button', { name: 'Save carton' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Change Carton of 4');
  });

  it('support reads the cartons, with no form and no buttons', () => {
    renderSection([PACK], [], false);
    expect(screen.getByTestId('pack-row')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
