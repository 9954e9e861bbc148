// @vitest-environment jsdom
// 001 §8: a failed resend or password reset shows the server's message when it sent one, else
// the spec's own text, never the client's generic 'Request failed'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { currentToasts } from '../../lib/toast';
import { ChangePassword } from './change-password';
import { resendVerification } from './resend-verification';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? 'upstream down' : JSON.stringify(body), {
    status,
    headers: { 'content-type': body === undefined ? 'text/plain' : 'application/json' },
  });

/** fetch answering the reset link's validation, then `confirm` for the new password. */
function stubFetch(confirm: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      String(url).endsWith('/validate/') ? Promise.resolve(json(200, { valid: true })) : confirm(),
    ),
  );
}

const lastToast = () => currentToasts().at(-1);

describe('resend verification failure', () => {
  it("toasts 'Failed to send verification link' when the server sent no message", async () => {
    stubFetch(() => json(502, undefined));
    await resendVerification('ada@example.com', null);
    expect(lastToast()).toMatchObject({
      kind: 'error',
      message: 'Failed to send verification link',
    });
  });

  it('toasts the server message when there is one', async () => {
    stubFetch(() => json(400, { error: 'Email is already verified.' }));
    await resendVerification('ada@example.com', null);
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'Email is already verified.' });
  });

  it("toasts the spec's text when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await resendVerification('ada@example.com', null);
    expect(lastToast()).toMatchObject({
      kind: 'error',
      message: 'Failed to send verification link',
    });
  });
});

async function resetWith(confirm: () => Response | Promise<Response>) {
  stubFetch(confirm);
  const router = createMemoryRouter(
    [{ path: '/change-password/:uid/:token', element: <ChangePassword uid="u1" token="t1" /> }],
    { initialEntries: ['/change-password/u1/t1'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(
    await screen.findByLabelText('New Password', { selector: 'input' }),
    'n3w-Passw0rd!',
  );
  await user.type(
    screen.getByLabelText('Confirm New Password', { selector: 'input' }),
    'n3w-Passw0rd!',
  );
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('password reset confirm failure', () => {
  it("shows 'Failed to reset password. Please try again.' when the server sent no message", async () => {
    expect(await resetWith(() => json(502, undefined))).toBe(
      'Failed to reset password. Please try again.',
    );
  });

  it("shows the server's error field when there is one", async () => {
    expect(await resetWith(() => json(400, { error: 'Password is too common.' }))).toBe(
      'Password is too common.',
    );
  });
});
