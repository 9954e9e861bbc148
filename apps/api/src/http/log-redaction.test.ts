// Security review item 9 and issue 27.3: the log never holds a link token of any kind
// (verification, reset, staff invitation, or one cut short or run into other characters),
// neither in request URLs nor in the outbox's line about a mail it kept, nor in any other line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { signedInStaff } from '../test/staff.ts';
import { redactTokens } from './log-redaction.ts';

const TOKEN = /[A-Za-z0-9_-]{43}/;
let database: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request logs', () => {
  it('record reset and verification URLs with their tokens redacted, and the outbox line too', async () => {
    const email = 'log-redaction@example.com';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { first_name: 'Lou', email, password: 'Logging#2024' },
    });
    expect(signUp.statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
    await app.mailer.flush();
    const outbox = (await app.inject({ url: '/api/dev/mail/', query: { to: email } })).json() as {
      links: string[];
    }[];
    const links = outbox.flatMap((m) => m.links);
    const verify = new URL(links.find((l) => l.includes('/verify-email/'))!).pathname;
    const reset = new URL(links.find((l) => l.includes('/change-password/'))!).pathname;
    const [, , uid, verifyToken] = verify.split('/');
    const [, , , resetToken] = reset.split('/');

    for (const url of [
      `/api/verify-email/${uid}/${verifyToken}/`,
      `/api/password-reset/${uid}/${resetToken}/validate/`,
      `/verify-email/${uid}/${verifyToken}`,
      `/change-password/${uid}/${resetToken}?x=1`,
    ])
      await app.inject(url);
    await app.inject({
      method: 'POST',
      url: `/api/password-reset/${uid}/${resetToken}/confirm/`,
      payload: { password: 'Renewed#2024', confirm_password: 'Renewed#2024' },
    });

    const log = lines.join('');
    expect(log).toContain(`"url":"/api/verify-email/${uid}/[redacted]/"`);
    expect(log).toContain(`"url":"/api/password-reset/${uid}/[redacted]/confirm/"`);
    expect(log).toContain(`"url":"/change-password/${uid}/[redacted]?x=1"`);
    const outboxLines = lines.filter((l) => l.includes('mail written to the outbox'));
    expect(outboxLines.some((l) => /\/verify-email\/\d+\/\[redacted\]/.test(l))).toBe(true);
    expect(outboxLines.some((l) => /\/change-password\/\d+\/\[redacted\]/.test(l))).toBe(true);
    expect(log).not.toContain(verifyToken);
    expect(log).not.toContain(resetToken);
    expect(log).not.toMatch(
      new RegExp(`/(verify-email|change-password|password-reset)/\\d+/${TOKEN.source}`),
    );
  });

  it('record staff invitation links redacted: the page, the accept call, the outbox line', async () => {
    const owner = await signedInStaff(app, 'owner');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/',
      headers: { cookie: owner.cookie },
      payload: { email: 'log-invited@example.com', role: 'owner' },
    });
    expect(invited.statusCode).toBe(201);
    await app.mailer.flush();
    const outbox = (await app
      .inject({
        url: '/api/dev/mail/',
        query: { to: 'log-invited@example.com' },
      })
      .then((r) => r.json())) as { links: string[] }[];
    const link = outbox.flatMap((m) => m.links).find((l) => l.includes('/admin/invitation/'))!;
    const token = link.split('/').pop()!;
    expect(token).toMatch(TOKEN);

    await app.inject(`/admin/invitation/${token}`);
    await app.inject(`/admin/invitation/${token}?from=mail`);
    // A link a mail client ran into the next word, and one cut short: neither is left readable.
    await app.inject(`/admin/invitation/${token}Thanks`);
    await app.inject(`/admin/invitation/${token.slice(0, 36)}`);
    await app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${token}/accept/`,
      payload: { name: 'Ivy', password: 'Invited#2024' },
    });
    await app.inject({ url: '/api/products/', query: { token } });
    app.log.warn({ detail: `seen ${link}` }, `a line of any kind quoting ${token}`);

    const log = lines.join('');
    expect(log).toContain('"url":"/admin/invitation/[redacted]?from=mail"');
    expect(log).toContain('"url":"/api/admin/invitations/[redacted]/accept/"');
    expect(
      lines.some(
        (l) =>
          l.includes('mail written to the outbox') && l.includes('/admin/invitation/[redacted]'),
      ),
    ).toBe(true);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 32));
  });

  it('keeps every other URL as it was', () => {
    expect(redactTokens('/api/password-reset/')).toBe('/api/password-reset/');
    expect(redactTokens('/products/product/12?country_code=gb')).toBe(
      '/products/product/12?country_code=gb',
    );
    expect(redactTokens('/products/mens-leather-chelsea-boot-brown-42-wide-fit')).toBe(
      '/products/mens-leather-chelsea-boot-brown-42-wide-fit',
    );
    // Not a token the store issues (43 characters): it opens nothing, so nothing is hidden.
    expect(redactTokens('https://shop.example/confirm-email/7/abc')).toBe(
      'https://shop.example/confirm-email/7/abc',
    );
  });
});
