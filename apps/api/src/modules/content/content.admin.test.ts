// The back office's home-page content (issue 16, item 6): banners per screen type (add from an
// upload, change, order, remove), the home page's brands, head categories and item groups, and
// social links; every write audited and visible at once through the storefront's microcache.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, headCategories, itemGroups } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { multipartBody, testImage } from '../../test/uploads.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 12 });
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who = manager,
) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { cookie: who.cookie },
  });

const carousel = async (screen: string) =>
  (
    (
      await t.app.inject({
        url: '/api/ecommerce/carousel-banners/',
        query: { screen_type: screen },
      })
    ).json() as {
      banners: { id: number; banner: string; link: string; alt: string }[];
    }[]
  )[0]!.banners;

const uploadUrl = async () => {
  const { payload, headers } = multipartBody({
    name: 'banner.jpg',
    type: 'image/jpeg',
    bytes: await testImage('jpeg', 1920, 560, 140),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media/',
    payload,
    headers: { ...headers, cookie: manager.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
};

describe('banners', () => {
  it('adds an uploaded banner at the end, shows it on the home page at once, orders and removes it', async () => {
    const before = await carousel('desktop'); // now kept by the microcache
    const image = await uploadUrl();
    const created = await call('POST', '/content/banners/', {
      kind: 'carousel',
      screen_type: 'desktop',
      image,
      link: '/products/shopBy/new-arrival',
      alt: 'Autumn boots are in',
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json() as { id: number; position: number };

    let shown = await carousel('desktop');
    expect(shown.map((b) => b.id)).toEqual([...before.map((b) => b.id), banner.id]);
    expect(shown.at(-1)).toMatchObject({ banner: image, alt: 'Autumn boots are in' });
    // Other screen types keep their own banners.
    expect((await carousel('mobile')).some((b) => b.id === banner.id)).toBe(false);

    const order = [banner.id, ...before.map((b) => b.id).reverse()];
    const ordered = await call('PUT', '/content/banners/order/', {
      kind: 'carousel',
      screen_type: 'desktop',
      ids: order,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await carousel('desktop')).map((b) => b.id)).toEqual(order);

    const changed = await call('PATCH', `/content/banners/${banner.id}/`, {
      alt: 'Boots for autumn',
    });
    expect(changed.statusCode).toBe(200);
    expect((await carousel('desktop'))[0]!.alt).toBe('Boots for autumn');

    expect((await call('DELETE', `/content/banners/${banner.id}/`)).statusCode).toBe(204);
    shown = await carousel('desktop');
    expect(shown.some((b) => b.id === banner.id)).toBe(false);
    expect((await call('DELETE', `/content/banners/${banner.id}/`)).statusCode).toBe(404);

    const actions = (
      await t.database.db
        .select({ action: auditLog.action, staffId: auditLog.staffId })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'banner'))
        .orderBy(asc(auditLog.id))
    ).map((a) => a.action);
    expect(actions).toEqual(['banner.create', 'banner.order', 'banner.change', 'banner.remove']);
  });

  it('refuses an order that leaves a banner out or names another, changing nothing', async () => {
    const before = (await carousel('tablet')).map((b) => b.id);
    for (const ids of [before.slice(1), [...before, 99_999], [before[0], before[0]]]) {
      const res = await call('PUT', '/content/banners/order/', {
        kind: 'carousel',
        screen_type: 'tablet',
        ids,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/\.$/);
    }
    expect((await carousel('tablet')).map((b) => b.id)).toEqual(before);
  });

  it('refuses an image that is not served here, a bad link and a missing alt text', async () => {
    const base = { kind: 'ecosystem', screen_type: 'mobile', alt: 'x', link: '' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, image: 'https://evil.example/banner.jpg' }, 'image'],
      [{ ...base, image: `/media/u/${'b'.repeat(32)}/10x10/10.webp` }, 'image'],
      [
        { ...base, image: '/media/scene/mobile/sneaker/x.svg', link: 'javascript:alert(1)' },
        'link',
      ],
      [{ ...base, image: '/media/scene/mobile/sneaker/x.svg', link: '//evil.example' }, 'link'],
      // Paths a browser resolves off-site (issue 27.6): the return-target rule refuses them.
      ...['/\\evil.example/', '/\t/evil.example/x', '/%5Cevil.example', '/.//evil.example'].map(
        (link): [Record<string, unknown>, string] => [
          { ...base, image: '/media/scene/mobile/sneaker/x.svg', link },
          'link',
        ],
      ),
      [{ ...base, image: '/media/scene/mobile/sneaker/x.svg', alt: '  ' }, 'alt'],
      [
        { ...base, image: '/media/scene/mobile/sneaker/x.svg', screen_type: 'watch' },
        'screen_type',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/content/banners/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    // A demo drawing is an image the shop serves: accepted.
    const ok = await call('POST', '/content/banners/', {
      ...base,
      image: '/media/scene/mobile/sneaker/Hello.svg',
      link: 'https://solestock.example/about',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const page = await call('POST', '/content/banners/', {
      ...base,
      image: '/media/scene/mobile/sneaker/Hello.svg',
      link: '/products/shopBy/new-arrival?page=2',
    });
    expect(page.statusCode, page.body).toBe(201);
  });
});

describe('home page choices', () => {
  it('replaces the brands, head categories and item groups the home page shows, at once', async () => {
    const allBrands = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .orderBy(asc(brands.id));
    const heads = await t.database.db
      .select({ id: headCategories.id })
      .from(headCategories)
      .orderBy(asc(headCategories.id));
    const groups = await t.database.db
      .select({ id: itemGroups.id })
      .from(itemGroups)
      .orderBy(asc(itemGroups.id));
    const homeGroups = async () =>
      ((await t.app.inject('/api/ecommerce/homepage/itemgroups/')).json() as { id: number }[])
        .map((g) => g.id)
        .sort((a, b) => a - b);
    await homeGroups(); // kept by the microcache
    const brandsShown = async () =>
      (
        (await t.app.inject('/api/ecommerce/brands/')).json() as {
          id: number;
          show_on_homepage: boolean;
        }[]
      )
        .filter((b) => b.show_on_homepage)
        .map((b) => b.id)
        .sort((a, b) => a - b);
    await brandsShown(); // kept by the microcache

    const wanted = {
      brands: [allBrands[0]!.id],
      head_categories: [heads[1]!.id],
      item_groups: [groups[2]!.id, groups[3]!.id],
    };
    const res = await call('PUT', '/content/home/', wanted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(wanted);
    expect(await brandsShown()).toEqual(wanted.brands);
    expect(await homeGroups()).toEqual(wanted.item_groups);

    const content = (await call('GET', '/content/')).json() as {
      item_groups: { id: number }[];
      head_categories: { id: number; show_on_homepage: boolean }[];
    };
    expect(content.item_groups.map((g) => g.id)).toEqual(wanted.item_groups);
    expect(content.head_categories.filter((h) => h.show_on_homepage).map((h) => h.id)).toEqual(
      wanted.head_categories,
    );

    // Only the lists given change.
    const only = await call('PUT', '/content/home/', { brands: [] });
    expect(only.json()).toEqual({ ...wanted, brands: [] });
  });

  it('refuses unknown ids and an empty request, changing nothing', async () => {
    const before = (await call('GET', '/content/')).json();
    const unknown = await call('PUT', '/content/home/', { brands: [], item_groups: [1, 987_654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('987654');
    expect((await call('PUT', '/content/home/', {})).statusCode).toBe(400);
    expect((await call('PUT', '/content/home/', { brands: [1, 1] })).statusCode).toBe(400);
    expect((await call('GET', '/content/')).json()).toEqual(before);
  });
});

describe('social links', () => {
  it('adds, changes, orders and removes links; the footer call follows at once', async () => {
    const social = async () =>
      (await t.app.inject('/api/ecommerce/social-media/')).json() as {
        name: string;
        url: string;
        icon: string;
      }[];
    const before = await social();
    const added = await call('POST', '/content/social-links/', {
      name: 'Pinterest',
      url: 'https://pinterest.com/solestock',
    });
    expect(added.statusCode, added.body).toBe(201);
    const link = added.json() as { id: number; icon: string };
    expect(link.icon).toMatch(/^\/media\/text\/icon\/P\.svg$/);
    expect((await social()).at(-1)).toMatchObject({ name: 'Pinterest' });

    const changed = await call('PUT', `/content/social-links/${link.id}/`, {
      name: 'Pinterest',
      url: 'https://www.pinterest.com/solestock',
      icon: '/media/text/icon/Pi.svg',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await social()).at(-1)!.url).toBe('https://www.pinterest.com/solestock');

    const ids = ((await call('GET', '/content/')).json().social_links as { id: number }[]).map(
      (l) => l.id,
    );
    const reordered = [link.id, ...ids.filter((id) => id !== link.id)];
    expect((await call('PUT', '/content/social-links/order/', { ids: reordered })).statusCode).toBe(
      200,
    );
    expect((await social())[0]!.name).toBe('Pinterest');

    expect((await call('DELETE', `/content/social-links/${link.id}/`)).statusCode).toBe(204);
    expect(await social()).toEqual(before);
  });

  it('takes https addresses only, and a name', async () => {
    for (const [payload, field] of [
      [{ name: 'X', url: 'http://x.com/solestock' }, 'url'],
      [{ name: 'X', url: 'javascript:alert(1)' }, 'url'],
      [{ name: 'X', url: 'https://localhost' }, 'url'],
      [{ name: '', url: 'https://x.com/solestock' }, 'name'],
      [{ name: 'X', url: 'https://x.com/s', icon: 'https://evil.example/i.png' }, 'icon'],
    ] as const) {
      const res = await call('POST', '/content/social-links/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
  });
});

describe('who may write content', () => {
  it('lets support read the content but not change it', async () => {
    expect((await call('GET', '/content/', undefined, support)).statusCode).toBe(200);
    for (const [method, url, body] of [
      [
        'POST',
        '/content/banners/',
        { kind: 'carousel', screen_type: 'desktop', image: '/media/text/logo/A.svg', alt: 'a' },
      ],
      ['PUT', '/content/home/', { brands: [] }],
      ['POST', '/content/social-links/', { name: 'X', url: 'https://x.com/a' }],
      ['DELETE', '/content/social-links/1/', undefined],
    ] as const) {
      const res = await call(method, url, body, support);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
