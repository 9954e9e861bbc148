import { describe, expect, it } from 'vitest';
import {
  API_KEY_NEVER,
  API_KEY_SCOPE_GROUPS,
  API_KEY_SCOPES,
  apiKeyForm,
  isApiKeyScope,
} from './api-key-payloads.ts';
import { STAFF_ACTIONS } from './staff-roles.ts';

describe('API key scopes (docs/api-keys.md)', () => {
  it('are every staff action but the ones a key may never have', () => {
    expect([...API_KEY_SCOPES, ...API_KEY_NEVER].sort()).toEqual([...STAFF_ACTIONS].sort());
    for (const never of API_KEY_NEVER) expect(isApiKeyScope(never)).toBe(false);
    expect(isApiKeyScope('orders.read')).toBe(true);
    expect(isApiKeyScope('orders.anything')).toBe(false);
  });

  it('are grouped for the console, each scope in exactly one group', () => {
    const grouped = API_KEY_SCOPE_GROUPS.flatMap((g) => g.scopes);
    expect([...grouped].sort()).toEqual([...API_KEY_SCOPES].sort());
  });
});

describe('the key form', () => {
  it('reads a date as "through that day, UTC", and refuses a past or malformed one', () => {
    const through = apiKeyForm.parse({
      name: 'ERP',
      scopes: ['orders.read'],
      expires_at: '2099-03-31',
    });
    expect(through.expires_at?.toISOString()).toBe('2099-04-01T00:00:00.000Z');
    expect(
      apiKeyForm
        .parse({ name: 'ERP', scopes: ['orders.read'], expires_at: '2099-03-31T12:00:00Z' })
        .expires_at?.toISOString(),
    ).toBe('2099-03-31T12:00:00.000Z');
    for (const bad of ['2001-01-01', '2099-13-01', 'next week', '2099-03-31T25:00:00Z'])
      expect(
        apiKeyForm.safeParse({ name: 'ERP', scopes: ['orders.read'], expires_at: bad }).success,
        bad,
      ).toBe(false);
  });

  it('keeps each scope once, in order', () => {
    expect(
      apiKeyForm.parse({ name: 'x', scopes: ['orders.read', 'catalogue.read', 'orders.read'] })
        .scopes,
    ).toEqual(['catalogue.read', 'orders.read']);
  });
});
