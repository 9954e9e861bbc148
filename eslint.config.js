// Lint rules for every workspace, with the import boundaries of DESIGN.md:
// domain imports nothing of ours; api and web import domain, never each other's internals;
// inside web, features do not import each other, and ui/lib import no feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const web = 'apps/web/app';
const features = [
  'shell',
  'home',
  'catalog',
  'product',
  'search',
  'account',
  'cart',
  'checkout',
  'info',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'tmp/**',
      'bench/.data/**',
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
          patterns: [
            {
              group: ['**/apps/*/**', '../../apps/**'],
              message: 'Workspaces import each other by package name.',
            },
          ],
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
  {
    files: ['apps/web/app/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@solestock/api', '@solestock/api/*'],
              message: 'The web reaches the API over HTTP, through app/lib/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/components/**`, `${web}/lib/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'components/ui and lib import no feature.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${web}/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'Features do not import each other; compose them in a route.',
            },
          ],
        },
      ],
    },
  })),
);
