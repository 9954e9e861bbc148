// Price lists (migration 0035; docs/price-lists.md, decisions 186 and 187): prices in one of the
// shop's currencies for some products, paid unconverted by the companies on the list, directly
// or through their customer group. Imports the catalogue and the companies.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceListSlab } from '@solestock/domain/back-office/price-list-payloads';
import { createdAt, price } from './columns.ts';
import { products } from './catalogue.ts';
import { companies, customerGroups } from './companies.ts';

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Lowercase; one of the shop's currencies. The list is the countries table's
     * (packages/domain/src/countries.ts), checked by the API; the database checks only the
     * shape (migration 0043), so adding a country needs no migration.
     */
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_lists_name_idx').on(sql`lower(${t.name})`),
    check('price_lists_currency_check', sql`${t.currency} ~ '^[a-z]{3}$'`),
  ],
);

/** A customer group on a list; a group is on at most one. */
export const priceListGroups = pgTable(
  'price_list_groups',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('price_list_groups_group_idx').on(t.groupId),
    index('price_list_groups_list_idx').on(t.priceListId),
  ],
);

/** A company on a list directly; a company is on at most one. */
export const priceListCompanies = pgTable(
  'price_list_companies',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('price_list_companies_company_idx').on(t.companyId),
    index('price_list_companies_list_idx').on(t.priceListId),
  ],
);

/** A product's price on a list, in the list's currency, with its own slabs. */
export const priceListEntries = pgTable(
  'price_list_entries',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitPrice: price('unit_price').notNull(),
    slabs: jsonb('slabs').$type<PriceListSlab[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'price_list_entries_pkey', columns: [t.priceListId, t.productId] }),
    check('price_list_entries_unit_price_check', sql`${t.unitPrice} >= 0`),
  ],
);
