import { defineProject } from 'vitest/config';

// Component tests run in jsdom without the React Router Vite plugin (it is for builds).
export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
