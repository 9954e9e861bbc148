// What the build and `npm run dev` print (issue 29 item 10): a newcomer's `npm start` shows a
// short banner, not a hundred lines of asset sizes, Rollup's warnings about empty chunks and
// zod's comments, or React Router's future-flag notices. LOG_LEVEL=debug (or trace) shows all.
import type { Rollup } from 'vite';

export const verboseBuild = (env: NodeJS.ProcessEnv = process.env) =>
  env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';

/**
 * Rollup's notices that say nothing about this store: chunks left empty by routes without
 * client code, and `/*#__PURE__*\/` comments in zod's bundle that Rollup cannot place.
 */
export function isBuildNoise(warning: Rollup.RollupLog): boolean {
  return warning.code === 'EMPTY_BUNDLE' || warning.code === 'INVALID_ANNOTATION';
}

/**
 * React Router's future flags at their current defaults (every one false). Unset, each prints a
 * notice on every build and dev restart; set, the behaviour is the same and the notice is gone.
 */
export const futureFlagsAsToday = {
  v8_middleware: false,
  v8_splitRouteModules: false,
  v8_viteEnvironmentApi: false,
  v8_passThroughRequests: false,
  v8_trailingSlashAwareDataRequests: false,
} as const;
