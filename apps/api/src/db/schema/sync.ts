// The sync calls' Idempotency-Keys (docs/sync.md; migration 0042, decision 200): a key's first
// body (as a digest) and its answer, per call (`stock`, `prices`).
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const syncRequests = pgTable(
  'sync_requests',
  {
    call: text('call').notNull(),
    key: text('key').notNull(),
    bodyDigest: text('body_digest').notNull(),
    /** Null only inside the transaction that is making it. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sync_requests_pk', columns: [t.call, t.key] }),
    index('sync_requests_created_idx').on(t.createdAt),
  ],
);
