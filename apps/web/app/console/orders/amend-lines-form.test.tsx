// @vitest-environment jsdom
// The order page's "Amend lines" form (docs/api.md, "Amending an order"): offered in review to a
// role that moves orders, each quantity and Remove box labelled, a required note; it sends the
// PATCH body the API reads (moveBody), says it is saving, shows the API's sentence beside the
// field, and after a save shows the new lines, total and timeline entry. The staff's document
// links open the staff route.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from 'react-router';
import type { AmendmentPreview } from '@solestock/domain/back-office/order-amendment';
import type { StaffRole } from '@solestock/domain/back-office/staff-roles';
import type { AdminOrder } from '../shared/console-types';
import { OrderPage } from './order-page';
import { adminByStyle } from './order-by-style.fixture';
import { moveBody } from './move-body';
import type { OrderActionResult } from './order-action-dialog';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const line = (id: number, size: string, quantity: number) => ({
  id,
  product_id: 10 + id,
  sku: `SKU-${id}`,
  product_name: 'Runner',
  brand: 'Brand',
  color: 'Black',
  size,
  quantity,
  mode: 'air',
  unit_price: 10,
  product_currency: 'gbp',
  conversion_rate: null,
  converted_unit_price: 10,
  line_total: 10 * quantity,
});

const base: AdminOrder = {
  id: 7,
  created_at: '2026-11-24T08:00:00Z',
  status: 'paid',
  buyer: { id: 3, email: 'buyer@example.com', first_name: 'Ada' },
  country_code: 'gb',
  currency: 'gbp',
  symbol: '£',
  total: 120,
  shipping_charge: null,
  balance_due: 0,
  items_count: 2,
  version: 4,
  lines: [line(1, '42', 6), line(2, '43', 6)],
  payments: [],
  refunds: [],
  events: [],
  notes: [],
  carrier: null,
  tracking_number: null,
  cancel_reason: null,
  possible_moves: ['confirm', 'cancel'],
  amendable: true,
  refund_due: 0,
  documents: [],
};

/** The page under a router whose action answers as `answer` says, remembering what was sent. */
function renderPage(
  first: AdminOrder,
  role: StaffRole,
  answer: (body: unknown) => { order: AdminOrder; result: OrderActionResult },
) {
  const sent: unknown[] = [];
  let current = first;
  const router = createMemoryRouter(
    [
      {
        path: '/admin/orders/7',
        loader: () => current,
        action: async ({ request }) => {
          const form = await request.formData();
          const { body, fields } = moveBody(String(form.get('intent')), form);
          if (Object.keys(fields).length > 0)
            return {
              intent: String(form.get('intent')),
              ok: false,
              error: null,
              fields,
            } satisfies OrderActionResult;
          sent.push(body);
          const answered = answer(body);
          current = answered.order;
          return answered.result;
        },
        Component: () => (
          <OrderPage
            order={adminByStyle(useLoaderData<AdminOrder>(), () => 1)}
            role={role}
            result={useActionData<OrderActionResult>()}
          />
        ),
      },
    ],
    { initialEntries: ['/admin/orders/7'] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

describe('Amend lines', () => {
  afterEach(cleanup);

  it('sends each line’s pairs, 0 for a removed one, the note and the version, and shows the order as amended', async () => {
    const amended: AdminOrder = {
      ...base,
      version: 5,
      total: 50,
      balance_due: 0,
      refund_due: 70,
      lines: [line(1, '42', 5)],
      events: [
        {
          id: 9,
          type: 'amended',
          from_status: 'paid',
          to_status: 'paid',
          created_at: '2026-11-25T08:00:00Z',
          data: {
            note: 'Size 43 is sold out',
            changes: [
              { line_id: 1, product: 'Runner, Black, size 42', from: 6, to: 5 },
              { line_id: 2, product: 'Runner, Black, size 43', from: 6, to: 0 },
            ],
            total_before: 120,
            total_after: 50,
            refund_due: 70,
          },
          staff: { id: 1, name: 'Mia Manager', email: 'mia@example.com' },
        },
      ],
    };
    const sent = renderPage(base, 'manager', () => ({
      order: amended,
      result: { intent: 'amend', ok: true },
    }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save changes' });
    const pairs = screen.getByLabelText('Pairs of Runner, Black, size 42');
    await user.clear(pairs);
    await user.type(pairs, '5');
    await user.click(screen.getByRole('checkbox', { name: 'Remove Runner, Black, size 43' }));
    await user.type(screen.getByLabelText('Note to the buyer (required)'), 'Size 43 is sold out');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      lines: [
        { id: 1, quantity: 5 },
        { id: 2, quantity: 0 },
      ],
      note: 'Size 43 is sold out',
      version: 4,
    });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringMatching(/amended and priced again/),
    );
    expect(screen.getByTestId('goods-total').textContent).toBe('£50.00');
    expect(screen.getByTestId('refund-due').textContent).toMatch(/£70\.00/);
    expect(screen.getByText('Lines amended')).toBeTruthy();
    expect(
      screen.getByText(/Runner, Black, size 43 removed \(was 6\).*Note: Size 43 is sold out/),
    ).toBeTruthy();
    // The form shows the order as it now is: one line, 5 pairs, version 5.
    expect(
      (screen.getByLabelText('Pairs of Runner, Black, size 42') as HTMLInputElement).value,
    ).toBe('5');
    expect(screen.queryByLabelText('Pairs of Runner, Black, size 43')).toBeNull();
  });

  it('previews the server’s new total and re-priced lines before saving, without a note, changing nothing (issue 43 item 2)', async () => {
    const preview: AmendmentPreview = {
      total_before: 120,
      total: 114,
      balance_due: 0,
      refund_due: 6,
      lines: [
        {
          id: 1,
          quantity_before: 6,
          quantity: 6,
          unit_price_before: 10,
          unit_price: 11,
          line_total: 66,
        },
        {
          id: 2,
          quantity_before: 6,
          quantity: 4,
          unit_price_before: 10,
          unit_price: 12,
          line_total: 48,
        },
      ],
    };
    const sent = renderPage(base, 'manager', () => ({
      order: base,
      result: { intent: 'amend_preview', ok: true, preview },
    }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save changes' });
    const pairs = screen.getByLabelText('Pairs of Runner, Black, size 43');
    await user.clear(pairs);
    await user.type(pairs, '4');
    const previewButton = screen.getByRole('button', { name: 'Preview the new total' });
    // The browser sends it without the note (formnovalidate); jsdom does not honour that, so the
    // note's own check is lifted here as a browser would skip it.
    expect(previewButton.hasAttribute('formnovalidate')).toBe(true);
    screen.getByLabelText('Note to the buyer (required)').removeAttribute('required');
    await user.click(previewButton);

    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the lines: the note is for the save.
    expect(sent[0]).toEqual({ lines: [{ id: 2, quantity: 4 }] });
    const shown = await screen.findByTestId('amend-preview');
    expect(shown.getAttribute('role')).toBe('status');
    expect(within(shown).getByTestId('amend-preview-total').textContent).toBe(
      'New goods total £114.00 (now £120.00)',
    );
    expect(shown.textContent).toContain('£6.00 would be due back to the buyer');
    // Every line the change moves: the one re-priced by its tier too.
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Runner, Black, size 42: 6 pairs, £10.00 → £11.00 a pair, £66.00',
      'Runner, Black, size 43: 6 → 4 pairs, £10.00 → £12.00 a pair, £48.00',
    ]);
    // Nothing was saved: no outcome line, and the typed pairs are still in the form.
    expect(screen.queryByText(/amended and priced again/)).toBeNull();
    expect(
      (screen.getByLabelText('Pairs of Runner, Black, size 43') as HTMLInputElement).value,
    ).toBe('4');
  });

  it('shows the domain’s sentence for a missing note without sending, and the API’s for a refused change', async () => {
    const sent = renderPage(base, 'owner', () => ({
      order: base,
      result: {
        intent: 'amend',
        ok: false,
        error: 'An order keeps at least one line: to drop every line, cancel the order instead.',
        fields: {},
      },
    }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save changes' });
    const note = screen.getByLabelText('Note to the buyer (required)');
    // The browser's own check is bypassed to reach the domain's sentence.
    note.removeAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const noteError = await screen.findByText(/Please say why the order is amended/);
    expect(note.getAttribute('aria-describedby')).toBe(noteError.id);
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Remove Runner, Black, size 42' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove Runner, Black, size 43' }));
    await user.type(note, 'Cancel all');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/keeps at least one line/);
    expect(sent).toHaveLength(1);
  });

  it('is not offered to support, nor once the order is confirmed; the documents link to the staff route', async () => {
    renderPage(base, 'support', () => ({ order: base, result: { intent: 'amend', ok: true } }));
    await screen.findByRole('heading', { name: 'Lines' });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByLabelText('Pairs of Runner, Black, size 42')).toBeNull();
    cleanup();

    const confirmed: AdminOrder = {
      ...base,
      status: 'confirmed',
      amendable: false,
      documents: [
        {
          document: 'proforma',
          title: 'Proforma invoice',
          url: '/api/admin/orders/7/documents/proforma.pdf',
        },
      ],
    };
    renderPage(confirmed, 'manager', () => ({
      order: confirmed,
      result: { intent: 'amend', ok: true },
    }));
    await screen.findByRole('heading', { name: 'Documents' });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Proforma invoice (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/orders/7/documents/proforma.pdf',
    );
  });

  it('folds a long order by style and colour; a size opened, changed, folded and sent is the only line sent', async () => {
    // 9 styles in black, 6 sizes each: 54 lines, more than the page opens at once.
    const lines = Array.from({ length: 54 }, (_, i) => ({
      ...line(i + 1, String(40 + (i % 6)), 6),
      product_name: `Runner ${Math.floor(i / 6) + 1}`,
    }));
    const long: AdminOrder = { ...base, lines, items_count: 54, lines_count: 54 };
    // Grouped by the style each line's product is in (six sizes a style).
    const sent2: unknown[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/admin/orders/7',
          loader: () => long,
          action: async ({ request }) => {
            const form = await request.formData();
            sent2.push(moveBody('amend', form).body);
            return { intent: 'amend', ok: true } satisfies OrderActionResult;
          },
          Component: () => (
            <OrderPage
              order={adminByStyle(useLoaderData<AdminOrder>(), (l) => Math.ceil(l.id / 6))}
              role="manager"
              result={useActionData<OrderActionResult>()}
            />
          ),
        },
      ],
      { initialEntries: ['/admin/orders/7'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save changes' });
    expect(screen.getAllByTestId('order-style')).toHaveLength(9);
    // Folded: no inputs yet, each size and its pairs said in words.
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.getAllByText('40×6, 41×6, 42×6, 43×6, 44×6, 45×6')).toHaveLength(9);

    const open = screen.getByRole('button', { name: 'Show and amend sizes of Runner 3, Black' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const pairs = screen.getByLabelText('Pairs of Runner 3, Black, size 42');
    await user.clear(pairs);
    await user.type(pairs, '9');
    // Folded again, the typed pairs are kept and sent.
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.type(screen.getByLabelText('Note to the buyer (required)'), 'More of 42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent2).toHaveLength(1));
    expect(sent2[0]).toEqual({ lines: [{ id: 15, quantity: 9 }], note: 'More of 42', version: 4 });

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('spinbutton')).toHaveLength(54);
    expect(
      screen.getAllByRole('checkbox', { name: /^Remove Runner \d, Black, size 4\d$/ }),
    ).toHaveLength(54);
  });
});
