// Issue 28 items 3 and 6: brand and category pictures are saved by the console's forms (and kept
// by a rename that leaves them out), and a whole style (sizes × colours, one slab table, photos
// per colour) is created in one call, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let group: number;

const call = (who: SignedInStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const productCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from products`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  const [g] = await rows<{ brand_id: number; head_category_id: number; subcategory_id: number }>(
    sql`select brand_id, head_category_id, subcategory_id from item_groups order by id limit 1`,
  );
  const created = await call(manager, 'POST', '/admin/catalogue/item-groups/', {
    name: 'Marlow Court Trainer',
    brand_id: g!.brand_id,
    head_category_id: g!.head_category_id,
    subcategory_id: g!.subcategory_id,
    size_system: 'eu',
  });
  expect(created.statusCode).toBe(201);
  group = created.json().id;
  // A cold PGlite start on a busy machine takes longer than the default minute.
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const LOGO = '/media/u/0123456789abcdef0123456789abcdef/400x200/400.webp';
const BANNER = 'https://cdn.example.com/banner.jpg';

describe('brand and category pictures', () => {
  it('saves a brand’s logo, banner and display image, and a rename keeps them', async () => {
    const created = await call(manager, 'POST', '/admin/catalogue/brands/', {
      name: 'Penhallow',
      logo: LOGO,
      banner: BANNER,
      display_image: LOGO,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ logo: LOGO, banner: BANNER, display_image: LOGO });
    const id = created.json().id;
    const renamed = await call(manager, 'PUT', `/admin/catalogue/brands/${id}/`, {
      name: 'Penhallow & Co',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Penhallow & Co', logo: LOGO, banner: BANNER });
    const cleared = await call(manager, 'PUT', `/admin/catalogue/brands/${id}/`, {
      name: 'Penhallow & Co',
      banner: '',
    });
    expect(cleared.json()).toMatchObject({ logo: LOGO, banner: '' });
    const [stored] = await rows<{ logo: string; banner: string; display_image: string }>(
      sql`select logo, banner, display_image from brands where id = ${id}`,
    );
    expect(stored).toEqual({ logo: LOGO, banner: '', display_image: LOGO });
  });

  it('saves a head category’s and a subcategory’s display image', async () => {
    const head = await call(manager, 'POST', '/admin/catalogue/head-categories/', {
      name: 'Overshoes',
      display_image: LOGO,
    });
    expect(head.statusCode).toBe(201);
    expect(head.json().display_image).toBe(LOGO);
    const sub = await call(manager, 'POST', '/admin/catalogue/subcategories/', {
      name: 'Galoshes',
      head_category_id: head.json().id,
      display_image: BANNER,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().display_image).toBe(BANNER);
    const read = await call(manager, 'GET', `/admin/catalogue/head-categories/${head.json().id}/`);
    expect(read.json().subcategories[0].display_image).toBe(BANNER);
  });

  it('refuses a picture that is not an address, with a sentence, saving nothing', async () => {
    const res = await call(manager, 'POST', '/admin/catalogue/brands/', {
      name: 'Trevose',
      logo: 'C:\\logo.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.logo).toMatch(/uploaded image/);
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from brands where name = 'Trevose'`,
    );
    expect(n!.n).toBe(0);
  });
});

const style = (over: Record<string, unknown> = {}) => ({
  sku_prefix: 'mct-100',
  sizes: ['40', '41', '42'],
  colours: [
    { name: 'Black', hex: '#111111', images: [LOGO] },
    { name: 'Sea blue', hex: '1f6f9f', images: [] },
  ],
  selling_price: '32.50',
  currency: 'GBP',
  availability: 120,
  weight: '0.9',
  weight_unit: 'kg',
  slabs: [
    {
      operator: 'from_to',
      min_quantity: 1,
      max_quantity: 23,
      selling_price: '32.50',
      currency: 'gbp',
    },
    { operator: '>=', min_quantity: 24, selling_price: '29.00', currency: 'gbp' },
  ],
  ...over,
});

describe('a whole style in one call', () => {
  it('creates every colour × size with the same price and slabs, and each colour’s photos', async () => {
    const res = await call(
      manager,
      'POST',
      `/admin/catalogue/item-groups/${group}/style/`,
      style(),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.created).toBe(6);
    expect(body.products.map((p: { sku: string }) => p.sku).sort()).toEqual([
      'MCT-100-BLACK-40',
      'MCT-100-BLACK-41',
      'MCT-100-BLACK-42',
      'MCT-100-SEABLUE-40',
      'MCT-100-SEABLUE-41',
      'MCT-100-SEABLUE-42',
    ]);
    const stored = await rows<{
      sku: string;
      color: string;
      color_hex: string;
      cover_image: string;
      selling_price: string;
      currency: string;
      availability: number;
      slabs: number;
    }>(sql`select sku, color, color_hex, cover_image, selling_price::text, currency, availability,
              (select count(*)::int from price_slabs s where s.product_id = p.id) as slabs
           from products p where item_group_id = ${group} order by sku`);
    expect(stored).toHaveLength(6);
    for (const p of stored) {
      expect(p).toMatchObject({ currency: 'gbp', availability: 120, slabs: 2 });
      expect(Number(p.selling_price)).toBe(32.5);
      expect(p.cover_image).toBe(p.color === 'Black' ? LOGO : '');
      expect(p.color_hex).toBe(p.color === 'Black' ? '111111' : '1f6f9f');
    }
    const [audit] = await rows<{ action: string }>(
      sql`select action from audit_log where entity_type = 'item_group' and entity_id = ${String(group)} order by id desc limit 1`,
    );
    expect(audit!.action).toBe('catalogue.style.create');
    // The storefront lists the group now (its product count follows).
    const [g] = await rows<{ product_count: number }>(
      sql`select product_count from item_groups where id = ${group}`,
    );
    expect(g!.product_count).toBe(6);
  });

  it('creates nothing when one SKU is taken, naming it', async () => {
    const before = await productCount();
    const res = await call(
      manager,
      'POST',
      `/admin/catalogue/item-groups/${group}/style/`,
      style({ sizes: ['42', '43'] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/MCT-100-BLACK-42, MCT-100-SEABLUE-42 are taken/);
    expect(res.json().error).toMatch(/Nothing was created/);
    expect(await productCount()).toBe(before);
  });

  it('answers 400 with a sentence per bad field and a row per bad slab, creating nothing', async () => {
    const before = await productCount();
    const res = await call(manager, 'POST', `/admin/catalogue/item-groups/${group}/style/`, {
      ...style({ sku_prefix: 'new style', sizes: [], selling_price: '-1', currency: 'xyz' }),
      slabs: [
        {
          operator: 'from_to',
          min_quantity: 1,
          max_quantity: 10,
          selling_price: '5',
          currency: 'gbp',
        },
        {
          operator: 'from_to',
          min_quantity: 5,
          max_quantity: 20,
          selling_price: '4',
          currency: 'gbp',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const field of ['sku_prefix', 'sizes', 'selling_price', 'currency']) {
      expect(body.fields[field], field).toMatch(/\.$/);
    }
    expect(body.errors.some((e: { row: number }) => e.row === 2)).toBe(true);
    expect(await productCount()).toBe(before);
  });

  it('refuses the same colour twice and an unknown group, and support may not create', async () => {
    const twice = await call(
      manager,
      'POST',
      `/admin/catalogue/item-groups/${group}/style/`,
      style({
        sku_prefix: 'MCT-200',
        colours: [
          { name: 'Black', hex: '' },
          { name: 'black', hex: '' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields.colours).toMatch(/listed once/);
    const missing = await call(
      manager,
      'POST',
      '/admin/catalogue/item-groups/999999/style/',
      style({ sku_prefix: 'MCT-300' }),
    );
    expect(missing.statusCode).toBe(404);
    const before = await productCount();
    const forbidden = await call(
      support,
      'POST',
      `/admin/catalogue/item-groups/${group}/style/`,
      style({ sku_prefix: 'MCT-400' }),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
