// @vitest-environment jsdom
// The brand screen (docs/brand.md): the saved brand fills the labelled fields; the preview says
// whether white text reads on the colour as it is typed; a refused save keeps what was typed with
// each field's sentence; the form's switches post as the API's booleans.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';
import { BrandSettingsPage } from './brand-page';
import { brandValuesOf, type BrandActionResult } from './brand-form';

function show(result?: BrandActionResult) {
  const element = <BrandSettingsPage brand={DEFAULT_BRAND} result={result} />;
  const router = createMemoryRouter([{ path: '/admin/settings/brand', element }], {
    initialEntries: ['/admin/settings/brand'],
  });
  render(<RouterProvider router={router} />);
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('BrandSettingsPage', () => {
  afterEach(cleanup);

  it('shows the saved brand and previews the colour with its contrast as it is typed', () => {
    show();
    expect(input('Shop name').value).toBe('Solestock');
    expect(input('Primary colour (#rrggbb)').value).toBe('#1f6f5f');
    expect(input('Show “Become A Vendor” in the header').checked).toBe(true);
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(preview.textContent).toContain('(readable)');
    fireEvent.change(input('Primary colour (#rrggbb)'), { target: { value: '#ffdd00' } });
    expect(preview.textContent).toContain('too low');
    fireEvent.change(input('Shop name'), { target: { value: 'Northwind Footwear' } });
    expect(within(preview).getByText('Northwind Footwear')).toBeTruthy();
    fireEvent.change(input('Primary colour (#rrggbb)'), { target: { value: 'teal' } });
    expect(preview.textContent).toContain('Type a colour such as #1f6f5f');
  });

  it('keeps what was typed after a refusal, with the sentence beside its field', () => {
    const values = { ...DEFAULT_BRAND, shop_name: 'Northwind', primary_color: '#ffdd00' };
    show({
      ok: false,
      error: 'Please correct the details marked below.',
      fields: { primary_color: 'White text on #ffdd00 is hard to read.' },
      values,
    });
    expect(screen.getByRole('alert').textContent).toBe('Please correct the details marked below.');
    expect(input('Shop name').value).toBe('Northwind');
    const colour = input('Primary colour (#rrggbb)');
    expect(colour.value).toBe('#ffdd00');
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('White text on #ffdd00 is hard to read.')).toBeTruthy();
  });

  it('reads the posted form into the API’s body, switches as booleans', () => {
    const form = new FormData();
    form.set('shop_name', 'Northwind');
    form.set('primary_color', '#0a3d62');
    form.set('show_seller_links', 'on');
    expect(brandValuesOf(form)).toEqual({
      shop_name: 'Northwind',
      logo: '',
      favicon: '',
      primary_color: '#0a3d62',
      mail_from_name: '',
      footer_text: '',
      legal_text: '',
      show_vendor_link: false,
      show_seller_links: true,
    });
  });
});
