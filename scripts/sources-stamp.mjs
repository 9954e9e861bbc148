// What `npm start` compares with the last build's stamp to decide whether to build again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/** A hash of every source file's path, size and time: a build is current while it matches. */
export function sourcesStamp(root) {
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
