// @vitest-environment jsdom
// The search box as a shopper drives it (000 §4, §9): the 500 ms debounce, at most 10
// suggestions, the arrow keys and Enter, recent searches (add, cap at 10, remove) and the
// 200 ms close after blur. Suggestions come from a function the test controls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { DesktopSearchBox, MobileSearchBar } from './search-box';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBox(
  suggest: (q: string) => Promise<string[]>,
  which: 'desktop' | 'mobile' = 'desktop',
) {
  const box =
    which === 'desktop' ? (
      <DesktopSearchBox suggest={suggest} />
    ) : (
      <MobileSearchBar suggest={suggest} />
    );
  const element = (
    <>
      {box}
      <button type="button">elsewhere</button>
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/search-results', element },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const where = () => screen.getByTestId('where').textContent;
const input = () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const stored = () =>
  JSON.parse(localStorage.getItem('recentSearches') ?? 'null') as string[] | null;

// jsdom has no modal dialogs: open and close as the browser does, close firing 'close'.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  // Only the timers the box uses (React's scheduler needs the rest); they also follow the real
  // clock so user-event's own waits end. Tests that time the box to the millisecond call exact().
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets time pass and the suggestion promise settle inside React's act. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

/** Timers that move only when told, for the timing tests; these drive the box with fireEvent. */
function exact() {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `Aldenmoor ${i + 1}`);

describe('suggestions', () => {
  it('asks once, 500 ms after typing stops, and shows at most 10', async () => {
    exact();
    const suggest = vi.fn(async () => names(12));
    renderBox(suggest);
    fireEvent.change(input(), { target: { value: 'al' } });
    await wait(300);
    fireEvent.change(input(), { target: { value: 'ald' } });
    await wait(499);
    expect(suggest).not.toHaveBeenCalled();
    await wait(1);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith('ald');
    expect(options()).toHaveLength(10);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('empties the list when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const suggest = vi.fn(async (q: string) => {
      if (q === 'aldx') throw new Error('down');
      return names(3);
    });
    renderBox(suggest);
    await user.type(input(), 'ald');
    await wait(500);
    expect(options()).toHaveLength(3);
    await user.type(input(), 'x');
    await wait(500);
    expect(options()).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('keyboard', () => {
  it('moves the highlight with the arrows, copies it into the box and searches it on Enter', async () => {
    renderBox(async () => names(3));
    await user.type(input(), 'ald');
    await wait(500);
    await user.keyboard('{ArrowDown}');
    expect(input().value).toBe('Aldenmoor 1');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input().value).toBe('Aldenmoor 3');
    await user.keyboard('{ArrowUp}');
    expect(input().value).toBe('Aldenmoor 2');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Aldenmoor 2');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(where()).toBe('/search-results?q=Aldenmoor%202');
    expect(options()).toHaveLength(0);
    expect(document.activeElement).not.toBe(input());
  });

  it('searches the trimmed text on Enter and never a blank one', async () => {
    renderBox(async () => []);
    await user.type(input(), '   {Enter}');
    expect(where()).toBe('/');
    await user.clear(input());
    await user.type(input(), '  black sandals  {Enter}');
    expect(where()).toBe('/search-results?q=black%20sandals');
  });

  it('searches a clicked suggestion', async () => {
    renderBox(async () => names(3));
    await user.type(input(), 'ald');
    await wait(500);
    await user.click(options()[2]!);
    expect(where()).toBe('/search-results?q=Aldenmoor%203');
  });
});

describe('recent searches', () => {
  it('says so when there are none', async () => {
    renderBox(async () => []);
    await user.click(input());
    expect(screen.getByText('You have not searched anything yet.')).toBeTruthy();
  });

  it('keeps searches newest first, once each, at most 10, and removes one', async () => {
    renderBox(async () => []);
    for (let i = 1; i <= 11; i++) {
      await user.clear(input());
      await user.type(input(), `term ${i}{Enter}`);
    }
    await user.clear(input());
    await user.type(input(), 'TERM 5{Enter}');
    const list = stored()!;
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('TERM 5');
    expect(list.filter((s) => s.toLowerCase() === 'term 5')).toHaveLength(1);
    expect(list).not.toContain('term 1');

    await user.clear(input());
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('button', { name: /^term|^TERM/ })).toHaveLength(10);
    await user.click(
      within(recent).getByRole('button', { name: 'Remove term 11 from recent searches' }),
    );
    expect(stored()).toHaveLength(9);
    expect(stored()).not.toContain('term 11');
    expect(within(recent).queryByRole('button', { name: 'term 11' })).toBeNull();

    await user.click(within(recent).getByRole('button', { name: 'term 9' }));
    expect(where()).toBe('/search-results?q=term%209');
    expect(stored()![0]).toBe('term 9');
  });

  it('closes 200 ms after the box loses focus, not before', async () => {
    exact();
    renderBox(async () => []);
    act(() => input().focus());
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    await wait(199);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeNull();
    await wait(1);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });
});

describe('mobile search page', () => {
  it('opens from the bar, behaves the same and closes after a search', async () => {
    renderBox(async () => names(2), 'mobile');
    await user.click(screen.getByRole('button', { name: /open search/ }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(document.activeElement).toBe(input());
    await user.type(input(), 'ald');
    await wait(500);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/search-results?q=Aldenmoor%201');
    expect(dialog.isConnected).toBe(false);
    await user.click(screen.getByRole('button', { name: /open search/ }));
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a native modal dialog and hands focus back to the bar on every way out', async () => {
    renderBox(async () => names(2), 'mobile');
    const bar = screen.getByRole('button', { name: /open search/ });
    await user.click(bar);
    const dialog = screen.getByRole('dialog', { name: 'Search' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bar);
    expect(document.body.style.overflow).toBe('');

    // Escape: the browser cancels and closes the dialog, which fires 'close'.
    await user.click(bar);
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bar);

    // A search closes it too, and focus still lands on the bar.
    await user.click(bar);
    await user.type(input(), 'boots{Enter}');
    expect(where()).toBe('/search-results?q=boots');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /open search/ }));
  });
});
