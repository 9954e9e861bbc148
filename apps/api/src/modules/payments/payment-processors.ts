// Chooses the processor: Stripe when STRIPE_SECRET_KEY is set, else the built-in test cards.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import { StripeProcessor } from './stripe.processor.ts';
import { TestCardProcessor } from './test-card.processor.ts';

export function createPaymentProcessor(config: Config, db: Database): PaymentProcessor {
  if (config.stripe) return new StripeProcessor(config.stripe);
  return new TestCardProcessor(db);
}
