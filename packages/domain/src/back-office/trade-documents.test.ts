// The trade documents' rules (docs/api.md, "Trade documents"): when each may be issued, the
// seller details it needs, the invoice number's form, and the seller form's validation.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-workflow.ts';
import {
  DEFAULT_SELLER_DETAILS,
  sellerAddressLines,
  sellerDetailsBody,
  DEFAULT_DECLARATION,
  sellerDetailsMissing,
} from './seller-payloads.ts';
import {
  documentAvailability,
  invoiceNumber,
  parseInvoiceNumber,
  TRADE_DOCUMENTS,
  tradeDocumentFileName,
} from './trade-documents.ts';

const seller = { legal_name: 'Solestock Trading Ltd', address: ['12 Mill Road', 'Leicester'] };

describe('documentAvailability', () => {
  it('issues the proforma once confirmed, the invoice, packing list and certificate of origin once shipped (in part or whole)', () => {
    const open = Object.fromEntries(
      TRADE_DOCUMENTS.map((d) => [
        d,
        ORDER_STATUSES.filter((s) => documentAvailability(d, s, seller).ok),
      ]),
    );
    expect(open).toEqual({
      proforma: ['confirmed', 'partially_shipped', 'shipped', 'delivered'],
      invoice: ['partially_shipped', 'shipped', 'delivered'],
      'packing-list': ['partially_shipped', 'shipped', 'delivered'],
      'certificate-of-origin': ['partially_shipped', 'shipped', 'delivered'],
    });
  });

  it('says in a sentence why a document is not available yet', () => {
    expect(documentAvailability('invoice', 'confirmed', seller)).toEqual({
      ok: false,
      code: 'not_available',
      reason:
        'The commercial invoice is issued once the order has shipped; this order is confirmed.',
    });
    expect(documentAvailability('proforma', 'cancelled', seller)).toMatchObject({
      code: 'not_available',
      reason: 'This order was cancelled: it has no proforma invoice.',
    });
  });

  it('needs the seller’s legal name and address, saying which is missing', () => {
    expect(documentAvailability('proforma', 'confirmed', DEFAULT_SELLER_DETAILS)).toEqual({
      ok: false,
      code: 'seller_details_missing',
      reason:
        "Documents cannot be issued until the seller's legal name and address are set (Settings, Seller details).",
    });
    expect(sellerDetailsMissing({ legal_name: 'X', address: [' '] })).toContain('address is set');
    expect(sellerDetailsMissing({ legal_name: '', address: ['1 Road'] })).toContain(
      'legal name is set',
    );
    expect(sellerDetailsMissing(seller)).toBeNull();
  });
});

describe('invoice numbers', () => {
  it('writes INV-{year}-{six digits} and reads it back', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-000001');
    expect(invoiceNumber(2026, 123456)).toBe('INV-2026-123456');
    expect(invoiceNumber(2027, 1234567)).toBe('INV-2027-1234567');
    expect(parseInvoiceNumber('INV-2026-000042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseInvoiceNumber('INV-26-1')).toBeNull();
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
  });

  it('names the downloaded files', () => {
    expect(tradeDocumentFileName('invoice', 7, 'INV-2026-000003')).toBe(
      'invoice-INV-2026-000003.pdf',
    );
    expect(tradeDocumentFileName('packing-list', 7, 'INV-2026-000003')).toBe(
      'packing-list-order-7.pdf',
    );
    expect(tradeDocumentFileName('proforma', 7, null)).toBe('proforma-order-7.pdf');
    // An order shipped in parts: each shipment's papers their own file.
    expect(tradeDocumentFileName('packing-list', 7, 'INV-2026-000004', 2)).toBe(
      'packing-list-order-7-shipment-2.pdf',
    );
    expect(tradeDocumentFileName('certificate-of-origin', 7, null, 1)).toBe(
      'certificate-of-origin-order-7-shipment-1.pdf',
    );
    expect(tradeDocumentFileName('invoice', 7, 'INV-2026-000004', 2)).toBe(
      'invoice-INV-2026-000004.pdf',
    );
  });
});

describe('sellerDetailsBody', () => {
  const base = {
    legal_name: ' Solestock Trading Ltd ',
    address: ['12 Mill Road', '', 'Leicester'],
    country_code: 'gb',
  };

  it('reads the form: trimmed, blank lines dropped, codes upper case, defaults filled in', () => {
    expect(sellerDetailsBody.parse({ ...base, eori: 'gb 1234 5678 9000' })).toEqual({
      legal_name: 'Solestock Trading Ltd',
      address: ['12 Mill Road', 'Leicester'],
      country_code: 'GB',
      tax_id: '',
      eori: 'GB123456789000',
      email: '',
      phone: '',
      bank_details: '',
      incoterm: 'EXW',
      carton_pairs: 12,
      // Tax (decision 181): none registered.
      tax_registrations: [],
      tax_rates: [],
      incoterm_place: '',
      port_of_loading: '',
      transport: 'sea',
      exporter_ids: [],
      signatory_name: '',
      signatory_title: '',
      declaration: DEFAULT_DECLARATION,
    });
    expect(sellerAddressLines({ address: ['12 Mill Road'], country_code: 'IN' })).toEqual([
      '12 Mill Road',
      'India',
    ]);
  });

  it('refuses each bad field with a sentence', () => {
    const problems = (body: object) => {
      const r = sellerDetailsBody.safeParse({ ...base, ...body });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problems({ legal_name: '  ' })).toEqual([
      'legal_name: Enter the legal name the documents are issued under.',
    ]);
    expect(problems({ address: ['', ' '] })).toEqual([
      'address: Enter the address the documents show.',
    ]);
    expect(problems({ address: 'one line' })[0]).toMatch(/^address: address is a list of lines/);
    expect(problems({ country_code: 'UK' })).toEqual([
      'country_code: Enter the two-letter country code, e.g. GB.',
    ]);
    expect(problems({ eori: 'GB-12' })[0]).toMatch(/^eori: An EORI number is/);
    expect(problems({ email: 'nope' })[0]).toMatch(/^email: Please enter a valid email/);
    expect(problems({ phone: 'call me' })[0]).toMatch(/^phone: A phone number has digits/);
    expect(problems({ incoterm: 'XYZ' })).toEqual([
      'incoterm: Choose the incoterm: one of EXW, FCA, FOB, CIF, DAP, DDP.',
    ]);
    expect(problems({ carton_pairs: 0 })).toEqual([
      'carton_pairs: A carton holds at least 1 pair.',
    ]);
    expect(problems({ carton_pairs: 12.5 })[0]).toMatch(/whole number/);
    expect(problems({ transport: 'rail' })).toEqual([
      'transport: Choose how goods travel: one of air, sea, road, courier.',
    ]);
    expect(problems({ exporter_ids: [{ label: 'IEC', value: '' }] })).toEqual([
      'exporter_ids.0: Enter the number of the IEC, or remove the row.',
    ]);
    expect(problems({ exporter_ids: [{ label: '', value: '0512345678' }] })).toEqual([
      'exporter_ids.0: Name the id 0512345678 (e.g. IEC, REX, GSTIN), or remove the row.',
    ]);
    expect(problems({ exporter_ids: 'IEC' })[0]).toMatch(/^exporter_ids: exporter_ids is a list/);
    expect(problems({ declaration: 'x'.repeat(1001) })).toEqual([
      'declaration: The declaration has at most 1000 characters.',
    ]);
    expect(problems({ legal_name: 'A\nB' })).toEqual([
      'legal_name: The legal name cannot contain line breaks, control characters or text-direction overrides.',
    ]);
    expect(problems({ bank_details: 'IBAN GB00\nBIC X' })).toEqual([]);
    expect(problems({ bank_details: Array(10).fill('x').join('\n') })).toEqual([
      'bank_details: The bank details have at most 8 lines.',
    ]);
  });
});

describe('the seller’s export details', () => {
  it('keep filled id rows, drop blank ones, and print the usual declaration when emptied', () => {
    const read = sellerDetailsBody.parse({
      legal_name: 'Solestock Trading Ltd',
      address: ['12 Mill Road'],
      country_code: 'in',
      exporter_ids: [
        { label: ' IEC ', value: '0512345678' },
        { label: '', value: '' },
        { label: 'GSTIN', value: '33AAAAA0000A1Z5' },
      ],
      signatory_name: ' Priya Raman ',
      signatory_title: 'Export Manager',
      declaration: '   ',
      transport: 'air',
    });
    expect(read.exporter_ids).toEqual([
      { label: 'IEC', value: '0512345678' },
      { label: 'GSTIN', value: '33AAAAA0000A1Z5' },
    ]);
    expect(read.signatory_name).toBe('Priya Raman');
    expect(read.declaration).toBe(DEFAULT_DECLARATION);
    expect(read.transport).toBe('air');
  });
});
