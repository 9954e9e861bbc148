// Backup and restore of the store's database (decision 074): PGlite's data directory as a gzipped
// tarball (its own dumpDataDir / loadDataDir), or a PostgreSQL server's database through
// pg_dump's custom format and pg_restore. A backup file says which it is by its first bytes.
import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  openSync,
  readSync,
  closeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { ownerOnlyFromNowOn, privateDataDir, privateFile } from './private-files.ts';

const run = promisify(execFile);

export interface BackupTarget {
  /** A postgres:// URL, or undefined for PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of pg_dump and pg_restore (PG_BIN); unset: found on PATH. */
  pgBin: string | undefined;
}

export class BackupError extends Error {}

export type BackupKind = 'pglite' | 'postgres';

/** PGlite's files live here, as connect() opens them. */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Whether a process has PGlite's folder open: PGlite writes postmaster.pid when it opens its
 * folder and removes it when it closes. Two processes in one folder corrupt it.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(join(pgliteDir(dataDir), 'postmaster.pid'));
}

export const PGLITE_IN_USE =
  'The embedded database is open in another process (a running store?): stop the store first. ' +
  'If none is running (it crashed), start and stop it once, then try again.';

/** What a backup file holds: pg_dump's custom format starts "PGDMP", a gzip stream 1f 8b. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

/** The connection string without its password, and the password for PGPASSWORD (not argv). */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

async function pgTool(target: BackupTarget, tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const file = target.pgBin ? join(target.pgBin, tool) : tool;
  const { url, env } = splitPassword(target.databaseUrl!);
  try {
    await run(file, [...args, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found${target.pgBin ? ` in ${target.pgBin}` : ' on PATH'}: install PostgreSQL's client tools (the server's major version or newer) or set PG_BIN.`,
      );
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/**
 * Creates the backup file empty, readable by its owner only (0600: it holds password hashes and
 * every customer's details), in a folder made if missing (`backups/` on a fresh clone).
 */
function openBackupFile(file: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '', { mode: 0o600 });
    // An existing file keeps its old mode through writeFileSync.
    chmodSync(file, 0o600);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new BackupError(`Cannot write the backup to ${file}: ${e.code ?? e.message}.`);
  }
}

/** Writes a backup of the store's database to `file`; answers which kind it wrote. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  // pg_dump, a child, inherits the umask: its file is never readable by others, even briefly.
  ownerOnlyFromNowOn();
  const kind = await writeBackup(target, file);
  privateFile(file);
  return kind;
}

async function writeBackup(target: BackupTarget, file: string): Promise<BackupKind> {
  if (target.databaseUrl) {
    openBackupFile(file);
    // Custom format: compressed, and pg_restore can restore it whole or in part.
    await pgTool(target, 'pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
    ]);
    return 'postgres';
  }
  const dir = pgliteDir(target.dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dir} to back up (check DATA_DIR).`);
  }
  // PGlite is one process: the store must not have this folder open (see README).
  if (pgliteInUse(target.dataDir)) throw new BackupError(PGLITE_IN_USE);
  openBackupFile(file);
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  try {
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
  return 'pglite';
}

/** Restores `file` into an empty database (refuses one that holds tables); answers its kind. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const kind = backupKindOf(file);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind === undefined) throw new BackupError(`${file} is not a Solestock backup.`);
  if (kind !== wanted) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL server's backup (pg_dump): set DATABASE_URL to an empty database to restore it.`
        : `${file} is an embedded database's backup (PGlite): unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.`,
    );
  }
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      if (rows[0]!.n > 0) {
        throw new BackupError(
          'The database to restore into is not empty: create a new one (createdb) and point DATABASE_URL at it.',
        );
      }
    } finally {
      await client.end();
    }
    // One transaction: a restore that fails leaves the database empty, not half filled.
    await pgTool(target, 'pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      file,
    ]);
    return 'postgres';
  }
  const dir = pgliteDir(target.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(
      `${dir} already holds a database: restore into a new DATA_DIR (or move that folder away first).`,
    );
  }
  privateDataDir(target.dataDir);
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await client.close();
  return 'pglite';
}
