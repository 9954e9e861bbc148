// The search box's behaviour (000 §4, §9), shared by the desktop box and the mobile search
// page: suggestions 500 ms after typing stops (at most 10); ArrowDown/ArrowUp move the
// highlight and copy the suggestion into the box; Enter searches the highlighted suggestion or
// the trimmed text, then clears the suggestions and blurs; blank text is never searched; the
// dropdown closes 200 ms after focus leaves the box (so a click on it still lands).
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  MAX_SUGGESTIONS,
  SEARCH_BLUR_CLOSE_MS,
  type Suggestion,
} from '@solestock/domain';
import { apiJson, browserApi } from '../../lib/api';
import { searchHref } from '../../lib/search-url';
import { useRecentSearches } from './recent-searches';

export type SuggestFn = (q: string) => Promise<string[]>;

export const suggestFromApi: SuggestFn = async (q) =>
  (
    await apiJson<Suggestion[]>(
      browserApi,
      `/ecommerce/search/autocomplete/?q=${encodeURIComponent(q)}`,
    )
  ).map((s) => s.value);

export interface SearchBoxOptions {
  /** The box's input, blurred after a search and refocused after removing a recent one. */
  inputRef: RefObject<HTMLInputElement | null>;
  initialText?: string;
  /** Where suggestions come from; the API unless a test says otherwise. */
  suggest?: SuggestFn;
  /** Called after a search has been started (the mobile page closes itself). */
  onSearched?: () => void;
}

export function useSearchBox({
  inputRef,
  initialText = '',
  suggest = suggestFromApi,
  onSearched,
}: SearchBoxOptions) {
  const navigate = useNavigate();
  const { recent, add, remove, reload } = useRecentSearches();
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Answers to an older text arrive late sometimes: only the latest request may fill the list.
  const latestRequest = useRef(0);

  // A new results page (back, forward, a link) shows its own query in the box.
  const [textFor, setTextFor] = useState(initialText);
  if (textFor !== initialText) {
    setTextFor(initialText);
    setText(initialText);
  }
  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const dropSuggestions = useCallback(() => {
    clearTimeout(debounceTimer.current);
    latestRequest.current += 1;
    setSuggestions([]);
    setActive(-1);
  }, []);

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(debounceTimer.current);
    const q = value.trim();
    if (!q) {
      dropSuggestions();
      return;
    }
    debounceTimer.current = setTimeout(() => {
      const request = ++latestRequest.current;
      suggest(q).then(
        (values) => {
          if (request === latestRequest.current) setSuggestions(values.slice(0, MAX_SUGGESTIONS));
        },
        (error: unknown) => {
          // 000 §8: an autocomplete failure is logged and the list emptied.
          console.error('autocomplete failed', error);
          if (request === latestRequest.current) setSuggestions([]);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const search = (term: string) => {
    const q = term.trim();
    if (!q) return;
    add(q);
    dropSuggestions();
    setText(q);
    setOpen(false);
    inputRef.current?.blur();
    void navigate(searchHref(q));
    onSearched?.();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const next =
        event.key === 'ArrowDown'
          ? Math.min(active + 1, suggestions.length - 1)
          : Math.max(active - 1, 0);
      setActive(next);
      setText(suggestions[next] ?? '');
      setOpen(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      search(active >= 0 ? (suggestions[active] ?? text) : text);
    } else if (event.key === 'Escape') {
      if (suggestions.length || open) event.preventDefault();
      dropSuggestions();
      setOpen(false);
    }
  };

  /** Focus entering anywhere in the box (input, suggestion, recent search) keeps it open. */
  const focusIn = () => {
    clearTimeout(closeTimer.current);
    if (!open) reload();
    setOpen(true);
  };
  const focusOut = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
  };

  const removeRecent = (term: string) => {
    remove(term);
    // The removed button took focus with it: give it back to the box so it can still close.
    inputRef.current?.focus();
  };

  return {
    text,
    suggestions,
    active,
    open,
    recent,
    change,
    search,
    keyDown,
    focusIn,
    focusOut,
    removeRecent,
  };
}
