// The test files that use a database: those whose imports reach the test support that opens one
// (apps/api/src/test/test-app.ts) or that read TEST_DATABASE_URL themselves. CI runs these, and
// only these, a second time on a PostgreSQL server (`.ci/run`); the others (a schema, a mail's
// words, a dev server, the seed command into PGlite) answer the same whatever TEST_DATABASE_URL
// says, so a second run of them was minutes of CI proving nothing new.
//
// `node scripts/database-tests.mjs` prints their paths, one per line, for `npm test -- unit`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const OPENS_A_DATABASE = resolve(root, 'apps/api/src/test/test-app.ts');
/** Where the tests that may use a database live (the rest are the domain's and the screens'). */
const FOLDERS = ['apps/api/src', 'apps/web/server'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The file an import specifier names, when it is one of ours; undefined for a package's. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@solestock/api/'))
    base = resolve(root, 'apps/api/src', specifier.slice('@solestock/api/'.length));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const reaches = new Map();
/** Whether `file`'s imports, followed through our own files, reach the database's test support. */
function reachesDatabase(file, seen = new Set()) {
  if (file === OPENS_A_DATABASE) return true;
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  let found = false;
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    if (target && reachesDatabase(target, seen)) {
      found = true;
      break;
    }
  }
  // Only a definite answer is kept: a file left undecided inside an import cycle is asked again.
  if (found || seen.size === 1) reaches.set(file, found);
  return found;
}

export function databaseTests() {
  return FOLDERS.flatMap((folder) => files(resolve(root, folder)))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter(
      (file) =>
        reachesDatabase(file) ||
        readFileSync(file, 'utf8').includes('process.env.TEST_DATABASE_URL'),
    )
    .map((file) => relative(root, file))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(databaseTests().join('\n'));
}
