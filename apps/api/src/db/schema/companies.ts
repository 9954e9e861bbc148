// Companies (migration 0024, decision 146): the businesses that buy, their members, invitations
// and delivery addresses, and the customer groups whose prices and terms they take (0026).
import { sql } from 'drizzle-orm';
import { COMPANY_ROLES } from '@solestock/domain/company';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { staff } from './staff.ts';

/** A customer group's prices and terms (issue 32.3). Migration 0026. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    depositPercent: integer('deposit_percent').notNull().default(100),
    netDays: integer('net_days').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_groups_name_idx').on(sql`lower(${t.name})`),
    check('customer_groups_discount_check', sql`${t.discountPercent} between 0 and 90`),
    check('customer_groups_deposit_check', sql`${t.depositPercent} between 1 and 100`),
    check('customer_groups_net_days_check', sql`${t.netDays} between 0 and 365`),
  ],
);

/**
 * A business buying from the shop (decision 146): every buyer is a member of exactly one, and
 * orders belong to it. Sign-up makes a one-person company named after the buyer.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  taxId: text('tax_id').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  /** Lowercase ISO alpha-2, or empty until the company gives its address. */
  countryCode: text('country_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Its customer group's prices and terms; null: list prices, pay in full (migration 0026). */
  customerGroupId: integer('customer_group_id').references(() => customerGroups.id, {
    onDelete: 'set null',
  }),
  /**
   * Credit control (migration 0036, docs/credit-control.md): the limit in the seller's base
   * currency (USD; null: none), placing without the group's deposit allowed by staff, and the
   * overdue reminders and hold paused.
   */
  creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }),
  allowWithoutDeposit: boolean('allow_without_deposit').notNull().default(false),
  dunningPaused: boolean('dunning_paused').notNull().default(false),
  /**
   * The sales rep the company is assigned to (migration 0037, docs/staff-orders.md): a member of
   * staff with role `sales_rep` sees and orders only for their companies. Null: none.
   */
  repStaffId: integer('rep_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Who belongs to which company, as `admin` or `buyer`; a buyer is in one company at a time. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_members_user_idx').on(t.userId),
    index('company_members_company_idx').on(t.companyId, t.id),
    check('company_members_role_check', sql`${t.role} in ('admin', 'buyer')`),
  ],
);

/** Invitation links to join a company (72 h, single-use, stored hashed, as staff invitations). */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lowercased: only a buyer signed in with it may accept. */
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_hash_idx').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.email),
    check('company_invitations_role_check', sql`${t.role} in ('admin', 'buyer')`),
  ],
);

/** A company's delivery addresses; at most one is its default. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_addresses_company_idx').on(t.companyId, t.id),
    uniqueIndex('company_addresses_default_idx')
      .on(t.companyId)
      .where(sql`${t.isDefault}`),
  ],
);
