// What search reads besides the catalogue itself (decision 094): each item group's counts and
// weighted text, the word list a mistyped word is corrected against, and the autocomplete
// phrases. Written here and nowhere else, by two callers:
// - the demo seeder, which indexes everything once (`indexItemGroups(db, 'all')`);
// - the back office's writers (forms, bulk actions, imports), which index only the groups they
//   touched, in the same transaction as the write, so an edit is searchable when it commits and
//   costs milliseconds however large the catalogue is.
// Only live (not archived) products count and are searchable. A word that no group uses any
// more stays in search_words until the next full index: it can only correct a typo to a word
// that then finds nothing, which is what the typo found before.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';

export type GroupSelection = readonly number[] | 'all';

/** `where` condition on item_groups aliased `ig`. */
function groupsWhere(groups: GroupSelection): SQL {
  if (groups === 'all') return sql`true`;
  return sql`ig.id in (select jsonb_array_elements_text(${JSON.stringify(groups)}::jsonb)::int)`;
}

/**
 * The autocomplete phrases (kind 0 brand, 1 category, 2 item group; weight orders within a kind),
 * one per phrase whatever its letter case. `only`: restrict to these lowercase phrases.
 */
function suggestionPhrases(only: SQL | undefined): SQL {
  const keep = (value: SQL) => (only ? sql`and lower(${value}) in ${only}` : sql``);
  return sql`
    select distinct on (lower(value)) value, kind, weight, to_tsvector('simple', value) as vector
    from (
      select b.name as value, 0 as kind, count(*)::int as weight
      from brands b join item_groups ig on ig.brand_id = b.id and ig.product_count > 0
      where true ${keep(sql`b.name`)}
      group by b.name
      union all
      select h.name, 1, count(*)::int
      from head_categories h join item_groups ig on ig.head_category_id = h.id and ig.product_count > 0
      where true ${keep(sql`h.name`)}
      group by h.name
      union all
      select s.name, 1, count(*)::int
      from subcategories s join item_groups ig on ig.subcategory_id = s.id and ig.product_count > 0
      where true ${keep(sql`s.name`)}
      group by s.name
      union all
      select ig.name, 2, ig.popularity from item_groups ig
      where ig.product_count > 0 ${keep(sql`ig.name`)}
    ) phrases
    order by lower(value), kind, weight desc`;
}

/**
 * Recomputes what search knows of these item groups (product count, search text and vector,
 * their words and phrases) from the catalogue as it stands. Call it in the writing transaction
 * after any change to a group, its products, or the brand or categories it belongs to.
 * `formerNames`: names the write replaced (a renamed brand, category or group), so their
 * phrases leave autocomplete.
 */
export async function indexItemGroups(
  db: Database,
  groups: GroupSelection,
  formerNames: readonly string[] = [],
): Promise<void> {
  if (groups !== 'all' && groups.length === 0 && formerNames.length === 0) return;
  const where = groupsWhere(groups);

  await db.execute(sql`
    update item_groups ig set
      product_count = coalesce(p.n, 0),
      search_text = lower(concat_ws(' ', ig.name, b.name, h.name, s.name, p.colours, p.skus)),
      search_vector =
        setweight(to_tsvector('simple', ig.name), 'A') ||
        setweight(to_tsvector('simple', b.name), 'A') ||
        setweight(to_tsvector('simple', s.name), 'B') ||
        setweight(to_tsvector('simple', h.name), 'C') ||
        setweight(to_tsvector('simple', coalesce(p.colours, '')), 'C') ||
        setweight(to_tsvector('simple', coalesce(p.skus, '')), 'D'),
      -- Translated names (decision 206), weighted as their English, as CJK pieces, in a vector
      -- of their own: search_vector, which English queries read, is what it always was.
      translated_vector = nullif(
        setweight(cjk_grams(t.names_a), 'A') ||
        setweight(cjk_grams(t.names_b), 'B') ||
        setweight(cjk_grams(t.names_c), 'C'), ''::tsvector)
    from brands b, head_categories h, subcategories s,
      item_groups g left join lateral (
        select count(*)::int as n, string_agg(distinct color, ' ') as colours,
          string_agg(sku, ' ' order by id) as skus
        from products where item_group_id = g.id and archived_at is null) p on true
      left join lateral (
        select
          concat_ws(' ',
            (select string_agg(name, ' ') from item_group_translations where item_group_id = g.id),
            (select string_agg(name, ' ') from brand_translations where brand_id = g.brand_id)) as names_a,
          (select string_agg(name, ' ') from subcategory_translations where subcategory_id = g.subcategory_id) as names_b,
          (select string_agg(name, ' ') from head_category_translations where head_category_id = g.head_category_id) as names_c
      ) t on true
    where g.id = ig.id and b.id = ig.brand_id and h.id = ig.head_category_id
      and s.id = ig.subcategory_id and ${where}`);

  if (groups === 'all') {
    await db.execute(sql`delete from search_words`);
    await db.execute(sql`delete from search_suggestions`);
  }
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat(${`select search_vector from public.item_groups ig where product_count > 0 and ${groups === 'all' ? 'true' : `ig.id in (${groups.map((id) => Number(id)).join(',') || 'null'})`}`})
    where word !~ '[0-9-]' and length(word) >= 2
    on conflict do nothing`);

  if (groups === 'all') {
    await db.execute(sql`insert into search_suggestions ${suggestionPhrases(undefined)}`);
    return;
  }
  // The phrases these groups take part in (their names, brands and categories) and the names
  // the write replaced: each is deleted and written again from the catalogue as it stands.
  const phrases = sql`(
    select lower(x) from (
      select ig.name as x from item_groups ig where ${where}
      union select b.name from brands b join item_groups ig on ig.brand_id = b.id where ${where}
      union select h.name from head_categories h join item_groups ig on ig.head_category_id = h.id where ${where}
      union select s.name from subcategories s join item_groups ig on ig.subcategory_id = s.id where ${where}
      union select jsonb_array_elements_text(${JSON.stringify(formerNames)}::jsonb)
    ) names)`;
  await db.execute(sql`delete from search_suggestions where lower(value) in ${phrases}`);
  await db.execute(sql`insert into search_suggestions ${suggestionPhrases(phrases)}`);
}
