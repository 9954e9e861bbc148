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
