// @vitest-environment jsdom
// Two-factor setup on My account: the QR code and key appear after the start, a refused code
// keeps them on screen with the API's sentence beside the field, and an accepted one turns it on.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from '../../routes/admin/account';
import type { StaffMe } from '../shared/console-types';
import { AccountPage, type AccountActionResult } from './account-page';

const me: StaffMe = {
  id: 1,
  email: 'olga@example.com',
  name: 'Olga',
  role: 'owner',
  totp_enabled: false,
};
const enrolment = {
  secret: 'KTZ3VOEPFQT2OMIX',
  otpauth_url: 'otpauth://totp/Solestock:olga?secret=KTZ3VOEPFQT2OMIX',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};

function renderPage(result?: AccountActionResult, who: StaffMe = me) {
  const router = createMemoryRouter(
    [{ path: '/admin/account', element: <AccountPage me={who} result={result} /> }],
    { initialEntries: ['/admin/account'] },
  );
  render(<RouterProvider router={router} />);
}

/** A fake staff API: the setup starts, 123456 is the only right code. */
const api = async (path: string, init?: RequestInit) => {
  if (path === '/admin/me/totp/') return Response.json(enrolment, { status: 201 });
  const { code } = JSON.parse(String(init?.body)) as { code: string };
  return code === '123456'
    ? Response.json({ totp_enabled: true })
    : Response.json(
        {
          error: 'That code is not right.',
          code: 'invalid_code',
          fields: { code: 'is not the current code' },
        },
        { status: 400 },
      );
};

type Args = Parameters<typeof action>[0];
const run = async (fields: Record<string, string>) => {
  const request = new Request('http://shop.test/admin/account', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const out = (await action({ request, context: { api }, params: {} } as unknown as Args)) as
    AccountActionResult | { data: AccountActionResult };
  return 'data' in out ? out.data : out;
};

describe('two-factor setup', () => {
  afterEach(cleanup);

  it('offers the setup while two-factor sign-in is off', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('starts with the QR code and the key, and keeps them after a wrong code', async () => {
    const started = await run({ intent: 'totp-start' });
    expect(started.enrolment).toEqual(enrolment);
    const refused = await run({ intent: 'totp-confirm', code: '000 000', ...enrolment });
    expect(refused).toMatchObject({
      ok: false,
      enrolment,
      fields: { code: 'That code is not right.' },
    });
    renderPage(refused);
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(
      enrolment.qr_data_url,
    );
    expect(screen.getByText(enrolment.secret)).toBeTruthy();
    expect(screen.getByText('That code is not right.')).toBeTruthy();
  });

  it('turns it on with the right code, and offers to turn it off', async () => {
    expect(await run({ intent: 'totp-confirm', code: '123456', ...enrolment })).toEqual({
      intent: 'totp-confirm',
      ok: true,
    });
    renderPage({ intent: 'totp-confirm', ok: true }, { ...me, totp_enabled: true });
    expect(screen.getByRole('status').textContent).toBe('Two-factor sign-in is on.');
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
  });
});
