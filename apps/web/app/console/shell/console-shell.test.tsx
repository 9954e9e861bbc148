// @vitest-environment jsdom
// The console's sidebar marks the section the page belongs to, and only that one: a section
// whose path holds another section's (settings, the dashboard) is current on its own page only.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConsoleShell } from './console-shell';

afterEach(cleanup);

const owner = {
  id: 1,
  email: 'owner@example.com',
  name: 'Owner',
  role: 'owner',
  totp_enabled: true,
} as const;

function currentAt(path: string): string[] {
  const router = createMemoryRouter(
    [{ path: '*', element: <ConsoleShell me={owner}>page</ConsoleShell> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const nav = screen.getAllByRole('navigation')[0]!;
  return within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent ?? '');
}

describe('the console’s current section', () => {
  it('is Order minimum alone on its page, not Seller details above it', () => {
    expect(currentAt('/admin/settings/orders')).toEqual(['Order minimum']);
  });

  it('is Seller details on its own page', () => {
    expect(currentAt('/admin/settings')).toEqual(['Seller details']);
  });

  it('is the section of a page below it, e.g. Orders on an order', () => {
    expect(currentAt('/admin/orders/12')).toEqual(['Orders']);
  });
});
