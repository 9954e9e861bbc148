// `npm test`: every workspace's unit and API tests (PGlite, or the PostgreSQL server named by
// TEST_DATABASE_URL), then the browser journeys in Chromium when one is found.
// Then the reliability suite (database faults, SIGTERM drain, several processes), which starts
// server processes and a PostgreSQL server of its own, when PostgreSQL's binaries are here.
// `npm test -- unit | e2e | reliability` runs one part alone; what follows the part goes to
// Vitest (`npm test -- unit $(node scripts/database-tests.mjs)`: only the files that use a
// database, as CI's PostgreSQL pass runs them).
// Ends with one plain line, 'N passed, N failed', summing both runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const reports = mkdtempSync(join(tmpdir(), 'solestock-test-'));
const only = process.argv[2]; // 'unit' | 'e2e' | 'reliability' | undefined (all three)
const vitestArgs = process.argv.slice(3);

function vitest(config, name) {
  const outputFile = join(reports, `${name}.json`);
  const args = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  if (config) args.push('--config', config);
  args.push(...vitestArgs);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, ok: false };
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const failed = report.numFailedTests + (report.numFailedTestSuites ?? 0);
  return {
    passed: report.numPassedTests,
    failed,
    ok: result.status === 0 && failed === 0 && report.numTotalTests > 0,
  };
}

const results = [];
if (only === 'unit' || only === undefined) results.push(vitest(undefined, 'unit'));

if (only === 'e2e' || only === undefined) {
  const chromium = findChromium();
  if (chromium) {
    results.push(vitest('apps/web/tests/e2e/vitest.config.ts', 'e2e'));
  } else if (process.env.REQUIRE_BROWSER === '1') {
    console.error(
      "Chromium was not found (set CHROMIUM_PATH or install Debian's chromium): the browser journeys are required here.",
    );
    results.push({ passed: 0, failed: 1, ok: false });
  } else {
    console.log(
      "Chromium was not found: browser journeys skipped (install Debian's chromium or set CHROMIUM_PATH to run them).",
    );
  }
}

if (only === 'reliability' || only === undefined) {
  // The same default as reliability/postgres-instance.ts.
  const initdb = join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb');
  if (existsSync(initdb)) {
    results.push(vitest('reliability/vitest.config.ts', 'reliability'));
  } else if (process.env.REQUIRE_RELIABILITY === '1' || only === 'reliability') {
    console.error(`${initdb} was not found (set PG_BIN): the reliability suite is required here.`);
    results.push({ passed: 0, failed: 1, ok: false });
  } else {
    console.log(
      `PostgreSQL's binaries were not found at ${initdb}: reliability suite skipped (set PG_BIN to run it).`,
    );
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
