// @vitest-environment jsdom
// The product form checks itself with the domain's schema before sending: a slab row that
// overlaps is named beside that row, nothing is sent, and what was typed stays.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import ProductRoute, { action as productAction } from '../../routes/admin/catalogue-product';
import { bodyOf, checkDraft, draftOf, ProductEditor } from './product-editor';
import type { ProductRow } from './catalogue-types';

const product: ProductRow = {
  id: 7,
  item_group_id: 3,
  sku: 'SS-7-NAVY-9',
  name: 'Kilnsey Boot',
  color: 'Navy',
  color_hex: '1f2a44',
  size: '9',
  selling_price: '40.00',
  currency: 'gbp',
  height: null,
  length: '10.50',
  width: null,
  dimension_unit: 'in',
  weight: null,
  weight_unit: 'oz',
  availability: 12,
  images: ['/media/shoe/1f2a44/1.svg'],
  archived_at: null,
  slabs: [
    {
      operator: 'from_to',
      min_quantity: 1,
      max_quantity: 9,
      selling_price: '40.00',
      currency: 'gbp',
    },
    {
      operator: '>=',
      min_quantity: 10,
      max_quantity: null,
      selling_price: '36.00',
      currency: 'gbp',
    },
  ],
};

describe('checkDraft', () => {
  it('passes a product as the API answered it, and sends it back unchanged', () => {
    const draft = draftOf(product, 3);
    expect(checkDraft(draft)).toEqual({ fields: {}, rows: [] });
    expect(bodyOf(draft)).toMatchObject({
      sku: 'SS-7-NAVY-9',
      images: ['/media/shoe/1f2a44/1.svg'],
      slabs: [
        { operator: 'from_to', min_quantity: '1', max_quantity: '9', selling_price: '40.00' },
        { operator: '>=', min_quantity: '10', max_quantity: null, selling_price: '36.00' },
      ],
    });
  });

  it('names a gap by its row and a bad price by its field', () => {
    const draft = draftOf(product, 3);
    draft.slabs[1]!.min_quantity = '12';
    draft.selling_price = '-4';
    const found = checkDraft(draft);
    expect(found.fields.selling_price).toBe('The price cannot be negative.');
    expect(found.rows).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'min_quantity',
        message: expect.stringMatching(/10 to 11 have no price/),
      }),
    ]);
  });
});

describe('ProductEditor', () => {
  afterEach(cleanup);

  it('shows the row error beside the row, keeps the typing, and sends nothing', () => {
    let sent = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ProductEditor product={product} groupId={3} groupName="Kilnsey Boot" canWrite />
          ),
          action: () => {
            sent++;
            return { intent: 'save', ok: true };
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const row2 = screen.getByRole('listitem', { name: 'Slab row 2' });
    fireEvent.change(within(row2).getByLabelText('From (pairs)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(within(row2).getByText(/Slab row 2: its quantities overlap row 1/)).toBeTruthy();
    expect(within(row2).getByLabelText('From (pairs)').getAttribute('aria-invalid')).toBe('true');
    expect((within(row2).getByLabelText('From (pairs)') as HTMLInputElement).value).toBe('5');
    expect(screen.getByRole('alert').textContent).toMatch(/Please correct 1 problem/);
    expect(sent).toBe(0);
  });

  it('is read-only for a role that may not write', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ProductEditor
              product={product}
              groupId={3}
              groupName="Kilnsey Boot"
              canWrite={false}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('button', { name: 'Save product' })).toBeNull();
    expect(screen.getByLabelText('SKU').matches(':disabled')).toBe(true);
  });
});

describe('a new product', () => {
  afterEach(cleanup);

  it('is saved, and its page says it was created (issue 28.7)', async () => {
    const posted: { path: string; body: unknown }[] = [];
    const api = async (path: string, init?: RequestInit) => {
      posted.push({ path, body: JSON.parse(String(init?.body)) });
      return Response.json({ ...product, id: 7 }, { status: 201 });
    };
    type Args = Parameters<typeof productAction>[0];
    const router = createMemoryRouter(
      [
        {
          id: 'routes/admin/console-layout',
          path: '/admin',
          loader: () => ({ me: { id: 1, email: 'o@example.com', name: 'O', role: 'owner' } }),
          children: [
            {
              path: 'catalogue/products/:productId',
              loader: ({ params }) => ({
                product: params.productId === 'new' ? undefined : product,
                group: { id: 3, name: 'Kilnsey Boot' },
              }),
              action: (args) => productAction({ ...args, context: { api } } as unknown as Args),
              // Framework mode hands the route its loader data as a prop: so does this stand-in.
              Component: function Page() {
                const Route = ProductRoute as unknown as React.ComponentType<{
                  loaderData: unknown;
                }>;
                return <Route loaderData={useLoaderData()} />;
              },
            },
          ],
        },
      ],
      { initialEntries: ['/admin/catalogue/products/new?group=3'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/admin/catalogue/products/new?group=3', {
      formMethod: 'post',
      formEncType: 'application/json',
      body: { intent: 'save', product: bodyOf(draftOf(product, 3)) },
    });
    expect(posted).toMatchObject([{ path: '/admin/catalogue/products/' }]);
    expect(router.state.location.pathname).toBe('/admin/catalogue/products/7');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Created SS-7-NAVY-9. The storefront shows it now; add its photos below.',
    );
  });
});
