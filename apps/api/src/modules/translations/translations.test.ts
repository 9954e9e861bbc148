// Translated catalogue content (docs/translations.md, decisions 205 and 206): staff save an item
// group's, brand's, category's and banner's texts per language; the storefront's reads with `lang`
// lay them over English field by field, the English answers stay exactly as they were, and a
// Japanese or Chinese query finds the groups by their translated names. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { indexItemGroups } from '../search/index.ts';

/** The demo seeds translations; these tests start from an English-only catalogue. */
async function withoutDemoTranslations(db: TestApp['database']['db']) {
  for (const table of [
    'item_group_translations',
    'brand_translations',
    'head_category_translations',
    'subcategory_translations',
  ])
    await db.execute(sql.raw(`delete from ${table}`));
  await indexItemGroups(db, 'all');
}

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let group: {
  id: number;
  name: string;
  brand_id: number;
  head_category_id: number;
  subcategory_id: number;
};
let other: { id: number; name: string };
let productId: number;

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const staff = (who: SignedInStaff, method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const searchIds = async (q: string, lang = '') => {
  const res = await get(`/ecommerce/search/products/?q=${encodeURIComponent(q)}${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as { item_group_id: number }[]).map((p) => p.item_group_id);
};

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  await withoutDemoTranslations(t.database.db);
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  const rows = await queryRows<typeof group>(
    t.database.db,
    sql`select id, name, brand_id, head_category_id, subcategory_id from item_groups
        where product_count > 0 order by id limit 2`,
  );
  group = { ...rows[0]!, id: Number(rows[0]!.id) };
  other = { id: Number(rows[1]!.id), name: rows[1]!.name };
  const [p] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where item_group_id = ${group.id} and archived_at is null order by id limit 1`,
  );
  productId = Number(p!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('translations', () => {
  const englishUrls = () => [
    '/ecommerce/itemgroups/',
    `/ecommerce/item-group/${group.id}/`,
    `/ecommerce/products/${productId}/gb`,
    '/ecommerce/categories/',
    '/ecommerce/brands/',
    `/ecommerce/search/products/?q=${encodeURIComponent(group.name)}`,
  ];

  it('saves a translation, and the English answers stay exactly as they were', async () => {
    const before = await Promise.all(englishUrls().map(async (u) => (await get(u)).body));

    const saved = await staff(manager, 'PUT', `/catalogue/translations/item-group/${group.id}/`, {
      translations: {
        ja: { name: 'レザースニーカー', bullet_points: ['本革のアッパー', ''] },
        'zh-CN': { name: '经典真皮皮鞋' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations.ja).toEqual({
      name: 'レザースニーカー',
      bullet_points: ['本革のアッパー'],
      alt: '',
    });
    expect(saved.json().translations['zh-CN'].bullet_points).toBeNull();
    expect(saved.json().english.name).toBe(group.name);
    for (const [entity, id, ja, zh] of [
      ['brand', group.brand_id, 'アルデンモア', ''],
      ['head-category', group.head_category_id, '', '女鞋'],
    ] as const) {
      const res = await staff(manager, 'PUT', `/catalogue/translations/${entity}/${id}/`, {
        translations: { ja: { name: ja }, 'zh-CN': { name: zh } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const after = await Promise.all(englishUrls().map(async (u) => (await get(u)).body));
    expect(after).toEqual(before);
    // `lang=en` is the English answer too.
    expect((await get(`/ecommerce/item-group/${group.id}/?lang=en`)).body).toBe(after[1]);

    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action = 'translation.update'`,
    );
    expect(audit.length).toBe(3);
  });

  it('answers in the language asked for, falling back to English field by field', async () => {
    const ja = (await get(`/ecommerce/item-group/${group.id}/?lang=ja`)).json();
    expect(ja.groupName).toBe('レザースニーカー');
    expect(ja.products[0].productName.startsWith('レザースニーカー')).toBe(true);
    // Colour and size stay as written.
    const english = (await get(`/ecommerce/item-group/${group.id}/`)).json();
    expect(ja.products[0].color).toBe(english.products[0].color);

    const detailJa = (await get(`/ecommerce/products/${productId}/gb?lang=ja`)).json();
    expect(detailJa.bulletPoints).toEqual(['本革のアッパー']);
    expect(detailJa.brand_display).toBe('アルデンモア');
    expect(detailJa.brand).toBe(english.brand);
    const englishDetail = (await get(`/ecommerce/products/${productId}/gb`)).json();
    // Chinese has a name but no bullet points and no brand name: those are English.
    const detailZh = (await get(`/ecommerce/products/${productId}/gb?lang=zh-CN`)).json();
    expect(detailZh.productName.startsWith('经典真皮皮鞋')).toBe(true);
    expect(detailZh.bulletPoints).toEqual(englishDetail.bulletPoints);
    expect(detailZh.brand_display).toBe(englishDetail.brand);
    expect(detailZh.breadcrumbs.level1).toBe('女鞋');
    expect(detailJa.breadcrumbs.level1).toBe(englishDetail.breadcrumbs.level1);
    expect(detailZh.sellingPrice).toEqual(englishDetail.sellingPrice);

    const listing = (await get('/ecommerce/itemgroups/?lang=zh-cn')).json();
    const card = listing.results.find((g: { id: number }) => g.id === group.id);
    expect(card.groupName).toBe('经典真皮皮鞋');
    const untranslated = listing.results.find((g: { id: number }) => g.id === other.id);
    expect(untranslated.groupName).toBe(other.name);

    const brands = (await get('/ecommerce/brands/?lang=ja')).json();
    const brand = brands.find((b: { id: number }) => b.id === group.brand_id);
    expect(brand.display_name).toBe('アルデンモア');
    expect(brands.every((b: { display_name?: string }) => b.display_name)).toBe(true);
    const categories = (await get('/ecommerce/categories/?lang=zh-CN')).json();
    const head = categories.find((c: { id: number }) => c.id === group.head_category_id);
    expect(head.displayName).toBe('女鞋');
    expect(head.subCategories[0].displayName).toBe(head.subCategories[0].name);
  });

  it('refuses a language it does not know with a sentence', async () => {
    for (const url of [
      '/ecommerce/itemgroups/?lang=fr',
      `/ecommerce/products/${productId}/gb?lang=de`,
      '/ecommerce/categories/?lang=',
      '/ecommerce/search/products/?q=boot&lang=zh',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatch(/lang/);
    }
  });

  it('finds a group by its Japanese and Chinese names, whatever the spaces', async () => {
    expect(await searchIds('レザー スニーカー')).toContain(group.id);
    expect(await searchIds('レザースニーカー')).toContain(group.id);
    // Half-width katakana is the same word.
    expect(await searchIds('ﾚｻﾞｰ')).toContain(group.id);
    expect(await searchIds('皮鞋')).toContain(group.id);
    expect(await searchIds('鞋')).toContain(group.id);
    // The brand's Japanese name finds its groups; a head category's Chinese name too.
    expect(await searchIds('アルデンモア')).toContain(group.id);
    expect(await searchIds('女鞋')).toContain(group.id);
    // Pieces that are not in the name find nothing.
    expect(await searchIds('ブーツ')).toEqual([]);
    expect(await searchIds('皮包')).toEqual([]);
    // The card names in the language asked for.
    const res = await get(`/ecommerce/search/products/?q=${encodeURIComponent('皮鞋')}&lang=zh-CN`);
    const card = res
      .json()
      .products.find((p: { item_group_id: number }) => p.item_group_id === group.id);
    expect(card.group_name).toBe('经典真皮皮鞋');
    // English still finds it by its English name.
    expect(await searchIds(group.name)).toContain(group.id);
    // Autocomplete suggests English phrases only: a CJK run suggests nothing, and is no error.
    const auto = await get(`/ecommerce/search/autocomplete/?q=${encodeURIComponent('皮鞋')}`);
    expect(auto.json()).toEqual([]);
  });

  it('shows the console each translation, and keeps the rules of who may save what', async () => {
    const read = await staff(support, 'GET', `/catalogue/translations/item-group/${group.id}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().translations.ja.name).toBe('レザースニーカー');
    const denied = await staff(support, 'PUT', `/catalogue/translations/brand/${group.brand_id}/`, {
      translations: { ja: { name: 'x' } },
    });
    expect(denied.statusCode).toBe(403);
    const bullets = await staff(
      manager,
      'PUT',
      `/catalogue/translations/brand/${group.brand_id}/`,
      {
        translations: { ja: { bullet_points: ['x'] } },
      },
    );
    expect(bullets.statusCode).toBe(400);
    expect(bullets.json().error).toMatch(/brand has no translated bullet points/);
    const unknown = await staff(manager, 'GET', '/catalogue/translations/colour/1/');
    expect(unknown.statusCode).toBe(400);
    const missing = await staff(manager, 'GET', '/catalogue/translations/brand/999999/');
    expect(missing.statusCode).toBe(404);
    const tooLong = await staff(manager, 'PUT', `/catalogue/translations/item-group/${group.id}/`, {
      translations: { ja: { name: 'あ'.repeat(201) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await staff(manager, 'GET', `/catalogue/translations/item-group/${group.id}/`)).json()
        .translations.ja.name,
    ).toBe('レザースニーカー');

    // Saving a blank translation removes it: the group reads as English again.
    const cleared = await staff(manager, 'PUT', `/catalogue/translations/item-group/${other.id}/`, {
      translations: { ja: { name: '' } },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await get(`/ecommerce/item-group/${other.id}/?lang=ja`)).json().groupName).toBe(
      other.name,
    );
  });

  it("translates a banner's alt text", async () => {
    const [banner] = await queryRows<{
      id: number;
      alt: string;
      kind: string;
      screen_type: string;
    }>(
      t.database.db,
      sql`insert into banners (kind, screen_type, image, alt) values ('ecosystem', 'desktop', '/media/b.jpg', 'Spring shoes')
          returning id, alt, kind, screen_type`,
    );
    const res = await staff(manager, 'PUT', `/content/banners/${banner!.id}/translations/`, {
      translations: { ja: { alt: '春の靴' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ja = (await get('/ecommerce/ecosystem-banner/?screen_type=desktop&lang=ja')).json();
    expect(ja.find((b: { banner: string }) => b.banner === '/media/b.jpg').alt).toBe('春の靴');
    const zh = (await get('/ecommerce/ecosystem-banner/?screen_type=desktop&lang=zh-CN')).json();
    expect(zh.find((b: { banner: string }) => b.banner === '/media/b.jpg').alt).toBe(
      'Spring shoes',
    );
  });
});
