// The answers of the console's outbox calls (docs/api.md, back office, "Mail outbox"; issue 28
// items 2 and 4), defined once as zod schemas: the API's routes answer with them (decision 175)
// and the console reads their types.
import { z } from 'zod';
import { paged } from './order-payloads.ts';

/** GET /api/admin/mail/ → results[]: one mail still to go, failed for good, or kept. */
export const outboxMail = z.strictObject({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'failed', 'kept', 'sent']),
  created_at: z.string(),
  attempts: z.number().int(),
  /** Null for kept mail, which has no job. */
  max_attempts: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** Null once it failed for good: nothing more is tried. */
  next_attempt_at: z.string().nullable(),
  /** A sign-up's verification mail; its link is never sent to the console. */
  verification: z.boolean(),
});
export type OutboxMail = z.output<typeof outboxMail>;

/** GET /api/admin/mail/: a page of the outbox, and where mail goes (SMTP, or only the outbox). */
export const outboxList = paged(outboxMail).extend({ delivery: z.enum(['smtp', 'outbox']) });
export type OutboxList = z.output<typeof outboxList>;

/** POST /api/admin/mail/{id}/send/: the mail, pending again. */
export const mailSentAgain = z.strictObject({
  id: z.number().int(),
  status: z.enum(['pending', 'sent', 'kept', 'failed']),
});
