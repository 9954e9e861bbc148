// The search box (000 §2 Header, §4): the desktop combobox with its dropdown, and the mobile
// bar that opens a full-screen search page with the same behaviour. Both follow the ARIA
// combobox pattern: the input owns a listbox of suggestions, the highlighted one named by
// aria-activedescendant, so screen readers hear what the arrow keys pick.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_RESULTS_PATH } from '../../lib/search-url';
import { useSearchBox, type SuggestFn } from './use-search-box';
import { useT } from '../../i18n/i18n';

/** The query of the results page being shown, so the box keeps showing what was searched. */
function useCurrentQuery(): string {
  const location = useLocation();
  return location.pathname === SEARCH_RESULTS_PATH
    ? (new URLSearchParams(location.search).get('q') ?? '').trim()
    : '';
}

function SearchIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path
        fill="currentColor"
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l3.65 3.65-1.06 1.06-3.65-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
      />
    </svg>
  );
}

/** The typed part of a suggestion in bold, as shoppers expect from a search box. */
function Highlighted({ value, typed }: { value: string; typed: string }) {
  const at = typed ? value.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <strong className="font-semibold">{value.slice(at, at + typed.length)}</strong>
      {value.slice(at + typed.length)}
    </>
  );
}

function SearchCombobox({
  variant,
  suggest,
  onSearched,
  autoFocus = false,
}: {
  variant: 'dropdown' | 'page';
  suggest?: SuggestFn | undefined;
  onSearched?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const initialText = useCurrentQuery();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox({ inputRef, initialText, suggest, onSearched });
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const typed = box.text.trim();
  // The page shows its lists whether or not the input has focus; the dropdown only while open.
  const visible = variant === 'page' || box.open;
  const showSuggestions = visible && typed !== '' && box.suggestions.length > 0;
  const showRecent = visible && typed === '';

  const panel =
    variant === 'dropdown'
      ? 'absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl'
      : 'mt-2';

  return (
    <div className="relative" onFocus={box.focusIn} onBlur={box.focusOut}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          box.search(box.text);
        }}
        className="flex items-center rounded-full border border-slate-300 bg-white pl-4 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.searchProducts')}
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          type="search"
          role="combobox"
          aria-expanded={showSuggestions}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            showSuggestions && box.active >= 0 ? optionId(box.active) : undefined
          }
          autoComplete="off"
          enterKeyHint="search"
          // The mobile search page exists to type in; it opens with the keyboard up.
          autoFocus={autoFocus}
          maxLength={200}
          placeholder={t('search.placeholder')}
          value={box.text}
          onChange={(e) => box.change(e.target.value)}
          onKeyDown={box.keyDown}
          className="min-w-0 flex-1 bg-transparent py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label={t('search.search')}
          className="m-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
        >
          <SearchIcon className="h-4 w-4" />
        </button>
      </form>

      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showSuggestions}
        className={panel}
      >
        {box.suggestions.map((value, i) => (
          <li
            key={value}
            id={optionId(i)}
            role="option"
            aria-selected={i === box.active}
            // Keep focus in the input; the click still lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => box.search(value)}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-slate-700 ${
              i === box.active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50'
            }`}
          >
            <SearchIcon className="h-4 w-4 shrink-0 text-slate-400" />
            <span className="truncate">
              <Highlighted value={value} typed={typed} />
            </span>
          </li>
        ))}
      </ul>

      {showRecent ? (
        <section aria-label={t('search.recentSearches')} className={panel}>
          <h2 className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('search.recentSearches')}
          </h2>
          {box.recent.length === 0 ? (
            <p className="px-4 py-2 text-sm text-slate-600">{t('search.noRecent')}</p>
          ) : (
            <ul>
              {box.recent.map((term) => (
                <li key={term} className="flex items-center hover:bg-slate-50">
                  <button
                    type="button"
                    onClick={() => box.search(term)}
                    className="flex min-w-0 flex-1 items-center gap-3 px-4 py-2 text-left text-sm text-slate-700"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="h-4 w-4 shrink-0 text-slate-400"
                    >
                      <path
                        fill="currentColor"
                        d="M10 3a7 7 0 1 1-6.93 8h1.52A5.5 5.5 0 1 0 5.6 6.1L7.5 8H3V3.5l1.54 1.54A6.98 6.98 0 0 1 10 3Zm-.75 3h1.5v3.69l2.28 2.28-1.06 1.06-2.72-2.72V6Z"
                      />
                    </svg>
                    <span className="truncate">{term}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={t('search.removeRecent', { term })}
                    onClick={() => box.removeRecent(term)}
                    className="mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-lg leading-none text-slate-400 hover:bg-slate-200 hover:text-slate-700"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The header's search box at 1024 px and wider. */
export function DesktopSearchBox({ suggest }: { suggest?: SuggestFn }) {
  return (
    <div className="w-full max-w-xl">
      <SearchCombobox variant="dropdown" suggest={suggest} />
    </div>
  );
}

/**
 * The mobile header's tappable search bar; it opens the full-screen search page (000 §2,
 * §4: "mobile search page open or closed"), which closes on a search, Back or Escape. The page
 * is a native modal <dialog> (decision 088): showModal() keeps Tab inside it and makes the shop
 * behind inert; on close focus goes back to the bar that opened it.
 */
export function MobileSearchBar({ suggest }: { suggest?: SuggestFn }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const query = useCurrentQuery();
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex w-full items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-left text-sm text-slate-500"
      >
        <SearchIcon className="h-4 w-4 text-slate-400" />
        <span className="truncate">{query || t('search.placeholder')}</span>
        <span className="sr-only">{t('search.openSearch')}</span>
      </button>
      {open ? <MobileSearchPage suggest={suggest} onClose={close} /> : null}
    </>
  );
}

function MobileSearchPage({
  suggest,
  onClose,
}: {
  suggest?: SuggestFn | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
      // showModal() focuses the first control (Back): the page exists to type in.
      element.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
    // A modal dialog does not stop the page behind from scrolling under it.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // Every way out (Back, a search, Escape through the dialog's own cancel) ends in close().
  const dismiss = () => {
    if (dialog.current?.open) dialog.current.close();
    else onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={t('search.search')}
      onClose={onClose}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-white p-0"
    >
      <div className="flex items-start gap-2 border-b border-slate-200 px-3 py-3">
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('search.closeSearch')}
          className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path
              fill="currentColor"
              d="M12.7 4.3 7 10l5.7 5.7-1.06 1.06L4.88 10l6.76-6.76 1.06 1.06Z"
            />
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <SearchCombobox variant="page" suggest={suggest} onSearched={dismiss} autoFocus />
        </div>
      </div>
    </dialog>
  );
}
