// Page loaders renew an expired session on the server and hand the new cookies to the browser.
import { describe, expect, it } from 'vitest';
import { mergeSetCookies, sessionRefreshingApi } from './api-fetch.ts';

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

  it('drops cookies that a Set-Cookie clears', () => {
    expect(mergeSetCookies('a=1; b=2', ['b=; Path=/; Max-Age=0'])).toBe('a=1');
  });
});
