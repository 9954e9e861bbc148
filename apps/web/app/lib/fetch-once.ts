// One request per page load for what several components, or several visits of one route, want
// from the web server after hydration (the header's catalogue directory, Recommended Products):
// the first caller fetches, the others share its answer, and a failure (offline, a 5xx) is
// forgotten so that the next caller tries again.
import { localizedPath, shownPageLocale } from '../i18n/locale-path';

export interface FetchedOnce<T> {
  get(): Promise<T>;
  /** For tests: forget the answer, as a new page load would. */
  forget(): void;
}

export function fetchOnce<T>(path: string, onFailure: (error: Error) => T): FetchedOnce<T> {
  let pending: Promise<T> | null = null;
  return {
    get() {
      // A /ja/ page asks /ja/…: its answer is in the page's language.
      pending ??= fetch(localizedPath(shownPageLocale(), path), {
        headers: { accept: 'application/json' },
      })
        .then((res) => {
          if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
          return res.json() as Promise<T>;
        })
        .catch((e: unknown) => {
          pending = null;
          return onFailure(e instanceof Error ? e : new Error(String(e)));
        });
      return pending;
    },
    forget() {
      pending = null;
    },
  };
}
