// Every variable config.ts reads is listed in .env.example and in the README's configuration
// table, so neither falls behind when a setting is added.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('configuration documents', () => {
  it('.env.example names every variable, each at most once, and none that is not read', () => {
    const listed = [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(20);
    for (const name of CONFIG_VARIABLES) expect(listed, name).toContain(name);
    expect(new Set(listed).size).toBe(listed.length);
    // API_URL is the web server's own (apps/web/server/index.ts).
    for (const name of listed) expect([...CONFIG_VARIABLES, 'API_URL'], name).toContain(name);
  });

  it("the README's configuration table names every variable", () => {
    const readme = read('README.md');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5),
    );
    for (const name of CONFIG_VARIABLES) expect(table, name).toContain(`\`${name}\``);
  });

  // Issue 41 item 20: the shipped env file stops the store until payments are chosen, and a
  // server database has no exchange rates; an operator following docs/deploy.md must learn both.
  it('docs/deploy.md tells how to start the shipped env file: payments and exchange rates', () => {
    const shipped = {
      ...Object.fromEntries(
        [...read('deploy/systemd/solestock.env').matchAll(/^([A-Z][A-Z0-9_]*)='([^']*)'$/gm)].map(
          (m) => [m[1]!, m[2]!],
        ),
      ),
      // The one edit the file's comment asks for before anything else.
      SESSION_SECRET: 'ab'.repeat(32),
    };
    expect(() => loadConfig(shipped)).toThrow(ConfigError);
    expect(() => loadConfig(shipped)).toThrow(/STRIPE_SECRET_KEY.*ALLOW_TEST_PAYMENTS=1/s);
    expect(loadConfig({ ...shipped, ALLOW_TEST_PAYMENTS: '1' }).allowTestPayments).toBe(true);
    const deploy = read('docs/deploy.md');
    for (const words of [
      '`STRIPE_SECRET_KEY`',
      '`ALLOW_TEST_PAYMENTS=',
      '`STRIPE_WEBHOOK_SECRET`',
      '/api/payments/stripe/webhook/',
      '`RATES_URL`',
      '`/admin/rates`',
    ]) {
      expect(deploy, words).toContain(words);
    }
    // The env file names both ways too, commented out, for the operator to choose.
    const env = read('deploy/systemd/solestock.env');
    for (const name of ['STRIPE_SECRET_KEY', 'ALLOW_TEST_PAYMENTS', 'RATES_URL'])
      expect(env, name).toMatch(new RegExp(`^# ${name}='`, 'm'));
  });

  // Issue 29 item 6: an unquoted `MAIL_FROM=Solestock <...>` was a syntax error that made bash
  // skip every later setting while the store still started.
  for (const file of ['.env.example', 'deploy/systemd/solestock.env']) {
    it(`${file} sources cleanly in sh and bash with every setting uncommented`, () => {
      const settings = read(file)
        .split('\n')
        .map((line) => /^(?:# )?([A-Z][A-Z0-9_]*)=('[^']*')(?:\s+#\s.*)?$/.exec(line))
        .filter((m) => m !== null);
      expect(settings.length).toBeGreaterThan(10);
      // Every value quoted, so the next value with a `<` or a space cannot break the file.
      const unquoted = read(file)
        .split('\n')
        .filter((line) => /^(?:# )?[A-Z][A-Z0-9_]*=/.test(line))
        .filter((line) => !settings.some((m) => m[0] === line));
      expect(unquoted).toEqual([]);
      const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
      try {
        const env = join(dir, 'env');
        writeFileSync(env, read(file).replace(/^# ([A-Z][A-Z0-9_]*=)/gm, '$1'));
        for (const shell of ['sh', 'bash']) {
          const own = shell === 'bash' ? ['--norc', '--noprofile'] : [];
          const script = 'set -a; . "$1"; set +a; env -0';
          const run = spawnSync(shell, [...own, '-c', script, shell, env], {
            encoding: 'utf8',
            env: { PATH: process.env.PATH },
          });
          expect(run.stderr, shell).toBe('');
          expect(run.status, shell).toBe(0);
          const loaded = new Map(
            run.stdout
              .split('\0')
              .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
          );
          for (const [, name, quoted] of settings) {
            expect(loaded.get(name!), `${shell}: ${name}`).toBe(quoted!.slice(1, -1));
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

// Issue 41 item 22: docs/screens.md was linked from nowhere, so no reader found it.
describe('the README', () => {
  it('links every page of docs/', () => {
    const readme = read('README.md');
    const pages = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md'));
    expect(pages).toContain('screens.md');
    for (const page of pages) expect(readme, page).toContain(`](docs/${page})`);
  });
});
