// @vitest-environment jsdom
// Settings → API keys: a new key's secret shown once with the warning and a copy button, each key
// with when and from where it was last used, revoking only a live key, the scopes grouped as
// labelled checkboxes, and a refused form kept with what was typed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  API_KEY_SCOPE_GROUPS,
  type ApiKeyRow,
} from '@solestock/domain/back-office/api-key-payloads';
import { ApiKeysPage, type ApiKeysResult } from './api-keys-page';

const live: ApiKeyRow = {
  id: 3,
  name: 'Warehouse',
  hint: 'ssk_AbCd1234_…',
  scopes: ['orders.read'],
  created_at: '2026-11-20T08:00:00Z',
  expires_at: null,
  last_used_at: '2026-11-21T09:30:00Z',
  last_used_from: '203.0.113.7',
  revoked_at: null,
};
const revoked: ApiKeyRow = {
  ...live,
  id: 2,
  name: 'Old ERP',
  hint: 'ssk_Zz998877_…',
  last_used_at: null,
  last_used_from: null,
  revoked_at: '2026-11-19T08:00:00Z',
};

function show(result?: ApiKeysResult) {
  const element = <ApiKeysPage keys={[live, revoked]} result={result} />;
  const router = createMemoryRouter([{ path: '/admin/settings/api-keys', element }], {
    initialEntries: ['/admin/settings/api-keys'],
  });
  render(<RouterProvider router={router} />);
}

describe('ApiKeysPage', () => {
  afterEach(cleanup);

  it('lists each key with its last use, and offers to revoke only a live one', () => {
    show();
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(within(first!).getByText(/from 203\.0\.113\.7/)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Revoke Warehouse' })).toBeTruthy();
    expect(within(second!).getByText('Never used')).toBeTruthy();
    expect(within(second!).getByText(/^Revoked /)).toBeTruthy();
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(screen.queryByText(/you will not see it again/)).toBeNull();
  });

  it('shows a new key’s secret once, with the warning and a copy button', () => {
    show({
      intent: 'create',
      ok: true,
      created: {
        id: 4,
        name: 'Accounting',
        scopes: ['orders.read'],
        secret: 'ssk_QwEr5678_' + 'x'.repeat(43),
        created_at: '2026-11-22T08:00:00Z',
        expires_at: null,
      },
    });
    expect(screen.getByTestId('api-key-secret').textContent).toBe('ssk_QwEr5678_' + 'x'.repeat(43));
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the secret' })).toBeTruthy();
  });

  it('groups the scopes as labelled checkboxes and keeps a refused form’s choices', () => {
    show({
      intent: 'create',
      ok: false,
      error: 'Please correct the fields marked below.',
      fields: { name: 'Give the key a name, such as “Warehouse sync”.' },
      values: { name: '', scopes: ['catalogue.read'], expires_on: '' },
    });
    for (const group of API_KEY_SCOPE_GROUPS) {
      const set = screen.getByRole('group', { name: group.label });
      expect(within(set).getAllByRole('checkbox')).toHaveLength(group.scopes.length);
    }
    const catalogue = screen.getByRole('checkbox', { name: /Read the catalogue and stock/ });
    expect((catalogue as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(screen.getByText('Give the key a name, such as “Warehouse sync”.')).toBeTruthy();
  });
});
