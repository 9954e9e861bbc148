// Issue 20 item 1 without a build: page forms reach the API on the shopper's behalf, and its
// per-client throttles must count the shopper's address, in one process (inject) and with the
// API elsewhere (API_URL); a page request cannot name its own address with X-Forwarded-For.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { openTestDatabase } from '@solestock/api/test/test-app';
import { action as loginAction } from '../app/routes/login';
import { action as resetAction } from '../app/routes/password-reset';
import { actionDataDocument, testBuild } from './test-build.ts';
import { createWebServer } from './web-server.ts';

/** A page build of the real login and reset actions; the document is the action's data. */
function formsBuild(dir: string): ServerBuild {
  return testBuild(
    dir,
    {
      'routes/login': { path: 'login', module: { action: loginAction } },
      'routes/password-reset': { path: 'password-reset', module: { action: resetAction } },
    },
    actionDataDocument,
  );
}

const newEmail = () => `forms-${randomBytes(5).toString('hex')}@example.com`;

const postForm = (
  web: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  web
    .inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    })
    .then((r) => r.statusCode);

/** 30 reset requests a quarter hour per client (identity/throttle.ts mailPerClient). */
const RESETS_PER_CLIENT = 30;

async function exhaustResets(web: FastifyInstance, remoteAddress: string) {
  const codes = await Promise.all(
    Array.from({ length: RESETS_PER_CLIENT }, () =>
      postForm(web, '/password-reset', { email: newEmail() }, remoteAddress),
    ),
  );
  expect(codes).toEqual(Array(RESETS_PER_CLIENT).fill(200));
  expect(await postForm(web, '/password-reset', { email: newEmail() }, remoteAddress)).toBe(429);
}

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'solestock-web-server-'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'assets', 'entry-test.js'), 'export {};');
});
afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('page forms with the API in the same process', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await createWebServer({
      config: testConfig(),
      database,
      buildDir: dir,
      build: formsBuild(dir),
    });
  });
  afterAll(() => web?.close());

  it('throttle reset requests per shopper: one client exhausted, another still served', async () => {
    await exhaustResets(web, '203.0.113.10');
    expect(await postForm(web, '/password-reset', { email: newEmail() }, '203.0.113.11')).toBe(200);
  });

  it('throttle logins per shopper: 100 wrong logins lock out that client alone', async () => {
    const wrong = (remoteAddress: string) =>
      postForm(web, '/login', { email: newEmail(), password: 'Wrong#pass1' }, remoteAddress);
    const codes = await Promise.all(Array.from({ length: 100 }, () => wrong('203.0.113.20')));
    expect(codes).toEqual(Array(100).fill(401));
    expect(await wrong('203.0.113.20')).toBe(429);
    expect(await wrong('203.0.113.21')).toBe(401);
  });
});

describe('server-rendered pages', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    web = await createWebServer({
      config: testConfig({ clientRateLimitPerMinute: 5 }),
      database,
      buildDir: dir,
      build: formsBuild(dir),
    });
  });
  afterAll(() => web?.close());

  it('count renderings per client, not assets; other clients unaffected', async () => {
    const get = (url: string, remoteAddress: string) => web.inject({ url, remoteAddress });
    // An unknown query key keeps a page out of the microcache: each of these is rendered.
    for (let i = 0; i < 5; i++)
      expect((await get(`/login?n=${i}`, '198.51.100.60')).statusCode).toBe(200);
    const refused = await get('/login?n=5', '198.51.100.60');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/assets/entry-test.js', '198.51.100.60')).statusCode).toBe(200);
    expect((await get('/login?n=6', '198.51.100.61')).statusCode).toBe(200);
  });
});

describe('page forms with the API at API_URL', () => {
  let api: FastifyInstance;
  let web: FastifyInstance;
  beforeAll(async () => {
    // The API trusts one hop: the web server in front of it.
    api = await buildApp(testConfig({ trustProxy: 1 }), { database });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    web = await createWebServer({
      config: testConfig(),
      database,
      buildDir: dir,
      build: formsBuild(dir),
      apiUrl: address,
    });
  });
  afterAll(async () => {
    await web?.close();
    await api?.close();
  });

  it('forward the shopper address in X-Forwarded-For: one client exhausted, another served', async () => {
    await exhaustResets(web, '203.0.113.30');
    expect(await postForm(web, '/password-reset', { email: newEmail() }, '203.0.113.31')).toBe(200);
  });

  it('ignore an X-Forwarded-For the shopper sends to the web server', async () => {
    await exhaustResets(web, '203.0.113.40');
    const spoofed = await postForm(web, '/password-reset', { email: newEmail() }, '203.0.113.40', {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(spoofed).toBe(429);
  });
});
