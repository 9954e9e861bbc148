// Opaque tokens for links and refresh cookies: 256 random bits, only their SHA-256 is stored,
// so a copy of the database cannot be replayed as a session or a link.
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A high-entropy token needs no slow hash: SHA-256 cannot be brute-forced back to it. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issued are 43 base64url characters; anything else is refused without a query. */
export function looksLikeSecretToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
