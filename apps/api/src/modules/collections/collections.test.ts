// Collections and line sheets (docs/collections.md, decisions 192 and 193): staff keep them
// (catalogue.write; support reads), every field refused with a sentence and nothing written; a
// buyer sees a collection listed for their company's group (or for none), anyone else gets 404;
// the page and the line sheet carry the company's own prices and the windows, never another
// company's; a size run added from the page keeps its window on the cart line. Runs on PGlite,
// and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  convertUnitPrice,
  formatPrice,
  groupUnitPrice,
  type ExchangeRates,
} from '@solestock/domain';
import type {
  BuyerCollection,
  CollectionRow,
} from '@solestock/domain/back-office/collection-payloads';
import { auditLog, cartLines, mailOutbox, orderLines } from '../../db/schema.ts';
import { queryRows } from '../../db/connect.ts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;
let ann: SignedInShopper; // Gold company
let cat: SignedInShopper; // Silver company
let annsCompany: number;
let catsCompany: number;
let goldId: number;
let silverId: number;
let rates: ExchangeRates;
let styles: { id: number; product: number; price: string; currency: string; sku: string }[];
const call = callerOf(() => t.app);

const staff = (
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const WINDOWS = [
  { from: '2027-03-01', to: '2027-03-15' },
  { from: '2027-04-01', to: '2027-04-30' },
];

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  manager = await signedInStaff(t.app, 'manager');
  rates = (await call(null, 'GET', '/ecommerce/exchange-rates/')).json();
  support = await signedInStaff(t.app, 'support');
  ann = await signedInShopper(t.app, { firstName: 'Ann' });
  cat = await signedInShopper(t.app, { firstName: 'Cat' });
  goldId = (
    await staff(manager, 'POST', '/customer-groups/', { name: 'Gold', discount_percent: '20' })
  ).json().id;
  silverId = (
    await staff(manager, 'POST', '/customer-groups/', { name: 'Silver', discount_percent: '5' })
  ).json().id;
  annsCompany = (await call(ann, 'GET', '/ecommerce/company/')).json().id;
  catsCompany = (await call(cat, 'GET', '/ecommerce/company/')).json().id;
  for (const [company, group] of [
    [annsCompany, goldId],
    [catsCompany, silverId],
  ] as const) {
    const res = await staff(manager, 'PUT', `/customers/${company}/group/`, { group_id: group });
    expect(res.statusCode, res.body).toBe(200);
  }
  // The first product of each of the first two styles, with a price of its own.
  const rows = await queryRows<{
    id: number;
    product: number;
    price: string;
    currency: string;
    sku: string;
  }>(
    t.database.db,
    sql`select distinct on (p.item_group_id) p.item_group_id as id, p.id as product,
          p.selling_price::text as price, p.currency, p.sku
        from products p where p.archived_at is null order by p.item_group_id, p.id limit 2`,
  );
  styles = rows.map((r) => ({ ...r, id: Number(r.id), product: Number(r.product) }));
  // Every colour and size of the first style at one price: the page's and the sheet's prices are
  // then that price at each company's discount.
  await t.database.db.execute(
    sql`update products set selling_price = '40.00' where item_group_id = ${styles[0]!.id}`,
  );
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Spring drop',
  season: 'SS27',
  delivery_windows: WINDOWS,
  item_group_ids: styles.map((s) => s.id),
  group_ids: [goldId],
  ...over,
});

let goldCollection: CollectionRow;
let openCollection: CollectionRow;

describe('collections in the console', () => {
  it('refuses bad fields with a sentence and writes nothing; support may only read', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name/],
      [{ delivery_windows: [{ from: '2027-02-30', to: '2027-03-01' }] }, /YYYY-MM-DD/],
      [{ delivery_windows: [{ from: '1/3/2027', to: '2027-03-01' }] }, /YYYY-MM-DD/],
      [{ delivery_windows: [{ from: '2027-03-15', to: '2027-03-01' }] }, /on or before/],
      [{ item_group_ids: [] }, /at least one style/],
      [{ item_group_ids: [999999] }, /No style \(item group\) has the id 999999/],
      [{ group_ids: [999999] }, /No customer group has the id 999999/],
    ];
    for (const [over, sentence] of cases) {
      const res = await staff(manager, 'POST', '/collections/', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(sentence);
    }
    expect((await staff(support, 'POST', '/collections/', body())).statusCode).toBe(403);
    const list = await staff(support, 'GET', '/collections/');
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([]);
  });

  it('a manager adds, changes and removes collections, each write audited', async () => {
    const made = await staff(manager, 'POST', '/collections/', body());
    expect(made.statusCode, made.body).toBe(201);
    goldCollection = made.json();
    expect(goldCollection).toMatchObject({
      name: 'Spring drop',
      season: 'SS27',
      delivery_windows: WINDOWS,
      group_ids: [goldId],
      item_group_ids: styles.map((s) => s.id),
    });
    const open = await staff(
      manager,
      'POST',
      '/collections/',
      body({ name: 'Open', group_ids: [] }),
    );
    expect(open.statusCode).toBe(201);
    openCollection = open.json();
    const changed = await staff(
      manager,
      'PUT',
      `/collections/${openCollection.id}/`,
      body({ name: 'Core', group_ids: [] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().name).toBe('Core');
    const extra = (await staff(manager, 'POST', '/collections/', body({ name: 'Gone' }))).json();
    expect((await staff(support, 'DELETE', `/collections/${extra.id}/`)).statusCode).toBe(403);
    expect((await staff(manager, 'DELETE', `/collections/${extra.id}/`)).statusCode).toBe(204);
    expect((await staff(manager, 'DELETE', `/collections/${extra.id}/`)).statusCode).toBe(404);
    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityType, 'collection'))
    ).map((r) => r.action);
    expect(actions.sort()).toEqual([
      'collection.create',
      'collection.create',
      'collection.create',
      'collection.delete',
      'collection.update',
    ]);
  });
});

describe('collections on the storefront', () => {
  it('shows a group’s collection to its members only; others and guests get 404', async () => {
    const names = async (who: SignedInShopper | null) =>
      (await call(who, 'GET', '/ecommerce/collections/'))
        .json()
        .results.map((r: { name: string }) => r.name);
    expect(await names(ann)).toEqual(['Core', 'Spring drop']);
    expect(await names(cat)).toEqual(['Core']);
    expect(await names(null)).toEqual(['Core']);
    for (const who of [cat, null]) {
      const res = await call(who, 'GET', `/ecommerce/collections/${goldCollection.id}/`);
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await call(cat, 'GET', `/ecommerce/collections/${goldCollection.id}/line-sheet.pdf`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(null, 'GET', `/ecommerce/collections/${openCollection.id}/`)).statusCode,
    ).toBe(200);
  });

  it('prices each colour at the member’s group price, never kept by a shared cache', async () => {
    const res = await call(ann, 'GET', `/ecommerce/collections/${goldCollection.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json<BuyerCollection>();
    expect(page.delivery_windows).toEqual(WINDOWS);
    const first = page.styles.find((s) => s.item_group_id === styles[0]!.id)!;
    const gold = groupUnitPrice('40.00', '20', first.colours[0]!.currency).toFixed(2);
    expect(first.colours.every((c) => c.unit_price === gold)).toBe(true);
    expect(first.colours[0]!.sizes.length).toBeGreaterThan(0);
    const catsView = (
      await call(cat, 'GET', `/ecommerce/collections/${openCollection.id}/`)
    ).json<BuyerCollection>();
    const silver = groupUnitPrice('40.00', '5', first.colours[0]!.currency).toFixed(2);
    expect(catsView.styles[0]!.colours[0]!.unit_price).toBe(silver);
  });

  it('adds a size run with its window, kept on the cart line and then on the order line', async () => {
    const product = styles[0]!.product;
    const items = [{ product_id: product, quantity: 6, mode: 'air' }];
    const url = `/ecommerce/collections/${goldCollection.id}/cart/`;
    const wrongWindow = await call(ann, 'POST', url, {
      items,
      window: { from: '2027-05-01', to: '2027-05-02' },
    });
    expect(wrongWindow.statusCode).toBe(400);
    expect(wrongWindow.json().error).toMatch(/delivery windows/);
    expect((await call(cat, 'POST', url, { items, window: WINDOWS[0] })).statusCode).toBe(404);
    expect((await call(null, 'POST', url, { items, window: WINDOWS[0] })).statusCode).toBe(401);
    const added = await call(ann, 'POST', url, { items, window: WINDOWS[1] });
    expect(added.statusCode, added.body).toBe(201);
    const [line] = await t.database.db
      .select({ from: cartLines.windowFrom, to: cartLines.windowTo })
      .from(cartLines)
      .where(eq(cartLines.userId, ann.userId));
    expect(line).toEqual({ from: '2027-04-01', to: '2027-04-30' });
    const cart = await call(ann, 'GET', '/ecommerce/cart/items/?country_code=us');
    expect(cart.body).toContain('"ships_from":"2027-04-01"');
    expect(cart.body).toContain('"ships_by":"2027-04-30"');
    // Placed, the order line keeps the window as its ships_from and ships_by (decision 193).
    const placed = await call(
      ann,
      'POST',
      '/ecommerce/order/place/?country_code=us&without_payment=true',
      {},
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [kept] = await t.database.db
      .select({ from: orderLines.shipsFrom, to: orderLines.shipsBy })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().order_id));
    expect(kept).toEqual({ from: '2027-04-01', to: '2027-04-30' });
  });
});

describe('line sheets', () => {
  const text = async (payload: Buffer) => (await pdfText(payload)).replace(/[ \t]+/g, ' ');

  /** 40.00 at `discount` %, as the sheet shows it in `country`'s currency. */
  const sheetPrice = (discount: string, country: string) => {
    const own = styles[0]!.currency;
    const price = convertUnitPrice(groupUnitPrice('40.00', discount, own), own, country, rates);
    return formatPrice(price.symbol, price.amount);
  };

  it('the staff’s sheet for a company shows its prices and the windows, not another’s', async () => {
    const res = await staff(
      support,
      'GET',
      `/collections/${goldCollection.id}/line-sheet.pdf?company_id=${annsCompany}`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const sheet = await text(res.rawPayload);
    // A company with no country is priced in the shop's default country's currency (gb).
    expect(sheet).toContain('LINE SHEET');
    expect(sheet).toContain('Spring drop');
    expect(sheet).toContain('1–15 Mar 2027');
    expect(sheet).toContain('1–30 Apr 2027');
    expect(sheet).toContain(sheetPrice('20', 'gb')); // Gold's 20 % off
    expect(sheet).not.toContain(sheetPrice('5', 'gb')); // Silver's price
    expect(sheet).not.toContain(sheetPrice('0', 'gb')); // the list price
    const cats = await text(
      (
        await staff(
          manager,
          'GET',
          `/collections/${goldCollection.id}/line-sheet.pdf?company_id=${catsCompany}`,
        )
      ).rawPayload,
    );
    expect(cats).toContain(sheetPrice('5', 'gb'));
    expect(cats).not.toContain(sheetPrice('20', 'gb'));
    expect(
      (
        await staff(
          manager,
          'GET',
          `/collections/${goldCollection.id}/line-sheet.pdf?company_id=999999`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('the buyer’s own sheet carries their company’s prices, in the currency they shop in', async () => {
    const res = await call(
      ann,
      'GET',
      `/ecommerce/collections/${goldCollection.id}/line-sheet.pdf?country_code=us`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sheet = await text(res.rawPayload);
    expect(sheet).toContain(sheetPrice('20', 'us'));
    expect(sheet).toContain('USD ($)');
  });

  it('prices a company on a price list from its entries, in the list’s currency; the sheet says the shop’s brand', async () => {
    const owner = await signedInStaff(t.app, 'owner');
    const brand = await staff(owner, 'PUT', '/settings/brand/', {
      ...DEFAULT_BRAND,
      shop_name: 'Kyoto Footwear Co',
    });
    expect(brand.statusCode, brand.body).toBe(200);
    const list = await staff(manager, 'POST', '/price-lists/', {
      name: 'Yen distributors',
      currency: 'jpy',
      group_ids: [],
      company_ids: [catsCompany],
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().id as number;
    try {
      const entries = await staff(manager, 'PUT', `/price-lists/${listId}/entries/`, {
        items: styles.map((st) => ({ sku: st.sku, unit_price: '1500' })),
      });
      expect(entries.statusCode, entries.body).toBe(200);
      const page = await call(cat, 'GET', `/ecommerce/collections/${openCollection.id}/`);
      expect(page.statusCode, page.body).toBe(200);
      const colour = page.json().styles[0].colours[0];
      expect(colour).toMatchObject({ unit_price: '1500.00', currency: 'jpy' });
      const sheet = await text(
        (
          await staff(
            manager,
            'GET',
            `/collections/${openCollection.id}/line-sheet.pdf?company_id=${catsCompany}`,
          )
        ).rawPayload,
      );
      expect(sheet).toMatch(/¥1,500/);
      expect(sheet).toContain('JPY');
      expect(sheet).toContain('Kyoto Footwear Co');
      // Another company's sheet keeps its own prices, and never the list's.
      const anns = await text(
        (
          await staff(
            manager,
            'GET',
            `/collections/${openCollection.id}/line-sheet.pdf?company_id=${annsCompany}`,
          )
        ).rawPayload,
      );
      expect(anns).not.toMatch(/¥1,500/);
    } finally {
      await staff(manager, 'DELETE', `/price-lists/${listId}/`);
      await staff(owner, 'PUT', '/settings/brand/', DEFAULT_BRAND);
    }
  });

  it('mails a company’s buyers the link to their sheet, through the outbox', async () => {
    expect(
      (
        await staff(support, 'POST', `/collections/${goldCollection.id}/line-sheet/send/`, {
          company_id: annsCompany,
        })
      ).statusCode,
    ).toBe(403);
    const res = await staff(manager, 'POST', `/collections/${goldCollection.id}/line-sheet/send/`, {
      company_id: annsCompany,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sent_to).toEqual([ann.email]);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.to).toBe(ann.email);
    expect(mail!.text).toContain(`/api/ecommerce/collections/${goldCollection.id}/line-sheet.pdf`);
    expect(mail!.text).toContain('1–15 Mar 2027');
  });
});
