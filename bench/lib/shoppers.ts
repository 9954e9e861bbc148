// The signed-in calls: shoppers (verified accounts of the dataset) each sign in, empty their
// cart, then loop until time is up through a whole checkout — add three products to the cart,
// place the order, pay it with the test card — and every call's time is kept by kind. A loop of
// real shoppers rather than autocannon, because each order needs the adds before it.
//
// Paying matters: an order that is placed but never paid leaves its lines in the cart (001 §3),
// so a loop without it would price an ever longer cart and time that instead of a checkout.
import { performance } from 'node:perf_hooks';
import { SHOPPER_PASSWORD, shopperEmail } from './shopper-accounts.ts';
import { cpuBetween, type CpuSample } from './cpu.ts';
import { summarise, type LatencySummary } from './stats.ts';

type CallSummary = LatencySummary & { rps: number; errors: number };

export interface ShopperFlowResult {
  cartAdd: CallSummary;
  orderPlace: CallSummary;
  /** Test-card confirm and the payment record, together: the step that empties the cart. */
  payment: CallSummary;
}

export const ADDS_PER_ORDER = 3;
const COUNTRY = 'gb';
const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

export type Kind = 'add' | 'place' | 'pay';

/** Each call of one checkout, wrapped by whoever runs it (to time it, or to take its CPU). */
type Wrap = (
  kind: Kind,
  call: () => Promise<Answer>,
  ok: (a: Answer) => boolean,
) => Promise<Answer>;

/** Add three products, place the order from the cart, pay it with the test card. */
async function checkout(origin: string, cookie: string, nextProduct: () => number, wrap: Wrap) {
  const post = (path: string, body: unknown) => send(origin, cookie, 'POST', path, body);
  for (let i = 0; i < ADDS_PER_ORDER; i++) {
    const productId = nextProduct();
    await wrap(
      'add',
      () => post('/api/ecommerce/cart/add/', { product_id: productId, quantity: 12, mode: 'sea' }),
      (a) => a.status === 201,
    );
  }
  const placed = await wrap(
    'place',
    () => post(`/api/ecommerce/order/place/?country_code=${COUNTRY}`, {}),
    (a) => a.status === 201,
  );
  const order = placed.body as { order_id?: number; payment_client_secret?: string };
  if (placed.status !== 201 || !order.payment_client_secret) return;
  await wrap(
    'pay',
    async () => {
      const confirmed = await post('/api/payments/test/confirm/', {
        client_secret: order.payment_client_secret,
        card: TEST_CARD,
        billing_details: { name: 'Bench Shopper' },
      });
      const intent = (confirmed.body as { paymentIntent?: { id: string } }).paymentIntent;
      if (!intent) return confirmed;
      return post('/api/ecommerce/payment-record/create/', {
        payment_intent_id: intent.id,
        order_id: order.order_id,
      });
    },
    (a) => a.status === 201,
  );
}

async function signedInShoppers(origin: string, count: number): Promise<string[]> {
  const cookies = await Promise.all(
    Array.from({ length: count }, (_, i) => signIn(origin, shopperEmail(i))),
  );
  await Promise.all(cookies.map((cookie) => emptyCart(origin, cookie)));
  return cookies;
}

export async function runShopperFlow(
  origin: string,
  options: { shoppers: number; seconds: number; productIds: number[] },
): Promise<ShopperFlowResult> {
  const cookies = await signedInShoppers(origin, options.shoppers);
  const times: Record<Kind, number[]> = { add: [], place: [], pay: [] };
  const errors: Record<Kind, number> = { add: 0, place: 0, pay: 0 };
  const deadline = performance.now() + options.seconds * 1000;
  let pick = 0;
  const nextProduct = () => options.productIds[pick++ % options.productIds.length]!;
  const timed: Wrap = async (kind, call, ok) => {
    const started = performance.now();
    const answer = await call();
    times[kind].push(performance.now() - started);
    if (!ok(answer)) errors[kind] += 1;
    return answer;
  };

  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) await checkout(origin, cookie, nextProduct, timed);
    }),
  );

  const summary = (kind: Kind): CallSummary => ({
    ...summarise(times[kind]),
    rps: times[kind].length / options.seconds,
    errors: errors[kind],
  });
  return { cartAdd: summary('add'), orderPlace: summary('place'), payment: summary('pay') };
}

/**
 * CPU milliseconds per call (server process, plus its PostgreSQL backends), over `checkouts`
 * checkouts of one shopper: calls never overlap, so each call's CPU is its own.
 */
export async function measureCallCpu(
  origin: string,
  options: { checkouts: number; productIds: number[]; sampleCpu: () => CpuSample },
): Promise<Record<Kind, number>> {
  const [cookie] = await signedInShoppers(origin, 1);
  const spent: Record<Kind, number[]> = { add: [], place: [], pay: [] };
  let pick = 0;
  const nextProduct = () => options.productIds[pick++ % options.productIds.length]!;
  const measured: Wrap = async (kind, call) => {
    const before = options.sampleCpu();
    const answer = await call();
    spent[kind].push(cpuBetween(before, options.sampleCpu()));
    return answer;
  };
  for (let i = 0; i < options.checkouts; i++)
    await checkout(origin, cookie!, nextProduct, measured);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { add: mean(spent.add), place: mean(spent.place), pay: mean(spent.pay) };
}

interface Answer {
  status: number;
  body: unknown;
}

async function send(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** A shopper left lines behind in an earlier run (stopped mid-checkout): start from empty. */
async function emptyCart(origin: string, cookie: string) {
  const { status, body } = await send(
    origin,
    cookie,
    'GET',
    `/api/ecommerce/cart/items/?country_code=${COUNTRY}`,
  );
  if (status !== 200) throw new Error(`cart of a bench shopper: ${status}`);
  const ids = (body as { cartItems: { id: number }[] }).cartItems.map((l) => l.id);
  if (ids.length === 0) return;
  const removed = await send(origin, cookie, 'DELETE', '/api/ecommerce/cart/items/delete/', {
    cart_item_ids: ids,
  });
  if (removed.status !== 204) throw new Error(`emptying a bench shopper's cart: ${removed.status}`);
}

export async function signIn(origin: string, email: string): Promise<string> {
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
