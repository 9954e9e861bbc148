// POST /payments/stripe/webhook/ (docs/api.md Payments). Stripe signs the exact bytes it sends, so
// this plugin, and only this plugin, keeps JSON bodies as the raw string. Stripe calls from its
// servers without Origin or Sec-Fetch-Site headers, so the origin check lets it through as is.
import Stripe from 'stripe';
import { HttpError, badRequest } from '../../http/errors.ts';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { webhookAnswer } from './payments.schemas.ts';
import { handleStripeEvent } from './stripe-webhook.service.ts';
import { StripeProcessor } from './stripe.processor.ts';

/** Stripe's events are larger than our shoppers' requests (the API's limit is 64 KB). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export async function stripeWebhookRoutes(app: Routes) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/stripe/webhook/',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // The body is the exact string Stripe signed: checked against its signature and parsed
      // here, in the handler, so it has no body schema.
      schema: { response: { 200: webhookAnswer } },
      ...docs({
        summary:
          "Stripe's signed payment events (payment_intent.succeeded, payment_intent.payment_failed).",
        description:
          'The body is checked against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET; 404 when Stripe webhooks are not configured.',
      }),
    },
    async (request) => {
      const processor = app.payments;
      if (!(processor instanceof StripeProcessor) || !processor.acceptsWebhooks) {
        throw new HttpError(404, 'not_found', 'Stripe webhooks are not set up on this shop.');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw badRequest(
          'The Stripe-Signature header is missing, so the event was not accepted.',
          undefined,
          'invalid_signature',
        );
      }
      if (typeof request.body !== 'string') {
        throw badRequest('Send the event as the JSON body Stripe signed.');
      }

      let event: Stripe.Event;
      try {
        event = processor.verifiedEvent(request.body, signature);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw badRequest(
            'The Stripe signature of this event is invalid or more than five minutes old, so it was not accepted.',
            undefined,
            'invalid_signature',
          );
        }
        // Signed but not JSON: nothing Stripe sends, so refuse it rather than answer 500.
        throw badRequest('The event body is not valid JSON.');
      }

      const outcome = await handleStripeEvent(
        app.database.db,
        processor,
        event,
        request.log,
        app.config.publicUrl,
      );
      if (outcome === 'paid') app.metrics.ordersPaid.inc({ via: 'webhook' });
      else if (outcome === 'payment_failed')
        app.metrics.paymentFailures.inc({ reason: 'intent_failed' });
      else if (outcome === 'not_verified')
        app.metrics.paymentFailures.inc({ reason: 'not_recorded' });
      return { received: true as const, outcome };
    },
  );
}
