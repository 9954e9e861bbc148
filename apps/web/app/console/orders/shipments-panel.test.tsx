// @vitest-environment jsdom
// The order page's Shipments panel (docs/orders-and-payments.md, "Shipments and back orders"):
// each line's pairs and readiness in the API's words, the ship form filled with what is ready,
// "Ship early" only with a pre-order left, carton rows added and removed, the shipments with
// their papers, and no forms for a role that may not ship or an order shipped whole.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminShipments } from '@solestock/domain/back-office/shipments';
import { ShipmentsPanel } from './shipments-panel';

const shipping = (status = 'partially_shipped'): AdminShipments => ({
  order_id: 7,
  status,
  version: 5,
  lines: [
    {
      line_id: 1,
      product_name: 'Oxford',
      color: 'Black',
      size: '42',
      sale_mode: 'stock',
      ships_from: null,
      ordered: 12,
      shipped: 5,
      cancelled: 0,
      left: 7,
      readiness: 'ready',
      readiness_text: 'Ready',
    },
    {
      line_id: 2,
      product_name: 'Chukka',
      color: 'Tan',
      size: '41',
      sale_mode: 'pre_order',
      ships_from: '2027-03-01',
      ordered: 6,
      shipped: 0,
      cancelled: 0,
      left: 6,
      readiness: 'waits_for_window',
      readiness_text: 'Waits for its window: ships from 1 Mar 2027',
    },
  ],
  shipments: [
    {
      id: 31,
      number: 1,
      invoice_number: 'INV-2026-000123',
      invoice_issued_at: '2026-11-20T10:00:00Z',
      carrier: 'DHL',
      tracking: 'JD0001',
      waybill: 'AWB 176-1',
      ship_date: '2026-11-20',
      early: false,
      due_on: null,
      created_at: '2026-11-20T10:00:00Z',
      pairs: 5,
      lines: [{ line_id: 1, product_name: 'Oxford', color: 'Black', size: '42', pairs: 5 }],
      cartons: [],
      documents: [
        {
          document: 'invoice',
          title: 'Commercial invoice',
          url: '/api/admin/orders/7/documents/invoice.pdf?shipment=31',
        },
      ],
    },
  ],
});

function renderPanel(s: AdminShipments, canShip = true) {
  const router = createMemoryRouter(
    [{ path: '/', element: <ShipmentsPanel shipping={s} canShip={canShip} result={undefined} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ShipmentsPanel', () => {
  afterEach(cleanup);

  it('shows each line’s pairs and readiness, and fills the form with what is ready', () => {
    renderPanel(shipping());
    const lines = screen.getByTestId('shipment-lines');
    expect(within(lines).getByText('Waits for its window: ships from 1 Mar 2027')).toBeTruthy();
    expect(within(lines).getAllByRole('row')[1]!.textContent).toBe(
      'Oxford, Black, size 4212507Ready',
    );
    // The ship form's boxes (the cancel form, folded away, has its own, at 0).
    const ready = screen.getAllByRole('spinbutton', { name: /^Oxford, Black, size 42/ })[0]!;
    const waits = screen.getAllByRole('spinbutton', { name: /^Chukka, Tan, size 41/ })[0]!;
    expect(ready.getAttribute('name')).toBe('ship-1');
    expect([(ready as HTMLInputElement).value, (waits as HTMLInputElement).value]).toEqual([
      '7',
      '0',
    ]);
    expect(screen.getByRole('checkbox', { name: /Ship early/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ship these pairs' }).getAttribute('value')).toBe(
      'shipment',
    );
  });

  it('adds and removes carton rows', () => {
    renderPanel(shipping());
    fireEvent.click(screen.getByRole('button', { name: 'Add a carton' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a carton' }));
    expect(screen.getAllByTestId('carton-row')).toHaveLength(2);
    expect(screen.getByLabelText('Carton 2: gross kg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove carton 1' }));
    expect(screen.getAllByTestId('carton-row')).toHaveLength(1);
    expect(screen.getByLabelText('Carton 1: gross kg')).toBeTruthy();
  });

  it('lists the shipments with their invoice and papers; no forms without the role or once shipped', () => {
    renderPanel(shipping(), false);
    const row = screen.getByTestId('shipment-row');
    expect(row.textContent).toContain('INV-2026-000123');
    expect(row.textContent).toContain('Waybill AWB 176-1');
    expect(
      within(row).getByRole('link', { name: 'Commercial invoice 1 (PDF)' }).getAttribute('href'),
    ).toBe('/api/admin/orders/7/documents/invoice.pdf?shipment=31');
    expect(screen.queryByRole('button', { name: 'Ship these pairs' })).toBeNull();
    cleanup();
    renderPanel(shipping('shipped'));
    expect(screen.queryByRole('button', { name: 'Ship these pairs' })).toBeNull();
  });
});
