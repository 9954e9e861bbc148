// What a typed query becomes before it meets SQL: words of letters and digits only, so quotes,
// tsquery operators (& | ! : * ( )), LIKE wildcards and emoji can never change a query's
// meaning; and, when it looks like one, a SKU prefix.

/** Words past this many add nothing to a product search and only cost time. */
export const MAX_QUERY_WORDS = 8;
/** A longer word is no word of the catalogue; cut, it still matches by prefix. */
const MAX_WORD_LENGTH = 40;

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
