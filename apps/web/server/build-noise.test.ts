// Issue 29 item 10: the build's noise waits for LOG_LEVEL=debug; real warnings never do.
import { describe, expect, it } from 'vitest';
import { futureFlagsAsToday, isBuildNoise, verboseBuild } from './build-noise.ts';

describe('build output', () => {
  it('drops empty-chunk and misplaced-annotation notices only', () => {
    expect(isBuildNoise({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk: "x".' })).toBe(
      true,
    );
    expect(isBuildNoise({ code: 'INVALID_ANNOTATION', message: 'zod' })).toBe(true);
    expect(isBuildNoise({ code: 'CIRCULAR_DEPENDENCY', message: 'a -> b -> a' })).toBe(false);
    expect(isBuildNoise({ code: 'UNRESOLVED_IMPORT', message: 'x' })).toBe(false);
  });

  it('is verbose at debug and trace only', () => {
    expect(verboseBuild({ LOG_LEVEL: 'debug' })).toBe(true);
    expect(verboseBuild({ LOG_LEVEL: 'trace' })).toBe(true);
    expect(verboseBuild({ LOG_LEVEL: 'info' })).toBe(false);
    expect(verboseBuild({})).toBe(false);
  });

  it('states every future flag at today’s default, false, so behaviour does not change', () => {
    expect(Object.values(futureFlagsAsToday).every((v) => v === false)).toBe(true);
  });
});
