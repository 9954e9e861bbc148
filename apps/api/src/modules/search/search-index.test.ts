// indexItemGroups one group at a time (decision 094): a rename, a new colour, an archived product
// and a group with nothing left reach search and autocomplete at once, and leave the rest of the
// index as a full rebuild would have it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SearchResponse, Suggestion } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { indexItemGroups } from './search-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ itemGroups: 40 });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function search(q: string): Promise<SearchResponse> {
  const res = await t.app.inject({ url: '/api/ecommerce/search/products/', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function suggestions(q: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/ecommerce/search/autocomplete/', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Suggestion[]).map((s) => s.value);
}

const snapshot = async () => ({
  words: await queryRows<{ word: string }>(db(), sql`select word from search_words order by word`),
  phrases: await queryRows<{ value: string; kind: number; weight: number }>(
    db(),
    sql`select value, kind, weight from search_suggestions order by lower(value)`,
  ),
  groups: await queryRows<{ id: number; product_count: number; search_text: string }>(
    db(),
    sql`select id, product_count, search_text from item_groups order by id`,
  ),
});

describe('indexing one item group', () => {
  it('makes a renamed group findable and suggested, and forgets its old name', async () => {
    const [group] = await queryRows<{ id: number; name: string }>(
      db(),
      sql`select id, name from item_groups where product_count > 0 order by id limit 1`,
    );
    await db().execute(
      sql`update item_groups set name = 'Quokkawalk Runner' where id = ${group!.id}`,
    );
    // Nothing is indexed until the writer says so.
    expect((await search('quokkawalk')).products).toHaveLength(0);
    await indexItemGroups(db(), [group!.id], [group!.name]);
    // As every writer does after its commit: the empty answer above was kept by the microcache.
    expect((await search('quokkawalk')).products).toHaveLength(0);
    t.app.storefrontChanges.changed();

    const found = await search('quokkawalk');
    expect(found.products.map((p) => p.item_group_id)).toContain(group!.id);
    expect((await search('quokawalk')).products.length).toBeGreaterThan(0); // a typo is corrected
    expect((await suggestions('quokka')).join(' ')).toContain('Quokkawalk Runner');
    const old = await queryRows(
      db(),
      sql`select 1 from search_suggestions where lower(value) = lower(${group!.name})
          and not exists (select 1 from item_groups where lower(name) = lower(${group!.name}) and product_count > 0)`,
    );
    expect(old).toHaveLength(0);
  });

  it('drops archived products from the count and a group with none left from search', async () => {
    const [group] = await queryRows<{ id: number; name: string; product_count: number }>(
      db(),
      sql`select id, name, product_count from item_groups where product_count > 1 order by id desc limit 1`,
    );
    const [one] = await queryRows<{ id: number; sku: string }>(
      db(),
      sql`select id, sku from products where item_group_id = ${group!.id} order by id limit 1`,
    );
    await db().execute(sql`update products set archived_at = now() where id = ${one!.id}`);
    await indexItemGroups(db(), [group!.id]);
    const [after] = await queryRows<{ product_count: number; search_text: string }>(
      db(),
      sql`select product_count, search_text from item_groups where id = ${group!.id}`,
    );
    expect(after!.product_count).toBe(group!.product_count - 1);
    expect(after!.search_text).not.toContain(one!.sku.toLowerCase());

    await db().execute(
      sql`update products set archived_at = now() where item_group_id = ${group!.id}`,
    );
    await indexItemGroups(db(), [group!.id]);
    const [none] = await queryRows<{ product_count: number }>(
      db(),
      sql`select product_count from item_groups where id = ${group!.id}`,
    );
    expect(none!.product_count).toBe(0);
    const suggested = await queryRows(
      db(),
      sql`select 1 from search_suggestions where lower(value) = lower(${group!.name})
          and not exists (select 1 from item_groups where lower(name) = lower(${group!.name}) and product_count > 0)`,
    );
    expect(suggested).toHaveLength(0);
  });

  it('leaves the index as a full rebuild would, apart from words nobody uses any more', async () => {
    const incremental = await snapshot();
    await indexItemGroups(db(), 'all');
    const full = await snapshot();
    expect(incremental.groups).toEqual(full.groups);
    expect(incremental.phrases).toEqual(full.phrases);
    const fullWords = new Set(full.words.map((w) => w.word));
    for (const word of fullWords) expect(incremental.words.map((w) => w.word)).toContain(word);
  });
});

describe("search's GIN indexes (decision 124)", () => {
  const ginIndexes = [
    'item_groups_search_idx',
    'search_words_word_trgm_idx',
    'search_suggestions_vector_idx',
  ];

  it('write straight into the index, so no search reads a pending list that nothing merges', async () => {
    const options = await queryRows<{ name: string; options: string[] | null }>(
      db(),
      sql`select relname as name, reloptions as options from pg_class
          where relname in (select jsonb_array_elements_text(${JSON.stringify(ginIndexes)}::jsonb))
          order by relname`,
    );
    expect(options).toEqual(
      [...ginIndexes].sort().map((name) => ({ name, options: ['fastupdate=off'] })),
    );
    // After the seed and this file's edits (PGlite runs no autovacuum) nothing is pending.
    await indexItemGroups(db(), 'all', []);
    for (const index of ginIndexes) {
      const [row] = await queryRows<{ pages: number }>(
        db(),
        sql`select gin_clean_pending_list(${index}::regclass)::int as pages`,
      );
      expect(row?.pages, index).toBe(0);
    }
  });
});
