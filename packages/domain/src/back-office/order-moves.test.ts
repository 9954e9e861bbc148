// The order moves' one rule for the shipping charge, read exactly in the order's currency, and
// the bodies' problems named as the API names them.
import { describe, expect, it } from 'vitest';
import { orderBodyProblems, shippingChargeIn } from './order-moves.ts';

describe('shippingChargeIn', () => {
  it('reads a decimal string exactly into minor units', () => {
    const read = shippingChargeIn('gbp', '12.30');
    expect(read.ok && { charge: read.charge.toFixed(2), minor: read.minor }).toEqual({
      charge: '12.30',
      minor: 1230,
    });
    // A sum a float cannot hold exactly stays exact: 0.29 × 100 is 28.999… as a float.
    expect(shippingChargeIn('gbp', '0.29')).toMatchObject({ ok: true, minor: 29 });
    expect(shippingChargeIn('jpy', '1500')).toMatchObject({ ok: true, minor: 1500 });
    // The contract's number is still taken.
    expect(shippingChargeIn('usd', 25.5)).toMatchObject({ ok: true, minor: 2550 });
  });

  it('refuses more decimals than money has, or the currency takes, with a sentence', () => {
    expect(shippingChargeIn('gbp', '12.345')).toEqual({
      ok: false,
      message: 'Enter the shipping charge as 0 or more, with at most 2 decimals.',
    });
    expect(shippingChargeIn('jpy', '1500.5')).toEqual({
      ok: false,
      message: 'This order is in JPY, which has no decimals: enter a whole amount.',
    });
    for (const raw of ['', '-1', 'ten', '1e3', ' '])
      expect(shippingChargeIn('gbp', raw)).toMatchObject({ ok: false });
  });
});

describe('orderBodyProblems', () => {
  it('names each field to fix once, and nothing for a body the API takes', () => {
    expect(orderBodyProblems('confirm', { shipping_charge: '9.99', version: 3 })).toEqual({});
    expect(orderBodyProblems('ship', { carrier: '', tracking_number: '', version: 0 })).toEqual({
      carrier: 'Please enter the carrier.',
      tracking_number: 'Please enter the tracking number.',
      version: 'version is a whole number from 1.',
    });
    expect(orderBodyProblems('note', { text: ' ' })).toEqual({ text: 'Please enter the note.' });
  });
});
