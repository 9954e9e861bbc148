// 000 §8 "Search failure: the message, or 'An error occurred while fetching results.'": the
// server's sentence whatever the status, the spec's fallback when it sent none (issue 27.13).
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../lib/api';
import { SEARCH_FAILED, loader } from './search-results';

const answer =
  (status: number, body: unknown): ApiFetch =>
  async () =>
    new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

async function searchError(api: ApiFetch) {
  const request = new Request('http://shop.test/search-results?q=boots');
  const args = { request, context: { api, publicUrl: 'http://shop.test' }, params: {} };
  const data = await loader(args as unknown as Parameters<typeof loader>[0]);
  return data.error;
}

describe('search results failure text', () => {
  it("shows a 4xx's own sentence", async () => {
    expect(await searchError(answer(400, { error: 'Type something to search for.' }))).toBe(
      'Type something to search for.',
    );
  });

  it("shows a 5xx's own sentence", async () => {
    expect(
      await searchError(answer(503, { error: 'Search is busy; please try again in a minute.' })),
    ).toBe('Search is busy; please try again in a minute.');
  });

  it.each([400, 404, 429, 500, 502])(
    'falls back to the spec text when a %i carries no sentence',
    async (status) => {
      expect(await searchError(answer(status, undefined))).toBe(SEARCH_FAILED);
      expect(await searchError(answer(status, { detail: 'x' }))).toBe(SEARCH_FAILED);
    },
  );

  it('falls back to the spec text when the API cannot be reached', async () => {
    const down: ApiFetch = async () => {
      throw new TypeError('fetch failed');
    };
    const error = console.error;
    console.error = () => {};
    try {
      expect(await searchError(down)).toBe(SEARCH_FAILED);
    } finally {
      console.error = error;
    }
  });
});
