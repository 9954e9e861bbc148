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
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PRODUCT_PAGE,
  get,
  neverTwice,
  pickOne,
  randomInt,
  runPeer,
  searchTerm,
  vocabulary,
} from '../harness.mjs';

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

// Exported for the side-by-side run (../run.mjs, issue 47 item 5); run alone when this file is
// the command.
export const peer = {
  name: 'medusa',
  here,
  database: DATABASE,
  options: {
    styles: { type: 'string', default: '1000' },
    'medusa-port': { type: 'string', default: '4600' },
    // With --pages: Medusa's Next.js starter (github.com/medusajs/nextjs-starter-medusa), cloned
    // and `npm install`ed there (bench/README.md, "Peers side by side"); built here against this
    // backend. Never committed (.gitignore).
    'storefront-dir': { type: 'string', default: join(here, 'storefront') },
    'storefront-port': { type: 'string', default: '4700' },
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
    const target = await medusaTarget(origin, log);
    if (flags.pages) await addStorefront(target, { flags, log, startProcess });
    return target;
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPeer(peer);

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
  const handles = [];
  for (let offset = 0, count = Infinity; offset < count; offset += 100) {
    const l = await get_(`/store/products?limit=100&offset=${offset}&fields=id,title,handle`);
    count = l.count;
    for (const p of l.products) {
      ids.push(p.id);
      names.push(p.title);
      handles.push(p.handle);
    }
  }
  const { regions } = await get_('/store/regions?fields=id,name,*countries');
  const countries = regions
    .find((r) => r.id === region.id)
    .countries.map((c) => c.iso_2.toLowerCase());
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
    key: key.token,
    handles,
    countries,
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

/**
 * The product page (HTML) row: the Next.js starter's `/[countryCode]/products/[handle]`, built
 * with `next build` against this backend (once: a build is kept until the folder's `.next` is
 * removed) and served by `next start`, one process. The starter asks the backend with
 * `cache: "force-cache"`, so Next keeps every product answer in its data cache: the cache is
 * emptied before the server starts and every request is a product and country not asked before,
 * as Solestock's row misses its page cache.
 */
async function addStorefront(target, { flags, log, startProcess }) {
  const dir = resolve(flags['storefront-dir']);
  const next = join(dir, 'node_modules/next/dist/bin/next');
  if (!existsSync(next))
    throw new Error(`no installed storefront in ${dir}: bench/README.md, "Peers side by side"`);
  const port = flags['storefront-port'];
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    MEDUSA_BACKEND_URL: target.origin,
    NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY: target.key,
    NEXT_PUBLIC_BASE_URL: origin,
    NEXT_PUBLIC_DEFAULT_REGION: target.countries[0],
  };
  // Written when `next build` has prerendered its pages (its BUILD_ID comes first).
  if (!existsSync(join(dir, '.next/prerender-manifest.json'))) {
    log(`building the Next.js starter in ${dir} (next build, against ${target.origin})…`);
    const started = Date.now();
    const built = spawnSync(process.execPath, [next, 'build'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (built.status !== 0) throw new Error('next build failed for the Next.js starter');
    log(`next build took ${Math.round((Date.now() - started) / 1000)} s`);
  }
  rmSync(join(dir, '.next/cache/fetch-cache'), { recursive: true, force: true });
  await startProcess({
    name: 'medusa storefront',
    command: [process.execPath, [next, 'start', '-p', port, '-H', '127.0.0.1']],
    cwd: dir,
    env,
    // Outside the middleware's matcher: every other path redirects until a cookie is set.
    health: `${origin}/favicon.ico`,
  });
  // The middleware lets a request through once its `_medusa_cache_id` cookie is set (a browser's
  // second request); one id for the whole run, as one shopper.
  const cookie = '_medusa_cache_id=solestock-bench';
  // Every request a product not asked before: the starter's product answer is kept per region
  // (the data cache's key is the backend URL, with the region's id, not the country), so a second
  // country of the same product would find it there. The route lists 100 products per country
  // for prerendering (generateStaticParams), but it reads cookies, so `next build` keeps none of
  // them and every request renders (`.next/server/app/<country>/products/` stays empty); were a
  // page kept there, it would be served, not rendered, so such a product is skipped.
  const kept = (handle) =>
    target.countries.some((c) =>
      existsSync(join(dir, `.next/server/app/${c}/products/${handle}.html`)),
    );
  const handle = neverTwice(() => {
    let h;
    for (let tries = 0; tries < 100 && (h === undefined || kept(h)); tries++)
      h = pickOne(target.handles);
    return h;
  });
  const page = () => `${pickOne(target.countries)}/products/${handle()}`;
  target.scenarios.push({
    name: PRODUCT_PAGE,
    origin,
    setup: (request) => {
      request.method = 'GET';
      request.path = `/${page()}`;
      request.headers = { ...request.headers, cookie };
      return request;
    },
  });
  const check = target.check;
  target.check = async () => {
    await check();
    const path = `/${page()}`;
    const res = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: 'manual' });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('</html>'))
      throw new Error(`Medusa storefront ${path}: ${res.status} ${html.slice(0, 300)}`);
    log(`medusa storefront: a product page is ${Math.round(html.length / 1024)} KB of HTML`);
  };
  target.describe += `; its Next.js starter at ${origin}`;
}
