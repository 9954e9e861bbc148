// What every peer row shares (decisions 120 and 154): the flags, the peer's own `npm install`,
// Solestock's production server started beside the peer, the rounds measured in alternation, the
// load (autocannon, every request different), the settle step between runs, the checks' words and
// typos, and the table. A peer's run.mjs gives how to populate, start and ask its server.
//
// autocannon and pg are loaded from the peer's own node_modules: this file has no install of its
// own, and the root's workspaces never see the peers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
export const POSTGRES =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOLESTOCK_DB = 'solestock_peer_bench';

/**
 * A peer, as its run.mjs exports it:
 * - `name`, `here` (the peer's folder), `options` (its own flags, parseArgs' shape);
 * - `database`: the peer's database name (its statements are waited for between runs);
 * - `isPopulated({ pg, url })`, `populate({ flags, log })`;
 * - `start({ flags, log, startProcess })`: starts the peer's server and returns its target:
 *   `{ name, origin, healthPath, describe, scenarios: [{ name, setup, origin? }], check() }`, the
 *   first scenario being its health endpoint; a scenario with its own `origin` (a storefront in
 *   front of the peer's API) is still counted against the peer's health.
 */
export const runPeer = (peer) => runPeers([peer]);

/**
 * Runs one row per peer in one window (issue 47 item 5): every peer and Solestock started
 * together, measured in alternation in the same rounds, one table. With one peer it is that
 * peer's own row as before.
 */
export async function runPeers(peers) {
  const label = peers.map((p) => p.name).join('+');
  const { values: flags } = parseArgs({
    options: {
      reuse: { type: 'boolean', default: false },
      solestock: { type: 'boolean', default: false },
      // For checking the Solestock half alone (no peer started, nothing populated).
      'solestock-only': { type: 'boolean', default: false },
      // Solestock's worker processes (WEB_CONCURRENCY). One by default: each peer's default
      // server is one process, and the load generator shares the same two cores.
      workers: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      'solestock-port': { type: 'string', default: '4401' },
      json: { type: 'string' },
      // The product page (HTML) row: Solestock's uncached product page, and a peer's storefront
      // page where it has one (Medusa's Next.js starter, --storefront-dir).
      pages: { type: 'boolean', default: false },
      ...Object.assign({}, ...peers.map((p) => p.options)),
    },
  });
  const opts = {
    rounds: Number(flags.rounds),
    seconds: Number(flags.seconds),
    connections: Number(flags.connections),
  };
  const log = (m) => console.log(`[peer ${label} ${new Date().toISOString().slice(11, 19)}] ${m}`);

  // 1. Install (a no-op when up to date): a peer's folder is not one of the root's workspaces.
  for (const peer of peers) {
    log(`npm install in bench/peers/${peer.name}…`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: peer.here,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`npm install failed in bench/peers/${peer.name}`);
  }
  const fromPeer = createRequire(join(peers[0].here, 'package.json'));
  const load_ = async (name) => (await import(pathToFileURL(fromPeer.resolve(name)).href)).default;
  const autocannon = await load_('autocannon');
  const pg = await load_('pg');
  const databaseUrl = (name) => {
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    return url.toString();
  };

  // 2. Populate (a fresh database) unless asked to reuse a populated one.
  const withPeer = !flags['solestock-only'];
  if (withPeer)
    for (const peer of peers)
      if (!flags.reuse || !(await peerIsPopulated(peer))) await peer.populate({ flags, log });

  async function peerIsPopulated(peer) {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    const found = await admin.query('select 1 from pg_database where datname = $1', [
      peer.database,
    ]);
    await admin.end();
    if (found.rowCount === 0) return false;
    const c = new pg.Client({ connectionString: databaseUrl(peer.database) });
    await c.connect();
    try {
      return await peer.isPopulated(c);
    } catch {
      return false;
    } finally {
      await c.end();
    }
  }

  const children = [];
  const stopAll = () => Promise.all(children.map(stop));
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => stopAll().finally(() => process.exit(130)));
  const start = (spec) => startProcess(spec, children, log);
  try {
    // 3. The servers.
    const targets = [];
    if (withPeer)
      for (const peer of peers) targets.push(await peer.start({ flags, log, startProcess: start }));
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
      const admin = new pg.Client({ connectionString: POSTGRES });
      await admin.connect();
      const found = await admin.query('select 1 from pg_database where datname = $1', [
        SOLESTOCK_DB,
      ]);
      if (found.rowCount === 0) await admin.query(`create database ${SOLESTOCK_DB}`);
      await admin.end();
      const origin = `http://127.0.0.1:${flags['solestock-port']}`;
      // As `npm start` serves it: the built store, NODE_ENV=production; the first start on an
      // empty database migrates and seeds the default demo catalogue (1,000 item groups).
      await start({
        name: 'solestock',
        command: [process.execPath, [entry]],
        cwd: root,
        env: {
          NODE_ENV: 'production',
          PORT: flags['solestock-port'],
          HOST: '127.0.0.1',
          PUBLIC_URL: origin,
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl(SOLESTOCK_DB),
          WEB_CONCURRENCY: flags.workers,
          // On PostgreSQL an empty catalogue is seeded only when asked (decision 120's runs
          // predate that); the bench needs the default demo one.
          SEED_DEMO: '1',
          // One client asking thousands of answers a second on purpose (as bench/lib/server.ts).
          CLIENT_RATE_LIMIT_PER_MINUTE: '0',
        },
        health: `${origin}/api/health`,
      });
      targets.push(await solestockTarget(origin, log, flags.pages));
    }
    for (const t of targets) {
      log(`${t.name}: ${t.describe}`);
      await t.check();
    }

    // 4. Rounds: every target's scenarios in turn, so all meet the same noise.
    const databases = [...peers.map((p) => p.database), SOLESTOCK_DB];
    const measure = (t, s, seconds) =>
      load(autocannon, t, s, seconds, opts.connections).then(async (r) => {
        await settle(pg, t, databases);
        return r;
      });
    const results = Object.fromEntries(targets.map((t) => [t.name, {}]));
    for (const t of targets) for (const s of t.scenarios) await measure(t, s, 1); // warm plans and pools
    for (let round = 1; round <= opts.rounds; round++) {
      // The order turns each round (with two targets it flips), so no server always goes first.
      const shift = (round - 1) % targets.length;
      for (const t of [...targets.slice(shift), ...targets.slice(0, shift)]) {
        const rounds = [];
        for (const s of t.scenarios) {
          const r = await measure(t, s, opts.seconds);
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
    const peerOptions = Object.fromEntries(
      peers.flatMap((p) => Object.keys(p.options)).map((k) => [k, flags[k]]),
    );
    const report = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      load: `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} at the end (1 / 5 / 15 min)`,
      options: { ...opts, workers: Number(flags.workers), pages: flags.pages, ...peerOptions },
      catalogues: Object.fromEntries(targets.map((t) => [t.name, t.describe])),
      summary,
    };
    console.log('\n' + table(report));
    const dir = join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const file = flags.json ?? join(dir, `peer-${label}-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ ...report, raw: results }, null, 2));
    log(`raw figures in ${file}`);
  } finally {
    await stopAll();
  }
}

// --- Processes --------------------------------------------------------------------------------

async function startProcess({ name, command, cwd, env, health }, children, log) {
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

export const randomInt = (n) => Math.floor(Math.random() * n);
export const pickOne = (list) => list[randomInt(list.length)];
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
export function searchTerm(words) {
  const n = Math.random() < 0.5 ? 1 : 2;
  return Array.from({ length: n }, () => typo(pickOne(words))).join(' ');
}

export function vocabulary(names) {
  const words = new Set();
  for (const name of names)
    for (const w of name.toLowerCase().split(/[^a-z]+/)) if (w.length >= 4) words.add(w);
  return [...words];
}

/** A GET scenario: a fresh path (and the given headers) for every request. */
export function get(makePath, headers) {
  return {
    setup: (request) => {
      request.method = 'GET';
      request.path = makePath();
      if (headers) request.headers = { ...request.headers, ...headers };
      return request;
    },
  };
}

/** Draws from `draw()` until it gives what it has not given before (100 tries), as bench/lib's LongTail. */
export function neverTwice(draw) {
  const issued = new Set();
  return () => {
    let value = draw();
    for (let tries = 0; issued.has(value) && tries < 100; tries++) value = draw();
    issued.add(value);
    return value;
  };
}

/** The product page (HTML) row's name, the same on every server so the table sets them side by side. */
export const PRODUCT_PAGE = 'product page (HTML), random product and country';

async function solestockTarget(origin, log, withPage) {
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
  // The uncached product page as bench/lib/scenarios.ts asks it: a product and a country never
  // asked before in this run, so the page cache (keyed by both) misses every time.
  const page = neverTwice(() => `${pickOne(ids)} ${pickOne(countries)}`);
  const productPage = {
    setup: (request) => {
      const [id, country] = page().split(' ');
      request.method = 'GET';
      request.path = `/products/product/${id}`;
      request.headers = { ...request.headers, cookie: `country=${country}` };
      return request;
    },
  };
  let searchHits = 0;
  return {
    name: 'solestock',
    origin,
    healthPath: '/api/health',
    describe: `Solestock (npm start's server, PostgreSQL), ${names.length} item groups / ${ids.length} products (${pages} pages of ${first.results.length}), ${words.length} search words`,
    scenarios: [
      { name: 'health', ...get(() => '/api/health') },
      { name: 'product list, random page', ...get(paths.list) },
      { name: 'product detail, random product', ...get(paths.detail) },
      { name: 'search, random words with typos', ...get(paths.search) },
      ...(withPage ? [{ name: PRODUCT_PAGE, ...productPage }] : []),
    ],
    async check() {
      if (withPage) {
        const res = await fetch(`${origin}/products/product/${pickOne(ids)}`, {
          headers: { cookie: 'country=gb' },
        });
        const html = await res.text();
        if (!res.ok || !html.includes('</html>')) throw new Error(`Solestock page: ${res.status}`);
        log(`solestock: a product page is ${Math.round(html.length / 1024)} KB of HTML`);
      }
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

// --- Load -------------------------------------------------------------------------------------

async function load(autocannon, target, scenario, seconds, connections) {
  const latencies = [];
  const result = await new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: scenario.origin ?? target.origin,
        connections,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: scenario.setup }],
      },
      (error, r) => (error ? reject(error) : resolveRun(r)),
    );
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
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
async function settle(pg, target, databases) {
  for (let quick = 0, tries = 0; quick < 2 && tries < 200; tries++) {
    const started = performance.now();
    await fetch(`${target.origin}${target.healthPath}`).then(
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
        [databases],
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
    `${report.date.slice(0, 16).replace('T', ' ')} UTC, ${report.machine}, ${report.load}; ${report.options.rounds} rounds of ${report.options.seconds} s, ${report.options.connections} connections, medians over rounds.`,
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
  // Side by side: each scenario once, every server's answers/s and p97.5, and Solestock's
  // answers/s over each peer's (the comparable figure; × health does not compare across servers).
  const servers = Object.keys(report.summary);
  const peers = servers.filter((n) => n !== 'solestock');
  const scenarios = [...new Set(servers.flatMap((n) => Object.keys(report.summary[n])))];
  if (servers.length > 1) {
    lines.push(
      '',
      `| Scenario | ${servers.map((n) => `${n} answers/s, p97.5 ms`).join(' | ')} | ${peers.map((n) => `Solestock ÷ ${n}`).join(' | ')} |`,
      `| --- | ${servers.map(() => '---').join(' | ')} | ${peers.map(() => '---').join(' | ')} |`,
    );
    for (const s of scenarios) {
      const cell = (n) => {
        const a = report.summary[n][s];
        return a ? `${Math.round(a.rps).toLocaleString('en')}, ${a.p975.toFixed(0)}` : '–';
      };
      const ratio = (n) => {
        const mine = report.summary.solestock?.[s];
        const theirs = report.summary[n][s];
        if (!mine || !theirs) return '–';
        return theirs.rps > 0 ? (mine.rps / theirs.rps).toFixed(1) : '∞';
      };
      lines.push(`| ${s} | ${servers.map(cell).join(' | ')} | ${peers.map(ratio).join(' | ')} |`);
    }
  }
  return lines.join('\n');
}
