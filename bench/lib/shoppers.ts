// The signed-in calls: shoppers (verified accounts of the dataset) each sign in, then loop
// until time is up — add three products to the cart, place the order — and every call's time is
// kept by kind. A loop of real shoppers rather than autocannon, because each order needs the
// adds before it and the two calls are timed apart.
import { performance } from 'node:perf_hooks';
import { SHOPPER_PASSWORD, shopperEmail } from './dataset.ts';
import { summarise, type LatencySummary } from './stats.ts';

export interface ShopperFlowResult {
  cartAdd: LatencySummary & { rps: number; errors: number };
  orderPlace: LatencySummary & { rps: number; errors: number };
}

const ADDS_PER_ORDER = 3;

export async function runShopperFlow(
  origin: string,
  options: { shoppers: number; seconds: number; productIds: number[] },
): Promise<ShopperFlowResult> {
  const cookies = await Promise.all(
    Array.from({ length: options.shoppers }, (_, i) => signIn(origin, shopperEmail(i))),
  );
  const times = { add: [] as number[], place: [] as number[] };
  const errors = { add: 0, place: 0 };
  const deadline = performance.now() + options.seconds * 1000;
  let pick = 0;

  const call = async (kind: 'add' | 'place', cookie: string, path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    await res.arrayBuffer();
    times[kind].push(performance.now() - started);
    if (res.status !== 201) errors[kind] += 1;
  };

  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        for (let i = 0; i < ADDS_PER_ORDER; i++) {
          const productId = options.productIds[pick++ % options.productIds.length]!;
          await call('add', cookie, '/api/ecommerce/cart/add/', {
            product_id: productId,
            quantity: 12,
            mode: 'sea',
          });
        }
        await call('place', cookie, '/api/ecommerce/order/place/?country_code=gb');
      }
    }),
  );
  const rate = (n: number) => n / options.seconds;
  return {
    cartAdd: { ...summarise(times.add), rps: rate(times.add.length), errors: errors.add },
    orderPlace: { ...summarise(times.place), rps: rate(times.place.length), errors: errors.place },
  };
}

async function signIn(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SHOPPER_PASSWORD, remember_me: false }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}
