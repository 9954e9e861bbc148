// The company forms' schemas: what the API refuses with which sentence, and what it keeps.
import { describe, expect, it } from 'vitest';
import { addressBody, companyBody, inviteBody } from './company-payloads.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('companyBody', () => {
  it('needs a name; the rest may stay empty; the country is lowercased', () => {
    expect(firstError(companyBody.safeParse({ name: '  ' }))).toBe(
      'Please enter the company name.',
    );
    expect(companyBody.parse({ name: ' Lee Shoes ', country_code: 'GB' })).toEqual({
      name: 'Lee Shoes',
      tax_id: '',
      address_line1: '',
      address_line2: '',
      city: '',
      postcode: '',
      country_code: 'gb',
      phone: '',
    });
  });

  it('refuses an unknown country, a bad phone and line breaks with sentences', () => {
    expect(firstError(companyBody.safeParse({ name: 'A', country_code: 'zz' }))).toBe(
      'Please choose a country from the list.',
    );
    expect(firstError(companyBody.safeParse({ name: 'A', phone: '12' }))).toBe(
      'Please enter a phone number of 7 to 15 digits.',
    );
    expect(firstError(companyBody.safeParse({ name: 'A\nB' }))).toBe(
      'The company name cannot contain line breaks, control characters or text-direction overrides.',
    );
  });
});

describe('addressBody', () => {
  it('needs a recipient, a first line, a city and a country', () => {
    const result = addressBody.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'line1', 'city', 'country_code']));
    expect(
      addressBody.parse({ name: 'Ann', line1: '1 Road', city: 'Leeds', country_code: 'GB' }),
    ).toMatchObject({ country_code: 'gb', label: '', postcode: '' });
  });
});

describe('inviteBody', () => {
  it('lowercases the address, checks it, and makes a buyer unless told', () => {
    expect(inviteBody.parse({ email: ' Ann@Shop.Example ' })).toEqual({
      email: 'ann@shop.example',
      role: 'buyer',
    });
    expect(firstError(inviteBody.safeParse({ email: 'ann', role: 'admin' }))).toMatch(
      /valid email/,
    );
    expect(firstError(inviteBody.safeParse({ email: 'a@b.co', role: 'owner' }))).toBe(
      'The role must be admin or buyer.',
    );
  });
});
