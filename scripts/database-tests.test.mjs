// The files CI runs a second time on PostgreSQL (scripts/database-tests.mjs): a test that opens
// its database through a helper of a helper is in; one that never opens a database is out.
import { describe, expect, it } from 'vitest';
import { databaseTests } from './database-tests.mjs';

describe('the tests that use a database', () => {
  const files = databaseTests();

  it('include a test that opens its app on a database itself', () => {
    expect(files).toContain('apps/api/src/modules/cart/cart.test.ts');
  });

  it('include one that reaches the database two helpers away', () => {
    // request-fuzz.guest.test.ts → test/fuzz/fuzz-runs.ts → … → test/test-app.ts
    expect(files).toContain('apps/api/src/http/request-fuzz.guest.test.ts');
  });

  it('include one that reads TEST_DATABASE_URL for a server of its own', () => {
    expect(files).toContain('apps/api/src/start.test.ts');
  });

  it('leave out those that never open one, and the screens’ and the domain’s', () => {
    expect(files).not.toContain('apps/api/src/http/route-schemas.test.ts');
    expect(files).not.toContain('apps/web/server/dev.test.ts');
    expect(files.every((file) => /^apps\/(api\/src|web\/server)\//.test(file))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });
});
