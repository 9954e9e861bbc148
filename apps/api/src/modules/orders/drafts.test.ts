// Orders taken by staff (docs/staff-orders.md): a draft's lines at the buyer's price or an agreed
// one (a reason, never below the owner's floor, audited), the mailed link (single use, a member
// of the company only), payment by card at exactly the agreed prices, placing on account (net
// terms only), and a sales rep who reaches only the companies assigned to them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let trade: SignedInShopper; // company A: net terms, 10 % off, assigned to the rep
let other: SignedInShopper; // company B: no group, not the rep's
let owner: SignedInStaff;
let manager: SignedInStaff;
let rep: SignedInStaff;
let productId: number;
let secondProductId: number;
let companyA: number;
let companyB: number;

type Who = { cookie: string } | null;
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function companyOf(who: SignedInShopper): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    t.database.db,
    sql`select company_id from company_members where user_id = ${who.userId}`,
  );
  return Number(row!.company_id);
}

interface Draft {
  id: number;
  status: string;
  order_id: number | null;
  lines: {
    product_id: number;
    quantity: number;
    buyer_price: string;
    unit_price: string;
    overridden: boolean;
    reason: string | null;
    converted_unit_price: string;
    line_total: string;
  }[];
  goods_total: { amount: string; currency: string };
}

const newDraft = async (who: Who, companyId: number) => {
  const res = await call(who, 'POST', '/admin/orders/drafts/', { company_id: companyId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Draft;
};
const setLines = (who: Who, id: number, lines: object[]) =>
  call(who, 'PUT', `/admin/orders/drafts/${id}/lines/`, { lines });

const tokenMailedTo = async (email: string) => {
  const [row] = await queryRows<{ text: string }>(
    t.database.db,
    sql`select text from mail_outbox where "to" = ${email} and subject like 'An order for%' order by id desc limit 1`,
  );
  const match = /\/order-draft\/([A-Za-z0-9_-]{43})/.exec(row?.text ?? '');
  expect(match, row?.text).not.toBeNull();
  return match![1]!;
};

const payCard = (secret: string) =>
  call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    },
    billing_details: { name: 'Ada Buyer' },
  });

const emailOf = async (who: SignedInShopper) =>
  (
    await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${who.userId}`,
    )
  )[0]!.email;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  trade = await signedInShopper(t.app);
  other = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  rep = await signedInStaff(t.app, 'sales_rep');
  const ids = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from products where archived_at is null order by id limit 2`,
  );
  productId = Number(ids[0]!.id);
  secondProductId = Number(ids[1]!.id);
  companyA = await companyOf(trade);
  companyB = await companyOf(other);
  const group = await call(owner, 'POST', '/admin/customer-groups/', {
    name: 'Trade',
    net_days: 30,
    discount_percent: 10,
  });
  expect(group.statusCode, group.body).toBe(201);
  expect(
    (await call(owner, 'PUT', `/admin/customers/${companyA}/group/`, { group_id: group.json().id }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a company’s sales rep', () => {
  it('is assigned by customers.write, only to a sales rep, and audited', async () => {
    const toManager = await call(owner, 'PUT', `/admin/customers/companies/${companyA}/rep/`, {
      staff_id: manager.staffId,
    });
    expect(toManager.statusCode).toBe(400);
    expect(toManager.json().error).toMatch(/not a sales rep/);
    const byRep = await call(rep, 'PUT', `/admin/customers/companies/${companyA}/rep/`, {
      staff_id: rep.staffId,
    });
    expect(byRep.statusCode).toBe(403);
    const res = await call(owner, 'PUT', `/admin/customers/companies/${companyA}/rep/`, {
      staff_id: rep.staffId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rep.id).toBe(rep.staffId);
    const [audit] = await queryRows<{ after: { rep_staff_id: number } }>(
      t.database.db,
      sql`select after from audit_log where action = 'customers.rep_assign' order by id desc limit 1`,
    );
    expect(audit!.after.rep_staff_id).toBe(rep.staffId);
    expect(
      (await call(owner, 'PUT', '/admin/customers/companies/999999/rep/', { staff_id: null }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a draft’s lines and agreed prices', () => {
  it('prices a line at the buyer’s price (the group discount) and refuses an override without a reason', async () => {
    const draft = await newDraft(rep, companyA);
    const plain = await setLines(rep, draft.id, [
      { product_id: productId, quantity: 12, mode: 'air' },
    ]);
    expect(plain.statusCode, plain.body).toBe(200);
    const line = (plain.json() as Draft).lines[0]!;
    expect(line.overridden).toBe(false);
    expect(line.unit_price).toBe(line.buyer_price);

    const noReason = await setLines(rep, draft.id, [
      { product_id: productId, quantity: 12, mode: 'air', unit_price: line.buyer_price },
    ]);
    expect(noReason.statusCode).toBe(400);
    const different = decimal(line.buyer_price).times('0.95').toFixed(2);
    const missing = await setLines(rep, draft.id, [
      { product_id: productId, quantity: 12, mode: 'air', unit_price: different },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields['lines.0.reason']).toMatch(/reason/);
  });

  it('refuses an agreed price below the owner’s floor with a sentence, changing nothing, and takes one within it (audited)', async () => {
    const draft = await newDraft(rep, companyA);
    const first = await setLines(rep, draft.id, [
      { product_id: productId, quantity: 12, mode: 'air' },
    ]);
    const buyer = (first.json() as Draft).lines[0]!.buyer_price;
    const tooLow = decimal(buyer).times('0.8').toFixed(2);
    const refused = await setLines(rep, draft.id, [
      {
        product_id: productId,
        quantity: 12,
        mode: 'air',
        unit_price: tooLow,
        reason: 'Big season',
      },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('below_override_floor');
    expect(refused.json().error).toMatch(/below the floor of 90.00%/);
    const unchanged = (await call(rep, 'GET', `/admin/orders/drafts/${draft.id}/`)).json() as Draft;
    expect(unchanged.lines[0]!.unit_price).toBe(buyer);

    const agreed = decimal(buyer).times('0.92').toFixed(2);
    const ok = await setLines(rep, draft.id, [
      {
        product_id: productId,
        quantity: 12,
        mode: 'air',
        unit_price: agreed,
        reason: 'Launch deal',
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const line = (ok.json() as Draft).lines[0]!;
    expect(line.overridden).toBe(true);
    expect(decimal(line.unit_price).equals(agreed)).toBe(true);
    const [audit] = await queryRows<{
      staff_id: number;
      before: { unit_price: string };
      after: { unit_price: string; reason: string };
    }>(
      t.database.db,
      sql`select staff_id, before, after from audit_log where action = 'order.draft_price_override' and entity_id = ${String(draft.id)} order by id desc limit 1`,
    );
    expect(audit!.staff_id).toBe(rep.staffId);
    expect(audit!.before.unit_price).toBe(buyer);
    expect(decimal(audit!.after.unit_price).equals(agreed)).toBe(true);
    expect(audit!.after.reason).toBe('Launch deal');
  });

  it('lets the owner lower the floor within 0–100 and no one else', async () => {
    expect(
      (await call(owner, 'PUT', '/admin/settings/staff-orders/', { override_floor_percent: 101 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(manager, 'PUT', '/admin/settings/staff-orders/', { override_floor_percent: 50 }))
        .statusCode,
    ).toBe(403);
    const set = await call(owner, 'PUT', '/admin/settings/staff-orders/', {
      override_floor_percent: '75',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().override_floor_percent).toBe('75.00');
    const draft = await newDraft(owner, companyA);
    const first = await setLines(owner, draft.id, [{ product_id: productId, quantity: 6 }]);
    const buyer = (first.json() as Draft).lines[0]!.buyer_price;
    const ok = await setLines(owner, draft.id, [
      {
        product_id: productId,
        quantity: 6,
        unit_price: decimal(buyer).times('0.8').toFixed(2),
        reason: 'Old stock',
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    await call(owner, 'PUT', '/admin/settings/staff-orders/', { override_floor_percent: '90' });
  });
});

describe('sending a draft and the buyer’s link', () => {
  it('mails the company a single-use link; a member pays by card exactly the agreed price', async () => {
    const draft = await newDraft(rep, companyA);
    const first = await setLines(rep, draft.id, [{ product_id: productId, quantity: 24 }]);
    const buyer = (first.json() as Draft).lines[0]!.buyer_price;
    const agreed = decimal(buyer).times('0.95').toFixed(2);
    const priced = await setLines(rep, draft.id, [
      { product_id: productId, quantity: 24, unit_price: agreed, reason: 'Repeat customer' },
    ]);
    const line = (priced.json() as Draft).lines[0]!;
    const sent = await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await emailOf(trade);
    expect(sent.json().recipients).toContain(email);
    const token = await tokenMailedTo(email);

    expect(
      (await call(other, 'GET', `/ecommerce/order-drafts/${token}/?country_code=gb`)).statusCode,
    ).toBe(403);
    expect(
      (await call(null, 'GET', `/ecommerce/order-drafts/${token}/?country_code=gb`)).statusCode,
    ).toBe(401);
    const view = await call(trade, 'GET', `/ecommerce/order-drafts/${token}/?country_code=gb`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().lines[0].converted_unit_price).toBe(line.converted_unit_price);

    const placed = await call(
      trade,
      'POST',
      `/ecommerce/order-drafts/${token}/place/?country_code=gb`,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id, payment_client_secret } = placed.json();
    expect(payment_client_secret).toBeTruthy();
    // A second Pay Now (a declined card tried again) pays the same order, not a second one.
    const retry = await call(
      trade,
      'POST',
      `/ecommerce/order-drafts/${token}/place/?country_code=gb`,
    );
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().order_id).toBe(order_id);
    expect((await payCard(payment_client_secret)).statusCode).toBe(200);
    const recorded = await call(trade, 'POST', '/ecommerce/payment-record/create/', {
      payment_intent_id: payment_client_secret.split('_secret_')[0],
      order_id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const order = await call(owner, 'GET', `/admin/orders/${order_id}/`);
    expect(order.statusCode, order.body).toBe(200);
    const [orderLine] = await queryRows<{ unit_price: string; converted_unit_price: string }>(
      t.database.db,
      sql`select unit_price::text, converted_unit_price::text from order_lines where order_id = ${order_id}`,
    );
    expect(decimal(orderLine!.unit_price).equals(agreed)).toBe(true);
    expect(decimal(orderLine!.converted_unit_price).equals(line.converted_unit_price)).toBe(true);
    const [row] = await queryRows<{ source: string; taken_by_staff_id: number; draft_id: number }>(
      t.database.db,
      sql`select source, taken_by_staff_id, draft_id from orders where id = ${order_id}`,
    );
    expect(row).toEqual({ source: 'draft', taken_by_staff_id: rep.staffId, draft_id: draft.id });

    const again = await call(
      trade,
      'POST',
      `/ecommerce/order-drafts/${token}/place/?country_code=gb`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('link_used');
    const after = (await call(rep, 'GET', `/admin/orders/drafts/${draft.id}/`)).json() as Draft;
    expect(after.status).toBe('placed');
    expect(after.order_id).toBe(order_id);
  });

  it('says an expired link has expired', async () => {
    const draft = await newDraft(rep, companyA);
    await setLines(rep, draft.id, [{ product_id: secondProductId, quantity: 6 }]);
    await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/send/`);
    const token = await tokenMailedTo(await emailOf(trade));
    await t.database.db.execute(
      sql`update order_draft_links set expires_at = now() - interval '1 minute' where draft_id = ${draft.id}`,
    );
    const res = await call(trade, 'GET', `/ecommerce/order-drafts/${token}/?country_code=gb`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('link_expired');
  });
});

describe('placing a draft on account', () => {
  it('refuses a company without net terms with a sentence', async () => {
    const draft = await newDraft(owner, companyB);
    await setLines(owner, draft.id, [{ product_id: productId, quantity: 12 }]);
    const res = await call(owner, 'POST', `/admin/orders/drafts/${draft.id}/place/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('net_terms_required');
    expect(res.json().error).toMatch(/no payment terms on account/);
  });

  it('places through the buyer’s path at the agreed price, once', async () => {
    const draft = await newDraft(rep, companyA);
    const first = await setLines(rep, draft.id, [{ product_id: secondProductId, quantity: 12 }]);
    const buyer = (first.json() as Draft).lines[0]!.buyer_price;
    const agreed = decimal(buyer).times('0.91').toFixed(2);
    await setLines(rep, draft.id, [
      { product_id: secondProductId, quantity: 12, unit_price: agreed, reason: 'Samples' },
    ]);
    const res = await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/place/`);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as number;
    const order = (await call(rep, 'GET', `/admin/orders/${orderId}/`)).json();
    expect(order.status).toBe('submitted');
    expect(order.payment_terms).toBe('account');
    const [line] = await queryRows<{ unit_price: string }>(
      t.database.db,
      sql`select unit_price::text from order_lines where order_id = ${orderId}`,
    );
    expect(decimal(line!.unit_price).equals(agreed)).toBe(true);
    // The buyer's placement mailed the order and started its timeline.
    const [events] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_events where order_id = ${orderId} and type = 'placed'`,
    );
    expect(Number(events!.n)).toBe(1);
    const again = await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/place/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('draft_placed');
  });
});

describe('a draft placed past the company’s credit limit', () => {
  it('is held in review like a buyer’s order, through the same placement', async () => {
    const limit = await call(owner, 'PUT', `/admin/customers/companies/${companyA}/credit/`, {
      credit_limit: '1.00',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    try {
      const draft = await newDraft(rep, companyA);
      await setLines(rep, draft.id, [{ product_id: secondProductId, quantity: 12 }]);
      const placed = await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/place/`);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = (await call(owner, 'GET', `/admin/orders/${placed.json().order_id}/`)).json();
      expect(order.status).toBe('submitted');
      expect(order.hold).toBe('credit_limit');
    } finally {
      await call(owner, 'PUT', `/admin/customers/companies/${companyA}/credit/`, {
        credit_limit: null,
      });
    }
  });
});

describe('a draft for a company on a price list', () => {
  it('prices its lines from the list’s entry in the list’s currency, and places the order in it', async () => {
    const [product] = await queryRows<{ sku: string }>(
      t.database.db,
      sql`select sku from products where id = ${productId}`,
    );
    const list = await call(owner, 'POST', '/admin/price-lists/', {
      name: 'Yen distributors',
      currency: 'jpy',
      group_ids: [],
      company_ids: [companyA],
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().id as number;
    try {
      const entries = await call(owner, 'PUT', `/admin/price-lists/${listId}/entries/`, {
        items: [{ sku: product!.sku, unit_price: '1500' }],
      });
      expect(entries.statusCode, entries.body).toBe(200);
      const draft = await newDraft(rep, companyA);
      // 95 % of the list's ¥1,500, within the owner's 90 % floor of the buyer's (the list's) price.
      const priced = await setLines(rep, draft.id, [
        { product_id: productId, quantity: 12, unit_price: '1425', reason: 'Fair' },
      ]);
      expect(priced.statusCode, priced.body).toBe(200);
      const shown = priced.json() as Draft;
      expect(decimal(shown.lines[0]!.buyer_price).equals(1500)).toBe(true);
      expect(shown.goods_total.currency.toLowerCase()).toBe('jpy');
      expect(decimal(shown.goods_total.amount).equals(1425 * 12)).toBe(true);
      // Below 90 % of the list's price is refused in the list's terms.
      const low = await setLines(rep, draft.id, [
        { product_id: productId, quantity: 12, unit_price: '1349', reason: 'Too low' },
      ]);
      expect(low.statusCode).toBe(400);
      const placed = await call(rep, 'POST', `/admin/orders/drafts/${draft.id}/place/`);
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = await queryRows<{ currency: string; unit_price: string }>(
        t.database.db,
        sql`select o.currency, l.unit_price::text from orders o join order_lines l on l.order_id = o.id where o.id = ${placed.json().order_id}`,
      );
      expect(order!.currency).toBe('jpy');
      expect(decimal(order!.unit_price).equals(1425)).toBe(true);
    } finally {
      await call(owner, 'DELETE', `/admin/price-lists/${listId}/`);
    }
  });
});

describe('a rep reaches only their companies', () => {
  let otherOrder: number;
  let otherDraft: number;

  beforeAll(async () => {
    const placed = await call(
      other,
      'POST',
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productId, quantity: 12, mode: 'air' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    otherOrder = placed.json().order_id;
    otherDraft = (await newDraft(owner, companyB)).id;
  });

  it('lists only their companies’ orders, buyers and drafts', async () => {
    const orders = (await call(rep, 'GET', '/admin/orders/')).json();
    expect(orders.results.length).toBeGreaterThan(0);
    for (const o of orders.results) expect(o.company.id).toBe(companyA);
    const all = (await call(owner, 'GET', '/admin/orders/')).json();
    expect(all.results.some((o: { id: number }) => o.id === otherOrder)).toBe(true);

    const customers = (await call(rep, 'GET', '/admin/customers/')).json();
    expect(customers.results.map((c: { id: number }) => c.id)).toEqual([trade.userId]);

    const drafts = (await call(rep, 'GET', '/admin/orders/drafts/')).json();
    for (const d of drafts.results) expect(d.company.id).toBe(companyA);
    expect(drafts.results.some((d: { id: number }) => d.id === otherDraft)).toBe(false);
  });

  it('answers 404 for another company’s order, its papers, buyer, draft, and refuses a draft for it', async () => {
    expect((await call(rep, 'GET', `/admin/orders/${otherOrder}/`)).statusCode).toBe(404);
    expect((await call(rep, 'GET', `/admin/orders/${otherOrder}/shipments/`)).statusCode).toBe(404);
    expect(
      (await call(rep, 'POST', `/admin/orders/${otherOrder}/notes/`, { text: 'Hello' })).statusCode,
    ).toBe(404);
    expect((await call(rep, 'GET', `/admin/customers/${other.userId}/`)).statusCode).toBe(404);
    expect((await call(rep, 'GET', `/admin/customers/${trade.userId}/`)).statusCode).toBe(200);
    expect((await call(rep, 'GET', `/admin/orders/drafts/${otherDraft}/`)).statusCode).toBe(404);
    expect((await setLines(rep, otherDraft, [])).statusCode).toBe(404);
    expect((await call(rep, 'DELETE', `/admin/orders/drafts/${otherDraft}/`)).statusCode).toBe(404);
    const refused = await call(rep, 'POST', '/admin/orders/drafts/', { company_id: companyB });
    expect(refused.statusCode).toBe(400);
    expect((await call(owner, 'GET', `/admin/orders/drafts/${otherDraft}/`)).statusCode).toBe(200);
  });

  it('counts only their companies on the dashboard', async () => {
    const mine = (await call(rep, 'GET', '/admin/dashboard/')).json();
    const shop = (await call(owner, 'GET', '/admin/dashboard/')).json();
    expect(shop.awaiting_review).toBeGreaterThan(mine.awaiting_review);
    const [a] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where company_id = ${companyA} and status in ('submitted', 'paid')`,
    );
    expect(mine.awaiting_review).toBe(Number(a!.n));
  });
});
