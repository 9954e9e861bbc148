// Payment calls of docs/api.md: which processor the payment screen talks to, Stripe's webhook, and the
// built-in test card processor's confirm call (Stripe's own API plays that part with Stripe).
import { z } from 'zod';
import {
  paymentsConfig,
  testConfirmAnswer,
  type PaymentIntentDto,
} from '@solestock/domain/order-payloads';
import { HttpError } from '../../http/errors.ts';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { cardRefused } from './payments.schemas.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
import { TestCardProcessor } from './test-card.processor.ts';

const confirmBody = z.object({
  client_secret: z.string({ error: 'client_secret is required.' }).min(1).max(300),
  card: z.object(
    {
      number: z.string({ error: 'Enter the card number.' }).max(40),
      exp_month: z.coerce.number({ error: 'Enter the expiry month.' }).int(),
      exp_year: z.coerce.number({ error: 'Enter the expiry year.' }).int(),
      cvc: z.string({ error: 'Enter the CVV.' }).max(8),
    },
    { error: 'Enter the card details.' },
  ),
  billing_details: z.object(
    {
      name: z
        .string({ error: 'Please enter the name on the card.' })
        .trim()
        .min(1, { error: 'Please enter the name on the card.' })
        .max(200),
    },
    { error: 'Please enter the name on the card.' },
  ),
});

export async function paymentsRoutes(app: Routes) {
  app.get(
    '/payments/config/',
    {
      schema: { response: { 200: paymentsConfig } },
      ...docs({ summary: 'Which card processor the store uses, and its publishable key.' }),
    },
    async () => app.payments.publicConfig(),
  );
  // Its own plugin: the raw-body JSON parser it needs must not reach the other routes.
  await app.register(stripeWebhookRoutes);

  app.post(
    '/payments/test/confirm/',
    {
      schema: { body: confirmBody, response: { 200: testConfirmAnswer, 402: cardRefused } },
      // Without the test processor there is nothing to confirm: 404 before the body is read.
      preValidation: async () => {
        if (!(app.payments instanceof TestCardProcessor)) {
          throw new HttpError(404, 'not_found', 'The test card processor is not in use here.');
        }
      },
      ...docs({
        summary: 'The built-in test card processor: confirm a payment intent with a test card.',
        responses: {
          402: 'The card was refused.',
          404: 'Unknown intent, or the test processor is not in use.',
        },
      }),
    },
    async (request, reply) => {
      const processor = app.payments as TestCardProcessor;
      const body = request.body;
      const result = await processor.confirm(body.client_secret, body.card);
      if (result.kind === 'unknown_secret') {
        throw new HttpError(404, 'payment_intent_not_found', 'This payment could not be found.');
      }
      if (result.kind === 'declined') {
        app.metrics.paymentFailures.inc({ reason: 'card_declined' });
        // Stripe's error shape, which the payment screen reads: {"error": {"message"}}.
        return reply.status(402).send({
          error: { message: result.message, code: result.code, type: 'card_error' },
          code: result.code,
          message: result.message,
        });
      }
      const i = result.intent;
      return {
        paymentIntent: {
          id: i.id,
          status: i.status,
          amount: i.amount,
          currency: i.currency,
          capture_method: i.captureMethod,
          payment_method_types: i.paymentMethodTypes,
          livemode: i.livemode,
        } satisfies PaymentIntentDto,
      };
    },
  );
}
