// Issue 28 item 10: a process manager that stops `npm start` by its process id (SIGTERM) or a
// person pressing Ctrl-C (SIGINT) stops the server too. A stand-in server, in a build folder
// whose stamp is current so nothing is built, records the signal it gets.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sourcesStamp } from './sources-stamp.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dir = mkdtempSync(join(tmpdir(), 'start-signals-'));
const build = join(dir, 'build');
mkdirSync(join(build, 'app-server'), { recursive: true });
writeFileSync(
  join(build, 'app-server/index.js'),
  `const { writeFileSync } = require('node:fs');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => { writeFileSync(process.env.SIGNAL_FILE, signal); process.exit(0); });
writeFileSync(process.env.PID_FILE, String(process.pid));
setInterval(() => {}, 1000);
`,
);
writeFileSync(join(build, '.sources-stamp'), sourcesStamp(root));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = async (check) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  return check();
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts `command` the way a process manager would; resolves once the server runs. */
async function start(name, command, args) {
  const files = { SIGNAL_FILE: join(dir, `${name}.signal`), PID_FILE: join(dir, `${name}.pid`) };
  const proc = spawn(command, args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, WEB_BUILD_DIR: build, ...files },
  });
  const exited = new Promise((done) => proc.on('exit', (code, signal) => done({ code, signal })));
  expect(await until(() => existsSync(files.PID_FILE))).toBe(true);
  const server = Number(readFileSync(files.PID_FILE, 'utf8'));
  return { proc, exited, server, signal: () => readFileSync(files.SIGNAL_FILE, 'utf8') };
}

describe('npm start', { timeout: 60_000 }, () => {
  it('stopped by its process id with SIGTERM, stops the server and exits', async () => {
    const run = await start('npm-term', 'npm', ['start', '--silent']);
    run.proc.kill('SIGTERM');
    await run.exited;
    expect(await until(() => !alive(run.server))).toBe(true);
    expect(run.signal()).toBe('SIGTERM');
  });

  it('passes SIGINT on to the server', async () => {
    const run = await start('node-int', process.execPath, ['scripts/start.mjs']);
    run.proc.kill('SIGINT');
    expect((await run.exited).code).toBe(0);
    expect(run.signal()).toBe('SIGINT');
  });

  it('stops the server when npm itself is killed outright', async () => {
    const run = await start('npm-kill', 'npm', ['start', '--silent']);
    run.proc.kill('SIGKILL');
    await run.exited;
    expect(await until(() => !alive(run.server))).toBe(true);
    expect(run.signal()).toBe('SIGTERM');
  });
});
