// A PostgreSQL 15 server of the test's own, in a temporary folder on a port of its own, that the
// test may stop and start (fault tests must never touch the machine's shared server). As root
// (CI here), initdb and pg_ctl refuse to run, so they run as the `postgres` OS user through
// runuser, in a folder that user owns.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where Debian keeps the server binaries; PG_BIN overrides it. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** Ports tried in turn (PG_PORTS="first-last" overrides); the first free one is used. */
const PORTS = (process.env.PG_PORTS ?? '54329-54339').split('-').map(Number) as [number, number];

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface PostgresInstance {
  port: number;
  /** A postgres:// URL to `database` on this server. */
  url(database?: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(mode: StopMode): Promise<void>;
  start(): Promise<void>;
  /** Stops the server however it is and deletes its folder; safe to call twice. */
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

async function pgCommand(command: string, args: string[]): Promise<string> {
  const file = join(BIN, command);
  const { stdout } = asRoot
    ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 60_000 })
    : await run(file, args, { timeout: 60_000 });
  return stdout;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS[0]; port <= PORTS[1]; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port for PostgreSQL in ${PORTS[0]}-${PORTS[1]}.`);
}

export async function startPostgres(): Promise<PostgresInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'solestock-pg-'));
  const data = join(dir, 'data');
  let running = false;
  const destroy = async () => {
    if (running && existsSync(join(data, 'postmaster.pid'))) {
      await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    await pgCommand('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // The socket goes in our folder, never the machine's /var/run/postgresql. fsync off: the
    // faults here are the server's, not the machine's, and a crash restart replays the WAL anyway.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const start = async () => {
      await pgCommand('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'server.log'),
        '-o',
        options,
        '-w',
        'start',
      ]);
      running = true;
    };
    await start();
    const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      async createDatabase(name, template) {
        const admin = new pg.Client({ connectionString: url() });
        await admin.connect();
        try {
          await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        } finally {
          await admin.end();
        }
      },
      async stop(mode) {
        await pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
        running = false;
      },
      start,
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
