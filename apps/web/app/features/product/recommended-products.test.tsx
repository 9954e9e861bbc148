// @vitest-environment jsdom
// Recommended Products fetched by the page: the spec's loading text first, then ten cards
// without the product's own group; one request for the page load; a failure logged only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ItemGroup } from '@solestock/domain';
import {
  RECOMMENDED_LOADING,
  RECOMMENDED_PATH,
  RecommendedProducts,
  forgetRecommendedProducts,
} from './recommended-products';
import { inRouter } from './test-fixtures';

const group = (id: number): ItemGroup => ({
  id,
  groupName: `Style ${id}`,
  brand: 'Acme',
  products: [
    {
      id: id * 10,
      productName: `Style ${id} Red 42`,
      coverImage: `/media/${id}.svg`,
      imagesArray: [`/media/${id}.svg`],
      color: 'Red',
      size: '42',
      brand: 'Acme',
      sellingPrice: { amount: 12.5, currency: 'usd' },
    },
  ],
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  forgetRecommendedProducts();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardNames = () => screen.queryAllByTestId('product-card').map((c) => c.textContent);

describe('Recommended Products', () => {
  it('shows the loading text, then ten cards without the product’s own group', async () => {
    const groups = Array.from({ length: 11 }, (_, i) => group(i + 1));
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(inRouter(<RecommendedProducts itemGroupId={3} />));
    expect(screen.getByRole('status').textContent).toBe(RECOMMENDED_LOADING);
    expect(fetchMock).toHaveBeenCalledWith(RECOMMENDED_PATH, expect.anything());

    answer(Response.json(groups));
    await screen.findAllByTestId('product-card');
    const names = cardNames();
    expect(names).toHaveLength(10);
    expect(names.some((n) => n?.includes('Style 3'))).toBe(false);
    expect(names.some((n) => n?.includes('Style 11'))).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks once for every product page of the visit', async () => {
    fetchMock.mockResolvedValue(Response.json([group(1), group(2)]));
    const { unmount } = render(inRouter(<RecommendedProducts itemGroupId={1} />));
    await screen.findAllByTestId('product-card');
    expect(cardNames()).toHaveLength(1);
    unmount();
    render(inRouter(<RecommendedProducts itemGroupId={2} />));
    await screen.findAllByTestId('product-card');
    expect(cardNames()[0]).toContain('Style 1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs a failure only, and asks again on the next page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('[]', { status: 502 }));
    const { unmount } = render(inRouter(<RecommendedProducts itemGroupId={1} />));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(cardNames()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('recommended products failed', expect.any(Error));
    unmount();

    fetchMock.mockResolvedValueOnce(Response.json([group(5)]));
    render(inRouter(<RecommendedProducts itemGroupId={1} />));
    await screen.findAllByTestId('product-card');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
