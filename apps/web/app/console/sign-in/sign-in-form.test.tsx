// @vitest-environment jsdom
// Staff sign-in: the code step appears only when the API answers 401 `totp_required`, the second
// post carries the code, and the cookie of the accepted sign-in comes back on the redirect.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from '../../routes/admin/sign-in';
import { SignInForm, type SignInState } from './sign-in-form';

function renderForm(state: SignInState) {
  const router = createMemoryRouter(
    [{ path: '/admin/sign-in', element: <SignInForm state={state} redirectTo="/admin/orders" /> }],
    { initialEntries: ['/admin/sign-in'] },
  );
  render(<RouterProvider router={router} />);
}

/** A fake /api/admin/session/: a code is needed, and 123456 is the right one. */
function fakeApi(seen: unknown[]) {
  return async (_path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { code?: string };
    seen.push(body);
    if (!body.code)
      return Response.json({ error: 'Enter your code.', code: 'totp_required' }, { status: 401 });
    if (body.code !== '123456')
      return Response.json(
        { error: 'That code is not right.', code: 'totp_required' },
        { status: 401 },
      );
    return new Response('{"staff":{}}', {
      status: 200,
      headers: { 'set-cookie': 'solestock_staff=abc; Path=/; HttpOnly; SameSite=Strict' },
    });
  };
}

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/admin/sign-in', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

type ActionArgs = Parameters<typeof action>[0];
const run = (fields: Record<string, string>, seen: unknown[]) =>
  action({
    request: post(fields),
    context: { api: fakeApi(seen) },
    params: {},
  } as unknown as ActionArgs);

describe('staff sign-in', () => {
  afterEach(cleanup);

  it('asks for e-mail and password only, until a code is needed', () => {
    renderForm({ error: null, totpRequired: false, email: '' });
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the code step, keeping the e-mail, when the API asks for it', () => {
    renderForm({ error: null, totpRequired: true, email: 'ops@example.com' });
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ops@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify and sign in' })).toBeTruthy();
  });

  it('turns totp_required into the code step, then signs in with the code', async () => {
    const seen: unknown[] = [];
    const first = (await run({ email: 'Ops@Example.com', password: 'Secret#123' }, seen)) as {
      data: SignInState;
      init: ResponseInit;
    };
    expect(first.data).toEqual({ error: null, totpRequired: true, email: 'ops@example.com' });

    const wrong = (await run(
      { email: 'ops@example.com', password: 'Secret#123', code: '000000' },
      seen,
    )) as { data: SignInState };
    expect(wrong.data).toMatchObject({ totpRequired: true, error: 'That code is not right.' });

    const done = (await run(
      {
        email: 'ops@example.com',
        password: 'Secret#123',
        code: '123 456',
        redirectTo: '/admin/orders',
      },
      seen,
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/admin/orders');
    expect(done.headers.get('set-cookie')).toContain('solestock_staff=abc');
    expect(seen.at(-1)).toEqual({
      email: 'ops@example.com',
      password: 'Secret#123',
      code: '123456',
    });
  });

  it('never sends a staff member off the console after signing in', async () => {
    const seen: unknown[] = [];
    const done = (await run(
      { email: 'a@b.co', password: 'x', code: '123456', redirectTo: 'https://evil.example/' },
      seen,
    )) as Response;
    expect(done.headers.get('location')).toBe('/admin');
  });
});
