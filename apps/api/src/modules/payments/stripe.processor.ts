// The Stripe processor (the official `stripe` client): one PaymentIntent per order, created with
// an idempotency key so a retried or raced placement never opens a second one, and looked up
// again whenever the browser or a webhook says an order was paid. It also verifies webhook
// signatures, since the webhook secret and the client belong together.
import Stripe from 'stripe';
import {
  type CreateIntentInput,
  type PaymentIntent,
  type PaymentProcessor,
  type ProcessorRefund,
  type RefundInput,
  PaymentProcessorUnavailable,
} from '../payment-processor/index.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  /** Only tests set it (STRIPE_API_URL), to point the client at a local fake of Stripe's API. */
  apiUrl: string | undefined;
}

/** Stripe's recommended tolerance for a webhook's signed timestamp: older events are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What Stripe's intent ids look like; anything else is not sent to Stripe at all. */
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;
  /** A live secret (or restricted) key moves real money; only live intents may pay with it. */
  readonly livemode: boolean;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.livemode = /^(sk|rk)_live_/.test(settings.secretKey);
    const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      // Short enough that a slow Stripe answers the shopper before our 15 s request timeout;
      // one retry is safe because every POST carries an idempotency key.
      timeout: 6_000,
      maxNetworkRetries: 1,
      appInfo: { name: 'Solestock' },
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === 'https:' ? 443 : 80),
        protocol: target.protocol === 'http:' ? ('http' as const) : ('https' as const),
      }),
    });
  }

  publicConfig() {
    return {
      provider: 'stripe' as const,
      ...(this.settings.publishableKey ? { publishable_key: this.settings.publishableKey } : {}),
    };
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          // Integer minor units already (0 decimals for JPY), exactly as Stripe counts them.
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          metadata: { order_id: String(input.orderId) },
          description: `Solestock order ${input.orderId}`,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return intentFromStripe(intent);
    } catch (error) {
      throw unavailable(error);
    }
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | undefined> {
    if (!INTENT_ID.test(id)) return undefined;
    try {
      return intentFromStripe(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return undefined;
      }
      throw unavailable(error);
    }
  }

  /**
   * A Stripe Refund of the intent's payment. Stripe may answer `pending`: the webhook's
   * `refund.updated` (or `charge.refund.updated`) then says when it succeeded or failed.
   */
  async refund(input: RefundInput): Promise<ProcessorRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          metadata: { order_id: String(input.orderId) },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return refundFromStripe(refund);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** Whether webhooks can be verified here: without the secret every event is refused. */
  get acceptsWebhooks(): boolean {
    return this.settings.webhookSecret !== undefined;
  }

  /**
   * The event a webhook delivered, after checking its Stripe-Signature header against the raw
   * body and refusing a timestamp more than five minutes off. Throws
   * Stripe.errors.StripeSignatureVerificationError otherwise.
   */
  verifiedEvent(rawBody: string, signature: string, receivedAt?: number): Stripe.Event {
    if (!this.settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.settings.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    );
  }
}

/** Stripe's PaymentIntent in the processor-neutral shape orders check. */
export function intentFromStripe(intent: Stripe.PaymentIntent): PaymentIntent {
  const orderId = Number(intent.metadata?.order_id);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amount: intent.amount,
    currency: intent.currency.toLowerCase(),
    status: intent.status,
    captureMethod: intent.capture_method,
    paymentMethodTypes: intent.payment_method_types,
    livemode: intent.livemode,
  };
}

/** Stripe's refund statuses in the three that orders keep. */
export function refundFromStripe(refund: Stripe.Refund): ProcessorRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    id: refund.id,
    amount: refund.amount,
    status,
    ...(status === 'failed'
      ? { failureReason: `Stripe: ${refund.failure_reason ?? refund.status ?? 'failed'}` }
      : {}),
  };
}

function unavailable(error: unknown): PaymentProcessorUnavailable {
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProcessorUnavailable(`Stripe: ${message}`);
}
