// Lint rules for every workspace, with the import boundaries of docs/architecture.md:
// domain imports nothing of ours; api and web import domain, never each other's internals;
// inside web, features do not import each other, and ui/lib import no feature; the storefront
// (features, its routes, root) and the back-office console (app/console, routes/admin) never
// import each other (decision 063).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const web = 'apps/web/app';
// Every folder of features/ is a feature: a new one is fenced in the day it is made.
const features = readdirSync(new URL(`./${web}/features/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every web file keeps the API at arm's length; flat config replaces a rule's options, so each
 * block below repeats this pattern beside its own. */
const apiOverHttp = {
  group: ['@solestock/api', '@solestock/api/*'],
  message: 'The web reaches the API over HTTP, through app/lib/api.',
};
const noConsole = {
  group: ['**/console/**'],
  message: 'The storefront does not import the back-office console (decision 063).',
};
const noStorefront = {
  group: ['**/features/**'],
  message: 'The console does not import storefront features; share through components/ui or lib.',
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [apiOverHttp, ...patterns] }],
});

// An API module is used through its entry (apps/api/src/modules/<area>/index.ts) and nothing
// else of it (docs/architecture.md, "Modules"). A module's own files import each other freely;
// tests may reach inside to arrange what they check.
const workspaces = {
  group: ['**/apps/*/**', '../../apps/**'],
  message: 'Workspaces import each other by package name.',
};
const pastEntry = 'Import another module through its index.ts, not its internal files.';
function apiModuleBoundaries() {
  const tests = ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'];
  const rule = (regex) => ({
    'no-restricted-imports': ['error', { patterns: [workspaces, { regex, message: pastEntry }] }],
  });
  return [
    {
      // From inside a module: `../<other>/<file>` is another module's file.
      files: ['apps/api/src/modules/*/*.ts'],
      ignores: tests,
      rules: rule('^\\.\\./[^./][^/]*/(?!index\\.ts$)'),
    },
    {
      // From the rest of the API (app.ts, cli/, jobs/, http/): `…/modules/<area>/<file>`.
      files: ['apps/api/src/**/*.ts'],
      ignores: [...tests, 'apps/api/src/modules/**'],
      rules: rule('(^|/)modules/[^/]+/(?!index\\.ts$)'),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'tmp/**',
      'bench/.data/**',
      // A peer's storefront, cloned for the product page row (decision 215), never committed.
      'bench/peers/*/storefront/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [workspaces],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@solestock/*', 'node:*', 'fs', 'path'],
              message: 'domain is pure: no I/O, no other workspace.',
            },
          ],
        },
      ],
    },
  },
  ...apiModuleBoundaries(),
  {
    // The web server hosts the API through the one surface it exports (apps/api/src/host.ts);
    // its tests, and the store they open (test-store.ts), may reach test helpers.
    files: ['apps/web/server/**'],
    ignores: ['apps/web/server/**/*.test.ts', 'apps/web/server/test-store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@solestock/api/*', '!@solestock/api/host'],
              message: 'The web server uses the API through @solestock/api/host only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(),
    },
  },
  {
    // The storefront's route modules and root: no console code.
    files: [`${web}/root.tsx`, `${web}/routes/*`],
    rules: restrict(noConsole),
  },
  {
    files: [`${web}/console/**`, `${web}/routes/admin/**`],
    rules: restrict(noStorefront),
  },
  {
    files: [`${web}/components/**`, `${web}/lib/**`],
    rules: {
      ...restrict(
        { group: ['**/features/**'], message: 'components/ui and lib import no feature.' },
        { group: ['**/console/**'], message: 'components/ui and lib import no console code.' },
      ),
    },
  },
  ...features.map((feature) => ({
    files: [`${web}/features/${feature}/**`],
    rules: restrict(
      {
        group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
        message: 'Features do not import each other; compose them in a route.',
      },
      noConsole,
    ),
  })),
);
