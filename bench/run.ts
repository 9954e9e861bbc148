// `npm run bench`: the performance harness of issue 8. Seeds the demo catalogue into PGlite and
// into the PostgreSQL server, starts the production server on each, drives it from this process
// with autocannon and with signed-in shoppers, runs Lighthouse, measures the JavaScript of each
// route, and writes the figures into bench/README.md (and the raw ones into bench/results/).
//
//   npm run bench                                 # 100,000 products, both databases, Lighthouse
//   npm run bench -- --scale                      # also the listing at 1,000,000 products
//   npm run bench -- --db postgres --rounds 1 --no-lighthouse   # a quick look
//
// The machine is shared and noisy: every scenario runs in several rounds, each round also
// measures /api/health, and the tables show medians and ratios to that ceiling.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { javaScriptPerRoute } from './lib/bundle.ts';
import {
  benchRoot,
  MEMBER_EMAIL,
  prepareDataset,
  shopperEmail,
  withDataset,
  type DatabaseKind,
} from './lib/dataset.ts';
import { cpuPerAnswer, measure, type LoadResult } from './lib/http-load.ts';
import { measurePageSpeed } from './lib/lighthouse.ts';
import { writeReport, type Aggregate, type Figures } from './lib/report.ts';
import { discover, type Scenario } from './lib/scenarios.ts';
import { buildStore, startServer } from './lib/server.ts';
import { measureCallCpu, runShopperFlow, signIn, type ShopperFlowResult } from './lib/shoppers.ts';
import { median } from './lib/stats.ts';
import { RACE_SHOPPERS, runStockRace, stockLeft, type StockRaceResult } from './lib/stock-race.ts';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    scale: { type: 'boolean', default: false },
    'scale-products': { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    /** Only these scenarios (comma-separated name prefixes; health is always measured). */
    only: { type: 'string', default: '' },
    'no-shoppers': { type: 'boolean', default: false },
    port: { type: 'string', default: '4400' },
    // Peer rows (issues 17, 34): `--peers vendure,medusa` or BENCH_PEERS=…; off by default.
    peers: { type: 'string', default: process.env.BENCH_PEERS ?? '' },
  },
});
const opts = {
  products: Number(flags.products),
  scaleProducts: Number(flags['scale-products']),
  databases: flags.db.split(',') as DatabaseKind[],
  rounds: Number(flags.rounds),
  seconds: Number(flags.seconds),
  connections: Number(flags.connections),
  shoppers: Number(flags.shoppers),
  lighthouseRuns: flags['no-lighthouse'] ? 0 : Number(flags['lighthouse-runs']),
  port: Number(flags.port),
};
/** Checkouts of one shopper over which the CPU per signed-in call is averaged. */
const CPU_CHECKOUTS = 100;

const log = (m: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** Every scenario once per round, /api/health among them; medians over rounds. */
async function measureScenarios(origin: string, scenarios: Scenario[]) {
  const byName = new Map<string, LoadResult[]>(scenarios.map((s) => [s.name, []]));
  // One short pass first: plans, pools and caches warm, as on a store that has been running.
  for (const s of scenarios) {
    await measure(origin, {
      ...opts,
      seconds: 1,
      paths: s.paths,
      source: s.source,
      ...(s.headers ? { headers: s.headers } : {}),
    });
  }
  for (let round = 1; round <= opts.rounds; round++) {
    for (const s of scenarios) {
      const r = await measure(origin, {
        connections: opts.connections,
        seconds: opts.seconds,
        paths: s.paths,
        warmUp: s.warmUp,
        source: s.source,
        ...(s.headers ? { headers: s.headers } : {}),
      });
      byName.get(s.name)!.push(r);
      log(
        `round ${round} ${s.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`,
      );
    }
  }
  const health = byName.get('health')!;
  const out: Record<string, Aggregate> = {};
  for (const [name, rounds] of byName) {
    out[name] = {
      rps: median(rounds.map((r) => r.rps)),
      ratio: median(rounds.map((r, i) => r.rps / health[i]!.rps)),
      p50: median(rounds.map((r) => r.p50)),
      p95: median(rounds.map((r) => r.p95)),
      p975: median(rounds.map((r) => r.p975)),
      p99: median(rounds.map((r) => r.p99)),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
      requests: rounds.reduce((n, r) => n + r.count, 0),
      ...(rounds[0]?.repeats === undefined
        ? {}
        : { repeats: rounds.reduce((n, r) => n + (r.repeats ?? 0), 0) }),
    };
  }
  return out;
}

/** The signed-in calls with `shoppers` at once (1: the cost of one call, no queueing). */
async function measureShoppers(origin: string, productIds: number[], shoppers: number) {
  const rounds: ShopperFlowResult[] = [];
  for (let round = 1; round <= opts.rounds; round++) {
    rounds.push(await runShopperFlow(origin, { shoppers, seconds: opts.seconds, productIds }));
    const r = rounds.at(-1)!;
    log(
      `round ${round}, ${shoppers} shoppers: cart add p95 ${r.cartAdd.p95.toFixed(1)} ms; order p95 ${r.orderPlace.p95.toFixed(1)} ms; payment p95 ${r.payment.p95.toFixed(1)} ms; errors ${r.cartAdd.errors + r.orderPlace.errors + r.payment.errors}`,
    );
  }
  const agg = (pick: (r: ShopperFlowResult) => ShopperFlowResult['cartAdd']): Aggregate => ({
    rps: median(rounds.map((r) => pick(r).rps)),
    ratio: Number.NaN,
    p50: median(rounds.map((r) => pick(r).p50)),
    p95: median(rounds.map((r) => pick(r).p95)),
    p975: median(rounds.map((r) => pick(r).p975)),
    p99: median(rounds.map((r) => pick(r).p99)),
    errors: rounds.reduce((n, r) => n + pick(r).errors, 0),
    requests: rounds.reduce((n, r) => n + pick(r).count, 0),
  });
  const who = shoppers === 1 ? '1 shopper' : `${shoppers} shoppers`;
  return {
    [`cart add, ${who}`]: agg((r) => r.cartAdd),
    [`order placement, ${who}`]: agg((r) => r.orderPlace),
    [`payment, ${who}`]: agg((r) => r.payment),
  };
}

const figures: Figures = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  cores: cpus().length,
  options: opts,
  runs: {},
  scale: {},
  pageSpeed: undefined,
  routeJs: [],
};

const only = flags.only ? flags.only.split(',') : [];
if (!flags['no-build']) buildStore(log);
for (const kind of opts.databases) {
  const race =
    !flags['no-shoppers'] && (only.length === 0 || only.some((o) => 'stock race'.startsWith(o)));
  const dataset = await prepareDataset(
    kind,
    opts.products,
    Math.max(opts.shoppers, race ? RACE_SHOPPERS : 0),
    log,
    race ? opts.rounds : 0,
  );
  const server = await startServer(dataset.env, opts.port);
  const raced: StockRaceResult[] = [];
  try {
    const found = await discover(server.origin);
    // The race products sell from stock: no other scenario may take their pairs.
    found.productIds = found.productIds.filter((id) => !dataset.raceProductIds.includes(id));
    // The long tail, guest and signed in, measured in the same rounds as health (issue 17).
    const shopper = await signIn(server.origin, shopperEmail(0));
    const member = await signIn(server.origin, MEMBER_EMAIL);
    const all = [...found.scenarios, ...found.longTail(shopper, member)].filter(
      (sc) => only.length === 0 || sc.name === 'health' || only.some((o) => sc.name.startsWith(o)),
    );
    log(`${kind}: measuring ${all.length} scenarios × ${opts.rounds} rounds`);
    const scenarios = await measureScenarios(server.origin, all);
    // CPU per long-tail answer, one request at a time: the figure the shared machine disturbs least.
    const tailCpu: Record<string, { cpuMs: number; bytes: number }> = {};
    for (const sc of all) {
      if (!sc.source) continue;
      tailCpu[sc.name] = await cpuPerAnswer(server.origin, sc.source, 200, server.sampleCpu);
      log(`${kind}: ${sc.name}: ${tailCpu[sc.name]!.cpuMs.toFixed(2)} ms CPU per answer`);
    }
    if (flags['no-shoppers']) {
      figures.runs[kind] = { products: opts.products, scenarios, tailCpu };
      continue;
    }
    Object.assign(scenarios, await measureShoppers(server.origin, found.productIds, 1));
    Object.assign(scenarios, await measureShoppers(server.origin, found.productIds, opts.shoppers));
    const callCpu = await measureCallCpu(server.origin, {
      checkouts: CPU_CHECKOUTS,
      productIds: found.productIds,
      sampleCpu: server.sampleCpu,
    });
    log(
      `${kind}: CPU per call: add ${callCpu.add.toFixed(2)} ms, place ${callCpu.place.toFixed(2)} ms, pay ${callCpu.pay.toFixed(2)} ms`,
    );
    figures.runs[kind] = { products: opts.products, scenarios, callCpu, tailCpu };
    for (const productId of race ? dataset.raceProductIds : []) {
      raced.push(await runStockRace(server.origin, productId));
      const r = raced.at(-1)!;
      log(
        `${kind}: stock race: ${r.sold} pairs sold at ${r.rps.toFixed(0)} orders/s, p95 ${r.p95.toFixed(1)} ms, ${r.refused} refused, ${r.errors} other answers`,
      );
    }
    if (opts.lighthouseRuns > 0 && kind === opts.databases[0]) {
      figures.pageSpeed = await measurePageSpeed(found.pages, opts.lighthouseRuns, log);
    }
  } finally {
    await server.stop();
  }
  if (raced.length > 0 && figures.runs[kind]) {
    const left = await withDataset(dataset, (db) => stockLeft(db, dataset.raceProductIds));
    figures.runs[kind]!.stockRace = raced.map((r, i) => ({ ...r, left: left[i]! }));
  }
}
if (flags.scale) {
  for (const kind of opts.databases) {
    const dataset = await prepareDataset(kind, opts.scaleProducts, 0, log);
    const server = await startServer(dataset.env, opts.port);
    try {
      const found = await discover(server.origin);
      const wanted = ['health', 'listing page 1', 'listing deep page', 'listing by brand'];
      const scenarios = await measureScenarios(
        server.origin,
        found.scenarios.filter((s) => wanted.includes(s.name)),
      );
      figures.scale[kind] = { products: opts.scaleProducts, scenarios };
    } finally {
      await server.stop();
    }
  }
}
figures.routeJs = await javaScriptPerRoute();

const resultsDir = join(benchRoot, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${figures.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(figures, null, 2));
await writeReport(figures);
log(`figures written to bench/README.md and ${file}`);

// Peers run last, on their own servers, with Solestock's own server measured beside them in the
// same window (bench/peers/<name>/run.mjs on bench/peers/harness.mjs; decisions 120 and 154:
// `vendure`, `medusa`). Each has its own package.json and node_modules, outside the workspaces:
// install one with `npm install --prefix bench/peers/<name>`.
for (const peer of flags.peers.split(',').filter(Boolean)) {
  const dir = join(benchRoot, 'peers', peer);
  if (!existsSync(join(dir, 'node_modules'))) {
    log(`peer ${peer}: not installed; run \`npm install --prefix bench/peers/${peer}\` first`);
    continue;
  }
  // The long tail as issue 17 measures it: 20 connections; a populated peer database is kept.
  const args = ['--solestock', '--reuse', '--rounds', String(opts.rounds), '--connections', '20'];
  const run = spawnSync(process.execPath, [join(dir, 'run.mjs'), ...args], { stdio: 'inherit' });
  if (run.status !== 0) log(`peer ${peer}: run.mjs failed (exit ${run.status})`);
}
