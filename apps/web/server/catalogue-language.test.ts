// Translated catalogue content on the storefront's pages (issue 46, docs/translations.md): a
// /ja/ page's loaders read the catalogue with `lang=ja` (app/lib/api.ts catalogueInLanguage, the
// one place), as do the resource routes a /ja/ page fetches; English pages send no `lang` and
// stay English, each language kept apart in the page cache and the API's response cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import type { ItemGroup, ProductDetail } from '@solestock/domain';
import { queryRows } from '@solestock/api/db/connect';
import { loader } from '../app/routes/product';
import { loader as recommendedLoader } from '../app/routes/recommended-products';
import { loader as directoryLoader } from '../app/routes/catalogue-directory';
import type { CatalogueDirectory } from '../app/lib/catalogue-directory';
import { catalogueInLanguage, type ApiFetch } from '../app/lib/api';
import { testBuild } from './test-build.ts';
import { openTestStore, type TestStore } from './test-store.ts';

/** The real product route; the document is the product its loader gave the page. */
function productBuild(dir: string): ServerBuild {
  return testBuild(
    dir,
    {
      'routes/product': { path: 'products/product/:id', module: { loader } },
      'routes/recommended-products': {
        path: 'recommended-products',
        module: { loader: recommendedLoader, default: undefined },
      },
      'routes/catalogue-directory': {
        path: 'catalogue-directory',
        module: { loader: directoryLoader, default: undefined },
      },
    },
    (_request, status, headers, context) => {
      headers.set('content-type', 'application/json');
      const data = context.staticHandlerContext.loaderData as Record<
        string,
        { product: ProductDetail } | undefined
      >;
      return new Response(JSON.stringify(data['routes/product']?.product ?? null), {
        status,
        headers,
      });
    },
  );
}

const JA_NAME = 'テスト ローファー';
let store: TestStore;
let englishName: string;
let groupId: number;

beforeAll(async () => {
  store = await openTestStore('catalogue-language', productBuild);
  const [row] = await queryRows<{ group: number; name: string; head: number }>(
    store.database.db,
    sql`select g.id as "group", g.name, g.head_category_id as head
          from products p join item_groups g on g.id = p.item_group_id
         where p.id = ${store.productId}`,
  );
  groupId = Number(row!.group);
  englishName = row!.name;
  await store.database.db.execute(
    sql`insert into item_group_translations (item_group_id, locale, name, bullet_points)
        values (${groupId}, 'ja', ${JA_NAME}, ${JSON.stringify(['日本語の説明'])}::jsonb)
        on conflict (item_group_id, locale)
        do update set name = excluded.name, bullet_points = excluded.bullet_points`,
  );
  await store.database.db.execute(
    sql`insert into head_category_translations (head_category_id, locale, name)
        values (${Number(row!.head)}, 'ja', '靴')
        on conflict (head_category_id, locale) do update set name = excluded.name`,
  );
});

afterAll(async () => {
  await store?.close();
});

describe('the page language reaches the catalogue reads', () => {
  it('shows a /ja/ product page with the group’s Japanese name and bullets, English unchanged', async () => {
    const ja = await store.web.inject({ url: `/ja/products/product/${store.productId}` });
    expect(ja.statusCode).toBe(200);
    const jaProduct = JSON.parse(ja.body) as ProductDetail;
    expect(jaProduct.productName.startsWith(JA_NAME)).toBe(true);
    expect(jaProduct.bulletPoints).toEqual(['日本語の説明']);

    const en = await store.web.inject({ url: `/products/product/${store.productId}` });
    const enProduct = JSON.parse(en.body) as ProductDetail;
    expect(enProduct.productName.startsWith(englishName)).toBe(true);
    expect(enProduct.productName).not.toContain(JA_NAME);
    // Each language's page kept apart: the English one is not the Japanese page's copy.
    const jaAgain = await store.web.inject({ url: `/ja/products/product/${store.productId}` });
    expect(jaAgain.headers['x-cache']).toBe('hit');
    expect((JSON.parse(jaAgain.body) as ProductDetail).productName).toBe(jaProduct.productName);
    const enAgain = await store.web.inject({ url: `/products/product/${store.productId}` });
    expect((JSON.parse(enAgain.body) as ProductDetail).productName).toBe(enProduct.productName);
    // Chinese is its own page, never the Japanese one.
    const zh = await store.web.inject({ url: `/zh-cn/products/product/${store.productId}` });
    expect((JSON.parse(zh.body) as ProductDetail).productName).not.toContain(JA_NAME);
  });

  it('answers the resource routes a /ja/ page fetches in Japanese', async () => {
    const cards = JSON.parse(
      (await store.web.inject({ url: '/ja/recommended-products' })).body,
    ) as ItemGroup[];
    expect(cards.find((g) => g.id === groupId)?.groupName).toBe(JA_NAME);
    const english = JSON.parse(
      (await store.web.inject({ url: '/recommended-products' })).body,
    ) as ItemGroup[];
    expect(english.find((g) => g.id === groupId)?.groupName).toBe(englishName);

    const directory = JSON.parse(
      (await store.web.inject({ url: '/ja/catalogue-directory' })).body,
    ) as CatalogueDirectory;
    expect(directory.categories?.some((c) => c.displayName === '靴')).toBe(true);
    const englishDirectory = JSON.parse(
      (await store.web.inject({ url: '/catalogue-directory' })).body,
    ) as CatalogueDirectory;
    expect(englishDirectory.categories?.some((c) => c.displayName === '靴')).toBe(false);
  });
});

describe('catalogueInLanguage', () => {
  const asked: string[] = [];
  const api: ApiFetch = (path) => {
    asked.push(path);
    return Promise.resolve(new Response('null'));
  };

  it('adds lang to the catalogue reads only, and nothing in English', async () => {
    const ja = catalogueInLanguage(api, 'zh-CN');
    await ja('/ecommerce/products/12/JP');
    await ja('/ecommerce/itemgroups/?brand=Nike');
    await ja('/ecommerce/categories/');
    await ja('/ecommerce/cart/count/');
    await ja('/ecommerce/products/by-sku/', { method: 'POST', body: '{}' });
    await ja('/ecommerce/item-group/3/', { method: 'POST' });
    expect(catalogueInLanguage(api, 'en')).toBe(api);
    expect(asked).toEqual([
      '/ecommerce/products/12/JP?lang=zh-CN',
      '/ecommerce/itemgroups/?brand=Nike&lang=zh-CN',
      '/ecommerce/categories/?lang=zh-CN',
      '/ecommerce/cart/count/',
      '/ecommerce/products/by-sku/',
      '/ecommerce/item-group/3/',
    ]);
  });
});
