// Sign-up rules (001 §5) and the small input schemas both the screens and the server parse with.
// The schemas are zod's and live in input-schemas.ts, so a screen that needs only these patterns
// and hints does not load zod; they are exported from here too.
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export { countryCodeParamSchema, quantitySchema, shopCountrySchema } from './input-schemas.ts';

/**
 * 001 §5: lowercase letters, digits and ._%+- before the @, a domain, an ending of 2+ letters.
 * Lowercase only, as the spec says: 'Name@Example.com' is refused, so screens lowercase first.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** 001 §5: the hint under an invalid e-mail. */
export function emailHint(example = 'name@example.com'): string {
  return `Please enter a valid email address (e.g., ${example})`;
}

/** 001 §5: the special characters a password needs one of (and the only symbols it may use). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

/**
 * 001 §5: at least 8 characters, one lowercase, one uppercase, one digit and one of !@#$%^&*,
 * and nothing outside those classes (no spaces, no other symbols, no accented letters).
 */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*])[A-Za-z0-9!@#$%^&*]{${PASSWORD_MIN_LENGTH},}$`,
);

/** 001 §5: the hint under an invalid password. */
export const PASSWORD_HINT =
  'Password must be at least 8 characters long, contain one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)';

/** 001 §5, §8: shown when the two new passwords differ. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*]$/u;

/**
 * The first character of a password outside the allowed set (A-Z, a-z, 0-9 and !@#$%^&*), or
 * undefined. A password set outside a form (OWNER_PASSWORD) names it: "needs one special
 * character" misleads when the password has one and the fault is a space, a `?` or an accent.
 */
export function passwordCharacterOutside(value: string): string | undefined {
  return Array.from(value).find((c) => !PASSWORD_ALLOWED.test(c));
}

/** The character as a person reads it in an error: quoted, or named when it is invisible. */
export function describeCharacter(c: string): string {
  if (c === ' ') return 'a space';
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c)) return `"${c}"`;
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why a password set outside a form is refused: the character outside the allowed set when there
 * is one, else the spec's hint (length and the four kinds of character).
 */
export function passwordFault(value: string): string | undefined {
  if (isValidPassword(value)) return undefined;
  const outside = passwordCharacterOutside(value);
  return outside === undefined
    ? PASSWORD_HINT
    : `contains ${describeCharacter(outside)}, which a password may not: use only letters A-Z and a-z, digits and ${PASSWORD_SPECIALS}`;
}
