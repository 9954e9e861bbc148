// Starts a store as `npm start` starts it, on its own port and throwaway DATA_DIR: the shared
// one of global-setup.ts, a second one for a journey that needs other settings (e.g. SMTP_URL),
// or the processes the reliability tests stop, signal and run side by side.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface OwnStoreOptions {
  /**
   * Keep the store's output out of the test log (fault tests make it log every refused request);
   * its last lines still come with the error if it fails to start.
   */
  quiet?: boolean;
  /** Listen on this port instead of a free one (a process restarted behind a proxy keeps its port). */
  port?: number;
  /**
   * Start from an empty DATA_DIR, as a first `npm start` does (initdb, migrations, the demo
   * catalogue). Otherwise, on a PGlite store in a run that made one (`makeDataTemplate`), the
   * folder begins with a copy of the run's migrated, seeded database: the same rows, without
   * seeding 20,000 products again for every journey that needs a store of its own.
   */
  fresh?: boolean;
  /**
   * Start on this DATA_DIR, left by a store stopped with `keepData` (a journey that changed its
   * database between two starts), instead of a new folder.
   */
  dataDir?: string;
}

const TEMPLATE = 'E2E_DATA_TEMPLATE';

/**
 * Makes this run's database template (`npm run seed` into a throwaway DATA_DIR, as a first start
 * seeds) and names it in E2E_DATA_TEMPLATE for the stores started after it; returns its removal.
 */
export async function makeDataTemplate(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'solestock-e2e-template-'));
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/cli/seed.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The journeys of the specs' screens buy from the plain shop (no stock limits, no minimums).
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        DEMO_WHOLESALE: '0',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => void (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => void (output += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0)
    throw new Error(`seeding the journeys' database template failed (${code})\n${output}`);
  process.env[TEMPLATE] = join(dataDir, 'pglite');
  return () => {
    delete process.env[TEMPLATE];
    rmSync(dataDir, { recursive: true, force: true });
  };
}

export async function startOwnStore(env: Record<string, string>, options: OwnStoreOptions = {}) {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'solestock-e2e-own-'));
  const template = process.env[TEMPLATE];
  const onPglite = !env.DATABASE_URL && !env.SEED_DEMO;
  if (!options.dataDir && !options.fresh && onPglite && template && existsSync(template)) {
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  }
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_WHOLESALE: '0',
      // Not production: the development outbox stays reachable for journeys that read it.
      NODE_ENV: 'test',
      ...env,
    },
  });
  let tail = '';
  const keepTail = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the store exited with ${child.exitCode}\n${tail}`);
    if (Date.now() > deadline) throw new Error('the store did not become healthy in time');
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise<number | null>((r) => {
    if (child.exitCode !== null) r(child.exitCode);
    else child.once('exit', (code) => r(code));
  });
  return {
    baseUrl,
    /** The store's DATA_DIR (its database, secrets and `first-owner.txt`). */
    dataDir,
    /** `npm start`'s process: it passes SIGINT/SIGTERM on to the server and exits with its code. */
    child,
    /** Resolves with the exit code once the store has exited. */
    exited,
    /** The last 4,000 characters the store wrote (when started quiet), for failure messages. */
    output: () => tail,
    /** Stops the store and removes its DATA_DIR, unless `keepData` (to start on it again). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
