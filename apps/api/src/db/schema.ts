// The whole Solestock schema: catalogue, content, rates, accounts, cart, orders, payments, mail.
// Money is `numeric` (exact); payment amounts are integer minor units, as processors count them.
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@solestock/domain/back-office/order-workflow';
import { SIZE_SYSTEMS } from '@solestock/domain/size-conversion';
import { SALE_MODES } from '@solestock/domain/sale-mode';
import { TIER_SCOPES } from '@solestock/domain/tier-quantity';
import { COMPANY_ROLES, type DeliveryAddress } from '@solestock/domain/company';
import { PAYMENT_TERMS } from '@solestock/domain/payment-terms';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Prices in a product's own currency: up to 12 digits before the point, 4 after. */
const price = (name: string) => numeric(name, { precision: 16, scale: 4 });

// ---------------------------------------------------------------- catalogue

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    /** The brand's name; also the link parameter in /products/{brand}. */
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    displayImage: text('display_image').notNull().default(''),
    banner: text('banner').notNull().default(''),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const headCategories = pgTable(
  'head_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayImage: text('display_image').notNull().default(''),
    displayIcon: text('display_icon').notNull().default(''),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('head_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    headCategoryId: integer('head_category_id')
      .notNull()
      .references(() => headCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayImage: text('display_image').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_head_name_idx').on(t.headCategoryId, sql`lower(${t.name})`)],
);

/** A style (one sneaker model); its products are the colour/size variants. */
export const itemGroups = pgTable(
  'item_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    headCategoryId: integer('head_category_id')
      .notNull()
      .references(() => headCategories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    subsubcategory: text('subsubcategory'),
    sub4Category: text('sub4_category'),
    bulletPoints: jsonb('bullet_points').$type<string[]>().notNull().default([]),
    material: text('material').notNull().default(''),
    /** An ISO alpha-2 code in capitals, or '' (issue 33.2; migration 0027 turned names into codes). */
    countryOfOrigin: text('country_of_origin').notNull().default(''),
    /** The style's HS code for customs, 6–10 digits, or '' (issue 33.2). Migration 0027. */
    hsCode: text('hs_code').notNull().default(''),
    /** How the products' sizes are written (issue 19); null for one-size goods. Migration 0008. */
    sizeSystem: text('size_system', { enum: SIZE_SYSTEMS }).default('uk'),
    showOnHomepage: boolean('show_on_homepage').notNull().default(false),
    /** How the slabs count: each line alone, or the style's total pairs (issue 31.1). Migration 0019. */
    tierScope: text('tier_scope', { enum: TIER_SCOPES }).notNull().default('product'),
    /** Unlimited (the specs), sold from stock, or made to order (issue 31.3). Migration 0020. */
    saleMode: text('sale_mode', { enum: SALE_MODES }).notNull().default('unlimited'),
    /** A pre-order's shipping window, 'YYYY-MM-DD'; null when not set. */
    shipsFrom: date('ships_from', { mode: 'string' }),
    shipsBy: date('ships_by', { mode: 'string' }),
    /** Fewest pairs of this style an order may hold (0 = none; issue 31.4). */
    minPairs: integer('min_pairs').notNull().default(0),
    /** Orders and views folded into one number; drives Most Popular. */
    popularity: integer('popularity').notNull().default(0),
    /** How many products the group has; the listing shows only groups with at least one. */
    productCount: integer('product_count').notNull().default(0),
    /** Weighted text: name and brand A, subcategory B, head category and colours C, SKUs D (kept by the catalogue writer). */
    searchVector: tsvector('search_vector'),
    /** The same words as plain text, for reading; search matches through search_vector and the search_words view. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_groups_brand_idx').on(t.brandId, t.id),
    index('item_groups_head_category_idx').on(t.headCategoryId, t.id),
    index('item_groups_subcategory_idx').on(t.subcategoryId, t.id),
    index('item_groups_created_idx').on(t.createdAt, t.id),
    index('item_groups_popularity_idx').on(t.popularity, t.id),
    // Only listable groups, covering what a listing page reads (the SQL adds INCLUDE
    // (show_on_homepage)): deep pages skip rows index-only. See migration 0003.
    index('item_groups_listed_popularity_idx')
      .on(t.popularity, t.id)
      .where(sql`${t.productCount} > 0`),
    index('item_groups_listed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.productCount} > 0`),
    index('item_groups_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    check('item_groups_tier_scope_check', sql`${t.tierScope} in ('product', 'style')`),
    check('item_groups_sale_mode_check', sql`${t.saleMode} in ('unlimited', 'stock', 'pre_order')`),
    check(
      'item_groups_ships_window_check',
      sql`${t.shipsFrom} is null or ${t.shipsBy} is null or ${t.shipsFrom} <= ${t.shipsBy}`,
    ),
    check('item_groups_min_pairs_check', sql`${t.minPairs} >= 0`),
    check('item_groups_hs_code_check', sql`${t.hsCode} = '' or ${t.hsCode} ~ '^[0-9]{6,10}$'`),
  ],
);

/** A product is one colour and size of an item group; it carries the price. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    colorHex: text('color_hex').notNull().default(''),
    size: text('size'),
    coverImage: text('cover_image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    sellingPrice: price('selling_price').notNull(),
    /** Lowercase ISO code of the price's own currency (usd, inr, cny, gbp, …). */
    currency: text('currency').notNull(),
    height: numeric('height', { precision: 10, scale: 2 }),
    length: numeric('length', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    dimensionUnit: text('dimension_unit').notNull().default('in'),
    weight: numeric('weight', { precision: 10, scale: 2 }),
    weightUnit: text('weight_unit').notNull().default('oz'),
    /** Pairs on hand; the spec's cart shows it as 'N Left'. */
    availability: integer('availability').notNull().default(0),
    /** Set when staff remove a product that orders name: hidden from the storefront, kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    // A typed SKU prefix finds its products whatever the database's collation (search).
    index('products_sku_pattern_idx').using('btree', t.sku.op('text_pattern_ops')),
    index('products_item_group_idx').on(t.itemGroupId, t.id),
    index('products_live_item_group_idx')
      .on(t.itemGroupId, t.id)
      .where(sql`${t.archivedAt} is null`),
    // The dashboard's low-stock list (migration 0021).
    index('products_live_availability_idx')
      .on(t.availability, t.id)
      .where(sql`${t.archivedAt} is null`),
    check('products_selling_price_nonnegative', sql`${t.sellingPrice} >= 0`),
    // No oversell whatever races (issue 31.3): placement takes pairs under row locks, and this is the last word.
    check('products_availability_check', sql`${t.availability} >= 0`),
  ],
);

/** A colour's carton (issue 31.2): pairs per size, e.g. {"5":1,"6":2,…}; `pairs` is the sum. Migration 0020. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    name: text('name').notNull(),
    ratio: jsonb('ratio').$type<Record<string, number>>().notNull(),
    pairs: integer('pairs').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('packs_item_group_idx').on(t.itemGroupId, t.color),
    check('packs_pairs_check', sql`${t.pairs} between 2 and 500`),
  ],
);

/** Tiered quantity prices; the first matching slab (by position) wins. */
export const priceSlabs = pgTable(
  'price_slabs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    operator: text('operator', { enum: ['from_to', '>=', '<='] }).notNull(),
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    sellingPrice: price('selling_price').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('price_slabs_product_idx').on(t.productId, t.position)],
);

// ---------------------------------------------------------------- search

// Defined in migration 0002_search as views, tables since 0009 (decision 094): the catalogue's
// writers keep them current one item group at a time (modules/catalogue/catalogue-index.ts).

/** The catalogue's letters-only words: what a mistyped word is corrected against. */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (t) => [
  uniqueIndex('search_words_word_idx').using('btree', t.word.op('text_pattern_ops')),
  index('search_words_word_trgm_idx')
    .using('gin', t.word.op('gin_trgm_ops'))
    .with({ fastupdate: false }),
]);

/** Autocomplete phrases: brands (kind 0), categories (1), item group names (2). */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    value: text('value').notNull(),
    kind: integer('kind').notNull(),
    weight: integer('weight').notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    uniqueIndex('search_suggestions_value_idx').on(sql`lower(${t.value})`),
    index('search_suggestions_vector_idx').using('gin', t.vector).with({ fastupdate: false }),
  ],
);

// ---------------------------------------------------------------- content

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['carousel', 'ecosystem'] }).notNull(),
    screenType: text('screen_type', { enum: ['desktop', 'tablet', 'mobile'] }).notNull(),
    image: text('image').notNull(),
    /** Where the banner leads, if anywhere. */
    link: text('link').notNull().default(''),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('banners_kind_screen_idx').on(t.kind, t.screenType, t.position)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

/** Rates against USD (USD itself is 1), as one snapshot per currency. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  message: text('message').notNull(),
  /** Set when a staff member has read it in the console's inbox (migration 0018). */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- accounts

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

// ---------------------------------------------------------------- companies (migration 0024)

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

// ---------------------------------------------------------------- cart and orders

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    mode: text('mode', { enum: ['air', 'sea'] })
      .notNull()
      .default('air'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product: repeated adds merge with INSERT … ON CONFLICT.
    uniqueIndex('cart_lines_user_product_idx').on(t.userId, t.productId),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 100000`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    source: text('source', { enum: ['cart', 'order_now'] }).notNull(),
    countryCode: text('country_code').notNull(),
    /** Lowercase display currency of the order, e.g. gbp. */
    currency: text('currency').notNull(),
    symbol: text('symbol').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Added by the provider when it confirms the order. */
    shippingCharge: numeric('shipping_charge', { precision: 18, scale: 2 }),
    /** The same charge in integer minor units, so balances can be summed in SQL. */
    shippingChargeMinor: bigint('shipping_charge_minor', { mode: 'number' }),
    paymentIntentId: text('payment_intent_id'),
    /** Optimistic concurrency: every staff move names the version it saw (docs/api.md, back office). */
    version: integer('version').notNull().default(1),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    /**
     * When the order took its `stock` lines' pairs off availability (decision 144); null when it
     * holds none (no such lines, or given back: cancelled, payment failed, hold expired).
     */
    stockTakenAt: timestamp('stock_taken_at', { withTimezone: true }),
    /** The buyer's company when placed: every member of it sees the order (migration 0024). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's name and tax id as they were when the order was placed. */
    companyName: text('company_name').notNull().default(''),
    companyTaxId: text('company_tax_id').notNull().default(''),
    /** The address book entry chosen at checkout (null when none, or deleted since). */
    deliveryAddressId: integer('delivery_address_id').references(() => companyAddresses.id, {
      onDelete: 'set null',
    }),
    /** A copy of that address as it was when placed; null for a buyer who had none. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /**
     * INV-{year}-{000001}, set once when the commercial invoice is first issued, never changed
     * (modules/documents/invoice-numbers.ts; migration 0025).
     */
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    /**
     * The payment terms of the company's group when placed (migration 0028, decision 151):
     * `card` pays `deposit_percent` of the goods at checkout and the rest before shipping;
     * `account` ships unpaid and is due `net_days` after shipping (`due_on`, set when shipped).
     */
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('card'),
    depositPercent: integer('deposit_percent').notNull().default(100),
    netDays: integer('net_days').notNull().default(0),
    /**
     * The buyer's group discount when placed (migration 0029, decision 153): an amendment
     * re-prices a line whose tier changes with it, so the order keeps its group's prices.
     */
    groupDiscount: numeric('group_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    dueOn: date('due_on', { mode: 'string' }),
    /** When the invoice-due reminder was mailed (once per invoice). */
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    index('orders_due_on_idx')
      .on(t.dueOn)
      .where(sql`${t.paymentTerms} = 'account'`),
    check('orders_group_discount_check', sql`${t.groupDiscount} between 0 and 90`),
    check(
      'orders_invoice_issued_check',
      sql`(${t.invoiceNumber} is null) = (${t.invoiceIssuedAt} is null)`,
    ),
  ],
);

/** The last invoice number of each calendar year: one locked row a year (migration 0025). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} >= 1`)],
);

/** A snapshot of each line as it was priced when the order was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    cartLineId: integer('cart_line_id'),
    productName: text('product_name').notNull(),
    brand: text('brand').notNull(),
    color: text('color').notNull(),
    size: text('size'),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    mode: text('mode', { enum: ['air', 'sea'] }).notNull(),
    /** Unit price after the slab rule, in the product's own currency. */
    unitPrice: price('unit_price').notNull(),
    productCurrency: text('product_currency').notNull(),
    /** Target rate / own-currency rate used for the conversion. */
    conversionRate: numeric('conversion_rate', { precision: 24, scale: 12 }).notNull(),
    convertedUnitPrice: price('converted_unit_price').notNull(),
    lineTotal: numeric('line_total', { precision: 18, scale: 2 }).notNull(),
    /** How the line was sold, kept as it was (a pre-order shows its window on the order). */
    saleMode: text('sale_mode', { enum: SALE_MODES }).notNull().default('unlimited'),
    shipsFrom: date('ships_from', { mode: 'string' }),
    shipsBy: date('ships_by', { mode: 'string' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Stored answers to `Idempotency-Key`: a repeat returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

// ---------------------------------------------------------------- payments

/** Intents of the built-in test card processor (Stripe keeps its own). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  captureMethod: text('capture_method').notNull().default('automatic'),
  paymentMethodTypes: jsonb('payment_method_types').$type<string[]>().notNull().default(['card']),
  lastError: text('last_error'),
  /** The test card that paid it (migration 0017): 5126's first refund fails. */
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** `bank`: a transfer staff recorded (POST /admin/orders/{id}/payments/), no processor's. */
    processor: text('processor', { enum: ['test', 'stripe', 'bank'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    captureMethod: text('capture_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    livemode: boolean('livemode').notNull().default(false),
    /**
     * `order`: what checkout charged (the total, or the deposit); `balance`: what a confirmation
     * left to pay; `transfer`: a bank transfer staff recorded.
     */
    kind: text('kind', { enum: ['order', 'balance', 'transfer'] })
      .notNull()
      .default('order'),
    /** A transfer's payer reference, the day it arrived and who recorded it (migration 0028). */
    reference: text('reference'),
    receivedOn: date('received_on', { mode: 'string' }),
    recordedBy: integer('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_intent_idx').on(t.paymentIntentId),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_transfer_reference_idx')
      .on(t.orderId, sql`lower(${t.reference})`)
      .where(sql`${t.kind} = 'transfer'`),
  ],
);

/** Refunds: written `pending` with the cancellation, then sent to the processor that was paid. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    /** The processor's id for the refund, once it has one. */
    refundId: text('refund_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    /**
     * Times a failed refund was sent again (migration 0017): each resend is a new processor
     * refund with its own idempotency key (refunds.service.ts).
     */
    resends: integer('resends').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_processor_id_idx').on(t.refundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'succeeded'`),
  ],
);

/** Refunds of the built-in test card processor (Stripe keeps its own). */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => testPaymentIntents.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Stripe webhook events already handled, so a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- mail

/**
 * Every mail the store sends, written with a delivery job in the same transaction
 * (modules/mail/mail-queue.ts). `pending` until the SMTP server accepts it (`sent`), `kept` when
 * there is no SMTP server and the row is the development outbox's copy, `failed` when its job
 * used up its attempts. The row id is the message's Message-ID, so a resend is recognisable.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('pending'),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_job_idx').on(t.jobId),
    index('mail_outbox_undelivered_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'failed')`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);

// ---------------------------------------------------------------- jobs

/**
 * Durable jobs of every queue (jobs/runner.ts): mail today, imports and rate refreshes later.
 * `attempts` counts started attempts and fences a claim: a worker whose lease ran out cannot
 * finish a job that another worker claimed since.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(20),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

// ---------------------------------------------------------------- back office (staff)

/** The provider's staff: apart from shoppers, with a role from the domain's permission table. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'support'] }).notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

// ---------------------------------------------------------------- order review

/** The order's timeline: every move, payment and refund, with who made it (staff) and its data. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Null for the buyer's and the system's events. */
    staffId: integer('staff_id').references(() => staff.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Staff notes on an order: every role may add one; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * Every set of exchange rates (migration 0012): fetched from RATES_URL (`url`) or set by hand in
 * the console (`manual`, with who set it). `rates` maps uppercase codes to decimal strings
 * against USD. exchange_rates holds the newest set's values.
 */
export const exchangeRateSets = pgTable(
  'exchange_rate_sets',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['url', 'manual'] }).notNull(),
    sourceUrl: text('source_url'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_rate_sets_created_idx').on(t.createdAt, t.id),
    check('exchange_rate_sets_source_check', sql`${t.source} in ('url', 'manual')`),
  ],
);

// ---------------------------------------------------------------- catalogue imports (0013)

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One uploaded catalogue file and its import job's progress and outcome (docs/catalogue-import.md). */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    address: text('address'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** The upload, kept until the job ends (then cleared). */
    file: bytea('file'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    jobId: bigint('job_id', { mode: 'number' }),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    errors: jsonb('errors')
      .$type<{ row: number; column: string | null; message: string }[]>()
      .notNull()
      .default([]),
    /** The first rows it would create or change (import.service.ts, MAX_LISTED_CHANGES). */
    changes: jsonb('changes')
      .$type<
        { row: number; sku: string; group: string; action: 'create' | 'update'; fields: string[] }[]
      >()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When its image job ended (migration 0030, decision 172); its addresses and their outcome
     * are in catalogue_import_images, the copies in image_sources (SQL only, like the staging rows).
     */
    imagesFinishedAt: timestamp('images_finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'catalogue_imports_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    check('catalogue_imports_format_check', sql`${t.format} in ('csv', 'xlsx')`),
  ],
);
// ---------------------------------------------------------------- media (migration 0011)

/** An uploaded image: its renditions and original are in the media storage under `key`. */
export const media = pgTable('media', {
  /** The first 32 hex digits of the original's SHA-256. */
  key: text('key').primaryKey(),
  originalType: text('original_type', { enum: ['jpeg', 'png', 'webp', 'avif'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** The rendition widths kept, each in WebP and AVIF. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  fileName: text('file_name').notNull().default(''),
  createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
