// `npm run dev` starts (issue 18 item 5): on a free port with a data folder of its own, it serves
// a page rendered through Vite (the app's HTML, with the hot-reload runtime) and the API on the
// same port, then stops on SIGTERM. Nothing is edited.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const STARTUP_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

describe('npm run dev', () => {
  let child: ChildProcess;
  let dataDir: string;
  let origin: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'solestock-dev-'));
    // Its own process group, so the test stops npm, tsx watch and the server together.
    child = spawn('npm', ['run', 'dev', '--silent'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    });
    const ready = new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`not ready in time:\n${output}`)), STARTUP_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('store ready at')) {
          clearTimeout(timer);
          done();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`npm run dev exited (${code}):\n${output}`));
      });
    });
    await ready;
  }, STARTUP_MS + 10_000);

  afterAll(async () => {
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise((done) => setTimeout(() => done(false), 20_000)),
      ]);
      if (!stopped) process.kill(-child.pid, 'SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves a page rendered through Vite, with hot reload', async () => {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(90_000) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Solestock');
    expect(html).toContain('window.__reactRouterContext');
    // The dev build: modules from Vite, and React Router's hot-reload runtime.
    expect(html).toContain('inject-hmr-runtime');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  }, 120_000);

  it('answers the API on the same port', async () => {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(30_000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  }, 60_000);
});
