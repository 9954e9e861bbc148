// The buyer's language kept in their account for mails (docs/languages.md, migration 0044):
// English until chosen, one of the storefront's languages, their own account only.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper } from '../../test/shoppers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const profile = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/profile/', headers: { cookie } });
const choose = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/language/',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

const signUp = (email: string, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { first_name: 'Aiko', email, password: 'Sneaker#2024', role: 'seller', ...extra },
  });
const languageOf = async (email: string) =>
  (
    await t.app.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email))
  )[0]?.language;
const newEmail = () => `sign-up-${randomBytes(5).toString('hex')}@example.com`;

describe('the buyer language', () => {
  it('is the sign-up page’s language when it sends one, else English', async () => {
    const ja = newEmail();
    expect((await signUp(ja, { language: 'ja' })).statusCode).toBe(201);
    expect(await languageOf(ja)).toBe('ja');
    const zh = newEmail();
    expect((await signUp(zh, { language: 'zh-CN' })).statusCode).toBe(201);
    expect(await languageOf(zh)).toBe('zh-CN');
    const plain = newEmail();
    expect((await signUp(plain, {})).statusCode).toBe(201);
    expect(await languageOf(plain)).toBe('en');
  });

  it('refuses a sign-up in another language with a sentence, creating no account', async () => {
    const email = newEmail();
    const bad = await signUp(email, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('en, ja or zh-CN');
    expect(await languageOf(email)).toBeUndefined();
  });

  it('is English until chosen, then the choice, for that buyer alone', async () => {
    const ann = await signedInShopper(t.app);
    const bob = await signedInShopper(t.app);
    expect(JSON.parse((await profile(ann.cookie)).body).language).toBe('en');
    const chosen = await choose(ann.cookie, { language: 'ja' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(JSON.parse(chosen.body)).toEqual({ language: 'ja' });
    expect(JSON.parse((await profile(ann.cookie)).body).language).toBe('ja');
    expect(JSON.parse((await profile(bob.cookie)).body).language).toBe('en');
    await choose(bob.cookie, { language: 'zh-CN' });
    expect(JSON.parse((await profile(bob.cookie)).body).language).toBe('zh-CN');
  });

  it('refuses another language with a sentence, changing nothing, and a guest', async () => {
    const cy = await signedInShopper(t.app);
    const bad = await choose(cy.cookie, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('en, ja or zh-CN');
    expect(JSON.parse((await profile(cy.cookie)).body).language).toBe('en');
    expect((await choose(undefined, { language: 'ja' })).statusCode).toBe(401);
  });
});
