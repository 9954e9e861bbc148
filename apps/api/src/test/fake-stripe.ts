// Test support: a local stand-in for the part of Stripe's HTTP API the shop uses, so the real
// `stripe` client can be exercised offline. It speaks Stripe's wire format (form-encoded
// requests, JSON answers and error objects), checks the secret key, and honours Idempotency-Key
// the way Stripe does: the same key and parameters replay the first answer, the same key with
// other parameters is an idempotency_error.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  capture_method: string;
  payment_method_types: string[];
  metadata: Record<string, string>;
  livemode: boolean;
  created: number;
  description: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234, for STRIPE_API_URL */
  url: string;
  secretKey: string;
  intents: Map<string, FakeIntent>;
  /** Refunds, which it leaves `pending` as Stripe often does: a webhook settles them. */
  refunds: Map<string, FakeRefund>;
  /** Create calls that made a new intent (replays of an Idempotency-Key are not counted). */
  created: number;
  /** While true every call answers 500, as Stripe does in an outage. */
  down: boolean;
  /** The mode of the intents it creates: a live key's by default; tests flip it to mismatch. */
  livemode: boolean;
  close(): Promise<void>;
}

export async function startFakeStripe(secretKey = 'sk_test_fake_solestock'): Promise<FakeStripe> {
  const replies = new Map<string, { params: string; status: number; body: unknown }>();
  const fake: FakeStripe = {
    url: '',
    secretKey,
    intents: new Map(),
    refunds: new Map(),
    created: 0,
    down: false,
    livemode: secretKey.startsWith('sk_live_'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, stripeError('api_error', String(error)));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    if (fake.down) return send(response, 500, stripeError('api_error', 'Stripe is down (fake).'));
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const path = (request.url ?? '').split('?')[0] ?? '';
    const params = parseForm(raw);

    if (request.method === 'POST' && (path === '/v1/payment_intents' || path === '/v1/refunds')) {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string') {
        const seen = replies.get(key);
        if (seen && seen.params !== raw) {
          return send(
            response,
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        }
        if (seen) return send(response, seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
      const answer = path === '/v1/refunds' ? createRefund(params) : createIntent(params);
      if (typeof key === 'string') replies.set(key, { params: raw, ...answer });
      return send(response, answer.status, answer.body);
    }

    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (request.method === 'POST' && confirm) {
      const intent = fake.intents.get(decodeURIComponent(confirm[1]!));
      if (!intent) return send(response, 404, missing(confirm[1]!));
      if (params.payment_method !== 'pm_card_visa') {
        return send(response, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        });
      }
      intent.status = 'succeeded';
      return send(response, 200, intent);
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const intent = fake.intents.get(decodeURIComponent(retrieve[1]!));
      return intent ? send(response, 200, intent) : send(response, 404, missing(retrieve[1]!));
    }
    return send(
      response,
      404,
      stripeError(
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${path}).`,
      ),
    );
  }

  /** As Stripe: only a succeeded intent, and never more than it has left to give back. */
  function createRefund(params: Record<string, unknown>): { status: number; body: unknown } {
    const intent = fake.intents.get(String(params.payment_intent ?? ''));
    if (!intent) return { status: 404, body: missing(String(params.payment_intent ?? '')) };
    const amount = params.amount === undefined ? intent.amount : Number(params.amount);
    const given = [...fake.refunds.values()]
      .filter((r) => r.payment_intent === intent.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    if (
      intent.status !== 'succeeded' ||
      !Number.isSafeInteger(amount) ||
      amount + given > intent.amount
    ) {
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - given}).`,
        ),
      };
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'pending',
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    fake.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function createIntent(params: Record<string, unknown>): { status: number; body: unknown } {
    const amount = Number(params.amount);
    const currency = String(params.currency ?? '');
    if (!Number.isSafeInteger(amount) || amount < 1 || !/^[a-z]{3}$/.test(currency)) {
      return {
        status: 400,
        body: stripeError('invalid_request_error', 'Invalid amount or currency.'),
      };
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const allowed = params.allowed_payment_method_types;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      capture_method: 'automatic_async',
      payment_method_types: Array.isArray(allowed) ? allowed.map(String) : ['card'],
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      livemode: fake.livemode,
      created: Math.floor(Date.now() / 1000),
      description: typeof params.description === 'string' ? params.description : null,
    };
    fake.intents.set(id, intent);
    fake.created += 1;
    return { status: 200, body: intent };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Stripe's form encoding: `metadata[order_id]=7`, `allowed_payment_method_types[0]=card`. */
function parseForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, name, inner] = nested as unknown as [string, string, string];
    if (/^\d+$/.test(inner)) {
      const list = (out[name] as string[] | undefined) ?? [];
      list[Number(inner)] = value;
      out[name] = list;
    } else {
      const object = (out[name] as Record<string, string> | undefined) ?? {};
      object[inner] = value;
      out[name] = object;
    }
  }
  return out;
}

function stripeError(type: string, message: string) {
  return { error: { type, message } };
}

function missing(id: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'intent',
      message: `No such payment_intent: '${decodeURIComponent(id)}'`,
    },
  };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  });
  response.end(JSON.stringify(body));
}
