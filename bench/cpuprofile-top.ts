// Reads a V8 .cpuprofile (`node --cpu-prof`) and prints the functions with the most self time,
// and the self time summed by package or source area, so a profile can be read in a terminal.
//
//   npx tsx bench/cpuprofile-top.ts <file.cpuprofile> [--top 30] [--skip 5000]
//
// --skip leaves out the profile's first milliseconds (a server's start-up before its requests).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    /** Comma-separated regexes over "function url": time of samples with such a frame on the stack. */
    inclusive: { type: 'string', default: '' },
    /** Milliseconds at the profile's start left out. */
    skip: { type: 'string', default: '0' },
  },
});
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const skipUs = Number(values.skip) * 1000;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed < skipUs) return;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = [...self].reduce(
  (sum, [id, us]) => (byId.get(id)!.callFrame.functionName === '(idle)' ? sum + us : sum),
  0,
);
console.log(`busy ${((total - idle) / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms`);

/** Where a frame's code lives: a package, an app area, node internals, or V8. */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const app = /apps\/(web|api)\/(?:build\/)?([^/]+(?:\/[^/]+)?)/.exec(url);
  return app ? `${app[1]}/${app[2]}` : url.replace(/^file:\/\//, '');
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const a = area(url, functionName);
  byArea.set(a, (byArea.get(a) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
  }
};
show('Self time by function', byFunction, Number(values.top));
show('Self time by area', byArea, 25);

if (values.inclusive) {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = (id: number) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    return `${functionName} ${url}`;
  };
  const patterns = values.inclusive.split(',').map((p) => new RegExp(p));
  const sums = patterns.map(() => 0);
  for (const [id, us] of self) {
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(frame(at));
    patterns.forEach((re, i) => {
      if (stack.some((f) => re.test(f))) sums[i] = sums[i]! + us;
    });
  }
  console.log(`\nInclusive time (a sample counts for every pattern on its stack)`);
  patterns.forEach((re, i) => {
    const us = sums[i]!;
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${re.source}`,
    );
  });
}
