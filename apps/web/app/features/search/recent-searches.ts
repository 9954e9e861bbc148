// Recent searches (000 §3): up to 10 strings in local storage under `recentSearches`, newest
// first, each once (in any case). Storage that is missing, full or holds junk is survived.
import { useCallback, useState } from 'react';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY } from '@solestock/domain';

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

function write(list: string[]): void {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the list just is not remembered.
  }
}

/** The list with `term` first, an earlier copy (in any case) dropped, cut to 10. */
export function withRecentSearch(list: readonly string[], term: string): string[] {
  const key = term.toLowerCase();
  return [term, ...list.filter((s) => s.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

export function useRecentSearches() {
  // Empty on the server and in the first render, so hydration matches; the box reads storage
  // (reload) whenever it opens, which is also when the list is first shown.
  const [recent, setRecent] = useState<string[]>([]);

  const add = useCallback((term: string) => {
    const next = withRecentSearch(readRecentSearches(), term);
    write(next);
    setRecent(next);
  }, []);
  const remove = useCallback((term: string) => {
    const next = readRecentSearches().filter((s) => s !== term);
    write(next);
    setRecent(next);
  }, []);
  /** Re-read storage: when the box opens, as another box (desktop or mobile) may have added one. */
  const reload = useCallback(() => setRecent(readRecentSearches()), []);
  return { recent, add, remove, reload };
}
