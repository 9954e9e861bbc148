// Search in PostgreSQL (docs/architecture.md Search, docs/api.md Search), the same SQL on PGlite and a server:
// - Words are matched as prefixes against item_groups.search_vector (weighted: name and brand A,
//   categories B, colours C, SKUs D; GIN index), ranked with ts_rank.
// - A word that begins no word of the catalogue is corrected against search_words by trigram
//   similarity (its GIN index), so 'aldenomor' finds Aldenmoor and 'sandles' Sandals.
// - A query that looks like a SKU also finds the products whose SKU starts with it.
// - All words must match; when that finds nothing, any word may (OR), best matches first.
// - Japanese and Chinese words are matched by their one- and two-character pieces, as the
//   translated names were indexed (decision 206); they are never corrected. With `lang`, the
//   cards carry the group's name in that language (docs/translations.md).
// - One product per item group: the SKU it was found by, else one in a colour the shopper
//   named, else its first. Facet counts come from the same match, each with the other facet's
//   filter applied.
// search_words and search_suggestions are kept by whatever writes the catalogue, through
// indexItemGroups (search-index.ts).
import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_SUGGESTIONS,
  SEARCH_PAGE_SIZE,
  moneyNumber,
  totalPages,
  type FacetCount,
  type NewArrivalWindowDays,
  type SearchProduct,
  type SearchResponse,
  type SortValue,
  type Suggestion,
} from '@solestock/domain';
import { queryRowsPrepared, type Database } from '../../db/connect.ts';
import type { TranslatedLocale } from '@solestock/domain/back-office/translation-payloads';
import {
  cjkTsqueryText,
  hasCjk,
  queryWords,
  skuPrefix,
  splitCjk,
  tsqueryText,
} from './search-terms.ts';

export interface SearchRequest {
  q: string;
  page: number;
  /** Lowercase names; empty = any. */
  brands: string[];
  subcategories: string[];
  newWithinDays: NewArrivalWindowDays | undefined;
  order: SortValue;
  /** The language of the cards' group names; undefined: English. */
  locale?: TranslatedLocale | undefined;
}

/** Shortest word worth correcting: trigrams of shorter ones match almost anything. */
const MIN_CORRECTED_LENGTH = 3;
/** Corrections tried per word, best first. */
const MAX_CORRECTIONS = 3;
/** SKUs a SKU prefix can bring in; a prefix matching more is not a SKU search. */
const MAX_SKU_MATCHES = 200;
/** A SKU match outranks any text match. */
const SKU_BOOST = 10;
const DAY_MS = 86_400_000;

/** A JSON array parameter, unnested in SQL: the same on node-postgres and PGlite. */
const jsonArray = (values: readonly (string | number)[]) => sql`${JSON.stringify(values)}::jsonb`;
const textsOf = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${jsonArray(values)}))`;
const idsOf = (values: readonly number[]) =>
  sql`(select jsonb_array_elements_text(${jsonArray(values)})::int)`;

/**
 * Each word with what it matches as: itself when it begins a catalogue word (or is a number),
 * else its nearest catalogue words, else itself (it will match nothing).
 */
async function wordAlternatives(db: Database, words: readonly string[]): Promise<string[][]> {
  if (words.length === 0) return [];
  const checks = words.map((word, i) => {
    const correctable = word.length >= MIN_CORRECTED_LENGTH && !/\d/.test(word);
    return sql`
      select ${i}::int as n,
        exists (select 1 from search_words where word like ${`${word}%`}) as known,
        (select coalesce(json_agg(near.word), '[]'::json) from (
           select word from search_words
           where ${correctable ? sql`word % ${word}` : sql`false`}
           order by similarity(word, ${word}) desc, word
           limit ${MAX_CORRECTIONS}) near) as near`;
  });
  const rows = await queryRowsPrepared<{ n: number; known: boolean; near: string[] }>(
    db,
    sql.join(checks, sql` union all `),
  );
  const byIndex = new Map(rows.map((r) => [Number(r.n), r]));
  return words.map((word, i) => {
    const row = byIndex.get(i);
    if (!row || row.known || /\d/.test(word) || row.near.length === 0) return [word];
    return row.near;
  });
}

interface SkuMatch {
  productId: number;
  itemGroupId: number;
}

async function skuMatches(db: Database, prefix: string): Promise<SkuMatch[]> {
  const rows = await queryRowsPrepared<{ id: number; item_group_id: number }>(
    db,
    sql`select id, item_group_id from products where sku like ${`${prefix}%`} and archived_at is null
        order by sku limit ${MAX_SKU_MATCHES + 1}`,
  );
  if (rows.length > MAX_SKU_MATCHES) return [];
  return rows.map((r) => ({ productId: Number(r.id), itemGroupId: Number(r.item_group_id) }));
}

const ORDER_BY: Record<SortValue, SQL> = {
  recommended: sql`score desc, popularity desc, id desc`,
  most_popular: sql`popularity desc, id desc`,
  new_arrival: sql`created_at desc, id desc`,
};

interface CardRow {
  item_group_id: number;
  group_name: string;
  /** The group's name in the request's language ('' or null: as in English). */
  translated_name?: string | null;
  brand: string;
  id: number;
  name: string;
  cover_image: string;
  images: string[];
  color: string;
  /** numeric as text: exact. */
  selling_price: string;
  currency: string;
}

interface MatchRow {
  total: number;
  brands: FacetCount[];
  subcategories: FacetCount[];
  cards: CardRow[];
}

interface Match {
  total: number;
  brands: FacetCount[];
  subcategories: FacetCount[];
  products: SearchProduct[];
}

/** Which product of a group its card shows (see the header). */
interface CardPreference {
  skuProductIds: readonly number[];
  words: readonly string[];
}

/**
 * Totals, both facets and the page's cards of one match, in one statement: one round trip to
 * the database for what the shopper sees (issue 17).
 */
async function runMatch(
  db: Database,
  request: SearchRequest,
  query: TextQuery | null,
  skuGroupIds: readonly number[],
  preference: CardPreference,
): Promise<Match> {
  const textMatch = query ? query.match : sql`false`;
  const rank = query ? query.rank : sql`0`;
  // Only a translated answer reads the translations (English's statement is as it was).
  const translated = request.locale
    ? {
        column: sql`, tr.name as translated_name`,
        join: sql`left join item_group_translations tr on tr.item_group_id = g.id and tr.locale = ${request.locale}`,
      }
    : { column: sql``, join: sql`` };
  const skuMatch = skuGroupIds.length ? sql`ig.id in ${idsOf(skuGroupIds)}` : sql`false`;
  const brandOk = request.brands.length
    ? sql`ig.brand_id in (select id from brands where lower(name) in ${textsOf(request.brands)})`
    : sql`true`;
  const subOk = request.subcategories.length
    ? sql`ig.subcategory_id in (select id from subcategories where lower(name) in ${textsOf(request.subcategories)})`
    : sql`true`;
  const since = request.newWithinDays
    ? sql`and ig.created_at >= ${new Date(Date.now() - request.newWithinDays * DAY_MS).toISOString()}::timestamptz`
    : sql``;
  const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
  const facet = (table: SQL, key: SQL, filter: SQL) => sql`
    (select coalesce(json_agg(json_build_object('key', f.name, 'count', f.n) order by f.n desc, f.name), '[]'::json)
     from (select t.name, count(*)::int as n from matched m join ${table} t on t.id = m.${key}
           where ${filter} group by t.name) f)`;
  const preferred: SQL[] = [
    ...(preference.skuProductIds.length
      ? [sql`(p.id in ${idsOf(preference.skuProductIds)}) desc`]
      : []),
    ...(preference.words.length
      ? [sql`(lower(p.color) in ${textsOf(preference.words)}) desc`]
      : []),
    sql`p.id`,
  ];

  const [row] = await queryRowsPrepared<MatchRow>(
    db,
    sql`
    with matched as materialized (
      select ig.id, ig.brand_id, ig.subcategory_id, ig.popularity, ig.created_at,
             ${rank} + case when ${skuMatch} then ${SKU_BOOST} else 0 end as score,
             ${brandOk} as brand_ok, ${subOk} as sub_ok
      from item_groups ig
      where ig.product_count > 0 and (${textMatch} or ${skuMatch}) ${since}
    ),
    page as (
      select id, row_number() over (order by ${ORDER_BY[request.order]}) as position
      from matched where brand_ok and sub_ok
      order by ${ORDER_BY[request.order]}
      limit ${SEARCH_PAGE_SIZE} offset ${offset}
    ),
    cards as (
      select page.position, g.id as item_group_id, g.name as group_name, b.name as brand,
             p.id, p.name, p.cover_image, p.images, p.color,
             p.selling_price::text as selling_price, p.currency ${translated.column}
      from page
      join item_groups g on g.id = page.id
      join brands b on b.id = g.brand_id
      ${translated.join}
      cross join lateral (
        select p.id, p.name, p.cover_image, p.images, p.color, p.selling_price, p.currency
        from products p where p.item_group_id = g.id and p.archived_at is null
        order by ${sql.join(preferred, sql`, `)}
        limit 1) p
    )
    select
      (select count(*)::int from matched where brand_ok and sub_ok) as total,
      ${facet(sql`brands`, sql.raw('brand_id'), sql`m.sub_ok`)} as brands,
      ${facet(sql`subcategories`, sql.raw('subcategory_id'), sql`m.brand_ok`)} as subcategories,
      (select coalesce(json_agg(to_json(c) order by c.position), '[]'::json) from cards c) as cards`,
  );
  return {
    total: Number(row?.total ?? 0),
    brands: row?.brands ?? [],
    subcategories: row?.subcategories ?? [],
    products: (row?.cards ?? []).map((r): SearchProduct => ({
      id: Number(r.id),
      product_name:
        r.translated_name && r.name.startsWith(r.group_name)
          ? r.translated_name + r.name.slice(r.group_name.length)
          : r.name,
      coverImage: r.cover_image,
      imagesArray: r.images,
      brand: r.brand,
      item_group_id: Number(r.item_group_id),
      sellingPrice: { amount: moneyNumber(r.selling_price), currency: r.currency },
      group_name: r.translated_name || r.group_name,
      color: r.color,
    })),
  };
}

/** A query's Latin-script words (corrected, matched as prefixes) and its CJK runs (by pieces). */
function queryParts(q: string): { words: string[]; cjk: string[] } {
  const parts = queryWords(q).flatMap(splitCjk);
  return {
    words: [...new Set(parts.filter((p) => !hasCjk(p)))],
    cjk: [...new Set(parts.filter(hasCjk))],
  };
}

/** A match's condition on item_groups `ig`, and its rank. */
interface TextQuery {
  match: SQL;
  rank: SQL;
}

/**
 * What a match runs: the words against search_vector through to_tsquery as always (an English
 * query's SQL is unchanged), CJK runs against translated_vector as their pieces cast straight to
 * tsquery, since the parser's view of CJK characters depends on the database's locale (decision
 * 206); both must match (`&`) or either may (`|`). Null: nothing to match.
 */
function matchQuery(
  alternatives: readonly (readonly string[])[],
  cjk: readonly string[],
  join: '&' | '|',
): TextQuery | null {
  const text = tsqueryText(alternatives, join);
  const words = text ? sql`to_tsquery('simple', ${text})` : null;
  const english = words
    ? { match: sql`ig.search_vector @@ ${words}`, rank: sql`ts_rank(ig.search_vector, ${words})` }
    : null;
  if (cjk.length === 0) return english;
  const pieces = sql`${cjkTsqueryText(cjk, join)}::tsquery`;
  const translated = {
    match: sql`ig.translated_vector @@ ${pieces}`,
    rank: sql`coalesce(ts_rank(ig.translated_vector, ${pieces}), 0)`,
  };
  if (!english) return translated;
  return {
    match: sql`(${english.match} ${join === '&' ? sql`and` : sql`or`} ${translated.match})`,
    rank: sql`(${english.rank} + ${translated.rank})`,
  };
}

export async function searchProducts(
  db: Database,
  request: SearchRequest,
): Promise<SearchResponse> {
  const { words, cjk } = queryParts(request.q);
  const sku = skuPrefix(request.q);
  const [alternatives, skuHits] = await Promise.all([
    wordAlternatives(db, words),
    sku ? skuMatches(db, sku) : Promise.resolve([]),
  ]);
  const skuGroupIds = [...new Set(skuHits.map((h) => h.itemGroupId))];

  const preference = { skuProductIds: skuHits.map((h) => h.productId), words: alternatives.flat() };
  let match = await runMatch(
    db,
    request,
    matchQuery(alternatives, cjk, '&'),
    skuGroupIds,
    preference,
  );
  if (match.total === 0 && alternatives.length + cjk.length > 1) {
    match = await runMatch(
      db,
      request,
      matchQuery(alternatives, cjk, '|'),
      skuGroupIds,
      preference,
    );
  }
  return {
    products: match.products,
    facets: { brands: match.brands, subcategories: match.subcategories },
    pagination: {
      page: request.page,
      page_size: SEARCH_PAGE_SIZE,
      total_pages: totalPages(match.total, SEARCH_PAGE_SIZE),
      total_results: match.total,
    },
  };
}

/**
 * Up to 10 phrases (brands, categories, item group names) holding every typed word as a word
 * prefix, typos corrected: the exact phrase first, then phrases starting with what was typed,
 * then brands, categories and groups, the bigger or more popular first.
 */
export async function suggest(db: Database, q: string): Promise<Suggestion[]> {
  // The phrases are the English names: a CJK run suggests nothing (search itself finds it).
  const words = queryParts(q).words;
  if (words.length === 0) return [];
  const alternatives = await wordAlternatives(db, words);
  const tsquery = tsqueryText(alternatives, '&');
  // What was typed, with each word as corrected: 'sandles' puts 'Sandals' first.
  const typed = alternatives.map((a) => a[0]).join(' ');
  const spellings = alternatives
    .reduce<string[]>(
      (phrases, options) =>
        phrases.flatMap((p) => options.map((o) => (p ? `${p} ${o}` : o))).slice(0, 30),
      [''],
    )
    .filter(Boolean);
  const rows = await queryRowsPrepared<{ value: string }>(
    db,
    sql`
    select value from search_suggestions
    where vector @@ to_tsquery('simple', ${tsquery})
    order by lower(value) in ${textsOf(spellings)} desc, lower(value) like ${`${typed}%`} desc,
             kind, weight desc, length(value), value
    limit ${MAX_SUGGESTIONS}`,
  );
  return rows.map((r) => ({ value: r.value }));
}
