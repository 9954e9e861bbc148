// The webhooks' sender (docs/webhooks.md, decision 198). A job per endpoint sends its pending
// deliveries oldest first, one at a time, so a receiver gets an order's events in the order they
// happened; a failure stops the line there until its retry, so nothing overtakes it. One sender
// at a time holds an endpoint (a short claim on its row that lapses if the sender dies).
//
// Retries follow Standard Webhooks' schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every
// 10 h) and go on while the endpoint has been failing for less than 3 days; then the endpoint is
// disabled, its waiting deliveries are marked failed (each can be sent again from the console),
// and the owners get a mail. Delivery is at least once: a sender that dies after the receiver
// answered sends again with the same webhook-id, which receivers deduplicate by.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { staff, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import { composeMail, queueMail } from '../mail/index.ts';
import { sendSigned, type SendPolicy } from './webhook-sender.ts';
import { WEBHOOK_QUEUE } from './webhook-events.ts';

/** The wait after the n-th failed attempt (1-based); every later one waits the last. */
export const RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** An endpoint failing this long without a success is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** How long one sender's claim on an endpoint lasts without renewal (each send renews it). */
const CLAIM_MS = 60_000;

/** Deliveries one job sends before handing on to a fresh job (so no job runs for ever). */
const BATCH = 200;

export const retryAfterMs = (attempts: number) =>
  RETRY_SCHEDULE_MS[Math.min(Math.max(attempts, 1), RETRY_SCHEDULE_MS.length) - 1]!;

/** Thrown when another sender holds the endpoint: the runner tries again shortly. */
class EndpointBusy extends Error {
  override name = 'EndpointBusy';
}

interface SenderOptions {
  db: Database;
  policy: SendPolicy;
  publicUrl: string;
}

/** Claims the endpoint for this sender; its row, or undefined (off, gone, or held by another). */
async function claimEndpoint(db: Database, endpointId: number, now: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ sendingUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        sql`(${webhookEndpoints.sendingUntil} is null or ${webhookEndpoints.sendingUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  if (row) return row;
  const [other] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (other?.enabled) throw new EndpointBusy('Another sender is sending to this endpoint.');
  return undefined;
}

/** Sends the endpoint's due deliveries in order; see the file's comment. */
export async function sendEndpoint(
  options: SenderOptions,
  endpointId: number,
  now: Date,
): Promise<void> {
  const { db } = options;
  const endpoint = await claimEndpoint(db, endpointId, now);
  if (!endpoint) return;
  try {
    for (let sent = 0; ; sent++) {
      const [next] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .orderBy(asc(webhookDeliveries.id))
        .limit(1);
      if (!next) return;
      // The oldest waits for its retry: the newer ones wait behind it (its job is scheduled).
      if (next.nextAttemptAt.getTime() > now.getTime()) return;
      if (sent >= BATCH) {
        await enqueueJob(db, WEBHOOK_QUEUE, { endpointId }, { runAt: now });
        return;
      }
      const outcome = await sendSigned(
        {
          url: endpoint.url,
          secret: endpoint.secret,
          messageId: next.messageId,
          body: JSON.stringify(next.payload),
        },
        options.policy,
      );
      const attempts = next.attempts + 1;
      if (outcome.ok) {
        await db.transaction(async (tx) => {
          await tx
            .update(webhookDeliveries)
            .set({
              status: 'delivered',
              attempts,
              responseCode: outcome.status,
              lastError: null,
              deliveredAt: now,
            })
            .where(eq(webhookDeliveries.id, next.id));
          await tx
            .update(webhookEndpoints)
            .set({
              failingSince: null,
              sendingUntil: new Date(now.getTime() + CLAIM_MS),
            })
            .where(eq(webhookEndpoints.id, endpointId));
        });
        continue;
      }
      await recordFailure(options, endpoint, next.id, attempts, outcome, now);
      return;
    }
  } finally {
    await db
      .update(webhookEndpoints)
      .set({ sendingUntil: null })
      .where(eq(webhookEndpoints.id, endpointId));
  }
}

/** A failed attempt: retried on the schedule, or, failing 3 days, the endpoint is disabled. */
async function recordFailure(
  options: SenderOptions,
  endpoint: typeof webhookEndpoints.$inferSelect,
  deliveryId: number,
  attempts: number,
  outcome: { status: number | null; error: string | null },
  now: Date,
): Promise<void> {
  const failingSince = endpoint.failingSince ?? now;
  const giveUp = now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS;
  const retryAt = new Date(now.getTime() + retryAfterMs(attempts));
  await options.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        responseCode: outcome.status,
        lastError: outcome.error,
        nextAttemptAt: retryAt,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!giveUp) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince })
        .where(eq(webhookEndpoints.id, endpoint.id));
      await enqueueJob(tx, WEBHOOK_QUEUE, { endpointId: endpoint.id }, { runAt: retryAt });
      return;
    }
    await disableEndpoint(tx, options.publicUrl, endpoint, failingSince, outcome.error);
  });
}

async function disableEndpoint(
  tx: Database,
  publicUrl: string,
  endpoint: typeof webhookEndpoints.$inferSelect,
  failingSince: Date,
  lastError: string | null,
): Promise<void> {
  const reason = `Disabled after failing for 3 days (since ${failingSince.toISOString()}): ${lastError ?? 'no answer'}`;
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, failingSince, updatedAt: sql`now()` })
    .where(eq(webhookEndpoints.id, endpoint.id));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: sql`coalesce(${webhookDeliveries.lastError}, ${reason})` })
    .where(
      and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')),
    );
  const owners = await tx
    .select({ email: staff.email, name: staff.name })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)));
  for (const owner of owners) {
    await queueMail(
      tx,
      composeMail(
        owner.email,
        'A webhook endpoint was disabled',
        owner.name || owner.email,
        [
          `The webhook endpoint ${endpoint.url} has failed every delivery for 3 days, so the store has stopped sending to it.`,
          `The last failure: ${lastError ?? 'no answer'}`,
          'Once the receiver is fixed, turn the endpoint back on in Settings → Webhooks and send the failed deliveries again from its log.',
        ],
        { label: 'Open the webhooks', url: `${publicUrl}/admin/settings/webhooks` },
      ),
    );
  }
}

/** Registers the sender on the job runner (app.ts). */
export function registerWebhookSender(
  app: Pick<FastifyInstance, 'config' | 'database'> & { jobs: JobRunner },
): void {
  const options: SenderOptions = {
    db: app.database.db,
    publicUrl: app.config.publicUrl,
    policy: { allowNetworks: app.config.webhooks.allowNetworks },
  };
  app.jobs.register<{ endpointId: number }>(WEBHOOK_QUEUE, {
    async run(payload, { now }) {
      await sendEndpoint(options, payload.endpointId, now);
    },
  });
}
