// The answers of the payment calls only the API and the payment screen's processor script read
// (docs/api.md, "Payments"); the test card's intent is the storefront's (order-payloads.ts).
import { paymentIntentDto } from '@solestock/domain/order-payloads';
import { z } from 'zod';
import { WEBHOOK_OUTCOMES } from './stripe-webhook.service.ts';

/** GET /payments/config/: the processor the payment screen talks to, and Stripe's public key. */
export const paymentsConfig = z.strictObject({
  provider: z.enum(['test', 'stripe']),
  publishable_key: z.string().optional(),
});

/** POST /payments/stripe/webhook/: the event was taken, and what became of it. */
export const webhookAnswer = z.strictObject({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});

/** POST /payments/test/confirm/: the intent as Stripe's confirmCardPayment answers it. */
export const testConfirmAnswer = z.strictObject({ paymentIntent: paymentIntentDto });

/** 402 of POST /payments/test/confirm/: Stripe's card error, which the payment screen reads. */
export const cardRefused = z.strictObject({
  error: z.strictObject({ message: z.string(), code: z.string(), type: z.literal('card_error') }),
  code: z.string(),
  message: z.string(),
});
