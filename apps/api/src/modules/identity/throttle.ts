// The accounts throttles (docs/api.md: login, sign-up, resend and reset, per address and per client).
// Per-client limits are generous because many shoppers can share one address behind a NAT.
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { RateLimiter, RateLimitState } from '../../http/rate-limit.ts';

const MINUTE_MS = 60_000;

export const THROTTLES = {
  /** Failed logins for one address: guessing a password stops after 10 tries a quarter hour. */
  loginFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  loginPerClient: { limit: 100, windowMs: 15 * MINUTE_MS },
  signUpPerClient: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** Sign-up, resend and reset each mail an address: at most 5 mails of a kind a quarter hour. */
  mailPerAddress: { limit: 5, windowMs: 15 * MINUTE_MS },
  mailPerClient: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** Each confirm may hash a password (argon2): bogus floods must not starve every login. */
  resetConfirmPerClient: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** The back office's sign-in (staff.admin.routes.ts): failures per account and client. */
  staffSignInFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  staffSignInPerClient: { limit: 100, windowMs: 15 * MINUTE_MS },
} as const;

export type ThrottleName = keyof typeof THROTTLES;

export function tooManyRequests(reply: FastifyReply, state: RateLimitState): HttpError {
  reply.header('retry-after', String(state.retryAfterSeconds));
  const minutes = Math.ceil(state.retryAfterSeconds / 60);
  return new HttpError(
    429,
    'too_many_requests',
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  );
}

/** Counts one request against each named throttle; throws 429 when any is exhausted. */
export async function throttle(
  limiter: RateLimiter,
  reply: FastifyReply,
  checks: [ThrottleName, string][],
): Promise<void> {
  for (const [name, key] of checks) {
    const { limit, windowMs } = THROTTLES[name];
    const state = await limiter.consume(`${name}:${key}`, limit, windowMs);
    if (!state.allowed) throw tooManyRequests(reply, state);
  }
}

/** Takes back one count of `throttle`: the attempt it counted turned out to be no failure. */
export async function release(
  limiter: RateLimiter,
  name: ThrottleName,
  key: string,
): Promise<void> {
  await limiter.release(`${name}:${key}`);
}
