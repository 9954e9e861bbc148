// @vitest-environment jsdom
// Two-factor setup on My account: the QR code and key appear after the start, a refused code
// keeps them on screen with the API's sentence beside the field, and an accepted one turns it on
// and shows the recovery codes once. The password change and the notification mails (issue 28).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from '../../routes/admin/account';
import type { StaffMe } from '../shared/console-types';
import { AccountPage, type AccountActionResult, type NotificationSettings } from './account-page';

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

const notifications: NotificationSettings = {
  order_review: true,
  balance_paid: false,
  refund_failed: false,
  contact_message: true,
  rates_stale: false,
};
const CODES = ['abcde-fghij', 'kmnpq-rstuv'];
const sent: { path: string; body: unknown; method: string | undefined }[] = [];

function renderPage(result?: AccountActionResult, who: StaffMe = me) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/account',
        element: <AccountPage me={who} result={result} notifications={notifications} />,
      },
    ],
    { initialEntries: ['/admin/account'] },
  );
  render(<RouterProvider router={router} />);
}

/** A fake staff API: the setup starts, 123456 is the only right code. */
const api = async (path: string, init?: RequestInit) => {
  if (path === '/admin/me/totp/') return Response.json(enrolment, { status: 201 });
  sent.push({ path, body: JSON.parse(String(init?.body)), method: init?.method });
  if (path === '/admin/me/notifications/') return Response.json(notifications);
  if (path === '/admin/me/password/') {
    const { current_password } = JSON.parse(String(init?.body)) as { current_password: string };
    return current_password === 'Right#2024'
      ? Response.json({ message: 'Your password is changed. Your other sessions are signed out.' })
      : Response.json(
          { error: 'Your current password is not right.', code: 'wrong_password' },
          { status: 400 },
        );
  }
  const { code } = JSON.parse(String(init?.body)) as { code: string };
  return code === '123456'
    ? Response.json({ totp_enabled: true, recovery_codes: CODES })
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

  it('turns it on with the right code, shows the recovery codes, and offers to turn it off', async () => {
    const on = await run({ intent: 'totp-confirm', code: '123456', ...enrolment });
    expect(on).toEqual({ intent: 'totp-confirm', ok: true, recoveryCodes: CODES });
    renderPage(on, { ...me, totp_enabled: true, recovery_codes_left: 10 });
    expect(screen.getByRole('status').textContent).toBe('Two-factor sign-in is on.');
    for (const c of CODES) expect(screen.getByText(c)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make new recovery codes' })).toBeTruthy();
    expect(screen.getByText('10 unused. New codes replace every old one.')).toBeTruthy();
  });
});

describe('password and notification mails', () => {
  afterEach(cleanup);

  it('changes the password, and says why when the current one is wrong', async () => {
    const wrong = await run({
      intent: 'password',
      current_password: 'Wrong#2024',
      new_password: 'Newer#2025',
    });
    expect(wrong).toMatchObject({ ok: false, error: 'Your current password is not right.' });
    renderPage(wrong);
    expect(screen.getByRole('alert').textContent).toBe('Your current password is not right.');
    cleanup();
    const ok = await run({
      intent: 'password',
      current_password: 'Right#2024',
      new_password: 'Newer#2025',
    });
    expect(ok).toMatchObject({ ok: true });
    renderPage(ok);
    expect(screen.getByRole('status').textContent).toMatch(/other sessions are signed out/);
  });

  it('shows each setting ticked as saved, and sends every one on saving', async () => {
    renderPage();
    const box = screen.getByRole('checkbox', { name: 'A help-centre message' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'A balance paid' }) as HTMLInputElement).checked,
    ).toBe(false);
    sent.length = 0;
    const saved = await run({ intent: 'notifications', order_review: 'on', rates_stale: 'on' });
    expect(saved).toMatchObject({ ok: true });
    expect(sent).toEqual([
      {
        path: '/admin/me/notifications/',
        method: 'PUT',
        body: {
          order_review: true,
          balance_paid: false,
          refund_failed: false,
          contact_message: false,
          rates_stale: true,
        },
      },
    ]);
  });
});
