// What a typed query becomes before it meets SQL: words of letters and digits only, so quotes,
// tsquery operators (& | ! : * ( )), LIKE wildcards and emoji can never change a query's
// meaning; and, when it looks like one, a SKU prefix.

/** Words past this many add nothing to a product search and only cost time. */
export const MAX_QUERY_WORDS = 8;
/** A longer word is no word of the catalogue; cut, it still matches by prefix. */
const MAX_WORD_LENGTH = 40;

/**
 * Japanese and Chinese characters (hiragana, katakana with ー, CJK ideographs and extension A,
 * compatibility ideographs), as migration 0046's cjk_grams classes them: text written
 * without spaces, indexed as single characters and two-character pieces (decision 206).
 */
const CJK_RUN = /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;

/** Whether a query word holds CJK characters (then it is matched by its pieces, not its letters). */
export const hasCjk = (word: string): boolean =>
  /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u.test(word);

/**
 * A word's parts: its CJK runs and the rest ('nike皮鞋' → ['nike', '皮鞋']), so each part is matched
 * the way it was indexed.
 */
export function splitCjk(word: string): string[] {
  return word
    .replace(CJK_RUN, (run) => ` ${run} `)
    .split(' ')
    .filter(Boolean);
}

/**
 * The tsquery text of CJK runs: each run must hold all its two-character pieces (a single
 * character: itself), as cjk_grams indexed them; runs AND or OR together as `join` says. The
 * pieces are CJK characters only, so quoting them keeps the text a valid tsquery.
 */
export function cjkTsqueryText(runs: readonly string[], join: '&' | '|'): string {
  return runs
    .map((run) => {
      const chars = [...run];
      const pieces =
        chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      return `(${[...new Set(pieces)].map((p) => `'${p}'`).join(' & ')})`;
    })
    .join(` ${join} `);
}

/** The query's words: NFKC-normalised, lowercased, split on anything but letters and digits. */
export function queryWords(q: string): string[] {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * The SKU prefix a query may be ('ss-04-1203' → 'SS-04-1203'): letters, digits and dashes with
 * at least one digit and one dash, as the catalogue's SKUs are written; else null.
 */
export function skuPrefix(q: string): string | null {
  const text = q.trim().toUpperCase();
  if (text.length < 4 || text.length > 64) return null;
  return /^[A-Z0-9-]+$/.test(text) && /\d/.test(text) && text.includes('-') ? text : null;
}

/**
 * A tsquery text for words, each with its alternatives (a corrected spelling), all matched as
 * prefixes: AND across words, or OR when nothing matches them all. Words are letters and digits
 * only (queryWords), so quoting them is enough to keep the text a valid tsquery.
 */
export function tsqueryText(words: readonly (readonly string[])[], join: '&' | '|'): string {
  return words
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => `(${alternatives.map((w) => `'${w}':*`).join(' | ')})`)
    .join(` ${join} `);
}
