// The translation tables (migration 0046, decision 205): one an entity, keyed by (owner, locale).
// Reads take one language and a set of ids, so a translated answer costs one indexed lookup per
// entity it names; the English answers never come here.
import { sql, type SQL } from 'drizzle-orm';
import type {
  TranslatedEntity,
  TranslatedLocale,
  TranslationTexts,
} from '@solestock/domain/back-office/translation-payloads';
import { queryRows, type Database } from '../../db/connect.ts';

interface EntityTables {
  /** The translation table and its owner column. */
  table: SQL;
  owner: SQL;
  /** The entity's own table: English, and whether the id exists. */
  source: SQL;
  /** English name (alt for a banner) and bullet points, as SQL on `source` aliased `e`. */
  englishName: SQL;
  englishBullets: SQL;
}

export const ENTITY_TABLES: Record<TranslatedEntity, EntityTables> = {
  'item-group': {
    table: sql`item_group_translations`,
    owner: sql`item_group_id`,
    source: sql`item_groups`,
    englishName: sql`e.name`,
    englishBullets: sql`e.bullet_points`,
  },
  brand: {
    table: sql`brand_translations`,
    owner: sql`brand_id`,
    source: sql`brands`,
    englishName: sql`e.name`,
    englishBullets: sql`null::jsonb`,
  },
  'head-category': {
    table: sql`head_category_translations`,
    owner: sql`head_category_id`,
    source: sql`head_categories`,
    englishName: sql`e.name`,
    englishBullets: sql`null::jsonb`,
  },
  subcategory: {
    table: sql`subcategory_translations`,
    owner: sql`subcategory_id`,
    source: sql`subcategories`,
    englishName: sql`e.name`,
    englishBullets: sql`null::jsonb`,
  },
  banner: {
    table: sql`banner_translations`,
    owner: sql`banner_id`,
    source: sql`banners`,
    englishName: sql`e.alt`,
    englishBullets: sql`null::jsonb`,
  },
};

/** A stored translation: '' and null are "as in English". */
export interface StoredTexts {
  name: string;
  bullet_points: string[] | null;
  alt: string;
}

const columnsOf = (entity: TranslatedEntity): SQL =>
  entity === 'banner'
    ? sql`'' as name, null::jsonb as bullet_points, alt`
    : entity === 'item-group'
      ? sql`name, bullet_points, '' as alt`
      : sql`name, null::jsonb as bullet_points, '' as alt`;

/** One language's texts of these ids (only those translated). */
export async function translationsOf(
  db: Database,
  entity: TranslatedEntity,
  locale: TranslatedLocale,
  ids: readonly number[],
): Promise<Map<number, StoredTexts>> {
  if (ids.length === 0) return new Map();
  const t = ENTITY_TABLES[entity];
  const rows = await queryRows<StoredTexts & { id: number }>(
    db,
    sql`select ${t.owner} as id, ${columnsOf(entity)} from ${t.table}
        where locale = ${locale}
          and ${t.owner} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Every language's texts of one entity, with its English; null when it does not exist. */
export async function allTranslationsOf(
  db: Database,
  entity: TranslatedEntity,
  id: number,
): Promise<{ english: StoredTexts; byLocale: Map<string, StoredTexts> } | null> {
  const t = ENTITY_TABLES[entity];
  const [english] = await queryRows<{ name: string; bullet_points: string[] | null }>(
    db,
    sql`select ${t.englishName} as name, ${t.englishBullets} as bullet_points
        from ${t.source} e where e.id = ${id}`,
  );
  if (!english) return null;
  const rows = await queryRows<StoredTexts & { locale: string }>(
    db,
    sql`select locale, ${columnsOf(entity)} from ${t.table} where ${t.owner} = ${id}`,
  );
  return {
    english:
      entity === 'banner'
        ? { name: '', bullet_points: null, alt: english.name }
        : { name: english.name, bullet_points: english.bullet_points, alt: '' },
    byLocale: new Map(rows.map((r) => [r.locale, r])),
  };
}

/** Writes one language's texts; a translation with nothing in it is deleted. */
export async function saveTranslation(
  db: Database,
  entity: TranslatedEntity,
  id: number,
  locale: TranslatedLocale,
  texts: TranslationTexts,
): Promise<void> {
  const t = ENTITY_TABLES[entity];
  const empty = !texts.name && !texts.alt && !texts.bullet_points?.length;
  if (empty) {
    await db.execute(sql`delete from ${t.table} where ${t.owner} = ${id} and locale = ${locale}`);
    return;
  }
  const [columns, values, updates] =
    entity === 'banner'
      ? [sql`alt`, sql`${texts.alt}`, sql`alt = excluded.alt`]
      : entity === 'item-group'
        ? [
            sql`name, bullet_points`,
            sql`${texts.name}, ${texts.bullet_points ? JSON.stringify(texts.bullet_points) : null}::jsonb`,
            sql`name = excluded.name, bullet_points = excluded.bullet_points`,
          ]
        : [sql`name`, sql`${texts.name}`, sql`name = excluded.name`];
  await db.execute(sql`
    insert into ${t.table} (${t.owner}, locale, ${columns}) values (${id}, ${locale}, ${values})
    on conflict (${t.owner}, locale) do update set ${updates}, updated_at = now()`);
}

/** The listed item groups an entity's names are searched with: those to index again. */
export async function groupsNaming(
  db: Database,
  entity: TranslatedEntity,
  id: number,
): Promise<number[]> {
  const column: Partial<Record<TranslatedEntity, SQL>> = {
    'item-group': sql`id`,
    brand: sql`brand_id`,
    'head-category': sql`head_category_id`,
    subcategory: sql`subcategory_id`,
  };
  const where = column[entity];
  if (!where) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from item_groups where ${where} = ${id}`,
  );
  return rows.map((r) => Number(r.id));
}
