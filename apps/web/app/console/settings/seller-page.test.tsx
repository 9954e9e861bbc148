// @vitest-environment jsdom
// The seller details screen: until the legal name and address are set it says that no document
// can be issued; the saved details fill the labelled fields; a refused save shows what was
// typed with each field's sentence; saving is announced in the polite live region.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  DEFAULT_SELLER_DETAILS,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import { SellerSettingsPage } from './seller-page';
import { sellerBodyOf, sellerFormValues, type SellerActionResult } from './seller-form';

const SAVED: SellerDetails = {
  legal_name: 'Solestock Trading Ltd',
  address: ['12 Mill Road', 'Leicester LE1 1AA'],
  country_code: 'GB',
  tax_id: 'GB123456789',
  eori: 'GB123456789000',
  email: 'accounts@solestock.example',
  phone: '+44 116 496 0000',
  bank_details: 'IBAN GB33 BUKB 2020 1555 5555 55\nBIC BUKBGB22',
  incoterm: 'FOB',
  carton_pairs: 18,
  tax_registrations: [{ country_code: 'GB', number: 'GB123456789' }],
  tax_rates: [{ country_code: 'GB', rate_percent: 20, label: 'VAT' }],
};

function show(seller: SellerDetails, result?: SellerActionResult) {
  const element = <SellerSettingsPage seller={seller} result={result} />;
  const router = createMemoryRouter([{ path: '/admin/settings', element }], {
    initialEntries: ['/admin/settings'],
  });
  render(<RouterProvider router={router} />);
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('SellerSettingsPage', () => {
  afterEach(cleanup);

  it('says that no document can be issued until the legal name and address are set', () => {
    show(DEFAULT_SELLER_DETAILS);
    expect(screen.getByTestId('documents-blocked').textContent).toContain(
      "Documents cannot be issued until the seller's legal name and address are set",
    );
    expect(value('Legal name')).toBe('');
    expect(value('Incoterm (Incoterms 2020)')).toBe('EXW');
    expect(value('Pairs per carton')).toBe('12');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('fills the labelled fields with the saved details, and has no notice once they are set', () => {
    show(SAVED);
    expect(screen.queryByTestId('documents-blocked')).toBeNull();
    expect(value('Legal name')).toBe('Solestock Trading Ltd');
    expect(value('Address')).toBe('12 Mill Road\nLeicester LE1 1AA');
    expect(value('Country code')).toBe('GB');
    expect(value('Bank details')).toBe('IBAN GB33 BUKB 2020 1555 5555 55\nBIC BUKBGB22');
    expect(value('Incoterm (Incoterms 2020)')).toBe('FOB');
    expect(value('Pairs per carton')).toBe('18');
  });

  it('shows a refused save as typed, each problem beside its field', () => {
    show(SAVED, {
      ok: false,
      error: 'Please correct the details marked below.',
      fields: { country_code: 'Enter the two-letter country code, e.g. GB.' },
      values: { ...sellerFormValues(SAVED), country_code: 'UK' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please correct the details marked below.');
    const country = screen.getByLabelText('Country code');
    expect((country as HTMLInputElement).value).toBe('UK');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(country.getAttribute('aria-describedby')!.split(' ')[0]!)!
        .textContent,
    ).toBe('Enter the two-letter country code, e.g. GB.');
  });

  it('announces the save, and then shows what was saved', () => {
    show(DEFAULT_SELLER_DETAILS, { ok: true, saved: SAVED });
    expect(within(screen.getByRole('status')).getByText(/^Saved: documents issued/)).toBeTruthy();
    expect(screen.queryByTestId('documents-blocked')).toBeNull();
    expect(value('Legal name')).toBe('Solestock Trading Ltd');
  });
});

describe('sellerBodyOf', () => {
  it('sends the address a line at a time and the carton as a number', () => {
    expect(
      sellerBodyOf({ ...sellerFormValues(SAVED), address: 'A\r\nB', carton_pairs: ' 24 ' }),
    ).toMatchObject({ address: ['A', 'B'], carton_pairs: 24 });
    expect(sellerBodyOf({ ...sellerFormValues(SAVED), carton_pairs: 'ten' }).carton_pairs).toBe(
      'ten',
    );
  });
});

describe('the tax fields (decision 181)', () => {
  afterEach(cleanup);

  it('shows the registrations and rates a line each, and sends them back as lists', () => {
    const values = sellerFormValues(SAVED);
    expect(values.tax_registrations).toBe('GB GB123456789');
    expect(values.tax_rates).toBe('GB 20 VAT');
    expect(
      sellerBodyOf({
        ...values,
        tax_registrations: 'GB GB 123 4567 89\n\nIE IE1234567T',
        tax_rates: 'gb 20% VAT\nIE 23 VAT\nFR twenty TVA',
      }),
    ).toMatchObject({
      tax_registrations: [
        { country_code: 'GB', number: 'GB 123 4567 89' },
        { country_code: 'IE', number: 'IE1234567T' },
      ],
      tax_rates: [
        { country_code: 'gb', rate_percent: 20, label: 'VAT' },
        { country_code: 'IE', rate_percent: 23, label: 'VAT' },
        { country_code: 'FR', rate_percent: 'twenty', label: 'TVA' },
      ],
    });
  });

  it('labels both fields on the page', () => {
    show(SAVED);
    expect(screen.getByLabelText('Tax registrations')).toBeTruthy();
    expect((screen.getByLabelText('Tax rates') as HTMLTextAreaElement).value).toBe('GB 20 VAT');
  });
});
