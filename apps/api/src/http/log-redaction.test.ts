// Security review item 9: the log never holds the token of a verification or reset link, neither
// in request URLs nor in the outbox's line about a mail it kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { openTestDatabase } from '../test/test-app.ts';
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

  it('keeps every other URL as it was', () => {
    expect(redactTokens('/api/password-reset/')).toBe('/api/password-reset/');
    expect(redactTokens('/products/product/12?country_code=gb')).toBe(
      '/products/product/12?country_code=gb',
    );
    expect(redactTokens('https://shop.example/confirm-email/7/abc')).toBe(
      'https://shop.example/confirm-email/7/[redacted]',
    );
  });
});
