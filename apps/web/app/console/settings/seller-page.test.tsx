// @vitest-environment jsdom
// The seller details screen: until the legal name and address are set it says that no document
// can be issued; the saved details fill the labelled fields; a refused save shows what was
// typed with each field's sentence; saving is announced in the polite live region.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  DEFAULT_SELLER_DETAILS,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import { SellerSettingsPage } from './seller-page';
import {
  sellerBodyOf,
  sellerFormValues,
  sellerValuesOf,
  type SellerActionResult,
} from './seller-form';

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
  incoterm_place: 'Felixstowe',
  port_of_loading: 'Felixstowe (GBFXT)',
  transport: 'sea',
  exporter_ids: [{ label: 'REX', value: 'GBREX123456789000' }],
  signatory_name: 'Priya Raman',
  signatory_title: 'Export Manager',
  declaration: DEFAULT_SELLER_DETAILS.declaration,
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
    expect(value("Incoterm's named place")).toBe('Felixstowe');
    expect(value('Port of loading')).toBe('Felixstowe (GBFXT)');
    expect(value('Transport')).toBe('sea');
    expect(value('Label 1')).toBe('REX');
    expect(value('Number 1')).toBe('GBREX123456789000');
    // One blank row to add an id without script.
    expect(value('Label 2')).toBe('');
    expect(value("Signatory's name")).toBe('Priya Raman');
    expect(value("Signatory's title")).toBe('Export Manager');
    expect(value('Declaration')).toMatch(/^We declare that this invoice/);
  });

  it('adds and removes exporter id rows, and says a half-filled row’s problem', () => {
    show(SAVED, {
      ok: false,
      error: 'Please correct the details marked below.',
      fields: { exporter_ids: 'Enter the number of the IEC, or remove the row.' },
      values: {
        ...sellerFormValues(SAVED),
        exporter_ids: [...SAVED.exporter_ids, { label: 'IEC', value: '' }],
      },
    });
    expect(screen.getByText('Enter the number of the IEC, or remove the row.')).toBeTruthy();
    expect(value('Label 2')).toBe('IEC');
    expect(screen.getByLabelText('Label 2').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add an id' }));
    expect(screen.getAllByRole('button', { name: /^Remove id/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove id 1' }));
    expect(value('Label 1')).toBe('IEC');
    expect(screen.getAllByRole('button', { name: /^Remove id/ })).toHaveLength(3);
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

describe('sellerValuesOf', () => {
  it('reads the id rows in their order, beside the text fields', () => {
    const form = new FormData();
    form.set('legal_name', 'Solestock Trading Ltd');
    for (const [label, value] of [
      ['IEC', '0512345678'],
      ['', ''],
      ['GSTIN', '33AAAAA0000A1Z5'],
    ]) {
      form.append('exporter_id_label', label!);
      form.append('exporter_id_value', value!);
    }
    const values = sellerValuesOf(form);
    expect(values.legal_name).toBe('Solestock Trading Ltd');
    expect(values.declaration).toBe('');
    expect(values.exporter_ids).toEqual([
      { label: 'IEC', value: '0512345678' },
      { label: '', value: '' },
      { label: 'GSTIN', value: '33AAAAA0000A1Z5' },
    ]);
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
