// Unused files, exports and dependencies (decision 176): `npm run knip`, which CI runs beside
// lint. Every entry point the tools cannot see for themselves is named here, so what knip
// reports is real: an export nobody imports, a file nothing reaches, a package nothing uses.
// `npm run knip` first writes the route modules' `./+types/<route>` (react-router typegen, as
// the web's typecheck does), then runs knip with --no-gitignore: knip 6 reads .gitignore's
// `data*/` (folders) as `**/data*`, which would hide bench/lib/dataset.ts; the project globs
// below keep build output out instead.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export also used in its own file is not dead code, only a needless `export`.
  ignoreExportsUsedInFile: true,
  // addManyLine names add-many's line as cart add's body on purpose (cart.routes.ts uses both).
  ignoreIssues: { 'apps/api/src/modules/cart/cart.schemas.ts': ['duplicates'] },
  // A trailing `!` marks production code (`knip --production` leaves tests out and so shows
  // the exports that only tests use).
  workspaces: {
    '.': {
      entry: [
        'bench/*.ts!',
        'scripts/*.mjs!',
        '!scripts/*.test.mjs!',
        'scripts/*.test.mjs',
        'reliability/*.test.ts',
      ],
      project: [
        'bench/**/*.ts!',
        // A peer's storefront, cloned for the product page row (decision 215), never committed.
        '!bench/peers/*/storefront/**',
        'reliability/**/*.ts',
        'scripts/**/*.mjs!',
        '*.{js,ts}',
      ],
      vitest: {
        config: ['vitest.config.ts', 'reliability/vitest.config.ts', 'scripts/vitest.config.ts'],
      },
    },
    'apps/api': {
      // Every file of src/ is an entry already (package.json's exports, below); `!` marks the
      // command-line tools as production code.
      entry: ['src/cli/*.ts!', '!src/cli/*.test.ts!', 'src/**/*.test.ts'],
      project: ['src/**/*.ts!', '*.ts'],
      // package.json's `"./*": "./src/*.ts"` makes every file an entry; it is a private package,
      // so its exports are checked like any other file's.
      includeEntryExports: true,
      // pdf-render.ts finds the fonts' files with require.resolve of a computed path.
      ignoreDependencies: [
        'dejavu-fonts-ttf',
        '@expo-google-fonts/noto-emoji',
        '@expo-google-fonts/noto-sans-jp',
        '@expo-google-fonts/noto-sans-sc',
      ],
    },
    'apps/web': {
      // app/routes.ts and the routes it lists, root.tsx and entry.server.tsx come from the React
      // Router plugin; vite.config.ts and react-router.config.ts from theirs.
      entry: ['server/index.ts!', 'server/workers.ts!', 'tests/e2e/*.e2e.ts'],
      project: ['app/**/*.{ts,tsx,css}!', 'server/**/*.{ts,mjs}!', 'tests/**/*.ts', '*.ts'],
      vitest: { config: ['vitest.config.ts', 'tests/e2e/vitest.config.ts'] },
    },
    'packages/domain': {
      project: ['src/**/*.ts!', '*.ts'],
      // As for apps/api: `"./*": "./src/*.ts"` would make every file an entry.
      includeEntryExports: true,
    },
  },
};

export default config;
