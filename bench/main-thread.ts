// The browser's main-thread work on a first visit, by thread CPU time (issue 47 item 1): what
// Lighthouse's simulated phone is made of, without the wall-clock waits a loaded machine adds
// (Lighthouse's TBT is tasks' wall time × 4, so on a shared 2-core machine it mostly measures the
// neighbours). Chromium unthrottled, a performance trace per page; per top-level task its thread
// time (`tdur`). Reports the work before the first contentful paint, the scripts requested
// before it, the work after it, the longest task, and "TBT at 4×": the sum over tasks after the
// paint of 4 × CPU − 50 ms, as Lighthouse's mobile preset slows the CPU 4 times.
//
//   npx tsx bench/main-thread.ts --build before=apps/web/build-before --build after=apps/web/build
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { prepareDataset, type DatabaseKind } from './lib/dataset.ts';
import { discover } from './lib/scenarios.ts';
import { buildEntries, freePort, startServer, type RunningServer } from './lib/server.ts';
import { median } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    db: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,product,listing,search' },
    build: { type: 'string', multiple: true, default: ['this=apps/web/build'] },
    port: { type: 'string', default: '4580' },
  },
});
const builds = buildEntries(flags.build);
const wanted = flags.pages.split(',');
const log = (m: string) =>
  console.log(`[main-thread ${new Date().toISOString().slice(11, 19)}] ${m}`);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

interface Figures {
  beforeFcpMs: number;
  scriptsBeforeFcp: number;
  afterFcpMs: number;
  longestMs: number;
  tbt4Ms: number;
}

function read(events: TraceEvent[]): Figures {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  // The page's renderer: the one that painted its first contentful paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!main || !fcp) throw new Error('no renderer main thread or no first contentful paint');
  const tasks = events.filter(
    (e) =>
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.tdur !== undefined,
  );
  const ms = (e: TraceEvent) => (e.tdur ?? 0) / 1000;
  const before = tasks.filter((t) => t.ts < fcp.ts);
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  const scripts = events.filter(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      e.ts < fcp.ts &&
      /\.js(\?|$)/.test(e.args?.data?.url ?? ''),
  );
  return {
    beforeFcpMs: before.reduce((n, t) => n + ms(t), 0),
    scriptsBeforeFcp: scripts.length,
    afterFcpMs: after.reduce((n, t) => n + ms(t), 0),
    longestMs: Math.max(0, ...after.map(ms)),
    tbt4Ms: after.reduce((n, t) => n + Math.max(0, 4 * ms(t) - 50), 0),
  };
}

const dataset = await prepareDataset(flags.db as DatabaseKind, Number(flags.products), 0, log);
const servers: RunningServer[] = [];
const runs = new Map<string, (Figures & { load: number })[]>();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [i, b] of builds.entries()) {
    // Another bench on this shared machine may hold the port: the server would then fail to
    // start while the health check reached the other one.
    servers.push(
      await startServer(dataset.env, await freePort(Number(flags.port) + i * 10), b.entry),
    );
  }
  const pagesOf = await Promise.all(servers.map(async (s) => (await discover(s.origin)).pages));
  for (let run = 1; run <= Number(flags.runs); run++) {
    for (const page of wanted) {
      const order = builds.map((_, i) => i);
      if (run % 2 === 0) order.reverse();
      for (const i of order) {
        const url = pagesOf[i]![page]!;
        await fetch(url, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
        // A phone's viewport, a new context each time: a first visit, nothing cached.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        const events: TraceEvent[] = [];
        // The protocol types a trace event as a map of strings; its fields are read as TraceEvent.
        cdp.on('Tracing.dataCollected', (d) =>
          events.push(...(d.value as unknown as TraceEvent[])),
        );
        const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
        await cdp.send('Tracing.start', {
          categories:
            'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing,toplevel',
          transferMode: 'ReportEvents',
        });
        await tab.goto(url, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1500);
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        const f = { ...read(events), load: loadavg()[0]! };
        const key = `${builds[i]!.label}\t${page}`;
        runs.set(key, [...(runs.get(key) ?? []), f]);
        log(
          `run ${run} ${builds[i]!.label} ${page}: before FCP ${f.beforeFcpMs.toFixed(0)} ms (${f.scriptsBeforeFcp} scripts), after ${f.afterFcpMs.toFixed(0)} ms, longest ${f.longestMs.toFixed(0)} ms, TBT at 4× ${f.tbt4Ms.toFixed(0)} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

console.log(`\nthread CPU time, median of ${flags.runs}\n`);
console.log(
  '| Build | Page | CPU before FCP | scripts requested before FCP | CPU after FCP | longest task | TBT at 4× | load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [key, rs] of runs) {
  const [label, page] = key.split('\t');
  const of = (k: keyof Figures) => median(rs.map((r) => r[k])).toFixed(0);
  const loads = rs.map((r) => r.load);
  console.log(
    `| ${label} | ${page} | ${of('beforeFcpMs')} ms | ${of('scriptsBeforeFcp')} | ${of('afterFcpMs')} ms | ${of('longestMs')} ms | ${of('tbt4Ms')} ms | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
  );
}
