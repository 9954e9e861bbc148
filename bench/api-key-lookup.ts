// What an API key's lookup costs (docs/api-keys.md, decision 197): every Bearer call finds its
// key by the SHA-256 of its secret (a unique index), with no cache, so a revocation holds at
// once. Among 10,000 keys, this prints the lookup's query plan and the time of a cheap admin
// call (GET /api/admin/dashboard/… is not needed: GET /api/admin/customer-groups/) made with a
// key against the same call made with a staff session, on a PostgreSQL server.
//
//   createdb -h 127.0.0.1 -U postgres bench_keys
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_keys npx tsx bench/api-key-lookup.ts
//   dropdb -h 127.0.0.1 -U postgres bench_keys
//
// Not part of npm test.
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '@solestock/api/app';
import { testConfig } from '@solestock/api/config';
import { connect, migrateDatabase, queryRows } from '@solestock/api/db/connect';
import { signedInStaff } from '@solestock/api/test/staff';

const { values } = parseArgs({
  options: {
    keys: { type: 'string', default: '10000' },
    calls: { type: 'string', default: '2000' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a postgres:// database of your own.');

const database = await connect({ databaseUrl: url, poolSize: 4 });
await migrateDatabase(database);
const app = await buildApp(testConfig({ databaseUrl: url, apiKeyRateLimitPerMinute: 0 }), {
  database,
});
await app.ready();
const owner = await signedInStaff(app, 'owner');

// Filler keys straight into the table (their secrets are never used; revoked, so the shop's
// 100 live keys are not reached), then one real key.
await database.db.execute(sql`
  insert into api_keys (name, hint, secret_hash, scopes, staff_id, revoked_at)
  select 'filler ' || g, 'ssk_filler00', md5(random()::text) || md5(random()::text), '{orders.read}', ${owner.staffId}, now()
  from generate_series(1, ${Number(values.keys)}) g`);
await database.db.execute(sql`analyze api_keys`);
const created = await app.inject({
  method: 'POST',
  url: '/api/admin/api-keys/',
  headers: { cookie: owner.cookie },
  payload: { name: 'bench', scopes: ['customers.read'] },
});
const secret = created.json<{ secret: string }>().secret;

const plan = await queryRows<{ 'QUERY PLAN': string }>(
  database.db,
  sql`explain analyze select k.id from api_keys k join staff s on s.id = k.staff_id and s.disabled_at is null
      where k.secret_hash = ${createHash('sha256').update(secret).digest('hex')} and k.revoked_at is null
        and (k.expires_at is null or k.expires_at > now())`,
);
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));

const time = async (label: string, headers: Record<string, string>) => {
  const calls = Number(values.calls);
  const spans: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await app.inject({ url: '/api/admin/customer-groups/', headers });
    spans.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  spans.sort((a, b) => a - b);
  const at = (q: number) => spans[Math.floor(q * (spans.length - 1))]!.toFixed(2);
  console.log(`${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${calls} calls`);
};
await time('staff session', { cookie: owner.cookie });
await time('API key', { authorization: `Bearer ${secret}` });
await time('unknown key (401)', {
  authorization: `Bearer ssk_AAAAAAAA_${randomBytes(32).toString('base64url')}`,
}).catch((err: Error) => console.log(err.message.slice(0, 60)));

await app.close();
await database.close();
