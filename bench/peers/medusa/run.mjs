// The Medusa row of issue 34 (item 5): Medusa 2 under the same long-tail load as Solestock and
// the Vendure peer, on the same PostgreSQL server, and (with --solestock) Solestock's production
// server measured in the same window, the two alternating round by round (../harness.mjs).
//
//   node bench/peers/medusa/run.mjs                        # install, populate, measure Medusa
//   node bench/peers/medusa/run.mjs --solestock            # and Solestock, alternating
//   node bench/peers/medusa/run.mjs --reuse --rounds 1     # keep the populated database
//
// Every request is a different one: a random page of the store's product list, a random
// product, a search (`GET /store/products?q=`) for one or two catalogue words of which about
// half carry a typo. Medusa's default set-up has no response cache (its caching module is behind
// a feature flag, off), so its requests need no counter; Solestock's carry one its microcache
// does not know. Before the timed runs, 60 requests of every kind are checked.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get, pickOne, randomInt, runPeer, searchTerm, vocabulary } from '../harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DATABASE = process.env.MEDUSA_DATABASE ?? 'medusa_bench';
const VERSION = '2.21.2';

// What the Next.js starter storefront (`npx create-medusa-app --with-nextjs-starter`) asks for
// its product cards and product page: prices calculated for the region, stock, images, tags.
const LIST_FIELDS =
  '*variants.calculated_price,+variants.inventory_quantity,*variants.images,+metadata,+tags';
// The product page adds its categories and collection (the Vendure row's detail asks for its
// collections; Medusa's default detail fields already carry options, variants' options, images).
const DETAIL_FIELDS = `${LIST_FIELDS},*categories,*collection`;
const PAGE = 10; // Solestock's listing page size

await runPeer({
  name: 'medusa',
  here,
  database: DATABASE,
  options: {
    styles: { type: 'string', default: '1000' },
    'medusa-port': { type: 'string', default: '4600' },
  },
  async isPopulated(client) {
    const { rows } = await client.query(
      'select count(*)::int as n from product_variant where deleted_at is null',
    );
    return rows[0].n > 0;
  },
  populate({ flags }) {
    const populate = spawnSync(process.execPath, ['populate.mjs', '--styles', flags.styles], {
      cwd: here,
      stdio: 'inherit',
    });
    if (populate.status !== 0) throw new Error('medusa populate failed');
  },
  async start({ flags, log, startProcess }) {
    const port = flags['medusa-port'];
    const origin = `http://127.0.0.1:${port}`;
    // `medusa start` from the project's folder: plain JavaScript, so there is nothing for
    // `medusa build` to compile, and the admin dashboard is disabled in medusa-config.js.
    const cluster = Number(flags.workers) > 1 ? ['--cluster', flags.workers] : [];
    await startProcess({
      name: 'medusa',
      command: [
        process.execPath,
        [
          join(here, 'node_modules/@medusajs/cli/cli.js'),
          'start',
          '--port',
          port,
          '--host',
          '127.0.0.1',
          ...cluster,
        ],
      ],
      cwd: here,
      env: { NODE_ENV: 'production', MEDUSA_DISABLE_TELEMETRY: 'true' },
      health: `${origin}/health`,
    });
    return medusaTarget(origin, log);
  },
});

async function medusaTarget(origin, log) {
  // The seed's publishable key and region, read where Medusa keeps them.
  const { default: pg } = await import('pg');
  const url = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/');
  url.pathname = `/${DATABASE}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const [key] = (
    await db.query(
      "select token from api_key where title = 'Webshop' and type = 'publishable' and revoked_at is null",
    )
  ).rows;
  const [region] = (
    await db.query("select id from region where name = 'Europe' and deleted_at is null")
  ).rows;
  await db.end();
  const headers = { 'x-publishable-api-key': key.token };
  const get_ = async (path) => {
    const res = await fetch(`${origin}${path}`, { headers });
    if (!res.ok) throw new Error(`Medusa GET ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const ids = [];
  const names = [];
  for (let offset = 0, count = Infinity; offset < count; offset += 100) {
    const l = await get_(`/store/products?limit=100&offset=${offset}&fields=id,title`);
    count = l.count;
    for (const p of l.products) {
      ids.push(p.id);
      names.push(p.title);
    }
  }
  const pages = Math.ceil(ids.length / PAGE);
  const words = vocabulary(names);
  const q = (fields) => `region_id=${region.id}&fields=${encodeURIComponent(fields)}`;
  const paths = {
    list: () => `/store/products?limit=${PAGE}&offset=${randomInt(pages) * PAGE}&${q(LIST_FIELDS)}`,
    detail: () => `/store/products/${pickOne(ids)}?${q(DETAIL_FIELDS)}`,
    search: () =>
      `/store/products?q=${encodeURIComponent(searchTerm(words))}&limit=20&${q(LIST_FIELDS)}`,
  };
  let searchHits = 0;
  return {
    name: 'medusa',
    origin,
    healthPath: '/health',
    describe: `Medusa ${VERSION}, ${ids.length} products (${pages} pages of ${PAGE}), ${words.length} search words`,
    scenarios: [
      { name: 'health', ...get(() => '/health') },
      { name: 'product list, random page', ...get(paths.list, headers) },
      { name: 'product detail, random product', ...get(paths.detail, headers) },
      { name: 'search, random words with typos', ...get(paths.search, headers) },
    ],
    async check() {
      for (let i = 0; i < 60; i++) {
        const l = await get_(paths.list());
        if (l.products.length === 0) throw new Error('an empty Medusa page');
        if (!l.products[0].variants?.[0]?.calculated_price)
          throw new Error('a Medusa card without a calculated price');
        const d = await get_(paths.detail());
        if (!d.product?.variants?.length) throw new Error('a Medusa product without variants');
        const s = await get_(paths.search());
        if (s.products.length > 0) searchHits++;
      }
      log(`medusa: 180 checked answers, ${searchHits} of 60 searches found something`);
    },
  };
}
