// Test support for the Stripe processor against the local fake (fake-stripe.ts): the store's
// Stripe settings pointing at a fake, the browser's side (Stripe.js confirming an intent with
// Stripe directly), and webhook events signed with the real client's own test helper and posted
// the way Stripe posts them.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe.ts';

export const FAKE_WEBHOOK_SECRET = 'whsec_test_solestock_fake';

/** The `stripe` part of a test app's config, talking to `fake`. */
export function stripeConfigOf(fake: FakeStripe, publishableKey = 'pk_test_solestock_fake') {
  return {
    secretKey: fake.secretKey,
    publishableKey,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiUrl: fake.url,
  };
}

/** The browser's side: a client that confirms intents with the fake, as Stripe.js would. */
export function browserStripeOf(fake: FakeStripe): Stripe {
  const { port } = new URL(fake.url);
  return new Stripe(fake.secretKey, { host: '127.0.0.1', port, protocol: 'http' });
}

/** A Stripe event as Stripe would post it, signed with the webhook secret at `timestamp`. */
export function signedStripeEvent(
  type: string,
  object: unknown,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, header };
}

/** Posted the way Stripe posts: raw JSON, its signature header, no Origin, no cookies. */
export function deliverStripeEvent(
  app: FastifyInstance,
  event: { payload: string; header?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(event.header === undefined ? {} : { 'stripe-signature': event.header }),
    },
    payload: event.payload,
  });
}
