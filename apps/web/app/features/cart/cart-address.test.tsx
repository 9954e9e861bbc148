// @vitest-environment jsdom
// The cart's "Deliver to" block (001 §2; decision 146): the company's default address when its
// book has one, with Change Address leading to the Delivery step; the specs' sample otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { DeliveryAddress } from '@solestock/domain/company';
import { cartOf, sizeLine, styleBlock } from './cart-fixtures';
import { CartScreen } from './cart-screen';
import { renderCartRoute } from './cart-route.fixture';

afterEach(cleanup);

const cart = cartOf([styleBlock('Harbor Boot', 'Navy', [sizeLine('9', { quantity: 12 })])]);

const warehouse: DeliveryAddress = {
  label: 'Warehouse',
  name: 'Ann Lee',
  company: '',
  line1: 'Bay 12, Northgate Logistics Centre',
  line2: '',
  city: 'Leeds',
  region: '',
  postcode: 'LS9 0PS',
  country_code: 'gb',
  phone: '',
};

const renderCart = (deliverTo: DeliveryAddress | null) =>
  renderCartRoute(<CartScreen cart={cart} deliverTo={deliverTo} />);

describe('the cart’s delivery address', () => {
  it('is the company’s default address, changed at the Delivery step', () => {
    renderCart(warehouse);
    expect(screen.getByRole('heading', { name: 'Deliver to: Ann Lee' })).toBeTruthy();
    expect(
      screen.getByText('Bay 12, Northgate Logistics Centre, Leeds LS9 0PS, United Kingdom'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Address' }).getAttribute('href')).toBe(
      '/checkout-summary',
    );
  });

  it('is the specs’ sample for a company with no address', () => {
    renderCart(null);
    expect(screen.getByRole('heading', { name: 'Deliver to: Alex Morgan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Address' })).toBeTruthy();
  });
});
