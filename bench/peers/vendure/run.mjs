// The peer row of issue 17: Vendure 3 under the same long-tail load as Solestock, on the same
// PostgreSQL server, and (with --solestock) Solestock's production server measured in the same
// window, the two alternating round by round.
//
//   node bench/peers/vendure/run.mjs                       # install, populate, measure Vendure
//   node bench/peers/vendure/run.mjs --solestock           # and Solestock, alternating
//   node bench/peers/vendure/run.mjs --reuse --rounds 1    # keep the populated database
//
// Every request is a different one: a random page of the product list, a random product's
// detail, a search for one or two catalogue words of which about half carry a typo, each with a
// counter Solestock's microcache does not know (Vendure has no response cache). Each round
// also measures the server's own health endpoint (both ping the database), so throughput is
// also given as a ratio to it. Only the 2xx answers with data count: before each target's
// timed runs, 60 requests of every kind are checked for GraphQL errors and empty data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const { values: flags } = parseArgs({
  options: {
    catalogue: { type: 'string', default: 'demo' },
    styles: { type: 'string', default: '1000' },
    reuse: { type: 'boolean', default: false },
    solestock: { type: 'boolean', default: false },
    // For checking the Solestock half alone (no Vendure started, nothing installed or populated).
    'solestock-only': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'vendure-port': { type: 'string', default: '4500' },
    'solestock-port': { type: 'string', default: '4401' },
    json: { type: 'string' },
  },
});
const opts = {
  rounds: Number(flags.rounds),
  seconds: Number(flags.seconds),
  connections: Number(flags.connections),
};
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOLESTOCK_DB = 'solestock_peer_bench';
const log = (m) => console.log(`[peer vendure ${new Date().toISOString().slice(11, 19)}] ${m}`);

let autocannon;
let pg;
const children = [];

async function main() {
  // 1. Install (a no-op when up to date): this folder is not one of the root's workspaces.
  log('npm install in bench/peers/vendure…');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: here,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('npm install failed in bench/peers/vendure');
  ({ default: autocannon } = await import('autocannon'));
  ({ default: pg } = await import('pg'));

  // 2. Populate (a fresh `vendure_bench` database, or VENDURE_DATABASE) unless asked to reuse it.
  const withVendure = !flags['solestock-only'];
  if (withVendure && (!flags.reuse || !(await vendureIsPopulated()))) {
    const args = ['populate.mjs', '--catalogue', flags.catalogue, '--styles', flags.styles];
    const populate = spawnSync(process.execPath, args, {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const out = populate.stdout.toString();
    for (const line of out.split('\n')) if (line.startsWith('[vendure populate')) console.log(line);
    if (populate.status !== 0) throw new Error(`populate failed:\n${out.slice(-3000)}`);
  }

  const stopAll = () => Promise.all(children.map(stop));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => stopAll().finally(() => process.exit(130)));
  try {
    // 3. The servers.
    const targets = [];
    if (withVendure) {
      await startProcess({
        name: 'vendure',
        command: [process.execPath, [join(here, 'server.mjs')]],
        cwd: here,
        env: { VENDURE_PORT: flags['vendure-port'], NODE_ENV: 'production' },
        health: `http://127.0.0.1:${flags['vendure-port']}/health`,
      });
      targets.push(await vendureTarget(`http://127.0.0.1:${flags['vendure-port']}`));
    }
    if (flags.solestock || flags['solestock-only']) {
      const entry = join(root, 'apps/web/build/app-server/index.js');
      if (!existsSync(entry)) {
        log('building Solestock (npm run build)…');
        const built = spawnSync('npm', ['run', 'build', '--silent'], {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        });
        if (built.status !== 0) throw new Error('npm run build failed');
      }
      const databaseUrl = await ensureDatabase(SOLESTOCK_DB);
      const origin = `http://127.0.0.1:${flags['solestock-port']}`;
      // As `npm start` serves it: the built store, NODE_ENV=production; the first start on an
      // empty database migrates and seeds the default demo catalogue (1,000 item groups).
      await startProcess({
        name: 'solestock',
        command: [process.execPath, [entry]],
        cwd: root,
        env: {
          NODE_ENV: 'production',
          PORT: flags['solestock-port'],
          HOST: '127.0.0.1',
          PUBLIC_URL: origin,
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          // One client asking thousands of answers a second on purpose (as bench/lib/server.ts).
          CLIENT_RATE_LIMIT_PER_MINUTE: '0',
        },
        health: `${origin}/api/health`,
      });
      targets.push(await solestockTarget(origin));
    }
    for (const t of targets) {
      log(`${t.name}: ${t.describe}`);
      await t.check();
    }

    // 4. Rounds: every target's scenarios in turn, so both meet the same noise.
    const results = Object.fromEntries(targets.map((t) => [t.name, {}]));
    for (const t of targets) for (const s of t.scenarios) await load(t, s, 1); // warm plans and pools
    for (let round = 1; round <= opts.rounds; round++) {
      for (const t of round % 2 ? targets : [...targets].reverse()) {
        const rounds = [];
        for (const s of t.scenarios) {
          const r = await load(t, s, opts.seconds);
          (results[t.name][s.name] ??= []).push(r);
          rounds.push(r);
          log(
            `round ${round} ${t.name} ${s.name}: ${r.rps.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} p97.5 ${r.p975.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}, load ${loadavg()[0].toFixed(1)}`,
          );
        }
        const health = rounds[0].rps;
        for (const r of rounds) r.ratio = r.rps / health;
      }
    }

    const summary = Object.fromEntries(
      Object.entries(results).map(([name, byScenario]) => [
        name,
        Object.fromEntries(
          Object.entries(byScenario).map(([s, rs]) => [
            s,
            {
              rps: median(rs.map((r) => r.rps)),
              ratio: median(rs.map((r) => r.ratio)),
              p50: median(rs.map((r) => r.p50)),
              p975: median(rs.map((r) => r.p975)),
              p99: median(rs.map((r) => r.p99)),
              errors: rs.reduce((n, r) => n + r.errors, 0),
              requests: rs.reduce((n, r) => n + r.count, 0),
              rounds: rs.map((r) => Math.round(r.rps)),
            },
          ]),
        ),
      ]),
    );
    const report = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      options: { ...opts, catalogue: flags.catalogue, styles: Number(flags.styles) },
      catalogues: Object.fromEntries(targets.map((t) => [t.name, t.describe])),
      summary,
    };
    console.log('\n' + table(report));
    const dir = join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = flags.json ?? join(dir, `peer-vendure-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ ...report, raw: results }, null, 2));
    log(`raw figures in ${file}`);
  } finally {
    await stopAll();
  }
}

// ---------------------------------------------------------------------------------------------

async function vendurePool() {
  const url = new URL(POSTGRES);
  url.pathname = `/${process.env.VENDURE_DATABASE ?? 'vendure_bench'}`;
  return new pg.Client({ connectionString: url.toString() });
}

async function vendureIsPopulated() {
  const { default: pgc } = await import('pg');
  const admin = new pgc.Client({ connectionString: POSTGRES });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [
    process.env.VENDURE_DATABASE ?? 'vendure_bench',
  ]);
  await admin.end();
  if (found.rowCount === 0) return false;
  const c = await vendurePool();
  await c.connect();
  try {
    const { rows } = await c.query('select count(*)::int as n from search_index_item');
    return rows[0].n > 0;
  } catch {
    return false;
  } finally {
    await c.end();
  }
}

async function ensureDatabase(name) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startProcess({ name, command, cwd, env, health }) {
  // Something else answering there would be measured instead (a populate's server, say).
  const taken = await fetch(health).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${health} already answers before ${name} is started: port in use`);
  const child = spawn(command[0], command[1], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d.toString()).slice(-4000)));
  const deadline = Date.now() + 15 * 60_000; // Solestock's first start seeds
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    const ok = await fetch(health).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      log(`${name} is up (pid ${child.pid})`);
      return child;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not answer ${health}: ${stderr}`);
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

// --- What is asked ----------------------------------------------------------------------------

const randomInt = (n) => Math.floor(Math.random() * n);
const pickOne = (list) => list[randomInt(list.length)];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo in about half the words of five letters or more: a letter dropped, swapped or replaced. */
function typo(word) {
  if (word.length < 5 || Math.random() < 0.5) return word;
  const i = 1 + randomInt(word.length - 2);
  switch (randomInt(3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + pickOne(LETTERS) + word.slice(i + 1);
  }
}

/** One or two words of the catalogue's own names, each perhaps mistyped. */
function searchTerm(words) {
  const n = Math.random() < 0.5 ? 1 : 2;
  return Array.from({ length: n }, () => typo(pickOne(words))).join(' ');
}

function vocabulary(names) {
  const words = new Set();
  for (const name of names)
    for (const w of name.toLowerCase().split(/[^a-z]+/)) if (w.length >= 4) words.add(w);
  return [...words];
}

const LIST_QUERY = `query List($skip: Int!, $take: Int!) {
  products(options: { skip: $skip, take: $take }) {
    totalItems
    items {
      id name slug
      featuredAsset { preview }
      facetValues { name facet { name } }
      variants { id sku priceWithTax currencyCode stockLevel }
    }
  }
}`;
const DETAIL_QUERY = `query Detail($id: ID!) {
  product(id: $id) {
    id name slug description
    featuredAsset { preview } assets { preview }
    facetValues { name facet { name } }
    collections { name slug }
    optionGroups { code name options { code name } }
    variants { id name sku price priceWithTax currencyCode stockLevel options { code name group { code } } }
  }
}`;
const SEARCH_QUERY = `query Search($term: String!, $skip: Int!) {
  search(input: { term: $term, groupByProduct: true, take: 20, skip: $skip }) {
    totalItems
    facetValues { count facetValue { id name facet { name } } }
    items {
      productId productName slug
      productAsset { preview }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
      currencyCode
    }
  }
}`;

async function vendureTarget(origin) {
  const gql = async (query, variables) => {
    const res = await fetch(`${origin}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (!res.ok || body.errors)
      throw new Error(`Vendure ${res.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const PAGE = 10; // Solestock's listing page size
  const ids = [];
  const names = [];
  let total = Infinity;
  for (let skip = 0; skip < total; skip += 100) {
    const d = await gql(
      'query($skip:Int!){products(options:{skip:$skip,take:100}){totalItems items{id name}}}',
      { skip },
    );
    total = d.products.totalItems;
    for (const p of d.products.items) {
      ids.push(p.id);
      names.push(p.name);
    }
  }
  const pages = Math.ceil(total / PAGE);
  const words = vocabulary(names);
  const bodies = {
    list: () => ({ query: LIST_QUERY, variables: { skip: randomInt(pages) * PAGE, take: PAGE } }),
    detail: () => ({ query: DETAIL_QUERY, variables: { id: pickOne(ids) } }),
    search: () => ({ query: SEARCH_QUERY, variables: { term: searchTerm(words), skip: 0 } }),
  };
  const post = (make) => ({
    setup: (request) => {
      request.method = 'POST';
      request.path = '/shop-api';
      request.headers = { ...request.headers, 'content-type': 'application/json' };
      request.body = JSON.stringify(make());
      return request;
    },
  });
  let searchHits = 0;
  return {
    name: 'vendure',
    origin,
    describe: `Vendure 3.7.3, ${ids.length} products (${pages} pages of ${PAGE}), ${words.length} search words`,
    scenarios: [
      { name: 'health', ...get(() => '/health') },
      { name: 'product list, random page', ...post(bodies.list) },
      { name: 'product detail, random product', ...post(bodies.detail) },
      { name: 'search, random words with typos', ...post(bodies.search) },
    ],
    async check() {
      for (let i = 0; i < 60; i++) {
        const l = await gql(LIST_QUERY, bodies.list().variables);
        if (l.products.items.length === 0) throw new Error('an empty Vendure page');
        const d = await gql(DETAIL_QUERY, bodies.detail().variables);
        if (!d.product?.variants.length) throw new Error('a Vendure product without variants');
        const s = await gql(SEARCH_QUERY, bodies.search().variables);
        if (s.search.totalItems > 0) searchHits++;
      }
      log(`vendure: 180 checked answers, ${searchHits} of 60 searches found something`);
    },
  };
}

async function solestockTarget(origin) {
  const get_ = async (path) => {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`Solestock GET ${path}: ${res.status}`);
    return res.json();
  };
  const first = await get_('/api/ecommerce/itemgroups/?page=1');
  const pages = first.total_pages;
  const ids = [];
  const names = [];
  for (let page = 1; page <= pages; page++) {
    const l = await get_(`/api/ecommerce/itemgroups/?page=${page}`);
    for (const g of l.results) {
      names.push(g.groupName);
      ids.push(...g.products.map((p) => p.id));
    }
  }
  const words = vocabulary(names);
  const countries = ['gb', 'us', 'in', 'cn', 'ca', 'jp'];
  let n = 0;
  // A key the app does not read: Solestock's 10 s microcache (decision 007) misses every time.
  const paths = {
    list: () => `/api/ecommerce/itemgroups/?page=${1 + randomInt(pages)}&uncached=${n++}`,
    detail: () => `/api/ecommerce/products/${pickOne(ids)}/${pickOne(countries)}?uncached=${n++}`,
    search: () =>
      `/api/ecommerce/search/products/?q=${encodeURIComponent(searchTerm(words))}&uncached=${n++}`,
  };
  let searchHits = 0;
  return {
    name: 'solestock',
    origin,
    describe: `Solestock (npm start's server, PostgreSQL), ${names.length} item groups / ${ids.length} products (${pages} pages of ${first.results.length}), ${words.length} search words`,
    scenarios: [
      { name: 'health', ...get(() => '/api/health') },
      { name: 'product list, random page', ...get(paths.list) },
      { name: 'product detail, random product', ...get(paths.detail) },
      { name: 'search, random words with typos', ...get(paths.search) },
    ],
    async check() {
      for (let i = 0; i < 60; i++) {
        const l = await get_(paths.list());
        if (l.results.length === 0) throw new Error('an empty Solestock page');
        await get_(paths.detail());
        const s = await get_(paths.search());
        if (s.products.length > 0) searchHits++;
      }
      log(`solestock: 180 checked answers, ${searchHits} of 60 searches found something`);
    },
  };
}

function get(makePath) {
  return {
    setup: (request) => {
      request.method = 'GET';
      request.path = makePath();
      return request;
    },
  };
}

// --- Load -------------------------------------------------------------------------------------

async function load(target, scenario, seconds) {
  const latencies = [];
  const result = await new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: target.origin,
        connections: opts.connections,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: scenario.setup }],
      },
      (error, r) => (error ? reject(error) : resolveRun(r)),
    );
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
  await settle(target);
  latencies.sort((a, b) => a - b);
  const q = (p) =>
    latencies[Math.min(latencies.length, Math.max(1, Math.ceil(p * latencies.length))) - 1] ?? NaN;
  return {
    rps: result.requests.total / seconds,
    count: latencies.length,
    p50: q(0.5),
    p975: q(0.975),
    p99: q(0.99),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Wait until the health endpoint answers quickly, so one run's backlog does not land in the next,
 * and until PostgreSQL has finished the statements of requests autocannon gave up on (a search
 * that timed out on the client still runs on the server and would slow the next run, of either
 * server).
 */
async function settle(target) {
  const path = target.name === 'vendure' ? '/health' : '/api/health';
  for (let quick = 0, tries = 0; quick < 2 && tries < 200; tries++) {
    const started = performance.now();
    await fetch(`${target.origin}${path}`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 100));
  }
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and datname = any($1)",
        [[process.env.VENDURE_DATABASE ?? 'vendure_bench', SOLESTOCK_DB]],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await admin.end();
  }
}

function median(values) {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

function table(report) {
  const lines = [
    `${report.date.slice(0, 16).replace('T', ' ')} UTC, ${report.machine}; ${report.options.rounds} rounds of ${report.options.seconds} s, ${report.options.connections} connections, medians over rounds.`,
    '',
    '| Server | Scenario | answers/s (× health) | p50 / p97.5 / p99 ms | per round answers/s | errors |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, byScenario] of Object.entries(report.summary)) {
    for (const [s, a] of Object.entries(byScenario)) {
      lines.push(
        `| ${name} | ${s} | ${Math.round(a.rps).toLocaleString('en')} (${a.ratio.toFixed(3)}) | ${a.p50.toFixed(1)} / ${a.p975.toFixed(1)} / ${a.p99.toFixed(1)} | ${a.rounds.join(', ')} | ${a.errors} of ${a.requests.toLocaleString('en')} |`,
      );
    }
  }
  return lines.join('\n');
}

await main();
