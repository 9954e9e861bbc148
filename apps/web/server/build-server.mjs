// Bundles the production server (server/index.ts with the API and domain sources) into
// build/app-server/index.js. Third-party packages stay external: PGlite loads its WebAssembly
// files relative to its own module, and node_modules is there at run time anyway.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(web, process.env.WEB_BUILD_DIR ?? 'build', 'app-server');
rmSync(out, { recursive: true, force: true });

// Four entries: the server, and the worker threads the API starts from beside the bundle: the
// one that reads catalogue import files, import-worker.js (apps/api/src/modules/imports/
// import-reader.ts, decision 128), the one that draws trade documents, document-worker.js
// (apps/api/src/modules/documents/document-renderer.ts, decision 147), and the embedded
// database's, pglite-thread.js (apps/api/src/db/pglite-off-thread.ts, decision 162). Each keeps
// its own name: outdir with [name].
await build({
  entryPoints: {
    index: resolve(web, 'server/index.ts'),
    'import-worker': resolve(web, '../api/src/modules/imports/import-worker.ts'),
    'document-worker': resolve(web, '../api/src/modules/documents/document-worker.ts'),
    'pglite-thread': resolve(web, '../api/src/db/pglite-thread.ts'),
  },
  outdir: out,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are external, except our own workspaces, which ship TypeScript source.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@solestock/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// connect.ts finds its migrations beside the module that imports it.
cpSync(resolve(web, '../api/src/db/migrations'), resolve(out, 'migrations'), { recursive: true });
console.log('server bundle written to build/app-server/');

// Text assets compressed once, at the strongest settings, beside the originals: the static
// server sends the .br or .gz a browser accepts (preCompressed) instead of compressing per request.
const client = resolve(web, process.env.WEB_BUILD_DIR ?? 'build', 'client');
let compressed = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|svg|json|txt|xml|html|map)$/.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  compressed += 1;
}
console.log(`${compressed} client assets precompressed (br, gz)`);
