// A company's orders and its address book (docs/api.md, "Companies and addresses"; decision
// 146): every member sees the company's orders with who placed them; another company's order is
// a 404 exactly like a missing one on every buyer order route; a removed member loses the orders
// at once; once the book has an address, placing needs one; the order keeps its own copy of the
// address and of the company's name and tax id, shown to staff, in the CSV and in the mails.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { companyMembers, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  callerOf,
  firstProductIds,
  signedInShopper,
  type SignedInShopper,
} from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import type { OrderDto } from '@solestock/domain/order-payloads';

let t: TestApp;
let productIds: number[];
let manager: SignedInStaff;
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 6 });
  productIds = await firstProductIds(t.database.db, 3);
  manager = await signedInStaff(t.app, 'manager');
});
afterAll(async () => {
  await t?.close();
});

const shopper = (firstName: string) => signedInShopper(t.app, { firstName });

/** `member` joins `admin`'s company through an invitation. */
async function join(admin: SignedInShopper, member: SignedInShopper, role = 'buyer') {
  const res = await call(admin, 'POST', '/ecommerce/company/members/', {
    email: member.email,
    role,
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

async function memberId(admin: SignedInShopper, member: SignedInShopper) {
  const list = (await call(admin, 'GET', '/ecommerce/company/members/')).json();
  return (list.members as { id: number; user_id: number }[]).find(
    (m) => m.user_id === member.userId,
  )!.id;
}

/** One product in the cart, then placed without payment (with `query`'s address, if any). */
async function placeOrder(who: SignedInShopper, query = '') {
  const add = await call(who, 'POST', '/ecommerce/cart/add/', {
    product_id: productIds[0],
    quantity: 3,
  });
  expect(add.statusCode, add.body).toBe(201);
  return call(who, 'POST', `/ecommerce/order/place/?country_code=gb&without_payment=true${query}`);
}

async function placed(who: SignedInShopper, query = '') {
  const res = await placeOrder(who, query);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order_id as number;
}

const address = {
  label: 'Warehouse',
  name: 'Ann Lee',
  company: 'Lee Shoes Ltd',
  line1: 'Bay 12, Northgate Logistics Centre',
  line2: '',
  city: 'Leeds',
  region: 'West Yorkshire',
  postcode: 'LS9 0PS',
  country_code: 'gb',
  phone: '+44 113 555 0199',
};

async function addAddress(who: SignedInShopper, body: object = address) {
  const res = await call(who, 'POST', '/ecommerce/company/addresses/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CompanyAddressDto;
}

const MISSING = 2_000_000_000;

/** Every buyer route that names an order, as `who` asks it of order `id`. */
const orderRoutes = (who: SignedInShopper, id: number) => [
  call(who, 'GET', `/ecommerce/orders/${id}/`),
  call(who, 'POST', `/ecommerce/orders/${id}/pay-balance/`),
  call(who, 'POST', `/ecommerce/orders/${id}/reorder/`),
  call(who, 'POST', '/ecommerce/payment-record/create/', {
    payment_intent_id: 'pi_test_unknown',
    order_id: id,
  }),
];

async function expectNotFoundLikeMissing(who: SignedInShopper, id: number) {
  const theirs = await Promise.all(orderRoutes(who, id));
  const missing = await Promise.all(orderRoutes(who, MISSING));
  for (const [i, res] of theirs.entries()) {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual(missing[i]!.json());
  }
  const list = (await call(who, 'GET', '/ecommerce/orders/')).json();
  expect(list.orders.map((o: { id: number }) => o.id)).not.toContain(id);
}

describe("a company's orders", () => {
  it('are listed to every member with who placed each, and open on every order route', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    await join(ann, bea);
    const annsOrder = await placed(ann);
    const beasOrder = await placed(bea);

    for (const who of [ann, bea]) {
      const list = (await call(who, 'GET', '/ecommerce/orders/')).json();
      expect(list.count).toBe(2);
      expect(
        list.orders.map((o: OrderDto) => [o.id, o.placed_by.id, o.placed_by.first_name]),
      ).toEqual([
        [beasOrder, bea.userId, 'Bea'],
        [annsOrder, ann.userId, 'Ann'],
      ]);
    }
    const detail = await call(bea, 'GET', `/ecommerce/orders/${annsOrder}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().placed_by).toEqual({ id: ann.userId, first_name: 'Ann' });
    // Not 404: the colleague's order is theirs to act on (nothing is due on it yet).
    const balance = await call(bea, 'POST', `/ecommerce/orders/${annsOrder}/pay-balance/`);
    expect(balance.statusCode).toBe(409);
    // Reorder puts it in the colleague's own cart: carts stay personal.
    const again = await call(bea, 'POST', `/ecommerce/orders/${annsOrder}/reorder/`);
    expect(again.statusCode, again.body).toBe(201);
    const beasCart = (await call(bea, 'GET', '/ecommerce/cart/items/?country_code=gb')).json();
    const annsCart = (await call(ann, 'GET', '/ecommerce/cart/items/?country_code=gb')).json();
    expect(beasCart.cartItems).toHaveLength(1);
    expect(annsCart.cartItems).toHaveLength(0);
  });

  it("another company's order answers 404 on every buyer order route, exactly like a missing one", async () => {
    const ann = await shopper('Ann');
    const cem = await shopper('Cem');
    const id = await placed(ann);
    await expectNotFoundLikeMissing(cem, id);
  });

  it('a removed member loses them at once; a joining buyer leaves their own with the old company', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const beasOwn = await placed(bea);
    await join(ann, bea);
    const annsOrder = await placed(ann);
    // Bea's earlier order stayed with her old company: neither she nor Ann sees it now.
    await expectNotFoundLikeMissing(bea, beasOwn);
    await expectNotFoundLikeMissing(ann, beasOwn);
    expect((await call(bea, 'GET', `/ecommerce/orders/${annsOrder}/`)).statusCode).toBe(200);

    const removed = await call(
      ann,
      'DELETE',
      `/ecommerce/company/members/${await memberId(ann, bea)}/`,
    );
    expect(removed.statusCode).toBe(204);
    await expectNotFoundLikeMissing(bea, annsOrder);
    expect((await call(bea, 'GET', '/ecommerce/orders/')).json().count).toBe(0);
    // Ann still sees it, and Bea's orders from now on are her new company's.
    expect((await call(ann, 'GET', `/ecommerce/orders/${annsOrder}/`)).statusCode).toBe(200);
    const beasNext = await placed(bea);
    await expectNotFoundLikeMissing(ann, beasNext);
  });
});

describe('the address book', () => {
  it('keeps one default: the first, then the one chosen; removing it passes it to the oldest', async () => {
    const ann = await shopper('Ann');
    const first = await addAddress(ann);
    expect(first.is_default).toBe(true);
    const second = await addAddress(ann, { ...address, label: 'Shop', is_default: true });
    const third = await addAddress(ann, { ...address, label: 'Office' });
    let book = (await call(ann, 'GET', '/ecommerce/company/addresses/')).json();
    expect(book).toMatchObject({ count: 3, can_edit: true });
    expect(book.addresses.map((a: CompanyAddressDto) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
      [third.id, false],
    ]);
    const edited = await call(ann, 'PUT', `/ecommerce/company/addresses/${third.id}/`, {
      ...address,
      label: 'Office',
      is_default: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await call(ann, 'DELETE', `/ecommerce/company/addresses/${third.id}/`)).statusCode,
    ).toBe(204);
    book = (await call(ann, 'GET', '/ecommerce/company/addresses/')).json();
    expect(book.addresses.filter((a: CompanyAddressDto) => a.is_default)).toEqual([
      expect.objectContaining({ id: first.id }),
    ]);
  });

  it('refuses bad fields with sentences; a buyer adds but only admins change or remove', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    await join(ann, bea);
    const bad = await call(ann, 'POST', '/ecommerce/company/addresses/', {
      ...address,
      name: '',
      country_code: 'xx',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['country_code', 'name']);
    expect((await call(ann, 'GET', '/ecommerce/company/addresses/')).json().count).toBe(0);

    const added = await addAddress(bea);
    expect((await call(bea, 'GET', '/ecommerce/company/addresses/')).json().can_edit).toBe(false);
    const put = await call(bea, 'PUT', `/ecommerce/company/addresses/${added.id}/`, address);
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toMatch(/Only an admin/);
    expect(
      (await call(bea, 'DELETE', `/ecommerce/company/addresses/${added.id}/`)).statusCode,
    ).toBe(403);
    // Another company's address is not found.
    const cem = await shopper('Cem');
    expect(
      (await call(cem, 'PUT', `/ecommerce/company/addresses/${added.id}/`, address)).statusCode,
    ).toBe(404);
    expect(
      (await call(cem, 'DELETE', `/ecommerce/company/addresses/${added.id}/`)).statusCode,
    ).toBe(404);
  });
});

describe('placing with a delivery address', () => {
  it('a buyer whose company has no address places as the specs say, without one', async () => {
    const ann = await shopper('Ann');
    const id = await placed(ann);
    const order = (await call(ann, 'GET', `/ecommerce/orders/${id}/`)).json();
    expect(order.delivery_address).toBeNull();
    expect(order.company).toEqual({ name: 'Ann', tax_id: '' });
  });

  it('once the book has an address, order/place and order-now need one of its addresses', async () => {
    const ann = await shopper('Ann');
    const cem = await shopper('Cem');
    const mine = await addAddress(ann);
    const theirs = await addAddress(cem);

    const without = await placeOrder(ann);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'address_required' });
    expect(without.json().error).toMatch(/Choose a delivery address/);
    const now = await call(ann, 'POST', '/ecommerce/order-now/?country_code=gb', {
      product_id: productIds[1],
      quantity: 2,
    });
    expect(now.statusCode).toBe(400);
    expect(now.json().code).toBe('address_required');
    const foreign = await placeOrder(ann, `&address_id=${theirs.id}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'unknown_address' });
    expect((await placeOrder(ann, '&address_id=abc')).statusCode).toBe(400);
    // Nothing was placed by the refusals.
    expect((await call(ann, 'GET', '/ecommerce/orders/')).json().count).toBe(0);

    const withOne = await call(
      ann,
      'POST',
      `/ecommerce/order-now/?country_code=gb&without_payment=true&address_id=${mine.id}`,
      { product_id: productIds[1], quantity: 2 },
    );
    expect(withOne.statusCode, withOne.body).toBe(201);
    const order = (await call(ann, 'GET', `/ecommerce/orders/${withOne.json().order_id}/`)).json();
    expect(order.delivery_address).toEqual(address);
  });

  it("the order's copy of the address and the company stays as it was after both are edited", async () => {
    const ann = await shopper('Ann');
    await call(ann, 'PUT', '/ecommerce/company/', { name: 'Lee Shoes Ltd', tax_id: 'GB123' });
    const book = await addAddress(ann);
    const id = await placed(ann, `&address_id=${book.id}`);

    await call(ann, 'PUT', '/ecommerce/company/', { name: 'Lee & Co', tax_id: 'GB999' });
    const edited = await call(ann, 'PUT', `/ecommerce/company/addresses/${book.id}/`, {
      ...address,
      line1: '1 Elsewhere Street',
      city: 'York',
    });
    expect(edited.statusCode).toBe(200);
    const order = (await call(ann, 'GET', `/ecommerce/orders/${id}/`)).json();
    expect(order.delivery_address).toEqual(address);
    expect(order.company).toEqual({ name: 'Lee Shoes Ltd', tax_id: 'GB123' });
    // Removing the address leaves the copy too.
    expect((await call(ann, 'DELETE', `/ecommerce/company/addresses/${book.id}/`)).statusCode).toBe(
      204,
    );
    expect((await call(ann, 'GET', `/ecommerce/orders/${id}/`)).json().delivery_address).toEqual(
      address,
    );

    // Staff see the same copy on the order page and in the export; the mail said it too.
    const staffView = await call(manager, 'GET', `/admin/orders/${id}/`);
    expect(staffView.json()).toMatchObject({
      company: { name: 'Lee Shoes Ltd', tax_id: 'GB123' },
      delivery_address: address,
    });
    const csv = await call(manager, 'GET', `/admin/orders/export.csv?q=%23${id}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\n');
    expect(header).toContain('company_name,company_tax_id,delivery_address,delivery_country_code');
    expect(row).toContain('Lee Shoes Ltd,GB123,');
    expect(row).toContain(
      '"Ann Lee, Lee Shoes Ltd, Bay 12, Northgate Logistics Centre, Leeds West Yorkshire LS9 0PS, United Kingdom",gb',
    );
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ann.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe(`We received your order #${id}`);
    expect(mail!.text).toContain('Delivery address: Ann Lee, Lee Shoes Ltd, Bay 12');
    expect(mail!.text).toContain('Ordered for: Lee Shoes Ltd (tax id GB123).');
  });

  it('an order belongs to the company its buyer was in when it was placed', async () => {
    const ann = await shopper('Ann');
    const id = await placed(ann);
    const [member] = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, ann.userId));
    const staffView = (await call(manager, 'GET', `/admin/orders/${id}/`)).json();
    expect(staffView.company.id).toBe(member!.companyId);
  });
});
