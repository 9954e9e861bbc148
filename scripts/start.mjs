// `npm start`: build the store if its sources changed since the last build, then serve it.
// First start builds, migrates and seeds; later starts go straight to serving.
// SIGTERM and SIGINT reach whichever child runs (the build, then the server), so a process
// manager that stops `npm start` by its process id stops the store. npm hands the signal to the
// `sh -c` it runs scripts in, and dash dies without passing it on, so the script is run with
// `exec` (package.json), and a parent that goes away all the same counts as a SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesStamp } from './sources-stamp.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const USAGE = 'Usage: npm start [-- --demo]  (--demo: an empty catalogue gets the demo one)';
const args = process.argv.slice(2);
if (args.some((a) => a !== '--demo')) {
  console.error(USAGE);
  process.exit(2);
}
// `--demo` is SEED_DEMO=1 (apps/api/src/start.ts): the demo catalogue on a PostgreSQL server too.
const demo = args.includes('--demo') ? { SEED_DEMO: '1' } : {};
const buildDir = resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
const stampFile = join(buildDir, '.sources-stamp');
/** The child running now: the build, then the server. */
let child;
let stopping;
function stop(signal) {
  if (stopping) return;
  stopping = signal;
  if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(1);
  // The whole group: the build is npm, sh and Vite, and npm's sh would not pass it on either.
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();

/** Runs a child with the signals forwarded; resolves with its exit code. */
function run(args, env) {
  // A process group of its own (detached), so a signal reaches every process the child starts.
  child = spawn(args[0], args.slice(1), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
  });
  return new Promise((done) => {
    child.on('error', (err) => {
      console.error(`[solestock] could not run ${args[0]}: ${err.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const stamp = sourcesStamp(root);
const upToDate =
  existsSync(join(buildDir, 'app-server/index.js')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;
if (!upToDate) {
  console.log('[solestock] building the store (first start, or sources changed)…');
  // Always a production build: under NODE_ENV=test or development Vite would bundle React's
  // development build, and shoppers (and the journeys) would get a slower, larger store.
  const status = await run(['npm', 'run', 'build', '--silent'], {
    ...process.env,
    NODE_ENV: 'production',
  });
  if (status !== 0 || stopping) process.exit(status || 1);
  writeFileSync(stampFile, stamp);
}

process.exit(
  await run([process.execPath, '--enable-source-maps', join(buildDir, 'app-server/index.js')], {
    NODE_ENV: 'production',
    ...process.env,
    ...demo,
  }),
);
