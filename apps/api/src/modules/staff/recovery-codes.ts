// Two-factor recovery codes' form (decision 138): ten letters from an alphabet without look-alikes,
// shown as `abcde-fghij`, typed back in any case with or without the hyphen, and kept only as a
// keyed hash (staff-account.repository.ts stores them).
import { createHmac, hkdfSync, randomInt } from 'node:crypto';

/** No 0/o, 1/l: a code read off paper is typed right. 32 letters, so 5 bits each. */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as shown: `abcde-fghij`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed, made comparable: case, spaces and hyphens do not matter. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]+/g, '');
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c))
    ? code
    : null;
}

/**
 * Keyed with SESSION_SECRET: 50 random bits would fall to a brute force of a plain hash, so a
 * copy of the database alone must not be enough to recover the codes.
 */
export function hashRecoveryCode(sessionSecret: string, code: string): string {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'solestock', 'staff-recovery', 32));
  return createHmac('sha256', key).update(code).digest('hex');
}
