// Group prices (issue 32.4, docs/api.md "Group prices", decision 149): a member of a company in a
// customer group sees and pays the group's price on the product, the cards, the cart, checkout,
// the placed order's lines and its mail; a guest and a member of another company see list prices
// from the same URLs; a member's answer never enters, nor comes out of, the shared response
// cache while a guest's still does; a member removed from the company, or a company taken out
// of its group, pays list prices from the next request on. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  convertUnitPrice,
  decimal,
  formatPrice,
  groupUnitPrice,
  linePrice,
  minorUnitExponent,
  moneyNumber,
  type ExchangeRates,
  type ProductDetail,
} from '@solestock/domain';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  callerOf,
  cookieHeaderFrom,
  firstProductIds,
  SHOPPER_PASSWORD,
  signedInShopper,
  type SignedInShopper,
} from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import type { OrderDto } from '@solestock/domain/order-payloads';

let t: TestApp;
let manager: SignedInStaff;
let productId: number;
let rates: ExchangeRates;
let ann: SignedInShopper; // admin of the Gold company
let bea: SignedInShopper; // a buyer who joins Ann's company
let cat: SignedInShopper; // another company, in no group
let goldId: number;
let annsCompany: number;
const call = callerOf(() => t.app);
const DISCOUNT = '12.50';

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 6 });
  productId = (await firstProductIds(t.database.db, 1))[0]!;
  manager = await signedInStaff(t.app, 'manager');
  ann = await signedInShopper(t.app, { firstName: 'Ann' });
  bea = await signedInShopper(t.app, { firstName: 'Bea' });
  cat = await signedInShopper(t.app, { firstName: 'Cat' });
  rates = (await call(null, 'GET', '/ecommerce/exchange-rates/')).json();
  const gold = await staff('POST', '/customer-groups/', {
    name: 'Gold',
    discount_percent: '12.5',
  });
  expect(gold.statusCode, gold.body).toBe(201);
  goldId = gold.json().id;
  annsCompany = (await call(ann, 'GET', '/ecommerce/company/')).json().id;
  await setGroup(annsCompany, goldId);
  await join(ann, bea);
});
afterAll(async () => {
  await t?.close();
});

const staff = (method: 'POST' | 'PUT', path: string, payload: object) =>
  t.app.inject({
    method,
    url: `/api/admin${path}`,
    headers: { cookie: manager.cookie },
    payload,
  });

async function setGroup(companyId: number, groupId: number | null) {
  const res = await staff('PUT', `/customers/${companyId}/group/`, { group_id: groupId });
  expect(res.statusCode, res.body).toBe(200);
}

/** `member` joins `admin`'s company through an invitation. */
async function join(admin: SignedInShopper, member: SignedInShopper) {
  const res = await call(admin, 'POST', '/ecommerce/company/members/', {
    email: member.email,
    role: 'buyer',
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, member.email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/company\/join\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
  const joined = await call(member, 'POST', `/ecommerce/company/invitations/${token}/accept/`);
  expect(joined.statusCode, joined.body).toBe(200);
}

type Who = SignedInShopper | null;
const product = async (who: Who) => {
  const res = await call(who, 'GET', `/ecommerce/products/${productId}/gb`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** What the cart charges a pair at `quantity`, in pounds, by the domain's one rule. */
function charged(list: ProductDetail, quantity: number, discount = '0') {
  return linePrice(
    list.slabPrices,
    quantity,
    list.defaultSellingPrice,
    'gb',
    rates,
    undefined,
    discount,
  ).convertedUnitPrice;
}

type Card = { id: number; sellingPrice: { amount: number; currency: string } };

/** Every card of an answer as `id → own-currency price`. */
function cardPrices(cards: Card[]) {
  return new Map(cards.map((c) => [c.id, c.sellingPrice]));
}

/** The member's price of a list price, as a JSON number. */
const memberOf = (amount: number | string, currency: string) =>
  groupUnitPrice(amount, DISCOUNT, currency).toNumber();

/** Whether an amount is a whole number of its currency's minor unit (pence, cents, yen). */
const inMinorUnits = (amount: number, currency: string) =>
  decimal(amount).decimalPlaces() <= minorUnitExponent(currency);
const listingCards = (body: { results: { products: Card[] }[] }) =>
  cardPrices(body.results.flatMap((g) => g.products));

describe('group prices', () => {
  it('a member sees the group’s prices on the product page; a guest and another company see list prices, the guest’s from the cache', async () => {
    const guest = await product(null);
    expect(guest.headers['x-cache']).toBe('miss');
    const list = guest.json<ProductDetail>();
    expect(list.group_discount_percent).toBeUndefined();

    for (const member of [ann, bea]) {
      const res = await product(member);
      // Never served from nor stored in the shared cache.
      expect(res.headers['x-cache']).toBeUndefined();
      const p = res.json<ProductDetail>();
      expect(p.group_discount_percent).toBe(DISCOUNT);
      p.slabPrices.forEach((s, i) => {
        const listSlab = list.slabPrices[i]!;
        expect(s.selling_price).toBe(memberOf(listSlab.selling_price, listSlab.currency));
        expect(s.converted_price.amount).toBeLessThan(listSlab.converted_price.amount);
      });
      expect(p.defaultSellingPrice.amount).toBe(
        memberOf(list.defaultSellingPrice.amount, list.defaultSellingPrice.currency),
      );
      const own = list.defaultSellingPrice;
      expect(p.sellingPrice.amount).toBe(
        moneyNumber(
          convertUnitPrice(memberOf(own.amount, own.currency), own.currency, 'gb', rates).amount,
        ),
      );
      // The size-run grid's tables are the group's too.
      expect(p.slabTables![0]![0]!.selling_price).toBe(
        memberOf(list.slabTables![0]![0]!.selling_price, list.slabTables![0]![0]!.currency),
      );
      // The page prices a quantity from this answer as the cart charges the member.
      expect(charged(p, 120).equals(charged(list, 120, DISCOUNT))).toBe(true);
    }

    // The guest's answer is still the cached list-price one, byte for byte; so is another
    // company's (a signed-in shopper without a group shares the guests' answer).
    const again = await product(null);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(guest.body);
    const other = await product(cat);
    expect(other.body).toBe(guest.body);

    // A session that was logged out no longer gets the group's prices, even with its cookie.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: ann.email, password: SHOPPER_PASSWORD, remember_me: false },
    });
    const second = { ...ann, cookie: cookieHeaderFrom(login.cookies) };
    expect((await product(second)).json<ProductDetail>().group_discount_percent).toBe(DISCOUNT);
    expect((await call(second, 'POST', '/logout/')).statusCode).toBeLessThan(300);
    expect((await product(second)).body).toBe(guest.body);
  });

  it('a member’s cards are the group’s on the listing, search, home and item group; others’ are list prices', async () => {
    const listing = '/ecommerce/itemgroups/';
    const guest = await call(null, 'GET', listing);
    const member = await call(ann, 'GET', listing);
    expect(member.headers['x-cache']).toBeUndefined();
    expect(member.json().group_discount_percent).toBe(DISCOUNT);
    const listed = listingCards(guest.json());
    const theirs = listingCards(member.json());
    expect(theirs.size).toBe(listed.size);
    for (const [id, price] of listed) {
      expect(theirs.get(id)!.amount).toBe(memberOf(price.amount, price.currency));
    }
    expect((await call(cat, 'GET', listing)).body).toBe(guest.body);
    expect((await call(null, 'GET', listing)).headers['x-cache']).toBe('hit');

    const home = '/ecommerce/homepage/itemgroups/';
    const homeGuest = (await call(null, 'GET', home)).json();
    const homeMember = (await call(bea, 'GET', home)).json();
    const homeCards = listingCards({ results: homeGuest });
    expect(homeCards.size).toBeGreaterThan(0);
    for (const [id, price] of listingCards({ results: homeMember }))
      expect(price.amount).toBe(memberOf(homeCards.get(id)!.amount, price.currency));

    const groupId = homeGuest[0].id;
    const one = (who: Who) => call(who, 'GET', `/ecommerce/item-group/${groupId}/`);
    const oneGuest = listingCards({ results: [(await one(null)).json()] });
    for (const [id, price] of listingCards({ results: [(await one(ann)).json()] }))
      expect(price.amount).toBe(memberOf(oneGuest.get(id)!.amount, price.currency));

    const q = encodeURIComponent(homeGuest[0].brand);
    const search = `/ecommerce/search/products/?q=${q}`;
    const searchGuest = (await call(null, 'GET', search)).json();
    const searchMember = (await call(ann, 'GET', search)).json();
    expect(searchGuest.products.length).toBeGreaterThan(0);
    expect(searchMember.group_discount_percent).toBe(DISCOUNT);
    const found = cardPrices(searchGuest.products);
    for (const [id, price] of cardPrices(searchMember.products))
      expect(price.amount).toBe(memberOf(found.get(id)!.amount, price.currency));

    // Issue 41.9: every amount a member is shown is a price in its currency (11.57, not 11.568),
    // on each of these answers and on the product page.
    const shown = [
      ...listingCards(member.json()).values(),
      ...listingCards({ results: homeMember }).values(),
      ...cardPrices(searchMember.products).values(),
    ];
    const page = (await product(ann)).json<ProductDetail>();
    shown.push(
      page.defaultSellingPrice,
      ...page.slabPrices.map((s) => ({ amount: s.selling_price, currency: s.currency })),
      ...page.slabTables!.flat().map((s) => ({ amount: s.selling_price, currency: s.currency })),
    );
    expect(shown.length).toBeGreaterThan(10);
    for (const { amount, currency } of shown)
      expect(inMinorUnits(amount, currency), `${amount} ${currency}`).toBe(true);
    // The discount does lower prices that then need rounding: the rule is exercised.
    expect(
      shown.some((p) => !inMinorUnits(p.amount * (1 - Number(DISCOUNT) / 100), p.currency)),
    ).toBe(true);
    expect((await call(cat, 'GET', search)).json()).toEqual(searchGuest);
  });

  it('the cart, checkout total, placed order lines and the order mail are at the group’s price', async () => {
    const list = (await product(null)).json<ProductDetail>();
    const quantity = 120;
    const unit = charged(list, quantity, DISCOUNT);
    expect(unit.lessThan(charged(list, quantity))).toBe(true);

    await call(ann, 'POST', '/ecommerce/cart/add/', { product_id: productId, quantity });
    const cart = (await call(ann, 'GET', '/ecommerce/cart/items/?country_code=gb')).json();
    expect(cart.group_discount_percent).toBe(DISCOUNT);
    const [line] = cart.cartItems;
    expect(line.productConvertedPrice.amount).toBe(moneyNumber(unit));
    expect(cart.subtotal.amount).toBe(moneyNumber(unit.times(quantity)));
    // The cart line's slabs are the member's, as the product page shows them.
    expect(line.productPriceSlabs[0].selling_price).toBe(
      memberOf(list.slabPrices[0]!.selling_price, list.slabPrices[0]!.currency),
    );

    const checkout = (await call(ann, 'GET', '/ecommerce/cart/checkout/?country_code=gb')).json();
    expect(checkout.total_price.amount).toBe(moneyNumber(unit.times(quantity)));

    const placed = await call(
      ann,
      'POST',
      '/ecommerce/order/place/?country_code=gb&without_payment=true',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id;
    const order = (await call(ann, 'GET', `/ecommerce/orders/${orderId}/`)).json<OrderDto>();
    expect(order.items[0]!.converted_unit_price).toBe(moneyNumber(unit));
    expect(order.items[0]!.line_total).toBe(moneyNumber(unit.times(quantity)));
    expect(Number(order.total)).toBe(moneyNumber(unit.times(quantity)));
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ann.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.text).toContain(`of ${formatPrice('£', unit.times(quantity))}.`);

    // ORDER NOW charges the member's price too.
    const now = await call(
      bea,
      'POST',
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productId, quantity, mode: 'air' },
    );
    expect(now.statusCode, now.body).toBe(201);
    const beas = (
      await call(bea, 'GET', `/ecommerce/orders/${now.json().order_id}/`)
    ).json<OrderDto>();
    expect(beas.items[0]!.converted_unit_price).toBe(moneyNumber(unit));
  });

  it('a member removed from the company, and a company taken out of its group, pay list prices at once', async () => {
    const list = (await product(null)).json<ProductDetail>();
    const listUnit = moneyNumber(charged(list, 50));
    await call(bea, 'POST', '/ecommerce/cart/add/', { product_id: productId, quantity: 50 });
    const unitOf = async (who: SignedInShopper) =>
      (await call(who, 'GET', '/ecommerce/cart/items/?country_code=gb')).json().cartItems[0]
        .productConvertedPrice.amount as number;
    expect(await unitOf(bea)).toBe(moneyNumber(charged(list, 50, DISCOUNT)));

    const members = (await call(ann, 'GET', '/ecommerce/company/members/')).json().members as {
      id: number;
      user_id: number;
    }[];
    const beaId = members.find((m) => m.user_id === bea.userId)!.id;
    expect((await call(ann, 'DELETE', `/ecommerce/company/members/${beaId}/`)).statusCode).toBe(
      204,
    );
    expect(await unitOf(bea)).toBe(listUnit);
    expect((await product(bea)).json<ProductDetail>().group_discount_percent).toBeUndefined();

    // Ann's order was placed at the group's price; once her company leaves the group, her cart
    // and the product are at list prices and ordering again names the price change.
    await setGroup(annsCompany, null);
    const orders = (await call(ann, 'GET', '/ecommerce/orders/')).json().orders as { id: number }[];
    const again = await call(ann, 'POST', `/ecommerce/orders/${orders.at(-1)!.id}/reorder/`);
    expect(again.statusCode, again.body).toBe(201);
    const [change] = again.json().price_changes;
    expect(change.new_unit_price).toBe(moneyNumber(charged(list, 120)));
    expect(change.old_unit_price).toBe(moneyNumber(charged(list, 120, DISCOUNT)));
    const fresh = await product(ann);
    expect(fresh.json<ProductDetail>().group_discount_percent).toBeUndefined();
    expect(fresh.json<ProductDetail>().slabPrices).toEqual(list.slabPrices);
  });
});
