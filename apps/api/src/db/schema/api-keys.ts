// API keys (migration 0040, docs/api-keys.md, decisions 196, 197): a Bearer token on /api/admin/*
// stored as the SHA-256 of its secret (the secret itself is shown once and kept nowhere). A key
// acts for the owner who issued it (`staff_id`, the accountable member) within its scopes.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { staff } from './staff.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The secret's visible part, `ssk_AbCd1234`: staff tell keys apart by it. */
    hint: text('hint').notNull(),
    /** Hex SHA-256 of the whole secret: what a call's Bearer token is looked up by. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_created_idx').on(t.createdAt, t.id),
  ],
);
