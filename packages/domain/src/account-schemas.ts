// The zod schemas of the account fields shoppers and staff both send: one rule for each field.
// Apart from input-schemas.ts, which validation.ts re-exports: this file reads validation.ts.
import { z } from 'zod';
import { isPlainLine, notPlainLine } from './plain-text.ts';
import { PASSWORD_HINT, PASSWORD_PATTERN } from './validation.ts';

/** Addresses are compared lowercased: 'Ann@Shop.com' and 'ann@shop.com' are one account. */
export const emailInputSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, { error: 'Please enter your email address.' })
  .max(254, { error: 'An email address has at most 254 characters.' })
  .transform((v) => v.toLowerCase());

/** A new password follows the sign-up rule (001 §1): one rule for shoppers and staff. */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .max(256, { error: 'A password has at most 256 characters.' })
  .regex(PASSWORD_PATTERN, { error: PASSWORD_HINT });

/**
 * A shopper's name at sign-up (the specs' "username"): it names their one-person company and
 * heads their mails, so it is one line of plain text (plain-text.ts).
 */
export const firstNameSchema = z
  .string({ error: 'Please enter a username.' })
  .trim()
  .min(1, { error: 'Please enter a username.' })
  .max(150, { error: 'A username has at most 150 characters.' })
  .refine(isPlainLine, { error: notPlainLine('A username') });

/** A staff member's name, as the console and the audit show it: one line of plain text. */
export const staffNameSchema = z
  .string({ error: 'Please enter a name.' })
  .trim()
  .max(100, { error: 'A name has at most 100 characters.' })
  .refine(isPlainLine, { error: notPlainLine('A name') });
