// Translated catalogue content (issue 46, docs/translations.md, decision 205): one table an
// entity, one row per (entity, language); English is the entity's own columns. Migration 0046.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, headCategories, itemGroups, subcategories } from './catalogue.ts';
import { banners } from './content.ts';

const localeCheck = (table: string) =>
  check(`${table}_locale_check`, sql.raw(`"locale" in ('ja', 'zh-CN')`));
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const itemGroupTranslations = pgTable(
  'item_group_translations',
  {
    itemGroupId: integer('item_group_id')
      .notNull()
      .references(() => itemGroups.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    /** Null: the English bullet points. */
    bulletPoints: jsonb('bullet_points').$type<string[]>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'item_group_translations_pk', columns: [t.itemGroupId, t.locale] }),
    localeCheck('item_group_translations'),
  ],
);

export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'brand_translations_pk', columns: [t.brandId, t.locale] }),
    localeCheck('brand_translations'),
  ],
);

export const headCategoryTranslations = pgTable(
  'head_category_translations',
  {
    headCategoryId: integer('head_category_id')
      .notNull()
      .references(() => headCategories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'head_category_translations_pk', columns: [t.headCategoryId, t.locale] }),
    localeCheck('head_category_translations'),
  ],
);

export const subcategoryTranslations = pgTable(
  'subcategory_translations',
  {
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'subcategory_translations_pk', columns: [t.subcategoryId, t.locale] }),
    localeCheck('subcategory_translations'),
  ],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    alt: text('alt').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'banner_translations_pk', columns: [t.bannerId, t.locale] }),
    localeCheck('banner_translations'),
  ],
);
