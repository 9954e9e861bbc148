// Page loaders renew an expired session on the server and hand the new cookies to the browser.
import { describe, expect, it } from 'vitest';
import { accessLapsed, mergeSetCookies, sessionRefreshingApi } from './api-fetch.ts';

describe('sessionRefreshingApi', () => {
  it('refreshes once after a 401, retries with the new cookie and forwards Set-Cookie', async () => {
    const seen: { path: string; cookie: string | undefined }[] = [];
    const reach = (cookie: string | undefined) => async (path: string) => {
      seen.push({ path, cookie });
      if (path === '/token/refresh/') {
        return new Response('{}', {
          status: 200,
          headers: [
            ['set-cookie', 'solestock_access=new; Path=/; HttpOnly'],
            ['set-cookie', 'solestock_refresh=r2; Path=/; HttpOnly'],
          ],
        });
      }
      return cookie?.includes('solestock_access=new')
        ? new Response('{"id":1}', { status: 200 })
        : new Response('{"code":"not_authenticated"}', { status: 401 });
    };
    const forwarded: string[] = [];
    const api = sessionRefreshingApi(reach, 'country=gb; solestock_refresh=r1', (s) =>
      forwarded.push(...s),
    );
    const [a, b] = await Promise.all([api('/profile/'), api('/ecommerce/cart/items/')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(seen.filter((s) => s.path === '/token/refresh/')).toHaveLength(1);
    expect(forwarded).toHaveLength(2);
    expect(seen.at(-1)!.cookie).toBe('country=gb; solestock_refresh=r2; solestock_access=new');
  });

  it('leaves a guest alone: no refresh cookie, no refresh call', async () => {
    const paths: string[] = [];
    const reach = () => async (path: string) => {
      paths.push(path);
      return new Response('{"code":"not_authenticated"}', { status: 401 });
    };
    const api = sessionRefreshingApi(reach, 'country=gb', () => {});
    expect((await api('/profile/')).status).toBe(401);
    expect(paths).toEqual(['/profile/']);
  });

  it('leaves a staff call’s 401 alone, even beside a shopper’s refresh cookie', async () => {
    const paths: string[] = [];
    const reach = () => async (path: string) => {
      paths.push(path);
      return new Response('{"code":"not_authenticated"}', { status: 401 });
    };
    const api = sessionRefreshingApi(reach, 'solestock_refresh=r1', () => {});
    expect((await api('/admin/me/')).status).toBe(401);
    expect(paths).toEqual(['/admin/me/']);
  });

  it('renews a lapsed access token before the first call, once, when given the cookie names', async () => {
    const names = { access: 'solestock_access', refresh: 'solestock_refresh' };
    const seen: { path: string; cookie: string | undefined }[] = [];
    const reach = (cookie: string | undefined) => async (path: string) => {
      seen.push({ path, cookie });
      if (path === '/token/refresh/')
        return new Response('{}', {
          status: 200,
          headers: [['set-cookie', 'solestock_access=new; Path=/; HttpOnly']],
        });
      // A public route answers a lapsed token as a guest's: 200, never 401.
      return new Response('{}', { status: 200 });
    };
    const api = sessionRefreshingApi(reach, 'solestock_refresh=r1', () => {}, names);
    await Promise.all([api('/ecommerce/products/1/gb'), api('/ecommerce/cart/items/')]);
    expect(seen.map((s) => s.path)).toEqual([
      '/token/refresh/',
      '/ecommerce/products/1/gb',
      '/ecommerce/cart/items/',
    ]);
    expect(seen.at(-1)!.cookie).toBe('solestock_refresh=r1; solestock_access=new');
  });

  it('reads a lapsed access token: gone, or past its exp; a live or unreadable one is not', () => {
    const names = { access: 'a', refresh: 'r' };
    const token = (exp: unknown) =>
      `e30.${Buffer.from(JSON.stringify({ sub: '1', exp })).toString('base64url')}.sig`;
    const now = 1_800_000_000_000;
    expect(accessLapsed('r=1', names, now)).toBe(true);
    expect(accessLapsed(`r=1; a=${token(now / 1000 - 1)}`, names, now)).toBe(true);
    expect(accessLapsed(`r=1; a=${token(now / 1000 + 60)}`, names, now)).toBe(false);
    expect(accessLapsed('r=1; a=not-a-token', names, now)).toBe(false);
    expect(accessLapsed(`r=1; a=${token('soon')}`, names, now)).toBe(false);
    // A guest, or a refresh cookie a sign-out emptied: nothing to renew.
    expect(accessLapsed('country=gb', names, now)).toBe(false);
    expect(accessLapsed('r=; country=gb', names, now)).toBe(false);
  });

  it('drops cookies that a Set-Cookie clears', () => {
    expect(mergeSetCookies('a=1; b=2', ['b=; Path=/; Max-Age=0'])).toBe('a=1');
  });
});
