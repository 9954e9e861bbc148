// Without SMTP_URL mail goes to the outbox, readable at /api/dev/mail/ and /dev/mail outside
// production; with SMTP or in production neither exists.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff } from '../../test/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('the development outbox', () => {
  it('keeps the verification mail with its link, in text and HTML', async () => {
    const email = `outbox-${randomBytes(4).toString('hex')}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: 'Mia', email, password: 'Outbox#2024', role: 'seller' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.flush();
    const list = (await t.app.inject({ url: '/api/dev/mail/', query: { to: email } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ to: email, subject: 'Confirm your Solestock account' });
    expect(list[0].links[0]).toMatch(/^http:\/\/localhost:3000\/verify-email\/\d+\/[\w-]{43}$/);
    const page = await t.app.inject('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(list[0].links[0]);
  });

  it('never gives staff a live sign-in token on the console outbox: the verification mail is marked, its link withheld (issue 41 item 7)', async () => {
    const email = `kept-${randomBytes(4).toString('hex')}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: 'Kim', email, password: 'Outbox#2024', role: 'seller' },
    });
    await t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
    await t.app.mailer.flush();
    // The links the buyer's mail really carries (this machine's outbox).
    const mailed = (await t.app.inject({ url: '/api/dev/mail/', query: { to: email } })).json();
    const tokens = mailed
      .flatMap((m: { links: string[] }) => m.links)
      .map((l: string) => l.split('/').pop());
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const role of ['owner', 'manager'] as const) {
      const staff = await signedInStaff(t.app, role);
      const res = await t.app.inject({
        url: '/api/admin/mail/?status=kept',
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().delivery).toBe('outbox');
      // No token of any link the buyer was sent, nor any link at all, reaches staff.
      for (const token of tokens) expect(res.body).not.toContain(token);
      expect(res.body).not.toMatch(/verify-email|password-reset\/\d+\//);
      expect(res.json().results[0]).not.toHaveProperty('verification_link');
      const mine = res.json().results.filter((r: { to: string }) => r.to === email);
      expect(mine.map((r: { verification: boolean }) => r.verification).sort()).toEqual([
        false,
        true,
      ]);
    }
    // Without SMTP there is nothing to send again.
    const manager = await signedInStaff(t.app, 'manager');
    const kept = (
      await t.app.inject({
        url: '/api/admin/mail/?status=kept',
        headers: { cookie: manager.cookie },
      })
    ).json().results[0];
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${kept.id}/send/`,
      headers: { cookie: manager.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('no_smtp');
  });

  it('escapes what it shows', async () => {
    const email = `esc-${randomBytes(4).toString('hex')}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: '<script>x</script>', email, password: 'Outbox#2024' },
    });
    await t.app.mailer.flush();
    const page = await t.app.inject('/dev/mail');
    expect(page.body).not.toContain('<script>x</script>');
    expect(page.body).toContain('&#60;script&#62;');
  });

  it('is served to this machine on a localhost store without SMTP even in production (`npm start`)', async () => {
    const app = await buildApp(testConfig({ env: 'production' }), { database: t.database });
    expect(
      (await app.inject({ url: '/api/dev/mail/', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/dev/mail', remoteAddress: '203.0.113.7' })).statusCode).toBe(
      404,
    );
    await app.close();
  });

  it('is not served when SMTP is configured or with PUBLIC_URL off localhost, in production or not', async () => {
    for (const overrides of [
      { smtpUrl: 'smtp://127.0.0.1:1' },
      { env: 'production' as const, smtpUrl: 'smtp://127.0.0.1:1' },
      {
        env: 'production' as const,
        publicUrl: 'http://shop.example',
        publicOrigin: 'http://shop.example',
      },
      { publicUrl: 'http://shop.example', publicOrigin: 'http://shop.example' },
      { publicUrl: 'https://10.0.0.5:3000', publicOrigin: 'https://10.0.0.5:3000' },
    ]) {
      const app = await buildApp(testConfig(overrides), { database: t.database });
      expect((await app.inject('/api/dev/mail/')).statusCode).toBe(404);
      expect((await app.inject('/dev/mail')).statusCode).toBe(404);
      await app.close();
    }
  });

  it('answers only clients on this machine, whatever a forwarding header says', async () => {
    const app = await buildApp(testConfig({ trustProxy: 1 }), { database: t.database });
    for (const url of ['/api/dev/mail/', '/dev/mail']) {
      expect((await app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await app.inject({ url, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      // A local proxy forwarding a client from elsewhere.
      const forwarded = await app.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.statusCode).toBe(404);
      // A remote client claiming to be local.
      const forged = await app.inject({
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
    }
    await app.close();
  });
});
