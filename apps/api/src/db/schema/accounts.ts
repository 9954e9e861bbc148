// Buyers' accounts: users, their e-mail verification and password-reset tokens, and the
// rotating refresh tokens of their sessions. The bottom of the schema: it imports no other area.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['seller'] })
      .notNull()
      .default('seller'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by the provider (migration 0012): no sign-in, and every session it had is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The last sign-in or session refresh (migration 0017): with the last order, what the
     * inactive-accounts job measures 2 years from.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an inactive account with orders was anonymised (its orders are kept). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The buyer's language for mails (migration 0044, docs/languages.md): en, ja or zh-CN. */
    language: text('language', { enum: ['en', 'ja', 'zh-CN'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_last_active_idx').on(t.lastActiveAt),
    // Unverified accounts only: what the 24 h purge of stale sign-ups reads (migration 0004).
    index('users_unverified_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailVerifiedAt} is null`),
  ],
);

/** E-mail verification and password-reset tokens: stored hashed, single-use, expiring. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The seller-site `from` a verification link carries back. */
    fromSite: text('from_site'),
    /** The sign-up a verification link confirms: applied when it is used, if still unverified. */
    pendingPasswordHash: text('pending_password_hash'),
    pendingFirstName: text('pending_first_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Opaque refresh tokens, rotated on every use; replaying an old one revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The family's absolute limit: rotation never extends a session past it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);
