import { describe, expect, it } from 'vitest';
import { dueAtCheckoutMinor, grossGoods, orderDeposit } from '../payment-terms.ts';
import { balanceDue } from './order-workflow.ts';
import {
  orderTaxFor,
  taxOn,
  taxPartOfGross,
  taxRatesBody,
  taxRegistrationsBody,
  taxRowLabel,
  zeroRatedLegend,
} from './tax.ts';

const seller = {
  country_code: 'IN',
  tax_registrations: [
    { country_code: 'GB', number: 'GB123456789' },
    { country_code: 'DE', number: 'DE999999999' },
  ],
  tax_rates: [
    { country_code: 'GB', rate_percent: 20, label: 'VAT' },
    { country_code: 'FR', rate_percent: 20, label: 'TVA' },
  ],
};

describe('orderTaxFor: the tax rule per destination', () => {
  it('charges the rate where the seller is registered and has a rate', () => {
    expect(orderTaxFor(seller, 'gb')).toEqual({
      mode: 'taxed',
      country_code: 'GB',
      rate_percent: '20.00',
      label: 'VAT',
      registration: 'GB123456789',
      legend: null,
    });
  });

  it('zero-rates a country with a registration but no rate, or a rate but no registration', () => {
    for (const country of ['DE', 'FR', 'US']) {
      const tax = orderTaxFor(seller, country);
      expect(tax.mode).toBe('zero_rated');
      expect(tax.rate_percent).toBeNull();
    }
    expect(orderTaxFor(seller, 'FR').legend).toBe(
      'Zero-rated export: goods shipped from India to France; no tax charged by the seller.',
    );
  });

  it('zero-rates everything for a seller without registrations (the default)', () => {
    const none = { country_code: '', tax_registrations: [], tax_rates: [] };
    expect(orderTaxFor(none, 'GB')).toMatchObject({
      mode: 'zero_rated',
      legend: 'Zero-rated export: goods shipped to United Kingdom; no tax charged by the seller.',
    });
    expect(zeroRatedLegend('GB', 'US')).toContain('from United Kingdom to United States');
  });
});

describe('taxOn: per order on the sums, half-up to the minor unit', () => {
  it('rounds half-up to cents and to whole yen', () => {
    expect(taxOn('10.025', '20', 'gbp').toFixed(2)).toBe('2.01'); // 2.005 → 2.01
    expect(taxOn('10.02', '20', 'gbp').toFixed(2)).toBe('2.00'); // 2.004 → 2.00
    expect(taxOn('1234.56', '17.5', 'gbp').toFixed(2)).toBe('216.05'); // 216.048
    expect(taxOn('10001', '10', 'jpy').toFixed(0)).toBe('1000'); // 1000.1
    expect(taxOn('10005', '10', 'jpy').toFixed(0)).toBe('1001'); // 1000.5
  });

  it('is zero when zero-rated', () => {
    expect(taxOn('100', null, 'gbp').isZero()).toBe(true);
  });

  it('finds the tax part of a gross amount credited', () => {
    expect(taxPartOfGross('120', '20', 'gbp').toFixed(2)).toBe('20.00');
    expect(taxPartOfGross('10', '20', 'gbp').toFixed(2)).toBe('1.67');
    expect(taxPartOfGross('10', null, 'gbp').isZero()).toBe(true);
  });
});

describe('the settings', () => {
  it('reads registrations and rates, upper-casing the country', () => {
    expect(taxRegistrationsBody.parse([{ country_code: 'gb', number: ' GB1 ' }])).toEqual([
      { country_code: 'GB', number: 'GB1' },
    ]);
    expect(taxRatesBody.parse([{ country_code: 'gb', rate_percent: 17.5, label: 'VAT' }])).toEqual([
      { country_code: 'GB', rate_percent: 17.5, label: 'VAT' },
    ]);
    expect(taxRatesBody.parse(undefined)).toEqual([]);
  });

  it('refuses a second entry for one country, a rate out of range or with three decimals', () => {
    const twice = taxRatesBody.safeParse([
      { country_code: 'GB', rate_percent: 20, label: 'VAT' },
      { country_code: 'gb', rate_percent: 5, label: 'VAT' },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('Each country has one tax rate at most.');
    const bad = (rate: number) =>
      taxRatesBody.safeParse([{ country_code: 'GB', rate_percent: rate, label: 'VAT' }]).error
        ?.issues[0]?.message;
    expect(bad(0)).toBe('A tax rate is more than 0 %.');
    expect(bad(100)).toBe('A tax rate is below 100 %.');
    expect(bad(17.555)).toBe('A tax rate has at most two decimals, e.g. 17.5.');
    expect(
      taxRegistrationsBody.safeParse([{ country_code: 'XX', number: '1' }]).error?.issues[0]
        ?.message,
    ).toBe('Enter the two-letter country code, e.g. GB.');
  });

  it('names the row as a person writes the rate', () => {
    expect(taxRowLabel('VAT', '20.00')).toBe('VAT 20 %');
    expect(taxRowLabel('GST', '17.50')).toBe('GST 17.5 %');
  });
});

describe('money with tax (decision 181)', () => {
  const order = {
    total: '100.01',
    totalMinor: 10001,
    currency: 'gbp',
    paymentTerms: 'card' as const,
    depositPercent: 30,
    netDays: 0,
    goodsTaxMinor: 2000,
  };

  it('charges the goods with their tax at checkout, and a deposit as a share of both', () => {
    expect(dueAtCheckoutMinor({ ...order, depositPercent: 100 })).toBe(12001);
    // 30 % of £120.01 = £36.003, rounded up: £36.01.
    expect(dueAtCheckoutMinor(order)).toBe(3601);
    expect(orderDeposit(order)?.amount.toFixed(2)).toBe('36.01');
    expect(grossGoods({ ...order, goodsTaxMinor: 0 }).toFixed(2)).toBe('100.01');
  });

  it('owes the tax and no longer what credit notes credited', () => {
    const amounts = { total: '100', shippingCharge: '20', paid: ['100'], refunded: ['12'] };
    expect(balanceDue({ ...amounts, tax: '24' }).toFixed(2)).toBe('56.00');
    expect(balanceDue({ ...amounts, tax: '24', credited: ['12'] }).toFixed(2)).toBe('44.00');
    expect(balanceDue(amounts).toFixed(2)).toBe('32.00');
  });
});
