// Search's word and suggestion tables. Defined in migration 0002_search as views, tables since
// 0009 (decision 094): the catalogue's writers keep them current one item group at a time
// (modules/catalogue/catalogue-index.ts).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from './columns.ts';

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
