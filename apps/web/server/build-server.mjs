// Bundles the production server (server/index.ts with the API and domain sources) into
// build/app-server/index.js. Third-party packages stay external: PGlite loads its WebAssembly
// files relative to its own module, and node_modules is there at run time anyway.
import { cpSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(web, process.env.WEB_BUILD_DIR ?? 'build', 'app-server');
rmSync(out, { recursive: true, force: true });

await build({
  entryPoints: [resolve(web, 'server/index.ts')],
  outfile: resolve(out, 'index.js'),
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
