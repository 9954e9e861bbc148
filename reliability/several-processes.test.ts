// Two production server processes sharing one PostgreSQL and one Redis, as behind a load
// balancer (issue 9): a shopper signed in on one is signed in on the other, refresh tokens rotate
// across them, and throttling counts requests to both together.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpShopper } from './http-shopper.ts';
import { openShop, SHOPPER_PASSWORD, type Shop, type Store } from './shop.ts';

/** THROTTLES.loginFailuresPerAddress (apps/api/src/modules/identity/throttle.ts). */
const FAILED_SIGN_INS_ALLOWED = 10;

let shop: Shop;
let a: Store;
let b: Store;
/**
 * Each run's own client address (TRUST_PROXY=1) and shopper addresses: the throttle's Redis
 * keys are then this run's alone, whatever else uses the machine's Redis.
 */
const client = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

beforeAll(async () => {
  shop = await openShop({ shoppers: 4 });
  const shared = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
  };
  [a, b] = await Promise.all([shop.startStore(shared), shop.startStore(shared)]);
});
afterAll(async () => {
  await shop?.close();
});

const shopperOn = (store: Store) =>
  new HttpShopper(store.baseUrl, { headers: { 'x-forwarded-for': client } });

describe('sessions across processes', () => {
  it('a shopper signed in on A is signed in on B, and the cart is one', async () => {
    const onA = shopperOn(a);
    expect((await onA.login(shop.shoppers[0]!, SHOPPER_PASSWORD)).status).toBe(200);
    const onB = shopperOn(b);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);

    const profile = await onB.get('profile', '/api/profile/');
    expect(profile.status).toBe(200);
    expect((profile.body as { email: string }).email).toBe(shop.shoppers[0]);

    expect((await onB.addToCart(5, 4)).status).toBe(201);
    const cart = await onA.cart();
    expect(
      (cart.body as { cartItems: { productId: number; productQty: number }[] }).cartItems,
    ).toEqual([expect.objectContaining({ productId: 5, productQty: 4 })]);
  });

  it('a refresh token rotated on A is honoured on B, and its used predecessor is refused on B', async () => {
    const onA = shopperOn(a);
    expect((await onA.login(shop.shoppers[1]!, SHOPPER_PASSWORD)).status).toBe(200);
    const firstCookies = new Map(onA.cookies);

    expect((await onA.request('refresh', 'POST', '/api/token/refresh/')).status).toBe(200);
    const rotated = new Map(onA.cookies);
    expect([...rotated].filter(([n]) => n.endsWith('_refresh'))).not.toEqual(
      [...firstCookies].filter(([n]) => n.endsWith('_refresh')),
    );

    const onB = shopperOn(b);
    for (const [name, value] of rotated) onB.cookies.set(name, value);
    expect((await onB.request('refresh', 'POST', '/api/token/refresh/')).status).toBe(200);
    expect((await onB.get('profile', '/api/profile/')).status).toBe(200);

    // The token A already rotated, replayed on B: refused, and its whole family revoked.
    const replay = shopperOn(b);
    for (const [name, value] of firstCookies)
      if (name.endsWith('_refresh')) replay.cookies.set(name, value);
    expect((await replay.request('refresh', 'POST', '/api/token/refresh/')).status).toBe(401);
    const afterReplay = shopperOn(a);
    for (const [name, value] of onB.cookies)
      if (name.endsWith('_refresh')) afterReplay.cookies.set(name, value);
    expect((await afterReplay.request('refresh', 'POST', '/api/token/refresh/')).status).toBe(401);
  });
});

describe('throttling across processes', () => {
  /** Failed sign-ins for one address until the first 429; answers the statuses seen. */
  async function failUntilThrottled(stores: Store[], email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_SIGN_INS_ALLOWED + 3; i++) {
      const answer = await shopperOn(stores[i % stores.length]!).login(email, 'Wrong#Password1');
      statuses.push(answer.status);
      if (answer.status === 429) break;
    }
    return statuses;
  }

  it('failed sign-ins alternating between A and B are refused at the same count as on one', async () => {
    const alternating = await failUntilThrottled([a, b], shop.shoppers[2]!);
    const onOne = await failUntilThrottled([a], shop.shoppers[3]!);
    const expected = [...Array<number>(FAILED_SIGN_INS_ALLOWED).fill(401), 429];
    expect(onOne).toEqual(expected);
    // Counted apart, each process would have seen only half and still answered 401.
    expect(alternating).toEqual(expected);
    // And the address stays refused on both, even with the right password.
    expect((await shopperOn(b).login(shop.shoppers[2]!, SHOPPER_PASSWORD)).status).toBe(429);
    expect((await shopperOn(a).login(shop.shoppers[2]!, SHOPPER_PASSWORD)).status).toBe(429);
  });
});
