import { describe, expect, it } from 'vitest';
import { chromeClasses } from './chrome-visibility';

describe('chromeClasses', () => {
  it('shows everything on home, with the tab bar only below 768 px', () => {
    expect(chromeClasses('/')).toEqual({ header: '', footer: '', tabBar: 'md:hidden' });
  });

  it.each([
    '/login',
    '/sign-up',
    '/get-confirm-email',
    '/privacy-policy',
    '/categories',
    '/brands',
    '/password-reset',
    '/change-password',
    '/change-password/MQ/abc-123',
    '/confirm-email/MQ/tok',
    '/verify-email/MQ/tok',
  ])('hides the header on %s', (path) => {
    expect(chromeClasses(path).header).toBe('hidden');
  });

  it('shows the header on my-account only between 768 and 1024 px', () => {
    expect(chromeClasses('/my-account').header).toBe('hidden md:max-lg:block');
  });

  it.each(['/cart', '/checkout-summary', '/checkout/payment-method'])(
    'hides the header below 768 px on %s',
    (path) => expect(chromeClasses(path).header).toBe('max-md:hidden'),
  );

  it('does not take a page whose name merely starts like a hidden one', () => {
    expect(chromeClasses('/brandsx').header).toBe('');
    expect(chromeClasses('/categoriesfoo').header).toBe('');
    expect(chromeClasses('/products/Brands').header).toBe('');
  });

  it.each([
    '/cart',
    '/my-account',
    '/checkout-summary',
    '/checkout/payment-method',
    '/order-success',
    '/order-failure',
    '/login',
    '/sign-up',
    '/password-reset',
    '/get-confirm-email',
    '/confirm-email/a/b',
  ])('hides the footer on %s', (path) => {
    expect(chromeClasses(path).footer).toBe('hidden');
  });

  it.each([
    '/search-results',
    '/products/categories/Sneakers',
    '/products/categories/Sneakers/Running',
    '/products/Nike',
    '/products/shopBy/New Arrival',
    '/change-password/a/b',
  ])('hides the footer below 1024 px on %s', (path) => {
    expect(chromeClasses(path).footer).toBe('max-lg:hidden');
  });

  it('keeps the footer on information pages', () => {
    for (const path of ['/help-center', '/policy-page', '/categories', '/brands'])
      expect(chromeClasses(path).footer).toBe('');
  });

  it.each([
    '/products/categories/Boots',
    '/products/Acme',
    '/products/product/12',
    '/search-results',
    '/offers/summer',
    '/login',
    '/password-reset',
    '/sign-up',
    '/cart',
    '/checkout-summary',
    '/checkout/payment-method',
    '/order-success',
    '/order-failure',
    '/help-center',
    '/policy-page',
  ])('hides the tab bar on %s', (path) => {
    expect(chromeClasses(path).tabBar).toBe('hidden');
  });

  it.each(['/', '/categories', '/brands', '/my-account', '/privacy-policy'])(
    'shows the tab bar below 768 px on %s',
    (path) => expect(chromeClasses(path).tabBar).toBe('md:hidden'),
  );
});
