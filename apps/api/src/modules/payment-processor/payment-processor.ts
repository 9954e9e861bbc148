// The one seam between orders and whoever moves the money: the built-in test card processor or
// Stripe. Orders create an intent per order and later ask the processor what became of it; they
// never trust what a browser says about a payment. It sits below both modules: orders ask a
// processor through it, and payments (the processors, the Stripe webhook) implement it and report
// to orders, so the imports between the two run one way, payments → orders (issue 30.6).
import { HttpError } from '../../http/errors.ts';

/** What a processor knows about a payment intent; amounts are integer minor units. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** The order the intent was created for (Stripe: metadata.order_id); null if it names none. */
  orderId: number | null;
  amount: number;
  /** lowercase */
  currency: string;
  /** Stripe's vocabulary: requires_payment_method, processing, succeeded, canceled, … */
  status: string;
  captureMethod: string;
  paymentMethodTypes: string[];
  livemode: boolean;
}

export interface CreateIntentInput {
  orderId: number;
  amount: number;
  currency: string;
  /** The same key always yields the same intent, so a retried or raced placement pays once. */
  idempotencyKey: string;
}

export interface RefundInput {
  orderId: number;
  paymentIntentId: string;
  /** Integer minor units, at most what the intent took less what was refunded before. */
  amount: number;
  /** The same key always yields the same refund, so a retried refund never pays out twice. */
  idempotencyKey: string;
}

/** A refund as the processor reports it; `pending` until the money has gone back. */
export interface ProcessorRefund {
  id: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Why a failed refund failed, in the processor's words, when it says. */
  failureReason?: string;
}

export interface PaymentProcessor {
  readonly name: 'test' | 'stripe';
  /** Whether real money moves: only an intent of the same mode may pay an order. */
  readonly livemode: boolean;
  /** What the payment screen needs to know to collect card details. */
  publicConfig(): { provider: 'test' | 'stripe'; publishable_key?: string };
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** The intent as the processor has it now, or undefined when it does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  /** Gives back (part of) a succeeded payment through the processor that took it. */
  refund(input: RefundInput): Promise<ProcessorRefund>;
}

/** The processor could not be reached or answered nonsense: a 502 for the shopper, not a 500. */
export class PaymentProcessorUnavailable extends HttpError {
  constructor(readonly reason: string) {
    super(
      502,
      'payment_processor_unavailable',
      'The card processor could not be reached. Please try again in a moment.',
    );
  }
}
