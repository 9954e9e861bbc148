// @vitest-environment jsdom
// The rates page: the 48 h warning, the form only for rates.write, refused rates shown with
// their sentences beside the fields, "Fetch now" only with a source, and the age in words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RatesPage } from './rates-page';
import { ageText, type AdminRates, type RatesActionResult } from './rates-types';

const rates: AdminRates = {
  base: 'USD',
  currencies: ['CAD', 'CNY', 'GBP', 'INR', 'JPY'],
  rates: { USD: '1', CAD: '1.37', CNY: '7.24', GBP: '0.79', INR: '83.5', JPY: '151.2' },
  updated_at: '2026-11-20T08:00:00Z',
  stale: true,
  source_url: null,
  refresh_hours: null,
  fetch: null,
};
const history = { count: 0, page: 1, page_size: 20, results: [] };

function show(props: { rates?: AdminRates; mayWrite?: boolean; result?: RatesActionResult }) {
  const element = (
    <RatesPage
      rates={props.rates ?? rates}
      age="4 days"
      history={history}
      search={new URLSearchParams()}
      mayWrite={props.mayWrite ?? true}
      result={props.result}
    />
  );
  const router = createMemoryRouter([{ path: '/admin/rates', element }], {
    initialEntries: ['/admin/rates'],
  });
  render(<RouterProvider router={router} />);
}

describe('RatesPage', () => {
  afterEach(cleanup);

  it('warns when the rates are stale and offers the form to whoever may set them', () => {
    show({});
    expect(screen.getByRole('alert').textContent).toMatch(
      /more than 48 hours old \(set 4 days ago\)/,
    );
    expect((screen.getByLabelText('JPY per 1 USD') as HTMLInputElement).value).toBe('151.2');
    expect(screen.queryByRole('button', { name: 'Fetch now' })).toBeNull();
    expect(screen.getByText(/No source is configured/)).toBeTruthy();
  });

  it('shows a refused rate beside its field, with what was typed', () => {
    show({
      result: {
        intent: 'set',
        ok: false,
        error: 'Please correct the rates marked below.',
        fields: { 'rates.JPY': 'The rate of JPY must be more than 0.' },
        values: { JPY: '-5', CAD: '1.37', CNY: '7.24', GBP: '0.79', INR: '83.5' },
      },
    });
    const jpy = screen.getByLabelText('JPY per 1 USD') as HTMLInputElement;
    expect(jpy.value).toBe('-5');
    expect(jpy.getAttribute('aria-invalid')).toBe('true');
    expect(jpy.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText('The rate of JPY must be more than 0.')).toBeTruthy();
  });

  it('has no form for support, and "Fetch now" with a source for managers', () => {
    show({ mayWrite: false, rates: { ...rates, stale: false } });
    expect(screen.queryByLabelText('JPY per 1 USD')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    show({
      rates: {
        ...rates,
        source_url: 'http://127.0.0.1:9/eurofxref-daily.xml',
        refresh_hours: 6,
        fetch: { next_fetch_at: null, last_error: 'fetch failed', last_fetch: null },
      },
    });
    expect(screen.getByRole('button', { name: 'Fetch now' })).toBeTruthy();
    expect(screen.getByText(/The last attempt failed: fetch failed/)).toBeTruthy();
  });
});

describe('ageText', () => {
  const at = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:59:40Z', 'less than a minute'],
    ['2026-11-24T11:59:00Z', '1 minute'],
    ['2026-11-24T09:00:00Z', '3 hours'],
    ['2026-11-22T13:00:00Z', '47 hours'],
    ['2026-11-22T11:00:00Z', '2 days'],
    ['2026-11-20T12:00:00Z', '4 days'],
  ])('%s → %s', (iso, words) => {
    expect(ageText(iso, at)).toBe(words);
  });
  it('is null for rates never set', () => {
    expect(ageText(null, at)).toBeNull();
  });
});

describe('RatesPage, rates loaded at set-up', () => {
  afterEach(cleanup);

  it('says the set-up rates leave no history, instead of “nothing recorded” beside “Set … ago”', () => {
    show({ rates: { ...rates, stale: false } });
    const current = screen.getByRole('heading', { name: 'Current rates' }).parentElement!;
    expect(current.textContent).toMatch(/when the store was set up/);
    expect(screen.getByText(/Nothing set by hand or fetched yet/).textContent).toMatch(
      /demo rates loaded when the store was set up/,
    );
    expect(screen.queryByText(/No set of rates has been recorded/)).toBeNull();
  });
});
