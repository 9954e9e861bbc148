// @vitest-environment jsdom
// The "Verified!" page (001 §2): the spec's texts, and now a way on (issue 28.10): the logo bar
// home, which these pages had not (no site header, 000 §2), and a link to where it moves on to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { VERIFIED_LINK_TEXT, VerifyEmail } from './verify-email';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderVerify(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  const router = createMemoryRouter(
    [
      { path: '/verify-email/:uid/:token', element: <VerifyEmail uid="MQ" token="tok" /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/verify-email/MQ/tok'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the Verified! page', () => {
  it("keeps the spec's texts and links home, through the logo and on to the shop", async () => {
    renderVerify(200, {
      message: 'Email verified successfully.',
      user: { id: 1, first_name: 'R' },
    });
    await screen.findByRole('heading', { name: 'Verified!' });
    expect(screen.getByRole('status').textContent).toBe('Email verified successfully.');
    expect(screen.getByRole('link', { name: 'Solestock home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Continue to the shop' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('links to the seller site the account came from', async () => {
    renderVerify(200, { message: 'Email verified successfully.', from: 'https://seller.test/x' });
    const link = await screen.findByRole('link', { name: VERIFIED_LINK_TEXT });
    expect(link.getAttribute('href')).toBe('https://seller.test/x');
  });

  it('shows the logo bar on an expired link too', async () => {
    renderVerify(400, { error: 'x', message: 'This link has expired.', email: 'r@example.com' });
    await screen.findByRole('heading', { name: 'Verification Link Expired' });
    expect(screen.getByRole('link', { name: 'Solestock home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Link' })).toBeTruthy();
  });
});
