// Issue 47 item 2: the CPU one cold (uncached) page costs the web server process, for two builds
// side by side. Both run on one PostgreSQL database of the bench's catalogue; the same seeded
// long-tail URLs (bench/lib/scenarios.ts: new product ids and countries, new listing filters and
// pages) are asked of each in alternating batches, one request at a time, and each server's own
// CPU is read from /proc around its batches (bench/lib/cpu.ts): a busy machine slows both alike,
// and the database's CPU, which the render does not change, is left out.
//
//   npx tsx bench/render-cpu.ts --before <older build>/app-server/index.js \
//     [--after <build>/app-server/index.js] [--products 20000] [--pages 600] [--profile]
//
// --profile starts the servers under `node --cpu-prof` (profiles in bench/results/render-cpu-*/,
// read with bench/cpuprofile-top.ts). --only product|listing asks one of the two pages.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuBetween, cpuSampler } from './lib/cpu.ts';
import { benchRoot, prepareDataset } from './lib/dataset.ts';
import { discover, type LongTail } from './lib/scenarios.ts';
import { startServer, type RunningServer } from './lib/server.ts';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: join(benchRoot, '../apps/web/build/app-server/index.js') },
    products: { type: 'string', default: '20000' },
    /** Measured pages of each kind per build, after `warm` unmeasured ones. */
    pages: { type: 'string', default: '600' },
    warm: { type: 'string', default: '100' },
    batch: { type: 'string', default: '50' },
    only: { type: 'string', default: 'product,listing' },
    profile: { type: 'boolean', default: false },
    port: { type: 'string', default: '4481' },
  },
});
if (!flags.before) {
  console.error('Usage: npx tsx bench/render-cpu.ts --before <build>/app-server/index.js');
  process.exit(2);
}
const log = (m: string) =>
  console.log(`[render-cpu ${new Date().toISOString().slice(11, 19)}] ${m}`);
const dataset = await prepareDataset('postgres', Number(flags.products), 0, log);
const profileDir = resolve(benchRoot, 'results', `render-cpu-${Date.now()}`);
if (flags.profile) mkdirSync(profileDir, { recursive: true });

const builds = [
  { name: 'before', entry: resolve(flags.before) },
  { name: 'after', entry: resolve(flags.after) },
];
const servers: RunningServer[] = [];
const serverPids: number[] = [];
try {
  for (const [i, build] of builds.entries()) {
    const dir = join(profileDir, build.name);
    const nodeArgs = flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
    const server = await startServer(dataset.env, Number(flags.port) + i, build.entry, nodeArgs);
    servers.push(server);
    // The server process alone: the first pid a sampler reads is the server's own.
    serverPids.push([...server.sampleCpu().keys()][0]!);
  }
  const found = await discover(servers[0]!.origin);
  const kinds = flags.only.split(',');
  // One generator per build, drawn in the same order: both builds are asked the same URLs.
  const sources = servers.map(() => {
    const tail = found.longTail('');
    const pick = (prefix: string) => tail.find((s) => s.name.startsWith(prefix))!.source!;
    return {
      product: pick('long tail: product page, random'),
      listing: pick('long tail: listing page'),
    } as Record<string, LongTail>;
  });
  const ask = async (server: RunningServer, source: LongTail, n: number) => {
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      const target = source.next();
      const res = await fetch(`${server.origin}${target.path}`, {
        headers: { 'accept-encoding': 'br, gzip', ...target.headers },
      });
      if (!res.ok) throw new Error(`${target.path}: ${res.status}`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
    return bytes;
  };
  for (const kind of kinds) {
    const warm = Number(flags.warm);
    for (const [i, server] of servers.entries()) await ask(server, sources[i]![kind]!, warm);
    const cpu = servers.map(() => 0);
    const bytes = servers.map(() => 0);
    const batch = Number(flags.batch);
    for (let done = 0; done < Number(flags.pages); done += batch) {
      // Alternate which build goes first, so neither always follows the other's garbage.
      const order = (done / batch) % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const sample = cpuSampler(serverPids[i]!, undefined);
        const start = sample();
        bytes[i]! += await ask(servers[i]!, sources[i]![kind]!, batch);
        cpu[i]! += cpuBetween(start, sample());
      }
    }
    const pages = Number(flags.pages);
    for (const [i, build] of builds.entries()) {
      log(
        `${kind} page, ${build.name}: ${(cpu[i]! / pages).toFixed(2)} ms CPU per page (web server process), ${(bytes[i]! / pages / 1024).toFixed(1)} KB of HTML`,
      );
    }
    log(`${kind} page, after ÷ before: ${(cpu[1]! / cpu[0]!).toFixed(3)}`);
  }
} finally {
  for (const server of servers) await server.stop();
}
if (flags.profile) log(`profiles in ${profileDir}/{before,after}`);
