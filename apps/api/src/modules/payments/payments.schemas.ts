// The answers of the payment calls only the API and the payment screen's processor script read
// (docs/api.md, "Payments"); the test card's intent is the storefront's (order-payloads.ts).
import { z } from 'zod';
import { WEBHOOK_OUTCOMES } from './stripe-webhook.service.ts';

/** POST /payments/stripe/webhook/: the event was taken, and what became of it. */
export const webhookAnswer = z.strictObject({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});

/** 402 of POST /payments/test/confirm/: Stripe's card error, which the payment screen reads. */
export const cardRefused = z.strictObject({
  error: z.strictObject({ message: z.string(), code: z.string(), type: z.literal('card_error') }),
  code: z.string(),
  message: z.string(),
});
