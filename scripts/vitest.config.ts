import { defineProject } from 'vitest/config';

// Tests of the repository's own scripts (CI checks), run against stand-ins for the tools.
export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'] },
});
