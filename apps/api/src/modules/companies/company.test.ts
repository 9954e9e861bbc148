// Companies (docs/api.md, "Companies and addresses"; decision 146): sign-up founds a company of
// one; admins change it and its members; invitations are single-use links of 72 hours, stored
// hashed, refused with their own sentence when expired, used or for another address; the last
// admin never leaves. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { companies, companyInvitations, companyMembers, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf, signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import type {
  CompanyDto,
  CompanyMembersDto,
  InvitationPreviewDto,
} from '@solestock/domain/company-payloads';

let t: TestApp;
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const shopper = (firstName: string) => signedInShopper(t.app, { firstName });

async function membership(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row!;
}

/** Invites `email` as `role` and answers the link's token from the mail in the outbox. */
async function invite(admin: SignedInShopper, email: string, role: 'admin' | 'buyer' = 'buyer') {
  const res = await call(admin, 'POST', '/ecommerce/company/members/', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/company\/join\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return { token: token!, mail: mail!, invitation: res.json() };
}

const accept = (who: SignedInShopper | null, token: string) =>
  call(who, 'POST', `/ecommerce/company/invitations/${token}/accept/`);

describe('sign-up', () => {
  it('founds a company of one, named after the buyer, with the buyer as admin', async () => {
    const email = 'new.buyer@example.com';
    const res = await call(null, 'POST', '/register/', {
      first_name: 'Nadia',
      email,
      password: 'Shopper#2024',
      role: 'seller',
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await queryRows<{ name: string; role: string; members: number }>(
      t.database.db,
      sql`select c.name, m.role,
            (select count(*)::int from company_members x where x.company_id = c.id) as members
          from users u join company_members m on m.user_id = u.id
          join companies c on c.id = m.company_id where u.email = ${email}`,
    );
    expect(rows).toEqual([{ name: 'Nadia', role: 'admin', members: 1 }]);
  });
});

describe('the company', () => {
  it('answers the buyer their company and role; a guest gets 401', async () => {
    const ann = await shopper('Ann');
    const res = await call(ann, 'GET', '/ecommerce/company/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ann', tax_id: '', role: 'admin' });
    expect((await call(null, 'GET', '/ecommerce/company/')).statusCode).toBe(401);
  });

  it('lets an admin change it; refuses bad fields with sentences, changing nothing', async () => {
    const ann = await shopper('Ann');
    const body = {
      name: 'Lee Shoes Ltd',
      tax_id: 'GB123456789',
      address_line1: '4 Wharf Road',
      address_line2: '',
      city: 'Manchester',
      postcode: 'M3 4LB',
      country_code: 'GB',
      phone: '+44 161 555 0142',
    };
    const saved = await call(ann, 'PUT', '/ecommerce/company/', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, country_code: 'gb', role: 'admin' });

    for (const [bad, field] of [
      [{ ...body, name: ' ' }, 'name'],
      [{ ...body, country_code: 'xx' }, 'country_code'],
      [{ ...body, phone: 'call me' }, 'phone'],
      [{ ...body, tax_id: 'x'.repeat(41) }, 'tax_id'],
      [{ ...body, city: 'Leeds\nYorkshire' }, 'city'],
    ] as const) {
      const res = await call(ann, 'PUT', '/ecommerce/company/', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
      expect(res.json().error).toMatch(/\.$/);
    }
    const kept = (await call(ann, 'GET', '/ecommerce/company/')).json() as CompanyDto;
    expect(kept.name).toBe('Lee Shoes Ltd');
  });

  it('refuses a buyer (not admin) with 403 and a sentence', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const { token } = await invite(ann, bea.email);
    expect((await accept(bea, token)).statusCode).toBe(200);
    const res = await call(bea, 'PUT', '/ecommerce/company/', { name: 'Taken over' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'company_admin_only' });
    expect(res.json().error).toMatch(/Only an admin of your company/);
    const invited = await call(bea, 'POST', '/ecommerce/company/members/', {
      email: 'x@example.com',
      role: 'buyer',
    });
    expect(invited.statusCode).toBe(403);
    expect((await call(ann, 'GET', '/ecommerce/company/')).json().name).toBe('Ann');
  });
});

describe('invitations', () => {
  it('mails a single-use 72-hour link stored hashed; the invited address joins with the role', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const beasOldCompany = (await membership(bea.userId)).companyId;
    const { token, mail, invitation } = await invite(ann, bea.email.toUpperCase(), 'admin');
    expect(invitation).toMatchObject({ email: bea.email, role: 'admin' });
    expect(mail.subject).toBe('Ann invited you to order with Ann on Solestock');
    expect(mail.text).toContain(`${t.config.publicUrl}/company/join/${token}`);

    const [row] = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);

    // The join page's preview, without a session.
    const preview = await call(null, 'GET', `/ecommerce/company/invitations/${token}/`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json() as InvitationPreviewDto).toMatchObject({
      company_name: 'Ann',
      email: bea.email,
      role: 'admin',
      invited_by: 'Ann',
    });
    // The admin sees it waiting.
    const waiting = (await call(ann, 'GET', '/ecommerce/company/members/')).json();
    expect(waiting.invitations.map((i: { email: string }) => i.email)).toEqual([bea.email]);

    expect((await accept(null, token)).statusCode).toBe(401);
    const joined = await accept(bea, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ name: 'Ann', role: 'admin' });
    const now = await membership(bea.userId);
    expect(now.companyId).toBe((await membership(ann.userId)).companyId);
    expect(now.role).toBe('admin');
    // Her company of one had no orders and nobody left in it: it is gone.
    const [old] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, beasOldCompany));
    expect(old).toBeUndefined();

    const members = (await call(ann, 'GET', '/ecommerce/company/members/')).json();
    expect(members as CompanyMembersDto).toMatchObject({
      count: 2,
      members: [
        { first_name: 'Ann', role: 'admin', you: true },
        { first_name: 'Bea', role: 'admin', you: false, email: bea.email },
      ],
      invitations: [],
    });
  });

  it('refuses a used link, an expired one and one for another address, each in its own words', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const cem = await shopper('Cem');

    const forBea = await invite(ann, bea.email);
    const other = await accept(cem, forBea.token);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'invitation_for_another_address' });
    expect(other.json().error).toContain(bea.email);
    expect((await membership(cem.userId)).companyId).not.toBe(
      (await membership(ann.userId)).companyId,
    );

    expect((await accept(bea, forBea.token)).statusCode).toBe(200);
    const used = await accept(bea, forBea.token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ code: 'invitation_used' });
    const usedPreview = await call(null, 'GET', `/ecommerce/company/invitations/${forBea.token}/`);
    expect(usedPreview.json().code).toBe('invitation_used');

    const forCem = await invite(ann, cem.email);
    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(companyInvitations.id, forCem.invitation.id));
    const expired = await accept(cem, forCem.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invitation_expired' });

    const wrong = await accept(cem, 'A'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_invitation' });
    const garbage = await call(null, 'GET', '/ecommerce/company/invitations/not-a-token/');
    expect(garbage.statusCode).toBe(400);

    const sentences = [other, used, expired, wrong].map((r) => r.json().error as string);
    expect(new Set(sentences).size).toBe(4);
    // None of them moved Cem.
    expect((await membership(cem.userId)).companyId).not.toBe(
      (await membership(ann.userId)).companyId,
    );
  });

  it('a second invitation to one address replaces the first; a member is not invited again', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const first = await invite(ann, bea.email);
    const second = await invite(ann, bea.email);
    expect((await accept(bea, first.token)).json().code).toBe('invitation_used');
    expect((await accept(bea, second.token)).statusCode).toBe(200);
    const again = await call(ann, 'POST', '/ecommerce/company/members/', {
      email: bea.email,
      role: 'buyer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_member' });
    const bad = await call(ann, 'POST', '/ecommerce/company/members/', {
      email: 'not an address',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'role']);
  });

  it('the only admin of a company with colleagues cannot leave it by joining another', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const dan = await shopper('Dan');
    expect((await accept(bea, (await invite(ann, bea.email)).token)).statusCode).toBe(200);
    const { token } = await invite(dan, ann.email);
    const refused = await accept(ann, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_admin' });
    expect(refused.json().error).toMatch(/only admin/);
    expect((await membership(ann.userId)).companyId).toBe((await membership(bea.userId)).companyId);
  });
});

describe('members', () => {
  it('the last admin can neither leave nor be removed; others can, and get a company of their own', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    const cem = await shopper('Cem');
    for (const who of [bea, cem])
      expect((await accept(who, (await invite(ann, who.email)).token)).statusCode).toBe(200);
    const list = (
      await call(ann, 'GET', '/ecommerce/company/members/')
    ).json() as CompanyMembersDto;
    const id = (who: SignedInShopper) => list.members.find((m) => m.user_id === who.userId)!.id;

    const leave = await call(ann, 'DELETE', `/ecommerce/company/members/${id(ann)}/`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ code: 'last_admin' });
    expect(leave.json().error).toMatch(/only admin of your company/);

    // A buyer may not remove others (403), nor the admin (403 before the rule).
    const byBuyer = await call(bea, 'DELETE', `/ecommerce/company/members/${id(cem)}/`);
    expect(byBuyer.statusCode).toBe(403);
    expect((await call(bea, 'DELETE', `/ecommerce/company/members/${id(ann)}/`)).statusCode).toBe(
      403,
    );

    const removed = await call(ann, 'DELETE', `/ecommerce/company/members/${id(cem)}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    const cems = (await call(cem, 'GET', '/ecommerce/company/')).json();
    expect(cems).toMatchObject({ name: 'Cem', role: 'admin' });
    expect(cems.id).not.toBe((await membership(ann.userId)).companyId);

    // A buyer leaves by removing themself.
    expect((await call(bea, 'DELETE', `/ecommerce/company/members/${id(bea)}/`)).statusCode).toBe(
      204,
    );
    // Another company's member is not found.
    expect((await call(ann, 'DELETE', `/ecommerce/company/members/${id(bea)}/`)).statusCode).toBe(
      404,
    );
    const after = (await call(ann, 'GET', '/ecommerce/company/members/')).json();
    expect(after.count).toBe(1);
  });

  it('a buyer sees the members but not the pending invitations', async () => {
    const ann = await shopper('Ann');
    const bea = await shopper('Bea');
    expect((await accept(bea, (await invite(ann, bea.email)).token)).statusCode).toBe(200);
    await invite(ann, 'someone@example.com');
    const seen = (await call(bea, 'GET', '/ecommerce/company/members/')).json();
    expect(seen.count).toBe(2);
    expect(seen.invitations).toEqual([]);
    expect((await call(ann, 'GET', '/ecommerce/company/members/')).json().invitations).toHaveLength(
      1,
    );
  });
});
