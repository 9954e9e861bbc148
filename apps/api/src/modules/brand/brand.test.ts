// The shop's brand (docs/brand.md): GET/PUT /admin/settings/brand/ is the owner's, each field
// refused with a sentence and nothing written, audited, and the storefront's change signal fired;
// GET /ecommerce/brand/ serves it to the pages (the demo's mark too); mails are sent under it;
// and a fresh shop (no brand, not the demo) asks its owner for its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_BRAND, contrastWithWhite } from '@solestock/domain/back-office/brand-payloads';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let signals = 0;
const call = callerOf(() => t.app);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 1 });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  t.app.storefrontChanges.onChange(() => (signals += 1));
});
afterAll(() => t?.close());

const BRAND = {
  shop_name: 'Northwind Footwear',
  logo: '/media/text/logo/Northwind.svg',
  favicon: '',
  primary_color: '#0A3D62',
  mail_from_name: 'Northwind Sales',
  footer_text: 'Boots and brogues by the carton since 1921.',
  legal_text: 'Northwind Footwear Ltd, company 01234567, registered in England.',
  show_vendor_link: false,
  show_seller_links: false,
};

describe('a shop that saved no brand', () => {
  it('is Solestock everywhere; the demo says so, and its owner is not asked for a name', async () => {
    expect((await call(owner, 'GET', '/admin/settings/brand/')).json()).toEqual(DEFAULT_BRAND);
    expect((await call(null, 'GET', '/ecommerce/brand/')).json()).toEqual({
      ...DEFAULT_BRAND,
      demo: true,
    });
    expect((await call(owner, 'GET', '/admin/settings/brand/setup/')).json()).toEqual({
      asks_name: false,
    });
    // The default colour is one white text reads on.
    expect(contrastWithWhite(DEFAULT_BRAND.primary_color)).toBeGreaterThan(4.5);
  });

  it('asks a fresh shop’s owner (not the demo) for its name until a brand is saved', async () => {
    await t.database.db.execute(sql`delete from shop_settings where key = 'demo'`);
    try {
      expect((await call(owner, 'GET', '/admin/settings/brand/setup/')).json()).toEqual({
        asks_name: true,
      });
      t.app.storefrontChanges.changed();
      expect((await call(null, 'GET', '/ecommerce/brand/')).json().demo).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`insert into shop_settings (key, value) values ('demo', 'true')`,
      );
      t.app.storefrontChanges.changed();
    }
  });
});

describe('PUT /admin/settings/brand/', () => {
  it('is the owner’s: a manager may neither read nor change it', async () => {
    expect((await call(manager, 'GET', '/admin/settings/brand/')).statusCode).toBe(403);
    expect((await call(manager, 'PUT', '/admin/settings/brand/', BRAND)).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/admin/settings/brand/setup/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/settings/brand/')).statusCode).toBe(401);
  });

  it('refuses bad fields with a sentence each, writing nothing and signalling nothing', async () => {
    const before = signals;
    for (const [field, value, said] of [
      ['shop_name', '  ', 'Enter the shop name.'],
      ['shop_name', 'x'.repeat(61), 'The shop name has at most 60 characters.'],
      ['shop_name', 'Evil\u202eCorp', 'The shop name cannot contain'],
      ['logo', 'https://evil.example/logo.png', 'The logo is an image uploaded here'],
      ['primary_color', 'teal', 'The primary colour is a colour such as #1f6f5f.'],
      ['primary_color', '#ffff00', 'White text on #ffff00 is hard to read (contrast 1.1:1'],
      ['footer_text', 'x'.repeat(301), 'The footer text has at most 300 characters.'],
      ['show_vendor_link', 'no', 'Say whether the "Become A Vendor" link shows.'],
    ] as const) {
      const res = await call(owner, 'PUT', '/admin/settings/brand/', { ...BRAND, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fields[field], field).toContain(said);
    }
    expect(signals).toBe(before);
    expect(await rows(sql`select 1 from shop_settings where key = 'brand'`)).toEqual([]);
    expect(await rows(sql`select 1 from audit_log where action = 'settings.brand'`)).toEqual([]);
  });

  it('saves it, audited, fires the change signal, and the storefront and mails use it at once', async () => {
    // The storefront's answer is kept in the microcache: read once before the change.
    expect((await call(null, 'GET', '/ecommerce/brand/')).json().shop_name).toBe('Solestock');
    const before = signals;
    const res = await call(owner, 'PUT', '/admin/settings/brand/', BRAND);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...BRAND, primary_color: '#0a3d62' };
    expect(res.json()).toEqual(saved);
    expect(signals).toBeGreaterThan(before);
    expect((await call(owner, 'GET', '/admin/settings/brand/')).json()).toEqual(saved);
    expect((await call(null, 'GET', '/ecommerce/brand/')).json()).toEqual({ ...saved, demo: true });
    const [audit] = await rows<{
      staff_id: number;
      entity_id: string;
      before: unknown;
      after: unknown;
    }>(
      sql`select staff_id, entity_id, before, after from audit_log where action = 'settings.brand'`,
    );
    expect(audit).toMatchObject({
      staff_id: owner.staffId,
      entity_id: 'brand',
      before: DEFAULT_BRAND,
      after: saved,
    });
    // The first sign-in's question is answered.
    await t.database.db.execute(sql`delete from shop_settings where key = 'demo'`);
    expect((await call(owner, 'GET', '/admin/settings/brand/setup/')).json().asks_name).toBe(false);

    // A mail says the shop's name in its subject, text and sign-off, from the sender name.
    const reset = await call(null, 'POST', '/admin/password-reset/', { email: owner.email });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const [mail] = await rows<{ subject: string; text: string; html: string; from_name: string }>(
      sql`select subject, text, html, from_name from mail_outbox where "to" = ${owner.email}
          order by id desc limit 1`,
    );
    expect(mail).toMatchObject({
      subject: 'Reset your Northwind Footwear back-office password',
      from_name: 'Northwind Sales',
    });
    expect(mail!.text.trimEnd().endsWith('Northwind Footwear')).toBe(true);
    expect(mail!.html).toContain('<p>Northwind Footwear</p>');
    expect(mail!.text).not.toContain('Solestock');
  });
});
