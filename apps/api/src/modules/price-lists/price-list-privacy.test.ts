// Price lists never leak (docs/price-lists.md, decision 187), as a property over random
// assignments: whichever companies and customer groups two lists are given, a member sees a
// list's prices exactly when their company is on it (directly, else through its group), and a
// guest, another company's member and every answer of the shared response cache see none of
// them, on the product page and the item group's cards alike. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { ProductDetail } from '@solestock/domain';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  callerOf,
  firstProductIds,
  signedInShopper,
  type SignedInShopper,
} from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let manager: SignedInStaff;
let productId: number;
let itemGroupId: number;
const shoppers: { who: SignedInShopper; company: number }[] = [];
const groups: number[] = [];
const lists: { id: number; currency: string; price: number }[] = [];
const call = callerOf(() => t.app);
const COMPANIES = 4;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2 });
  productId = (await firstProductIds(t.database.db, 1))[0]!;
  const [row] = await t.database.db
    .select({ sku: products.sku, itemGroupId: products.itemGroupId })
    .from(products)
    .where(eq(products.id, productId));
  itemGroupId = row!.itemGroupId;
  manager = await signedInStaff(t.app, 'manager');
  for (let i = 0; i < COMPANIES; i++) {
    const who = await signedInShopper(t.app, { firstName: `Buyer${i}` });
    shoppers.push({ who, company: (await call(who, 'GET', '/ecommerce/company/')).json().id });
  }
  for (const name of ['North', 'South']) {
    groups.push((await staff('POST', '/customer-groups/', { name })).json().id);
  }
  // Prices no catalogue product has: seeing one is seeing the list.
  for (const [name, currency, price] of [
    ['Yen list', 'jpy', 7777],
    ['Dollar list', 'usd', 3333.33],
  ] as const) {
    const made = await staff('POST', '/price-lists/', { name, currency });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const entries = await staff('PUT', `/price-lists/${id}/entries/`, {
      items: [{ sku: row!.sku, unit_price: String(price) }],
    });
    expect(entries.statusCode, entries.body).toBe(200);
    lists.push({ id, currency, price });
  }
});
afterAll(async () => {
  await t?.close();
});

function staff(method: 'POST' | 'PUT', path: string, payload: object) {
  return t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: manager.cookie },
    payload,
  });
}

/** What one caller sees: the product page's own price and the item group's card of it. */
async function seen(who: SignedInShopper | null) {
  const detail = await call(who, 'GET', `/ecommerce/products/${productId}/gb`);
  const group = await call(who, 'GET', `/ecommerce/item-group/${itemGroupId}/`);
  expect(detail.statusCode).toBe(200);
  expect(group.statusCode).toBe(200);
  const p = detail.json() as ProductDetail;
  const card = (
    group.json() as {
      products: { id: number; sellingPrice: { amount: number; currency: string } }[];
    }
  ).products.find((c) => c.id === productId)!;
  return {
    page: { amount: p.sellingPrice.amount, currency: p.sellingPrice.currency },
    own: p.defaultSellingPrice,
    card: card.sellingPrice,
    cached: [detail.headers['x-cache'], group.headers['x-cache']],
  };
}

const choice = (n: number) => fc.integer({ min: -1, max: n - 1 });

describe('price lists stay with their companies', () => {
  it('over random assignments, only a listed company’s members see the list’s prices; guests and the shared cache never do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Each company: its group (-1 none) and the list it is on directly (-1 none).
          companyGroup: fc.array(choice(groups.length), {
            minLength: COMPANIES,
            maxLength: COMPANIES,
          }),
          companyList: fc.array(choice(lists.length), {
            minLength: COMPANIES,
            maxLength: COMPANIES,
          }),
          groupList: fc.array(choice(lists.length), {
            minLength: groups.length,
            maxLength: groups.length,
          }),
        }),
        async ({ companyGroup, companyList, groupList }) => {
          for (const [i, s] of shoppers.entries()) {
            const g = companyGroup[i]!;
            const res = await staff('PUT', `/customers/${s.company}/group/`, {
              group_id: g < 0 ? null : groups[g],
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          // Everyone off both lists first: a company or group is on one list at most, so a
          // move from one to the other is refused while the first still holds it.
          for (const [l, list] of lists.entries()) {
            const res = await staff('PUT', `/price-lists/${list.id}/`, {
              name: l === 0 ? 'Yen list' : 'Dollar list',
              currency: list.currency,
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          for (const [l, list] of lists.entries()) {
            const res = await staff('PUT', `/price-lists/${list.id}/`, {
              name: l === 0 ? 'Yen list' : 'Dollar list',
              currency: list.currency,
              company_ids: shoppers.filter((_, i) => companyList[i] === l).map((s) => s.company),
              group_ids: groups.filter((_, i) => groupList[i] === l),
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          // A guest first, then every member, then a guest again: whatever the members made,
          // the guest's answers (cached or not) hold no list's price.
          const guestBefore = await seen(null);
          for (const [i, s] of shoppers.entries()) {
            const g = companyGroup[i]!;
            const direct = companyList[i]!;
            const onList = direct >= 0 ? direct : g >= 0 ? groupList[g]! : -1;
            const view = await seen(s.who);
            // A member with a list's or a group's prices is never served from, nor kept in, the
            // shared cache; here only a list matters (the groups have no discount).
            if (onList >= 0) {
              const list = lists[onList]!;
              expect(view.cached).toEqual([undefined, undefined]);
              expect(view.page).toEqual({ amount: list.price, currency: list.currency });
              expect(view.own).toEqual({ amount: list.price, currency: list.currency });
              expect(view.card).toMatchObject({ amount: list.price, currency: list.currency });
            } else {
              for (const list of lists) {
                expect(view.own.amount).not.toBe(list.price);
                expect(view.card.amount).not.toBe(list.price);
              }
              expect(view.page.currency).toBe('gbp');
            }
            const part = (await call(s.who, 'GET', '/ecommerce/personal-part/')).json();
            expect(part.price_list.startsWith('list:')).toBe(onList >= 0);
          }
          for (const guest of [guestBefore, await seen(null)]) {
            for (const list of lists) {
              expect(guest.own.amount).not.toBe(list.price);
              expect(guest.card.amount).not.toBe(list.price);
            }
            expect(guest.page.currency).toBe('gbp');
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
