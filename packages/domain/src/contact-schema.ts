// The help center's contact form (001 §2 Help center): every field is required. The spec shows
// no validation, so these rules are what a shopper expects; the form and the server parse with
// this one schema, so both sides say the same thing. The form loads it on first use (it brings zod).
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX } from './contact.ts';
import { isPlainLine, notPlainLine } from './plain-text.ts';
import { EMAIL_PATTERN } from './validation.ts';

/** Digits, spaces, '+', '-', '(', ')' and '.', with 7 to 15 digits (E.164 allows 15). */
const MOBILE_PATTERN = /^\+?[0-9 ().-]+$/;

const required = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(max, { error: `Your ${label} can be at most ${max} characters.` })
    // The names head the message's mail to the shop: one line of plain text.
    .refine(isPlainLine, { error: notPlainLine(`Your ${label}`) });

export const contactMessageSchema = z.object({
  first_name: required('first name', CONTACT_NAME_MAX),
  last_name: required('last name', CONTACT_NAME_MAX),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Your email address can be at most 254 characters.' })
    .regex(EMAIL_PATTERN, {
      error: 'Please enter a valid email address (e.g., name@example.com).',
    }),
  mobile: z
    .string({ error: 'Please enter your mobile number.' })
    .trim()
    .min(1, { error: 'Please enter your mobile number.' })
    .max(25, { error: 'Please enter a mobile number of 7 to 15 digits.' })
    .refine((v) => MOBILE_PATTERN.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
      error: 'Please enter a mobile number of 7 to 15 digits.',
    }),
  message: z
    .string({ error: 'Please write your message.' })
    .trim()
    .min(1, { error: 'Please write your message.' })
    .min(CONTACT_MESSAGE_MIN, {
      error: `Please tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters).`,
    })
    .max(CONTACT_MESSAGE_MAX, {
      error: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`,
    }),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/help-center/contact/ (201): the stored message's number and the sentence to show. */
export const contactSent = z.strictObject({ id: z.number().int(), message: z.string() });
export type ContactSent = z.output<typeof contactSent>;

/** GET /api/help-center/contact/: the shop's contact address, as the help center shows it. */
export const shopContact = z.strictObject({ email: z.string() });
export type ShopContact = z.output<typeof shopContact>;
