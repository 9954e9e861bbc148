// The store's data (database files, session secret, backups) is readable by its own user only
// (issue 27.6, docs/security.md): DATA_DIR is 0700, whatever files inside it say, so nobody else
// on the machine reaches them; files the process makes from then on are 0600 and folders 0700
// (umask 077), and a backup file is 0600 even when it existed before with a wider mode.
import { chmodSync, mkdirSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** New files owner-only for the rest of the process (a worker thread cannot set it: skipped). */
export function ownerOnlyFromNowOn(): void {
  if (isMainThread) process.umask(0o077);
}

/** Makes `dir` (DATA_DIR) if needed and closes it to everyone but its owner. */
export function privateDataDir(dir: string): void {
  ownerOnlyFromNowOn();
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** A file the store wrote that holds its data (a backup): owner-only. */
export function privateFile(file: string): void {
  chmodSync(file, PRIVATE_FILE_MODE);
}
