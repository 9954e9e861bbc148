import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { isBuildNoise, verboseBuild } from './server/build-noise.ts';

const verbose = verboseBuild();

// React Router's production files. Its package's exports name only dist/development for Node,
// browsers and bundlers alike; the two differ in one constant that turns on its warnings. A build
// uses dist/production, and bundles it into the server build, so the web server runs that one
// copy (server/page-router.ts). `npm run dev` keeps the development files and their warnings.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => {
  const build = command === 'build';
  return {
    plugins: [tailwindcss(), reactRouter()],
    // Asset sizes and progress at LOG_LEVEL=debug only; warnings and errors always.
    logLevel: verbose ? 'info' : 'warn',
    resolve: build
      ? {
          alias: [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ],
        }
      : {},
    build: {
      target: 'es2022',
      rollupOptions: {
        onwarn(warning, warn) {
          if (verbose || !isBuildNoise(warning)) warn(warning);
        },
      },
    },
    // The domain package ships TypeScript source; Vite compiles it like our own code. React
    // Router comes with the versions of its two dependencies it names (node_modules holds other
    // versions of both at the top, which the built server would load instead).
    ssr: {
      noExternal: [
        '@solestock/domain',
        ...(build ? ['react-router', 'cookie', 'set-cookie-parser'] : []),
      ],
    },
  };
});
