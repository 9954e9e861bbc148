// Issue 30.5: a store started with COUNTRY_HEADER priced pages for the default country while the
// API answered the edge's country. The web server now decides the country once per request and
// keys kept pages by it: a page rendered for the header alone is in that country, and a kept
// page for one country is never served to another.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { testConfig } from '@solestock/api/config';
import type { DatabaseHandle } from '@solestock/api/db/connect';
import { openTestDatabase } from '@solestock/api/test/test-app';
import { testBuild } from './test-build.ts';
import { createWebServer } from './web-server.ts';

let renders = 0;

/** A page build of one route whose document is the country its loader was given. */
function countryBuild(dir: string): ServerBuild {
  const loader = ({ context }: { context: AppLoadContext }) => {
    renders += 1;
    return { country: context.country };
  };
  return testBuild(
    dir,
    { 'routes/product': { path: 'product', module: { loader } } },
    (_request, status, headers, context) => {
      headers.set('content-type', 'text/plain');
      const data = context.staticHandlerContext.loaderData as Record<string, { country: string }>;
      return new Response(data['routes/product']?.country ?? 'none', { status, headers });
    },
  );
}

let database: DatabaseHandle;
let dir: string;
let web: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'solestock-country-'));
  mkdirSync(join(dir, 'client'), { recursive: true });
  web = await createWebServer({
    config: testConfig({ countryHeader: 'cf-ipcountry' }),
    database,
    buildDir: dir,
    build: countryBuild(dir),
  });
});
afterAll(async () => {
  await web?.close();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (headers: Record<string, string>) =>
  web.inject({ url: '/product', headers }).then((r) => r.body);

describe("the shopper's country on a page", () => {
  it('follows the trusted edge header alone, as /api/ecommerce/get-user-country/ does', async () => {
    expect(await page({ 'cf-ipcountry': 'JP' })).toBe('jp');
    const api = await web.inject({
      url: '/api/ecommerce/get-user-country/',
      headers: { 'cf-ipcountry': 'JP' },
    });
    expect(api.json()).toMatchObject({ country: 'jp' });
  });

  it('is kept per country: a page kept for one country is not served to another', async () => {
    expect(await page({ 'cf-ipcountry': 'US' })).toBe('us');
    const before = renders;
    expect(await page({ 'cf-ipcountry': 'US' })).toBe('us');
    expect(renders).toBe(before); // the kept page, for the same country
    expect(await page({ 'cf-ipcountry': 'CA' })).toBe('ca');
    expect(renders).toBe(before + 1);
  });

  it("puts the shopper's own choice (the country cookie) before the edge and the language", async () => {
    expect(await page({ 'cf-ipcountry': 'JP', cookie: 'country=ca' })).toBe('ca');
    expect(await page({ 'accept-language': 'en-US,en;q=0.8' })).toBe('us');
    expect(await page({})).toBe('gb');
  });
});
