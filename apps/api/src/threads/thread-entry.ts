// Starts a worker thread from its module beside the caller: from source (tests, the command
// line) the `.ts` file, loaded through tsx; in production the `.js` file that
// apps/web/server/build-server.mjs bundles beside index.js (decisions 128 and 147).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `entry` without its extension, e.g. new URL('../jobs/document-worker', import.meta.url). */
export function startThread(entry: URL, options: WorkerOptions = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`${entry.href}.js`), options);
  // Node 20 does not apply a --import loader to a worker's entry module: the worker starts as a
  // line of JavaScript that loads the TypeScript entry through tsx's API.
  const require = createRequire(import.meta.url);
  const tsxJson = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(tsxJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = pathToFileURL(join(dirname(tsxJson), exports['./esm/api']!.import.default)).href;
  const source = `${entry.href}.ts`;
  return new Worker(
    `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`,
    { ...options, eval: true },
  );
}
