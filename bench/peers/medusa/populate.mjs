// Creates the database `medusa_bench` afresh and fills it as a new Medusa project is filled:
// `medusa db:migrate` (its modules' migrations and links), then `medusa exec ./seed.mjs` (the
// starter's seed steps with the demo catalogue, seed.mjs), then `vacuum analyze`.
//
//   node populate.mjs --styles 1000
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const { values: flags } = parseArgs({ options: { styles: { type: 'string', default: '1000' } } });
const DATABASE = process.env.MEDUSA_DATABASE ?? 'medusa_bench';
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (m) => console.log(`[medusa populate ${new Date().toISOString().slice(11, 19)}] ${m}`);

// A fresh database each time: what is measured is exactly this catalogue.
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();

const started = Date.now();
const medusa = (...args) => {
  const run = spawnSync(
    process.execPath,
    [join(here, 'node_modules/@medusajs/cli/cli.js'), ...args],
    {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Production mode as the bench's server runs; it also skips the CLI's ts-node (plain JS here).
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MEDUSA_DISABLE_TELEMETRY: 'true',
        MEDUSA_BENCH_STYLES: flags.styles,
      },
    },
  );
  const out = run.stdout.toString();
  for (const line of out.split('\n')) if (line.startsWith('[medusa populate')) console.log(line);
  if (run.status !== 0)
    throw new Error(`medusa ${args.join(' ')} failed:\n${(out + run.stderr).slice(-3000)}`);
};
log('medusa db:migrate…');
medusa('db:migrate');
log(`migrated in ${((Date.now() - started) / 1000).toFixed(0)} s; seeding ${flags.styles} styles…`);
medusa('exec', './seed.mjs');

const db = new URL(serverUrl);
db.pathname = `/${DATABASE}`;
const c = new pg.Client({ connectionString: db.toString() });
await c.connect();
await c.query('vacuum analyze');
const count = async (sql) => (await c.query(sql)).rows[0].n;
const p = await count('select count(*)::int as n from product where deleted_at is null');
const v = await count('select count(*)::int as n from product_variant where deleted_at is null');
await c.end();
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${p} products, ${v} variants`);
