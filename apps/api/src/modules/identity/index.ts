// The identity module's entry: what the rest of the API may use of it. Everything else in
// modules/identity/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export {
  hashPassword,
  prepareTimingGuard,
  verifyAgainstNobody,
  verifyPassword,
} from './passwords.ts';
export { hashSecretToken, looksLikeSecretToken, newSecretToken } from './secret-token.ts';
export {
  accessIdentity,
  endSession,
  isLiveSession,
  notAuthenticated,
  readAccessToken,
  requireUserId,
  revokeAllSessions,
  rotateSession,
  sessionCookieNames,
  shopperFirst,
  startSession,
} from './session.ts';
export type { SessionContext, SessionIdentity } from './session.ts';
export { release, throttle } from './throttle.ts';
