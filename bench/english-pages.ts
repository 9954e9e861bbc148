// Issue 46's "the English pages are byte-for-byte what they were apart from hreflang": the same
// English pages asked of two builds on one database (a build from before the languages work,
// BENCH_SERVER_ENTRY's way, and this one), their HTML compared after taking out what differs by
// build or by request on its own: asset file names (content hashes), the module scripts and
// preloads (the bundles' chunks), CSP nonces, and the hreflang alternates. Then "the guest cache
// hit rate unchanged": the same seeded walk of English guest pages and calls asked of each
// build, and the microcaches' hits and misses read from /metrics.
//
//   npx tsx bench/english-pages.ts --before <older build>/apps/web/build/app-server/index.js \
//     [--languages en,ja,zh-CN]
//
// Uses the PostgreSQL server (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432):
// a database of its own, migrated and given the demo catalogue by this build, dropped after.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from './lib/server.ts';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    port: { type: 'string', default: '5611' },
    // STOREFRONT_LANGUAGES of this build's server (decision 207); English alone by default.
    languages: { type: 'string', default: 'en' },
  },
});
if (!flags.before) {
  console.error('Usage: npx tsx bench/english-pages.ts --before <build>/app-server/index.js');
  process.exit(2);
}
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `english_pages_${process.pid}`;
const databaseUrl = `${serverUrl}/${database}`;
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What differs between two builds or two requests without being a text a shopper reads. */
function normalise(html: string): string {
  return (
    html
      .replace(/<link rel="alternate" hreflang="[^"]*" href="[^"]*"\/?>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script/>')
      .replace(/ nonce="[^"]*"/g, '')
      // React's separator between two text pieces of one element: a sentence written as JSX
      // pieces has them, the same sentence from one message has none; the text read is the same.
      .replace(/<!-- -->/g, '')
      .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|woff2|svg|png|webp)/g, '/assets/$1.$2')
      // One tag a line, so a difference is shown where it is.
      .replace(/></g, '>\n<')
  );
}

/** A guest's walk: pages and calls drawn with repeats from a seeded generator, the same for both. */
function guestWalk(productIds: number[], n = 3000): string[] {
  let a = 46;
  const next = () => {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    return a / 4294967296;
  };
  // Popular products first: a buyer's walk repeats the head of the catalogue.
  const product = () => productIds[Math.floor(productIds.length * next() ** 3)]!;
  const countries = ['gb', 'us', 'ca', 'cn', 'in', 'jp'];
  return Array.from({ length: n }, () => {
    const r = next();
    const country = countries[Math.floor(next() * countries.length)]!;
    if (r < 0.1) return `/?country=${country}`;
    if (r < 0.3) return `/products/categories/Boots?page=${1 + Math.floor(next() * 3)}`;
    if (r < 0.8) return `/products/product/${product()}`;
    return `/api/ecommerce/products/${product()}/${country}`;
  });
}

async function hitRates(origin: string, walk: string[]) {
  let at = 0;
  const worker = async () => {
    while (at < walk.length) {
      const path = walk[at++]!;
      const [pathname, country] = path.split('?country=');
      const res = await fetch(`${origin}${pathname}`, {
        headers: { cookie: `country=${country ?? 'gb'}` },
      });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const metrics = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  const rates: Record<string, string> = {};
  for (const cache of ['api', 'page']) {
    const count = (result: string) =>
      Number(
        new RegExp(
          `solestock_response_cache_lookups_total\\{cache="${cache}",result="${result}"\\} (\\d+)`,
        ).exec(metrics)?.[1] ?? 0,
      );
    const [hit, miss] = [count('hit'), count('miss')];
    rates[cache] = `${((100 * hit) / Math.max(1, hit + miss)).toFixed(1)} % of ${hit + miss}`;
  }
  return rates;
}

const METRICS_TOKEN = 'english-pages-bench';

async function pagesOf(
  entry: string | undefined,
  paths: string[],
  port: number,
  walk: string[],
  languages?: string,
) {
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    METRICS_TOKEN,
    ...(languages ? { STOREFRONT_LANGUAGES: languages } : {}),
  };
  const server = await startServer(env, port, entry);
  try {
    const pages: Record<string, { raw: string; page: string }> = {};
    for (const path of paths) {
      const res = await fetch(`${server.origin}${path}`, { headers: { cookie: 'country=gb' } });
      const raw = await res.text();
      pages[path] = { raw, page: `${res.status}\n${normalise(raw)}` };
    }
    return { pages, rates: await hitRates(server.origin, walk) };
  } finally {
    await server.stop();
  }
}

async function main() {
  await onServer(`create database ${database}`);
  try {
    const port = Number(flags.port);
    // This build migrates and seeds first; the older one then reads the same rows.
    const discover = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' }, port);
    const listing = (await (
      await fetch(`${discover.origin}/api/ecommerce/itemgroups/?page=1`)
    ).json()) as { results: { products: { id: number }[] }[] };
    await discover.stop();
    const productIds = listing.results.flatMap((g) => g.products.map((p) => p.id));
    const product = productIds[0]!;
    const walk = guestWalk(productIds);
    const paths = [
      '/',
      '/products/categories/Boots',
      `/products/product/${product}`,
      '/brands',
      '/categories',
      '/search-results?q=boot',
      '/cart',
      '/login',
      '/sign-up',
      '/help-center',
      '/privacy-policy',
      '/no-such-page',
    ];
    const { pages: before, rates: ratesBefore } = await pagesOf(flags.before, paths, port, walk);
    const { pages: after, rates: ratesAfter } = await pagesOf(
      undefined,
      paths,
      port,
      walk,
      flags.languages,
    );
    const dir = mkdtempSync(join(tmpdir(), 'english-pages-'));
    let same = 0;
    for (const path of paths) {
      const [was, is] = [before[path]!, after[path]!];
      if (was.page === is.page) {
        same += 1;
        // The raw answers differ (asset names at least), so two different builds were asked.
        const raw = was.raw === is.raw ? 'raw answers identical' : 'raw answers differ';
        console.log(`same      ${path} (${is.page.length} characters; ${raw})`);
        continue;
      }
      const name = path.replace(/[^\w]+/g, '_') || 'home';
      writeFileSync(join(dir, `${name}.before.html`), was.page);
      writeFileSync(join(dir, `${name}.after.html`), is.page);
      // The lines each side has that the other lacks (the inlined stylesheet is one long line:
      // each is cut to be read).
      const [wasLines, isLines] = [was.page.split('\n'), is.page.split('\n')];
      const cut = (l: string) => (l.length > 200 ? `${l.slice(0, 200)}…` : l);
      const only = (a: string[], b: string[], mark: string) =>
        a.filter((l) => !b.includes(l)).map((l) => `${mark} ${cut(l)}`);
      const lines = [...only(wasLines, isLines, '-'), ...only(isLines, wasLines, '+')];
      console.log(`DIFFERENT ${path}\n${lines.join('\n')}`);
    }
    console.log(`${same} of ${paths.length} English pages the same (files in ${dir})`);
    console.log(`guest walk of ${walk.length} answers, microcache hits:`);
    for (const cache of Object.keys(ratesBefore))
      console.log(`  ${cache}: before ${ratesBefore[cache]}, after ${ratesAfter[cache]}`);
  } finally {
    await onServer(`drop database if exists ${database} with (force)`);
  }
}

await main();
