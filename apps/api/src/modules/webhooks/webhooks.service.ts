// The console's webhook endpoints (docs/webhooks.md): owners add, change and remove them, read
// each one's deliveries and send one again; every write in one transaction with its audit entry.
// The signing secret is made here (Standard Webhooks' `whsec_` and 32 random bytes in base64)
// and answered once, at creation; the audit never holds it.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_LIMITS,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
} from '@solestock/domain/back-office/webhook-payloads';
import type { Database } from '../../db/connect.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { enqueueJob } from '../../jobs/runner.ts';
import { recordAuditAs } from '../audit/index.ts';
import { WEBHOOK_QUEUE } from './webhook-events.ts';
import {
  DELIVERIES_PAGE_SIZE,
  deliveriesPage,
  deliveryJson,
  deliveryRow,
  endpointCount,
  endpointJson,
  endpointRow,
  listEndpointRows,
} from './webhooks.repository.ts';

const noEndpoint = () => notFound('No webhook endpoint has this number.');

/** Standard Webhooks' secret form: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** What the audit keeps of an endpoint (never its secret). */
const auditView = (e: WebhookEndpoint) => ({
  url: e.url,
  events: e.events,
  description: e.description,
  enabled: e.enabled,
});

export async function listWebhookEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  return (await listEndpointRows(db)).map(endpointJson);
}

export async function readWebhookEndpoint(db: Database, id: number): Promise<WebhookEndpoint> {
  const row = await endpointRow(db, id);
  if (!row) throw noEndpoint();
  return endpointJson(row);
}

export async function createWebhookEndpoint(
  db: Database,
  actor: StaffActor,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointCreated> {
  return db.transaction(async (tx) => {
    // Serialises creations so two at once cannot both pass the cap.
    await tx.execute(sql`lock table webhook_endpoints in share row exclusive mode`);
    if ((await endpointCount(tx)) >= WEBHOOK_LIMITS.endpointsMax) {
      throw new HttpError(
        409,
        'too_many_endpoints',
        `A shop has at most ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints: remove one you no longer use first.`,
      );
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        events: input.events,
        description: input.description,
        enabled: input.enabled ?? true,
        secret,
      })
      .returning();
    const made = endpointJson(row!);
    await recordAuditAs(tx, actor, {
      action: 'webhook.create',
      entityType: 'webhook_endpoint',
      entityId: made.id,
      after: auditView(made),
    });
    return { ...made, secret };
  });
}

export async function changeWebhookEndpoint(
  db: Database,
  actor: StaffActor,
  id: number,
  input: WebhookEndpointInput,
): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!before) throw noEndpoint();
    const enabled = input.enabled ?? before.enabled;
    const turnedOn = enabled && !before.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        url: input.url,
        events: input.events,
        description: input.description,
        enabled,
        // Back on: its failures are forgiven, and it gets 3 days again before it is disabled.
        ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    const after = endpointJson(row!);
    if (turnedOn) await enqueueJob(tx, WEBHOOK_QUEUE, { endpointId: id });
    await recordAuditAs(tx, actor, {
      action: 'webhook.update',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditView(endpointJson(before)),
      after: auditView(after),
    });
    return after;
  });
}

export async function removeWebhookEndpoint(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!gone) throw noEndpoint();
    await recordAuditAs(tx, actor, {
      action: 'webhook.delete',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: auditView(endpointJson(gone)),
    });
  });
}

export async function webhookDeliveriesOf(
  db: Database,
  endpointId: number,
  page: number,
): Promise<WebhookDeliveriesPage> {
  if (!(await endpointRow(db, endpointId))) throw noEndpoint();
  const { rows, count } = await deliveriesPage(db, endpointId, page);
  return { count, page, page_size: DELIVERIES_PAGE_SIZE, results: rows.map(deliveryJson) };
}

/**
 * Sends one delivery again, the same message with the same webhook-id (receivers that saw it
 * already deduplicate): it waits its turn behind none, as the endpoint's oldest pending one.
 */
export async function resendWebhookDelivery(
  db: Database,
  actor: StaffActor,
  deliveryId: number,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const delivery = await deliveryRow(tx, deliveryId);
    if (!delivery) throw notFound('No webhook delivery has this number.');
    const endpoint = await endpointRow(tx, delivery.endpointId);
    if (!endpoint?.enabled) {
      throw new HttpError(
        409,
        'endpoint_disabled',
        'This delivery’s endpoint is turned off: turn it on first, then send the delivery again.',
      );
    }
    if (delivery.status === 'pending') {
      throw new HttpError(
        409,
        'delivery_pending',
        'This delivery is still waiting to be sent; it goes as soon as its turn comes.',
      );
    }
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(), deliveredAt: null })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning();
    await enqueueJob(tx, WEBHOOK_QUEUE, { endpointId: endpoint.id });
    await recordAuditAs(tx, actor, {
      action: 'webhook.resend',
      entityType: 'webhook_delivery',
      entityId: deliveryId,
      before: { status: delivery.status, response_code: delivery.responseCode },
      after: { status: 'pending', message_id: delivery.messageId, event: delivery.event },
    });
    return deliveryJson(row!);
  });
}
