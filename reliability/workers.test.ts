// `npm start` on PostgreSQL with several workers (issue 34 item 4, WEB_CONCURRENCY): the store
// runs that many worker processes on one port, and a catalogue change made through one reaches
// every worker at once (LISTEN/NOTIFY), although each keeps its own microcache of public
// answers. Every request goes on a connection of its own, so the cluster's round robin spreads
// them over the workers; a worker that had not heard would answer from its cache for 10 s.
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop, type Store } from './shop.ts';

const OWNER = { email: 'owner@workers.example.com', password: 'Owner#Workers2026' };
const WORKERS = 2;
const METRICS_TOKEN = 'workers-metrics-token-0123456789';

let shop: Shop;
let store: Store;

/** One GET on a connection of its own (no keep-alive): its body, refused unless 200. */
function freshText(url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(body) : reject(new Error(`${res.statusCode} ${body}`)),
      );
    }).on('error', reject);
  });
}

/** One GET on a connection of its own, its JSON body. */
async function freshGet<T>(url: string): Promise<T> {
  return JSON.parse(await freshText(url, { accept: 'application/json' })) as T;
}

/** The pids of a process's children, read from /proc. */
function childrenOf(pid: number): number[] {
  const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return tasks ? tasks.split(/\s+/).map(Number) : [];
}

beforeAll(async () => {
  shop = await openShop({ shoppers: 1 });
  store = await shop.startStore({
    WEB_CONCURRENCY: String(WORKERS),
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    METRICS_TOKEN,
  });
});
afterAll(async () => {
  await shop?.close();
});

describe(`a store of ${WORKERS} workers on PostgreSQL`, () => {
  it('runs that many worker processes under one primary', () => {
    // npm start's process → the server's primary → its workers.
    const [primary] = childrenOf(store.child.pid!);
    expect(primary).toBeDefined();
    expect(childrenOf(primary!)).toHaveLength(WORKERS);
  });

  it('shows a catalogue change from every worker at once, although each keeps its own cache', async () => {
    const productUrl = `${store.baseUrl}/api/ecommerce/products/1/us`;
    const before = await freshGet<{ itemGroupId: number; min_pairs: number }>(productUrl);
    // Every worker keeps the answer (the microcache lives 10 s).
    for (let i = 0; i < 4 * WORKERS; i++) {
      expect((await freshGet<{ min_pairs: number }>(productUrl)).min_pairs).toBe(before.min_pairs);
    }

    // The owner changes the style's minimum through one worker.
    const headers = { 'content-type': 'application/json', origin: store.baseUrl };
    const signIn = await fetch(`${store.baseUrl}/api/admin/session/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(OWNER),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const groupUrl = `${store.baseUrl}/api/admin/catalogue/item-groups/${before.itemGroupId}/`;
    const group = (await (await fetch(groupUrl, { headers: { cookie } })).json()) as Record<
      string,
      unknown
    >;
    const wanted = before.min_pairs === 36 ? 48 : 36;
    const put = await fetch(groupUrl, {
      method: 'PUT',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        name: group.name,
        brand_id: group.brand_id,
        head_category_id: group.head_category_id,
        subcategory_id: group.subcategory_id,
        min_pairs: wanted,
      }),
    });
    expect(put.status, await put.text()).toBe(200);

    // Whichever worker answers: the new minimum, as soon as the notification has crossed (well
    // under a second), not when the other worker's kept answer expires (10 s).
    const changedAt = Date.now();
    let seen: number[] = [];
    do {
      seen = [];
      for (let i = 0; i < 4 * WORKERS; i++) {
        seen.push((await freshGet<{ min_pairs: number }>(productUrl)).min_pairs);
      }
    } while (seen.some((m) => m !== wanted) && Date.now() - changedAt < 2_000);
    expect(seen).toEqual(Array<number>(4 * WORKERS).fill(wanted));
  });

  // Issue 41 item 19: /metrics answered from whichever worker took the scrape, so a counter
  // jumped between two sets. Every scrape now adds up all the workers (decision 170).
  it('answers /metrics for every worker at once, whichever worker takes the scrape', async () => {
    /** One scrape on a connection of its own: the cluster hands it to either worker. */
    const scrape = () =>
      freshText(`${store.baseUrl}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    /** Requests answered on the one route this test alone calls. */
    const ROUTE = '/api/ecommerce/brands/';
    const counted = (text: string) =>
      [...text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)]
        .filter(([, labels]) => labels!.includes(`route="${ROUTE}"`))
        .reduce((sum, [, , n]) => sum + Number(n), 0);

    const before = await scrape();
    const REQUESTS = 6 * WORKERS;
    for (let i = 0; i < REQUESTS; i++) await freshGet(`${store.baseUrl}${ROUTE}`);
    // Several scrapes, spread over the workers by the cluster's round robin: each sees them all.
    const after = [];
    for (let i = 0; i < 2 * WORKERS; i++) after.push(counted(await scrape()));
    expect(after).toEqual(Array<number>(2 * WORKERS).fill(counted(before) + REQUESTS));
    // The outbox is one table, counted by every worker: one figure, not the workers' sum.
    const outbox = /^solestock_mail_outbox_messages\{status="pending"\} (\d+)$/m;
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from mail_outbox where status = 'pending'",
      );
      expect(Number(outbox.exec(await scrape())?.[1])).toBe(rows[0]!.n);
    } finally {
      await client.end();
    }
  });
});
