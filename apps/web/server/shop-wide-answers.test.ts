// The shop-wide answers a page's loaders read are kept parsed no longer than the API keeps them
// (docs/decisions/214): by path and language, never a failure, never a path that is not listed.
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiFetch } from '../app/lib/api.ts';
import { ShopWideAnswers } from './shop-wide-answers.ts';

/** An API that answers `{ n }`, n counting its calls, with the Age header given. */
function countingApi(age = 0, status = 200) {
  const asked: string[] = [];
  const api: ApiFetch = (path) => {
    asked.push(path);
    return Promise.resolve(
      new Response(JSON.stringify({ n: asked.length }), {
        status,
        headers: { 'content-type': 'application/json', ...(age ? { age: String(age) } : {}) },
      }),
    );
  };
  return { api, asked };
}

describe('shop-wide answers', () => {
  it('answer a listed path from the kept answer until the API microcache would have let it go', async () => {
    let now = 0;
    const answers = new ShopWideAnswers(10_000, () => now);
    const { api, asked } = countingApi();
    expect(await answers.read(api, '/ecommerce/categories/', 'en')).toEqual({ n: 1 });
    now = 9_999;
    expect(await answers.read(api, '/ecommerce/categories/', 'en')).toEqual({ n: 1 });
    now = 10_000;
    expect(await answers.read(api, '/ecommerce/categories/', 'en')).toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });

  it('count the age of an answer the API had kept', async () => {
    let now = 0;
    const answers = new ShopWideAnswers(10_000, () => now);
    const { api, asked } = countingApi(7);
    await answers.read(api, '/ecommerce/exchange-rates/', 'en');
    now = 2_999;
    await answers.read(api, '/ecommerce/exchange-rates/', 'en');
    now = 3_000;
    await answers.read(api, '/ecommerce/exchange-rates/', 'en');
    expect(asked).toHaveLength(2);
  });

  it('keep each language and each query apart', async () => {
    const answers = new ShopWideAnswers(10_000, () => 0);
    const { api, asked } = countingApi();
    await answers.read(api, '/ecommerce/categories/', 'en');
    await answers.read(api, '/ecommerce/categories/', 'ja');
    await answers.read(api, '/ecommerce/categories/?brand=Amberline', 'en');
    await answers.read(api, '/ecommerce/brands/?category=Boots', 'en');
    await answers.read(api, '/ecommerce/brands/?category=Boots', 'en');
    expect(asked).toEqual([
      '/ecommerce/categories/',
      '/ecommerce/categories/',
      '/ecommerce/categories/?brand=Amberline',
      '/ecommerce/brands/?category=Boots',
    ]);
  });

  it('ask every time for a path that is not shop-wide (prices, a product, the cart)', async () => {
    const answers = new ShopWideAnswers(10_000, () => 0);
    const { api, asked } = countingApi();
    for (const path of [
      '/ecommerce/itemgroups/?page=1',
      '/ecommerce/products/1/gb',
      '/ecommerce/cart/count/',
      '/ecommerce/categories-extra/',
    ]) {
      await answers.read(api, path, 'en');
      await answers.read(api, path, 'en');
    }
    expect(asked).toHaveLength(8);
  });

  it('keep no failure, and throw it as apiJson does', async () => {
    const answers = new ShopWideAnswers(10_000, () => 0);
    const failing = countingApi(0, 503);
    await expect(answers.read(failing.api, '/ecommerce/brand/', 'en')).rejects.toBeInstanceOf(
      ApiError,
    );
    const { api, asked } = countingApi();
    expect(await answers.read(api, '/ecommerce/brand/', 'en')).toEqual({ n: 1 });
    expect(asked).toHaveLength(1);
  });

  it('forget everything when cleared (a back-office write)', async () => {
    const answers = new ShopWideAnswers(10_000, () => 0);
    const { api, asked } = countingApi();
    await answers.read(api, '/ecommerce/social-media/', 'en');
    answers.clear();
    await answers.read(api, '/ecommerce/social-media/', 'en');
    expect(asked).toHaveLength(2);
  });
});
