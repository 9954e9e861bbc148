// Webhooks (docs/webhooks.md): the endpoints an owner registers, their deliveries, and the events
// the store tells them of. Defined once: the API checks what the console sends with
// `webhookEndpointSchema`, the console reads the answers' types, and every message's body is a
// `WebhookMessage` (Standard Webhooks' `{type, timestamp, data}`, plus the payload `version`).
import { z } from 'zod';
import { isPlainLine, notPlainLine } from '../plain-text.ts';

/** Every event an endpoint may subscribe to, in the order docs/webhooks.md lists them. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.confirmed',
  'order.amended',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'payment.received',
  'invoice.issued',
  'stock.low',
  'company.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * The payload version every message carries. A change that removes or renames a field raises
 * it (and docs/webhooks.md says what changed); adding a field does not.
 */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_LIMITS = {
  urlMax: 2_000,
  descriptionMax: 200,
  /** Endpoints a shop may register. */
  endpointsMax: 20,
} as const;

/** What the console shows for each event's checkbox. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'An order is placed',
  'order.confirmed': 'An order is confirmed',
  'order.amended': 'An order is amended before confirmation',
  'order.shipped': 'A shipment leaves (the order is shipped or partly shipped)',
  'order.delivered': 'An order is delivered',
  'order.cancelled': 'An order is cancelled',
  'payment.received': 'A payment is received (card, balance or bank transfer)',
  'invoice.issued': 'An invoice is issued (with each shipment)',
  'stock.low': 'A product falls to the low-stock line',
  'company.created': 'A company is created',
};

const urlProblem =
  'The endpoint is an http or https address without a user name or password, e.g. https://erp.example.com/hooks/solestock.';

const webAddress = z.url({ protocol: /^https?$/ });

/** Whether `value` is an http(s) URL without credentials (the address itself is checked at send). */
export function isWebhookUrl(value: string): boolean {
  if (!webAddress.safeParse(value).success) return false;
  const authority = value.replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
  return !authority.includes('@');
}

/** POST /api/admin/webhooks/ and PUT /api/admin/webhooks/{id}/. */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: urlProblem })
    .trim()
    .min(1, { error: urlProblem })
    .max(WEBHOOK_LIMITS.urlMax, {
      error: `The endpoint address has at most ${WEBHOOK_LIMITS.urlMax} characters.`,
    })
    .refine(isWebhookUrl, { error: urlProblem }),
  events: z
    .array(
      z.enum(WEBHOOK_EVENTS, {
        error: `Each event is one of ${WEBHOOK_EVENTS.join(', ')}.`,
      }),
      { error: 'events is a list of event names, e.g. ["order.placed"].' },
    )
    .min(1, { error: 'Pick at least one event to send.' })
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
  description: z
    .string({ error: 'The description is a short text.' })
    .trim()
    .max(WEBHOOK_LIMITS.descriptionMax, {
      error: `The description has at most ${WEBHOOK_LIMITS.descriptionMax} characters.`,
    })
    .refine(isPlainLine, { error: notPlainLine('The description') })
    .default(''),
  /** PUT only: false pauses deliveries; true turns back on an endpoint disabled for failing. */
  enabled: z.boolean({ error: 'enabled is true or false.' }).optional(),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

const eventName = z.enum(WEBHOOK_EVENTS);

/** One endpoint as the console reads it (never its secret, shown once at creation). */
export const webhookEndpoint = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events: z.array(eventName),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it is off: null (on, or paused by staff) or a sentence (disabled after 3 days failing). */
  disabled_reason: z.string().nullable(),
  /** When its deliveries began failing without a success since; null while they succeed. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpoint>;

export const webhookEndpointsList = z.strictObject({ results: z.array(webhookEndpoint) });

/** POST /api/admin/webhooks/: the endpoint and its signing secret, shown this once. */
export const webhookEndpointCreated = webhookEndpoint.extend({
  /** Standard Webhooks' form: `whsec_` and the base64 of 32 random bytes. */
  secret: z.string(),
});
export type WebhookEndpointCreated = z.output<typeof webhookEndpointCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One message to one endpoint, with how its sending went. */
export const webhookDelivery = z.strictObject({
  id: z.number().int(),
  /** The webhook-id header: the same on every attempt and re-send (receivers deduplicate by it). */
  message_id: z.string(),
  event: eventName,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The endpoint's last HTTP answer code; null when none came (refused, timed out, unreachable). */
  response_code: z.number().int().nullable(),
  /** Why the last attempt failed, in a sentence; null after a success. */
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  /** When the next attempt is due (pending only). */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  /** The id of what the event is about: the order, company or product. */
  subject_id: z.number().int().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDelivery>;

export const webhookDeliveriesPage = z.strictObject({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(webhookDelivery),
});
export type WebhookDeliveriesPage = z.output<typeof webhookDeliveriesPage>;

export const webhookDeliveriesQuery = z.object({
  page: z.coerce
    .number({ error: 'page is a number from 1.' })
    .int({ error: 'page is a whole number from 1.' })
    .min(1, { error: 'page is a number from 1.' })
    .max(100_000, { error: 'page is at most 100000.' })
    .default(1),
});

// ---- The messages (docs/webhooks.md, "Payloads"). Money is a decimal string in its currency.

/** The order as every order, payment and invoice event shows it. */
export const webhookOrder = z.strictObject({
  id: z.number().int(),
  status: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string(),
  currency: z.string(),
  total: z.string(),
  payment_terms: z.string(),
  invoice_number: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  placed_at: z.string(),
});
export type WebhookOrder = z.output<typeof webhookOrder>;

/** order.*: the order as it is after the change, and the change as the order's timeline has it. */
export const webhookOrderData = z.strictObject({
  order: webhookOrder,
  /** The timeline entry's details (e.g. a shipment's carrier and pairs, a cancellation's reason). */
  change: z.record(z.string(), z.unknown()),
});

/** payment.received: a card payment, a balance paid, or a bank transfer staff recorded. */
export const webhookPaymentData = z.strictObject({
  order: webhookOrder,
  payment: z.strictObject({
    kind: z.enum(['card', 'balance', 'transfer']),
    amount: z.string(),
    currency: z.string(),
    /** The bank transfer's reference; null for card payments. */
    reference: z.string().nullable(),
  }),
});

/** invoice.issued: each shipment issues its invoice. */
export const webhookInvoiceData = z.strictObject({
  order: webhookOrder,
  invoice: z.strictObject({
    number: z.string(),
    shipment: z.number().int().nullable(),
    due_on: z.string().nullable(),
  }),
});

/** stock.low: a product's pairs fell to (or below) the shop's low-stock line. */
export const webhookStockData = z.strictObject({
  product: z.strictObject({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    color: z.string(),
    size: z.string().nullable(),
    availability: z.number().int(),
  }),
  low_stock_pairs: z.number().int(),
});

/** company.created: a buyer's company (signed up, or added by staff). */
export const webhookCompanyData = z.strictObject({
  company: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
  }),
});

export const WEBHOOK_DATA = {
  'order.placed': webhookOrderData,
  'order.confirmed': webhookOrderData,
  'order.amended': webhookOrderData,
  'order.shipped': webhookOrderData,
  'order.delivered': webhookOrderData,
  'order.cancelled': webhookOrderData,
  'payment.received': webhookPaymentData,
  'invoice.issued': webhookInvoiceData,
  'stock.low': webhookStockData,
  'company.created': webhookCompanyData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookData<E extends WebhookEventType> = z.output<(typeof WEBHOOK_DATA)[E]>;

/** Every message's body (Standard Webhooks' envelope). */
export interface WebhookMessage<E extends WebhookEventType = WebhookEventType> {
  type: E;
  /** When the event happened, ISO 8601. */
  timestamp: string;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  data: WebhookData<E>;
}

/** The envelope's schema for one event (the OpenAPI document's `webhooks` section). */
export function webhookMessageSchema<E extends WebhookEventType>(event: E) {
  return z.strictObject({
    type: z.literal(event),
    timestamp: z.string(),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    data: WEBHOOK_DATA[event],
  });
}
