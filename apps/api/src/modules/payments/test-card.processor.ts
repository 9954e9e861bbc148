// The built-in test card processor: intents kept in our own database, confirmed by
// POST /payments/test/confirm/ with the test cards of docs/api.md. It stands in for Stripe the way
// other storefronts ship a dummy gateway, so the whole checkout runs with no account anywhere.
// Its intents and refunds are kept through payments.repository.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/connect.ts';
import { markPaymentFailed } from '../orders/index.ts';
import type {
  CreateIntentInput,
  PaymentIntent,
  PaymentProcessor,
  ProcessorRefund,
  RefundInput,
} from '../payment-processor/index.ts';
import {
  declineTestIntent,
  insertTestIntent,
  insertTestRefund,
  lockTestIntent,
  succeedTestIntent,
  testIntentById,
  testRefundById,
  testRefundTotals,
  type TestIntentRow,
  type TestRefundRow,
} from './payments.repository.ts';
import {
  chargeTestCard,
  TEST_CARDS,
  TEST_REFUND_FAILURE,
  type CardInput,
  type CardOutcome,
} from './test-cards.ts';

export type ConfirmResult =
  | { kind: 'ok'; intent: PaymentIntent }
  | { kind: 'declined'; message: string; code: string }
  | { kind: 'unknown_secret' };

export class TestCardProcessor implements PaymentProcessor {
  readonly name = 'test' as const;
  /** Test cards move no money. */
  readonly livemode = false;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  publicConfig() {
    return { provider: 'test' as const };
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    // The id follows from the idempotency key, so two racing creates insert one row and both
    // answer with it, exactly as Stripe does for a repeated Idempotency-Key.
    const id = `pi_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const inserted = await insertTestIntent(this.db, {
      id,
      clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
      orderId: input.orderId,
      amount: input.amount,
      currency: input.currency,
      status: 'requires_payment_method',
    });
    // The racing create that lost the insert reads the winner's row.
    const row = inserted ?? (await this.row(id));
    if (!row) throw new Error(`Test intent ${id} vanished after insert.`);
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | undefined> {
    const row = await this.row(id);
    return row && toIntent(row);
  }

  /**
   * Refunds at once, as a test card moves no money. Like Stripe it refuses to give back more than
   * the intent took, and the same idempotency key answers with the first refund. An intent paid
   * with the refund-fails card (4000 0000 0000 5126) fails its first refund; a resend (a new key)
   * succeeds, so the console's "Send again" can be tried end to end.
   */
  async refund(input: RefundInput): Promise<ProcessorRefund> {
    const id = `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    return this.db.transaction(async (tx) => {
      const intent = await lockTestIntent(tx, input.paymentIntentId);
      if (!intent || intent.status !== 'succeeded') {
        throw new Error(`Test intent ${input.paymentIntentId} has no succeeded payment to refund.`);
      }
      const seen = await testRefundById(tx, id);
      if (seen) return refundOf(seen);
      const { refunded, failures } = await testRefundTotals(tx, intent.id);
      if (refunded + input.amount > Number(intent.amount)) {
        throw new Error(
          `A refund of ${input.amount} exceeds what ${intent.id} has left to refund.`,
        );
      }
      const fails = intent.cardLast4 === TEST_CARDS.refundFails.slice(-4) && failures === 0;
      const row = await insertTestRefund(tx, {
        id,
        paymentIntentId: intent.id,
        amount: input.amount,
        status: fails ? 'failed' : 'succeeded',
      });
      return refundOf(row);
    });
  }

  /**
   * Charges a card against the intent its client secret names. A succeeded intent stays
   * succeeded (a second click never charges twice); a declined card leaves the intent open for
   * another card and marks its order payment_failed.
   */
  async confirm(clientSecret: string, card: CardInput): Promise<ConfirmResult> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const row = await this.row(id);
    if (!row || !sameSecret(row.clientSecret, clientSecret)) return { kind: 'unknown_secret' };
    if (row.status === 'succeeded') return { kind: 'ok', intent: toIntent(row) };

    const outcome: CardOutcome = chargeTestCard(card, this.now());
    if (!outcome.ok) {
      await this.db.transaction(async (tx) => {
        await declineTestIntent(tx, id, outcome.message);
        // The order's one way to fail its payment: its held pairs go back (decision 144).
        await markPaymentFailed(tx, row.orderId);
      });
      return { kind: 'declined', message: outcome.message, code: outcome.code };
    }
    const updated = await succeedTestIntent(this.db, id, outcome.last4);
    return { kind: 'ok', intent: toIntent(updated ?? row) };
  }

  private async row(id: string): Promise<TestIntentRow | undefined> {
    if (!id.startsWith('pi_test_')) return undefined;
    return testIntentById(this.db, id);
  }
}

function refundOf(row: TestRefundRow): ProcessorRefund {
  return row.status === 'failed'
    ? {
        id: row.id,
        amount: Number(row.amount),
        status: 'failed',
        failureReason: TEST_REFUND_FAILURE,
      }
    : { id: row.id, amount: Number(row.amount), status: 'succeeded' };
}

function toIntent(row: TestIntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    orderId: row.orderId,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    captureMethod: row.captureMethod,
    paymentMethodTypes: row.paymentMethodTypes,
    livemode: false,
  };
}

/** Constant-time comparison: the secret is the only thing that lets a browser charge an intent. */
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
