// Lighthouse alone (issue 47 item 1): the home, listing, product and search pages of one or more
// built servers, mobile preset, the builds taking turns run by run so the shared machine's load
// falls on each alike. Prints the median per build and page, and the load average at each run.
//
//   npx tsx bench/lighthouse-pages.ts                                  # this checkout's build
//   npx tsx bench/lighthouse-pages.ts --build before=apps/web/build-before --build after=apps/web/build
//   npx tsx bench/lighthouse-pages.ts --runs 3 --pages product --preset desktop
//
// --build label=dir names a build directory (its app-server/index.js runs); builds start side by
// side on ports from --port. Every report is kept in bench/results/lighthouse/ for its diagnostics.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchRoot, prepareDataset, type DatabaseKind } from './lib/dataset.ts';
import { launchChromium, lighthouseOnce, readLhr, type Lhr } from './lib/lighthouse.ts';
import { discover } from './lib/scenarios.ts';
import { buildEntries, freePort, startServer, type RunningServer } from './lib/server.ts';
import { median } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    db: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,product,listing,search' },
    preset: { type: 'string', default: 'mobile' },
    build: { type: 'string', multiple: true, default: ['this=apps/web/build'] },
    port: { type: 'string', default: '4570' },
  },
});
const builds = buildEntries(flags.build);
const preset = flags.preset as 'mobile' | 'desktop';
const wanted = flags.pages.split(',');
const log = (m: string) =>
  console.log(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${m}`);

const dataset = await prepareDataset(flags.db as DatabaseKind, Number(flags.products), 0, log);
const servers: RunningServer[] = [];
const out = join(benchRoot, 'results', 'lighthouse');
mkdirSync(out, { recursive: true });

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  siMs: number;
  cls: number;
  scriptKb: number;
  load: number;
}
const runs = new Map<string, Run[]>();
try {
  for (const [i, b] of builds.entries()) {
    // Another bench on this shared machine may hold the port: the server would then fail to
    // start while the health check reached the other one.
    servers.push(
      await startServer(dataset.env, await freePort(Number(flags.port) + i * 10), b.entry),
    );
  }
  const pagesOf = await Promise.all(servers.map(async (s) => (await discover(s.origin)).pages));
  const chrome = await launchChromium();
  try {
    for (let run = 1; run <= Number(flags.runs); run++) {
      for (const page of wanted) {
        // Alternate the order too: the first of a pair is not always the one after a pause.
        const order = builds.map((_, i) => i);
        if (run % 2 === 0) order.reverse();
        for (const i of order) {
          const url = pagesOf[i]![page]!;
          const lhr = await lighthouseOnce(chrome.port, url, preset);
          const label = builds[i]!.label;
          writeFileSync(join(out, `${label}-${page}-${preset}-${run}.json`), JSON.stringify(lhr));
          const r = { ...readLhr(lhr), ...extra(lhr), load: loadavg()[0]! };
          const key = `${label}\t${page}`;
          runs.set(key, [...(runs.get(key) ?? []), r]);
          log(
            `run ${run} ${label} ${page}: ${r.score}, FCP ${ms(r.fcpMs)}, LCP ${ms(r.lcpMs)}, TBT ${r.tbtMs.toFixed(0)} ms, load ${r.load.toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

console.log(`\n${preset}, median of ${flags.runs} (load average 1 min: range over the runs)\n`);
console.log('| Build | Page | score | FCP | LCP | TBT | Speed Index | CLS | JS KB | load |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [key, rs] of runs) {
  const [label, page] = key.split('\t');
  const of = (k: keyof Run) => median(rs.map((r) => r[k]));
  const loads = rs.map((r) => r.load);
  console.log(
    `| ${label} | ${page} | ${of('score')} (${rs.map((r) => r.score).join(', ')}) | ${ms(of('fcpMs'))} | ${ms(of('lcpMs'))} | ${of('tbtMs').toFixed(0)} ms | ${ms(of('siMs'))} | ${of('cls').toFixed(3)} | ${of('scriptKb').toFixed(0)} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
  );
}

function extra(lhr: Lhr) {
  return {
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    siMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
  };
}

function ms(v: number) {
  return `${(v / 1000).toFixed(2)} s`;
}
