// Issue 42 item 3: every route declares its answer's schema in its options (decision 175), so the
// tests, which check every answer against it, fail on an answer that drifts from docs/api.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const routes = () => {
  const seen = new Map<string, boolean>();
  for (const r of t.app.documentedRoutes) {
    const key = `${r.method} ${r.url.replace(/\/$/, '')}/`;
    const declared = Object.keys(r.schema?.response ?? {}).length > 0;
    seen.set(key, (seen.get(key) ?? false) || declared);
  }
  return seen;
};

describe('the routes’ declared answers', () => {
  it('every route declares the schema of its answer', () => {
    const missing = [...routes()].filter(([, d]) => !d).map(([k]) => k);
    expect(missing).toEqual([]);
  });

  it('refuses a caller without a session before it reads their input (401, not 400)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/customers/abc/disable/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });
});
