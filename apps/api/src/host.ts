// The one surface the web tier builds on (apps/web/server): what it needs to host the API in its
// own process, serve pages beside it under the same policies, and start and stop the whole.
// The web tier imports nothing else of the API, so the API's modules can move freely behind it
// (issue 30: it once reached nine files deep into the API's internals).
export { API_PREFIX, buildApp } from './app.ts';
export { isLocalUrl, loadConfig, type Config } from './config.ts';
export type { DatabaseHandle } from './db/connect.ts';
export { closeGracefully, prepareDatabase } from './start.ts';
export { serveClusterMetrics } from './http/metrics.ts';
export { commonSecurityHeaders, newCspNonce, pageCsp } from './http/security-headers.ts';
export {
  hasOnlyKnownQuery,
  keptHeaders,
  RESPONSE_CACHE_TTL_MS,
  ResponseCache,
  sendCached,
  type CachedAnswer,
} from './http/response-cache.ts';
export { countClientWork } from './http/client-work-limit.ts';
export { HttpError } from './http/errors.ts';
export { sessionCookieNames } from './modules/identity/index.ts';
export { personalPartFor } from './modules/personal-part/index.ts';
export { staffCookieName } from './modules/staff/index.ts';
export { FIRST_OWNER_FILE } from './modules/staff/index.ts';
export { countryFromRequest } from './modules/content/index.ts';
export { IN_PROCESS_CALL } from './http/request-log.ts';
