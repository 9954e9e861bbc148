// A client's retry key (docs/api.md, Conventions): the `Idempotency-Key` header, read the same
// way by every call that honours one (placing an order, the sync calls of docs/sync.md).
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** The header's key, printable, at most 255 characters, as Stripe accepts them; undefined if none. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest(
      'The Idempotency-Key header must be 1 to 255 printable characters without spaces.',
      { 'Idempotency-Key': 'must be 1 to 255 printable characters' },
    );
  }
  return key;
}
