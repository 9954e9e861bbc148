// @vitest-environment jsdom
// 000 §4 "Search results: loading, loaded or error": while the next results load, the screen says
// the spec's loading text, 'loading...' (000 §8; issue 27.14).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLoaderData } from 'react-router';
import { parseSearchUrl, type SearchResponse } from '../../lib/search-url';
import { SearchResultsScreen, type SearchResultsProps } from './search-results-screen';

afterEach(cleanup);

const results: SearchResponse = {
  products: [],
  facets: { brands: [], subcategories: [] },
  pagination: { page: 1, page_size: 20, total_pages: 3, total_results: 45 },
};
const first: SearchResultsProps = {
  ...parseSearchUrl(new URLSearchParams('q=boots')),
  results,
  error: null,
};

function Screen() {
  return <SearchResultsScreen {...useLoaderData<SearchResultsProps>()} />;
}

describe('search results loading', () => {
  it("says 'loading...' while the next page of results loads, and not once it has", async () => {
    let finish: (value: SearchResultsProps) => void = () => {};
    let calls = 0;
    const router = createMemoryRouter(
      [
        {
          id: 'search',
          path: '/search-results',
          element: <Screen />,
          loader: () => {
            calls += 1;
            return new Promise<SearchResultsProps>((resolve) => (finish = resolve));
          },
        },
      ],
      {
        initialEntries: ['/search-results?q=boots'],
        hydrationData: { loaderData: { search: first } },
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => {
      void router.navigate('/search-results?q=boots&page=2');
    });
    expect(calls).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('loading...');

    await act(async () => finish({ ...first, filters: { ...first.filters, page: 2 } }));
    expect(screen.queryByText('loading...')).toBeNull();
  });
});
