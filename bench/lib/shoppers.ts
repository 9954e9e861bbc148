// The signed-in calls: shoppers (verified accounts of the dataset) each sign in, empty their
// cart, then loop until time is up through a whole checkout — add three products to the cart,
// place the order, pay it with the test card — and every call's time is kept by kind. A loop of
// real shoppers rather than autocannon, because each order needs the adds before it.
//
// Paying matters: an order that is placed but never paid leaves its lines in the cart (001 §3),
// so a loop without it would price an ever longer cart and time that instead of a checkout.
import { performance } from 'node:perf_hooks';
import { SHOPPER_PASSWORD, shopperEmail } from './dataset.ts';
import { summarise, type LatencySummary } from './stats.ts';

type CallSummary = LatencySummary & { rps: number; errors: number };

export interface ShopperFlowResult {
  cartAdd: CallSummary;
  orderPlace: CallSummary;
  /** Test-card confirm and the payment record, together: the step that empties the cart. */
  payment: CallSummary;
}

const ADDS_PER_ORDER = 3;
const COUNTRY = 'gb';
const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

type Kind = 'add' | 'place' | 'pay';

export async function runShopperFlow(
  origin: string,
  options: { shoppers: number; seconds: number; productIds: number[] },
): Promise<ShopperFlowResult> {
  const cookies = await Promise.all(
    Array.from({ length: options.shoppers }, (_, i) => signIn(origin, shopperEmail(i))),
  );
  await Promise.all(cookies.map((cookie) => emptyCart(origin, cookie)));
  const times: Record<Kind, number[]> = { add: [], place: [], pay: [] };
  const errors: Record<Kind, number> = { add: 0, place: 0, pay: 0 };
  const deadline = performance.now() + options.seconds * 1000;
  let pick = 0;

  await Promise.all(
    cookies.map(async (cookie) => {
      const post = (path: string, body: unknown) => send(origin, cookie, 'POST', path, body);
      while (performance.now() < deadline) {
        for (let i = 0; i < ADDS_PER_ORDER; i++) {
          const productId = options.productIds[pick++ % options.productIds.length]!;
          const added = await timed(() =>
            post('/api/ecommerce/cart/add/', { product_id: productId, quantity: 12, mode: 'sea' }),
          );
          record('add', added, added.status === 201);
        }
        const placed = await timed(() =>
          post(`/api/ecommerce/order/place/?country_code=${COUNTRY}`, {}),
        );
        record('place', placed, placed.status === 201);
        const order = placed.body as { order_id?: number; payment_client_secret?: string };
        if (placed.status !== 201 || !order.payment_client_secret) continue;

        const started = performance.now();
        const confirmed = await post('/api/payments/test/confirm/', {
          client_secret: order.payment_client_secret,
          card: TEST_CARD,
          billing_details: { name: 'Bench Shopper' },
        });
        const intent = (confirmed.body as { paymentIntent?: { id: string } }).paymentIntent;
        const recorded = intent
          ? await post('/api/ecommerce/payment-record/create/', {
              payment_intent_id: intent.id,
              order_id: order.order_id,
            })
          : confirmed;
        record('pay', { ...recorded, ms: performance.now() - started }, recorded.status === 201);
      }
    }),
  );

  function record(kind: Kind, call: { ms: number }, ok: boolean) {
    times[kind].push(call.ms);
    if (!ok) errors[kind] += 1;
  }
  const summary = (kind: Kind): CallSummary => ({
    ...summarise(times[kind]),
    rps: times[kind].length / options.seconds,
    errors: errors[kind],
  });
  return { cartAdd: summary('add'), orderPlace: summary('place'), payment: summary('pay') };
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

async function timed(call: () => Promise<Answer>): Promise<Answer & { ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { ...answer, ms: performance.now() - started };
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
