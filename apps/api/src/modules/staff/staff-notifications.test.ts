// Staff notifications (issue 28, item 2): each kind reaches, through the mail outbox, the active
// members who want it (their setting, or the default: a new order for owners and managers);
// the settings are each member's own. And the help-centre inbox and contact address (item 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { exchangeRates, mailOutbox, payments, refunds, staff } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { settleRefund } from '../orders/refunds.service.ts';
import { notifyStaff, watchRates } from './staff-notifications.ts';

let t: TestApp;
let buyer: SignedInShopper;
let owner: SignedInStaff;
let manager: SignedInStaff;
let quietManager: SignedInStaff;
let support: SignedInStaff;
let disabledOwner: SignedInStaff;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4, jobs: { poll: false } });
  buyer = await signedInShopper(t.app);
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  quietManager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
  disabledOwner = await signedInStaff(t.app, 'owner');
  await t.database.db
    .update(staff)
    .set({ disabledAt: new Date() })
    .where(eq(staff.id, disabledOwner.staffId));
  productId = Number(
    (await queryRows<{ id: number }>(t.database.db, sql`select id from products limit 1`))[0]!.id,
  );
});
afterAll(() => t?.close());

const call = (who: { cookie: string } | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const staffEmails = () =>
  [owner, manager, quietManager, support, disabledOwner].map((m) => m.email);
/** Runs the queued jobs (notices, then their mails) and answers the staff mails they made. */
async function staffMails() {
  while ((await t.app.jobs.drain()) > 0);
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, staffEmails()))
    .orderBy(mailOutbox.id);
  await t.database.db.delete(mailOutbox).where(inArray(mailOutbox.to, staffEmails()));
  return rows;
}
const recipients = (rows: { to: string }[]) => rows.map((r) => r.to).sort();

describe('each member’s settings', () => {
  it('start from the defaults: a new order for owners and managers, nothing else', async () => {
    const mine = await call(owner, 'GET', '/admin/me/notifications/');
    expect(mine.json()).toEqual({
      order_review: true,
      balance_paid: false,
      refund_failed: false,
      contact_message: false,
      rates_stale: false,
    });
    expect((await call(support, 'GET', '/admin/me/notifications/')).json().order_review).toBe(
      false,
    );
  });

  it('change one at a time, for the member only, and refuse what is not a setting', async () => {
    const off = await call(quietManager, 'PUT', '/admin/me/notifications/', {
      order_review: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().order_review).toBe(false);
    for (const who of [owner, manager, support]) {
      const on = await call(who, 'PUT', '/admin/me/notifications/', {
        balance_paid: true,
        refund_failed: true,
        contact_message: true,
        rates_stale: true,
      });
      expect(on.statusCode).toBe(200);
    }
    expect((await call(manager, 'GET', '/admin/me/notifications/')).json().order_review).toBe(true);
    const bogus = await call(owner, 'PUT', '/admin/me/notifications/', { everything: true });
    expect(bogus.statusCode).toBe(400);
    const notBool = await call(owner, 'PUT', '/admin/me/notifications/', { order_review: 'yes' });
    expect(notBool.statusCode).toBe(400);
    expect((await call(owner, 'GET', '/admin/me/notifications/')).json().order_review).toBe(true);
  });
});

describe('the notices, queued in the outbox', () => {
  it('mails a new order to review to the members who want it, not the disabled', async () => {
    const res = await call(
      buyer,
      'POST',
      '/ecommerce/order-now/?country_code=gb&without_payment=true',
      { product_id: productId, quantity: 12, mode: 'air' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order_id as number;
    const mails = await staffMails();
    expect(recipients(mails)).toEqual([owner.email, manager.email].sort());
    expect(mails[0]!.subject).toBe(`Order #${id} is waiting for review`);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/admin/orders/${id}`);
    expect(mails[0]!.text).toContain(buyer.email);
  });

  it('mails a balance paid, a failed refund and stale rates to who asked for them', async () => {
    const [order] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders order by id desc limit 1`,
    );
    const orderId = Number(order!.id);
    await t.database.db.transaction((tx) => notifyStaff(tx, { kind: 'balance_paid', orderId }));
    let mails = await staffMails();
    expect(recipients(mails)).toEqual([owner.email, manager.email, support.email].sort());
    expect(mails[0]!.subject).toBe(`The balance of order #${orderId} is paid`);

    // A refund the processor reports failed, as its webhook or its answer says.
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        orderId,
        processor: 'test',
        paymentIntentId: `pi_notify_${orderId}`,
        amountMinor: 1000,
        currency: 'gbp',
        status: 'succeeded',
        captureMethod: 'automatic',
        paymentMethod: 'card',
        livemode: false,
        kind: 'balance',
      })
      .returning();
    await t.database.db.insert(refunds).values({
      orderId,
      paymentId: payment!.id,
      processor: 'test',
      refundId: 're_notify',
      amountMinor: 1000,
      currency: 'gbp',
      lastError: 'card_closed',
    });
    expect(
      await settleRefund(t.database.db, {
        id: 're_notify',
        amount: 1000,
        status: 'failed',
        failureReason: 'card_closed',
      }),
    ).toBe('settled');
    mails = await staffMails();
    expect(recipients(mails)).toEqual([owner.email, manager.email, support.email].sort());
    expect(mails[0]!.subject).toBe(`A refund of order #${orderId} failed`);
    expect(mails[0]!.text).toContain('card_closed');
    // Settled once: the processor's word again changes nothing and mails no one.
    await settleRefund(t.database.db, { id: 're_notify', amount: 1000, status: 'failed' });
    expect(await staffMails()).toHaveLength(0);

    // Fresh rates are no news; rates older than 48 hours are, once per set.
    expect(await watchRates(t.database.db, new Date())).toBe(false);
    await t.database.db.update(exchangeRates).set({ updatedAt: sql`now() - interval '3 days'` });
    expect(await watchRates(t.database.db, new Date())).toBe(true);
    expect(await watchRates(t.database.db, new Date())).toBe(false);
    mails = await staffMails();
    expect(recipients(mails)).toEqual([owner.email, manager.email, support.email].sort());
    expect(mails[0]!.subject).toBe('The exchange rates are out of date');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/admin/rates`);
  });
});

describe('the help-centre inbox and the contact address', () => {
  const message = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada-inbox@example.com',
    mobile: '+44 7700 900123',
    message: 'Do you ship 500 pairs by sea to Toronto?',
  };

  it('shows the address on the help center, mails messages to it, and lets the owner change it', async () => {
    const shown = await call(null, 'GET', '/help-center/contact/');
    expect(shown.json()).toEqual({ email: 'support@solestock.example' });
    expect(
      (await call(manager, 'PUT', '/admin/settings/contact/', { contact_email: 'x@y.z' }))
        .statusCode,
    ).toBe(403);
    const bad = await call(owner, 'PUT', '/admin/settings/contact/', { contact_email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const set = await call(owner, 'PUT', '/admin/settings/contact/', {
      contact_email: 'Help@Shop.Example',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(null, 'GET', '/help-center/contact/')).json()).toEqual({
      email: 'help@shop.example',
    });
    const sent = await call(null, 'POST', '/help-center/contact/', message);
    expect(sent.statusCode, sent.body).toBe(201);
    const toShop = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'help@shop.example'));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.replyTo).toBe('ada-inbox@example.com');
    // And the members who asked for it are told.
    const mails = await staffMails();
    expect(recipients(mails)).toEqual([owner.email, manager.email, support.email].sort());
    expect(mails[0]!.subject).toBe(`Help-centre message #${sent.json().id} from Ada Lovelace`);
  });

  it('lists messages newest first, unread until marked, each with a reply link; every role', async () => {
    const list = await call(support, 'GET', '/admin/messages/?status=unread');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unread).toBeGreaterThanOrEqual(1);
    const mine = body.results.find((m: { email: string }) => m.email === message.email);
    expect(mine).toMatchObject({ read: false, message: message.message, first_name: 'Ada' });
    expect(mine.reply_url).toMatch(/^mailto:ada-inbox@example\.com\?subject=Re%3A/);
    const read = await call(support, 'PATCH', `/admin/messages/${mine.id}/`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().read).toBe(true);
    const after = (await call(owner, 'GET', '/admin/messages/?status=unread')).json();
    expect(after.unread).toBe(body.unread - 1);
    expect(after.results.some((m: { id: number }) => m.id === mine.id)).toBe(false);
    const unread = await call(owner, 'PATCH', `/admin/messages/${mine.id}/`, { read: false });
    expect(unread.json().read).toBe(false);
    expect((await call(owner, 'PATCH', '/admin/messages/999999/', { read: true })).statusCode).toBe(
      404,
    );
    expect(
      (await call(owner, 'PATCH', `/admin/messages/${mine.id}/`, { read: 'x' })).statusCode,
    ).toBe(400);
    expect((await call(owner, 'GET', '/admin/messages/?status=all')).statusCode).toBe(400);
  });
});
