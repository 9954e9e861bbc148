// `npm start`: build the store if its sources changed since the last build, then serve it.
// First start builds, migrates and seeds; later starts go straight to serving.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const buildDir = resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');
const stampFile = join(buildDir, '.sources-stamp');
const sources = [
  'apps/web/app',
  'apps/web/server',
  'apps/web/public',
  'apps/api/src',
  'packages/domain/src',
];
const files = ['package-lock.json', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

function sourcesStamp() {
  const hash = createHash('sha256');
  const all = [
    ...sources.flatMap((d) => [...walk(join(root, d))]),
    ...files.map((f) => join(root, f)),
  ];
  for (const path of all
    .filter((p) => existsSync(p) && !p.endsWith('.test.ts') && !p.endsWith('.test.tsx'))
    .sort()) {
    const s = statSync(path);
    hash.update(`${path}:${s.size}:${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stamp = sourcesStamp();
const upToDate =
  existsSync(join(buildDir, 'app-server/index.js')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp;
if (!upToDate) {
  console.log('[solestock] building the store (first start, or sources changed)…');
  // Always a production build: under NODE_ENV=test or development Vite would bundle React's
  // development build, and shoppers (and the journeys) would get a slower, larger store.
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(buildDir, 'app-server/index.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
