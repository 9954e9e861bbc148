// The webhooks' rows (migration 0041) as the console reads them.
import { and, count, desc, eq } from 'drizzle-orm';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '@solestock/domain/back-office/webhook-payloads';
import type { Database } from '../../db/connect.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const DELIVERIES_PAGE_SIZE = 50;

export function endpointJson(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function deliveryJson(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event: row.event as WebhookEventType,
    status: row.status,
    response_code: row.responseCode,
    last_error: row.lastError,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    subject_id: row.subjectId,
  };
}

export const listEndpointRows = (db: Pick<Database, 'select'>) =>
  db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);

export async function endpointRow(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function endpointCount(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints);
  return Number(row?.n ?? 0);
}

export async function deliveryRow(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** One page of the endpoint's deliveries, newest first. */
export async function deliveriesPage(
  db: Pick<Database, 'select'>,
  endpointId: number,
  page: number,
) {
  const where = and(eq(webhookDeliveries.endpointId, endpointId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(DELIVERIES_PAGE_SIZE)
      .offset((page - 1) * DELIVERIES_PAGE_SIZE),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
