// SIGTERM drains in-flight requests before the production server exits (issue 9, Faults):
// requests whose bodies are still arriving when the signal comes are answered normally (and
// written to the database, which closes only after them), new connections are refused, and the
// process exits 0 within its drain window.
import { connect as connectSocket, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { HttpShopper } from './http-shopper.ts';
import { openShop, SHOPPER_PASSWORD, type Shop } from './shop.ts';

/** closeGracefully (apps/api/src/start.ts) forces an exit after this long. */
const DRAIN_WINDOW_MS = 10_000;

let shop: Shop;
beforeAll(async () => {
  shop = await openShop({ shoppers: 3 });
});
afterAll(async () => {
  await shop?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A request whose body arrives in two parts: the headers and half the body now, the rest when
 * `finish` is called. Resolves with the raw response once it has come.
 */
function slowRequest(url: string, method: string, path: string, body: unknown, cookie = '') {
  const { hostname, port } = new URL(url);
  const json = JSON.stringify(body);
  const half = Math.floor(json.length / 2);
  const socket: Socket = connectSocket(Number(port), hostname);
  let received = '';
  const response = new Promise<string>((resolve, reject) => {
    socket.on('data', (d) => {
      received += d.toString();
      const [head = '', rest = ''] = received.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (rest.length >= length) resolve(received);
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
      (cookie ? `Cookie: ${cookie}\r\n` : '') +
      `\r\n${json.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(json.slice(half)),
    response,
    close: () => socket.destroy(),
  };
}

it('answers the requests in flight, refuses new ones and exits 0', async () => {
  const store = await shop.startStore();
  const shopper = new HttpShopper(store.baseUrl);
  expect((await shopper.login(shop.shoppers[0]!, SHOPPER_PASSWORD)).status).toBe(200);

  // In flight: a sign-in and an add to cart, their bodies half sent.
  const login = slowRequest(store.baseUrl, 'POST', '/api/login/', {
    email: shop.shoppers[1],
    password: SHOPPER_PASSWORD,
    remember_me: false,
  });
  const add = slowRequest(
    store.baseUrl,
    'POST',
    '/api/ecommerce/cart/add/',
    { product_id: 7, quantity: 3 },
    shopper.cookieHeader(),
  );
  try {
    await sleep(500);
    const signalled = Date.now();
    store.child.kill('SIGTERM');
    await sleep(500);

    // A new connection is refused (or, if it slipped in, answered 503), never served.
    const fresh = await fetch(`${store.baseUrl}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      (r) => r.status,
      (e: Error) => (e.cause as { code?: string } | undefined)?.code ?? e.message,
    );
    expect([503, 'ECONNREFUSED']).toContain(fresh);
    expect(store.child.exitCode).toBeNull();

    // The bodies arrive after the signal, and both requests are answered normally.
    login.finish();
    add.finish();
    const [loginAnswer, addAnswer] = await Promise.all([login.response, add.response]);
    expect(loginAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(loginAnswer).toContain('"first_name"');
    expect(addAnswer).toMatch(/^HTTP\/1\.1 201 /);

    const answered = Date.now();
    const code = await Promise.race([store.exited, sleep(DRAIN_WINDOW_MS).then(() => 'timeout')]);
    console.log(
      `SIGTERM → exit ${code} ${Date.now() - signalled} ms after the signal, ` +
        `${Date.now() - answered} ms after the in-flight requests were answered`,
    );
    expect(code).toBe(0);
    // Their keep-alive connections, left open by this client, do not hold the exit back until
    // keepAliveTimeout (5 s): idle connections are closed as soon as the server is closing.
    expect(Date.now() - answered).toBeLessThan(3_000);
  } finally {
    login.close();
    add.close();
  }

  // The add that arrived after SIGTERM was written: the database closed only after it.
  const client = new pg.Client({ connectionString: shop.databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `select quantity from cart_lines join users on users.id = cart_lines.user_id
     where users.email = $1 and product_id = 7`,
    [shop.shoppers[0]],
  );
  await client.end();
  expect(rows).toEqual([{ quantity: 3 }]);
});

it('finishes a crowd of concurrent requests in flight before exiting', async () => {
  const store = await shop.startStore();
  const requests = Array.from({ length: 12 }, (_, i) =>
    slowRequest(store.baseUrl, 'POST', '/api/login/', {
      email: shop.shoppers[i % shop.shoppers.length],
      password: i % 2 ? SHOPPER_PASSWORD : 'Wrong#Password1',
      remember_me: false,
    }),
  );
  try {
    await sleep(500);
    store.child.kill('SIGTERM');
    await sleep(200);
    for (const r of requests) r.finish();
    const answers = await Promise.all(requests.map((r) => r.response));
    expect(answers.map((a) => a.split('\r\n')[0])).toEqual(
      requests.map((_, i) => (i % 2 ? 'HTTP/1.1 200 OK' : 'HTTP/1.1 401 Unauthorized')),
    );
    expect(await store.exited).toBe(0);
  } finally {
    for (const r of requests) r.close();
  }
});
