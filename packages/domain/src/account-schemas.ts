// The zod schemas of the account fields shoppers and staff both send: one rule for each field.
// Apart from input-schemas.ts, which validation.ts re-exports: this file reads validation.ts.
import { z } from 'zod';
import { LOCALES } from './locales.ts';
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

// The answers of the shopper's account calls (docs/api.md, "Accounts"), defined once: the API's
// routes declare them as their response (decision 175) and the web reads their types.

/** A sentence for the shopper: sign-up, resend, reset mails and the reset itself. */
export const accountMessageDto = z.strictObject({ message: z.string() });
export type AccountMessageDto = z.output<typeof accountMessageDto>;

/** The signed-in shopper as the header greets them. */
export const signedInUserDto = z.strictObject({ id: z.number().int(), first_name: z.string() });

/** POST /login/ and /token/refresh/: who is signed in now. */
export const signedInDto = z.strictObject({ user: signedInUserDto });

/** GET /verify-email/{uid}/{token}/: verified and signed in; `from`, the seller site it came from. */
export const emailVerifiedDto = z.strictObject({
  message: z.string(),
  user: signedInUserDto,
  from: z.string().optional(),
});

/** GET /profile/ */
export const profileDto = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  /** The buyer's language, for mails (docs/languages.md). */
  language: z.enum(LOCALES),
});
export type ProfileDto = z.output<typeof profileDto>;

/** PUT /profile/language/: the language switcher's choice, kept for mails. */
export const languageBody = z.strictObject({
  language: z.enum(LOCALES, { error: 'language must be one of en, ja or zh-CN.' }),
});
export const languageDto = z.strictObject({ language: z.enum(LOCALES) });

/** GET /password-reset/{uid}/{token}/validate/ */
export const resetLinkDto = z.strictObject({ valid: z.boolean() });
export type ResetLinkDto = z.output<typeof resetLinkDto>;
