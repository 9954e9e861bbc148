// The back office (docs/security.md): the provider's staff, their sessions, invitations,
// password resets and two-factor set-up, notification choices, shop-wide settings and the audit
// log of every staff write. Imports no other area.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The provider's staff: apart from shoppers, with a role from the domain's permission table. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'support', 'sales_rep'] }).notNull(),
    /** Null until an invited member sets a password. */
    passwordHash: text('password_hash'),
    /** AES-256-GCM ciphertext of the base32 secret (modules/staff/totp.ts); never answered. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted 30-second step: each code signs in once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email)],
);

/** Server-side staff sessions: an opaque cookie token stored hashed, ended on the server. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit: a session never lives past it, however busy. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Single-use invitation links to set a password (72 h). */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => staff.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invitations_hash_idx').on(t.tokenHash)],
);

/** A member's own password reset links (migration 0018): single-use, one hour, stored hashed. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_password_resets_hash_idx').on(t.tokenHash)],
);

/**
 * Two-factor set-up links an owner sends (migration 0017, decision 131): single-use, 24 hours,
 * stored hashed. `totpSecret` is the setup the link started, encrypted as staff.totp_secret is.
 */
export const staffTotpEnrolments = pgTable(
  'staff_totp_enrolments',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentBy: integer('sent_by').references(() => staff.id),
    totpSecret: text('totp_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_totp_enrolments_hash_idx').on(t.tokenHash)],
);

/** Two-factor recovery codes (migration 0018): each signs in once; only their hashes are kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Which notification mails a member wants; no row is the kind's default for the role. */
export const staffNotificationSettings = pgTable(
  'staff_notification_settings',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.kind] })],
);

/** Shop-wide switches an owner sets (e.g. two-factor required for every staff member). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff write: who, what, on which entity, before and after, from where, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    /**
     * The API key the write was made with (docs/api-keys.md, decision 197); null for a session's.
     * References api_keys (migration 0040); declared there, not here, so the two files import one way.
     */
    apiKeyId: integer('api_key_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
