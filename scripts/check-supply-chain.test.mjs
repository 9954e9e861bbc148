// Security review item 9: the supply-chain check fails when `npm audit` cannot run, unless
// AUDIT_WAIVERS in the script names that failure. A stand-in `npm` on PATH answers the audit.
// Issue 41 item 23: the packages it allows to run install scripts are the ones package.json's
// `allowScripts` approves, so `npm install` (npm 11) warns of none and the check agrees with npm.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-supply-chain.mjs', import.meta.url));
const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'));
writeFileSync(
  join(bin, 'npm'),
  `#!${process.execPath}
const [command] = process.argv.slice(2);
if (command === 'query') process.stdout.write(process.env.FAKE_QUERY ?? '[]');
else if (command === 'audit') process.stdout.write(process.env.FAKE_AUDIT);
process.exit(command === 'audit' ? Number(process.env.FAKE_AUDIT_EXIT) : 0);
`,
);
chmodSync(join(bin, 'npm'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** Runs the check with the audit answering `answer` (npm's JSON) and exiting `exit`. */
function check(answer, exit = 1, installed = []) {
  const run = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH}`,
      FAKE_AUDIT: JSON.stringify(answer),
      FAKE_AUDIT_EXIT: String(exit),
      FAKE_QUERY: JSON.stringify(installed),
    },
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const refused = (statusCode, uri) => ({
  message: `${statusCode} Refused - POST ${uri}`,
  statusCode,
  uri,
});
const BULK = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';

describe('the supply-chain check', { timeout: 60_000 }, () => {
  it('fails when the audit cannot run for a reason no waiver names', () => {
    for (const answer of [
      refused(503, BULK),
      refused(401, BULK),
      refused(405, 'https://registry.npmjs.org/-/npm/v1/security/audits/quick'),
      { error: { code: 'ENOTFOUND', summary: 'request to registry failed' } },
    ]) {
      const run = check(answer);
      expect(run.status, run.output).toBe(1);
      expect(run.output).toContain('npm audit could not run');
      expect(run.output).toContain('no waiver in AUDIT_WAIVERS covers it');
    }
  });

  it('passes the waived answer (the read-only mirror) and says why, visibly', () => {
    const run = check(refused(405, BULK));
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('WAIVED in scripts/check-supply-chain.mjs');
    expect(run.output).toContain('read-only mirror');
  });

  it('fails on high or critical findings and passes a clean audit', () => {
    const report = (high) => ({
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high, critical: 0 } },
    });
    expect(check(report(1)).status).toBe(1);
    expect(check(report(0), 0).status).toBe(0);
  });
});

describe('install scripts (issue 41 item 23)', { timeout: 60_000 }, () => {
  const clean = {
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 } },
  };
  /** What `npm query '*'` says of the packages this repository installs with install scripts. */
  const ours = [
    { name: 'argon2', scripts: { install: 'cross-env ZERO_AR_DATE=1 node-gyp-build' } },
    { name: 'esbuild', dev: true, scripts: { postinstall: 'node install.js' } },
    { name: 'solestock', scripts: { postinstall: 'patch-package' } },
  ];
  const allowScripts = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ).allowScripts;

  it("passes the packages package.json's allowScripts approves (so npm install warns of none)", () => {
    // Name-only approvals: a new esbuild pulled in by Vite stays approved, with no new warning.
    expect(allowScripts).toEqual({ argon2: true, esbuild: true, solestock: true });
    const run = check(clean, 0, ours);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('allowed  argon2: install');
  });

  it('fails on a package with install scripts that allowScripts does not approve', () => {
    const run = check(clean, 0, [
      ...ours,
      { name: 'left-pad-telemetry', scripts: { postinstall: 'node phone-home.js' } },
    ]);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toContain('UNKNOWN  left-pad-telemetry: postinstall');
    expect(run.output).toContain("not both in package.json's allowScripts");
  });
});
