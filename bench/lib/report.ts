// Turns one run's figures into the tables of bench/README.md (between its figures markers),
// each figure beside the target issue 8 set for it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import type { RouteJs } from './bundle.ts';
import { benchRoot, type DatabaseKind } from './dataset.ts';
import type { PageSpeed } from './lighthouse.ts';
import { ADDS_PER_ORDER, type Kind } from './shoppers.ts';
import {
  RACE_PAIRS_PER_ORDER,
  RACE_SHOPPERS,
  RACE_STOCK,
  type StockRaceResult,
} from './stock-race.ts';

export interface Aggregate {
  rps: number;
  /** Throughput over /api/health's in the same round (median over rounds). */
  ratio: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  errors: number;
  requests: number;
  /** Long-tail scenarios: requests whose URL had been asked before in the run (0 = no hit). */
  repeats?: number;
}

interface Run {
  products: number;
  scenarios: Record<string, Aggregate>;
  /** CPU milliseconds per signed-in call, one shopper (server and its database backends). */
  callCpu?: Record<Kind, number>;
  /** Long-tail scenarios: CPU ms per answer, one request at a time, and its size uncompressed. */
  tailCpu?: Record<string, { cpuMs: number; bytes: number }>;
  /** Shoppers racing for one product's stock, per round, with what the product had left after. */
  stockRace?: (StockRaceResult & { left: number })[];
}

export interface Figures {
  date: string;
  machine: string;
  cores: number;
  options: {
    rounds: number;
    seconds: number;
    connections: number;
    shoppers: number;
    lighthouseRuns: number;
  };
  runs: Partial<Record<DatabaseKind, Run>>;
  scale: Partial<Record<DatabaseKind, Run>>;
  pageSpeed: Record<string, { mobile: PageSpeed; desktop: PageSpeed }> | undefined;
  routeJs: RouteJs[];
}

const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';
const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(1));
const mark = (ok: boolean | undefined) => (ok === undefined ? '–' : ok ? 'met' : '**missed**');
const n = (v: number) => Math.round(v).toLocaleString('en');

export function renderFigures(f: Figures): string {
  const pgl = f.runs.pglite?.scenarios ?? {};
  const pg = f.runs.postgres?.scenarios ?? {};
  const lines: string[] = [];
  const o = f.options;
  lines.push(
    `Measured ${f.date.slice(0, 16).replace('T', ' ')} UTC on ${f.machine}; ${o.rounds} rounds of ${o.seconds} s per scenario,` +
      ` ${o.connections} connections (signed-in calls: ${o.shoppers} shoppers), medians over rounds.`,
    '',
    '### Endpoints at ' +
      n(f.runs.postgres?.products ?? f.runs.pglite?.products ?? 0) +
      ' products',
    '',
    '| Scenario | PGlite req/s (× health) | p50 / p95 / p99 ms | PostgreSQL req/s (× health) | p50 / p95 / p99 ms | p50 PGlite ÷ PostgreSQL | errors |',
    '|---|---|---|---|---|---|---|',
  );
  const names = [...new Set([...Object.keys(pgl), ...Object.keys(pg)])];
  for (const name of names) {
    const a = pgl[name];
    const b = pg[name];
    const cell = (x: Aggregate | undefined) =>
      x
        ? [
            `${n(x.rps)}${Number.isNaN(x.ratio) ? '' : ` (${x.ratio.toFixed(2)})`}`,
            `${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.p99)}`,
          ]
        : ['–', '–'];
    lines.push(
      `| ${name} | ${cell(a).join(' | ')} | ${cell(b).join(' | ')} | ${a && b ? (a.p50 / b.p50).toFixed(2) : '–'} | ${(a?.errors ?? 0) + (b?.errors ?? 0)} of ${n((a?.requests ?? 0) + (b?.requests ?? 0))} |`,
    );
  }

  const tail = names.filter((name) => name.startsWith('long tail') || name === 'health');
  if (tail.length > 1) {
    lines.push(
      '',
      '### The long tail: every request a URL nobody asked before (issue 17)',
      '',
      'Random products and countries, search words (half with a typo), listing filters and pages;' +
        ' the signed-in page is never cached anyway. "Repeated" counts requests whose URL (and' +
        ' country) the run had asked before, the only ones the microcache could have answered.',
      '',
      '| Scenario | PGlite req/s (× health) | p50 / p97.5 / p99 ms | PostgreSQL req/s (× health) | p50 / p97.5 / p99 ms | repeated | errors |',
      '|---|---|---|---|---|---|---|',
    );
    for (const name of tail) {
      const a = pgl[name];
      const b = pg[name];
      const cell = (x: Aggregate | undefined) =>
        x
          ? [`${n(x.rps)} (${x.ratio.toFixed(3)})`, `${ms(x.p50)} / ${ms(x.p975)} / ${ms(x.p99)}`]
          : ['–', '–'];
      const repeated =
        a?.repeats === undefined && b?.repeats === undefined
          ? '–'
          : String((a?.repeats ?? 0) + (b?.repeats ?? 0));
      lines.push(
        `| ${name.replace('long tail: ', '')} | ${cell(a).join(' | ')} | ${cell(b).join(' | ')} | ${repeated} | ${(a?.errors ?? 0) + (b?.errors ?? 0)} of ${n((a?.requests ?? 0) + (b?.requests ?? 0))} |`,
      );
    }
  }

  const tailCpu = (['pglite', 'postgres'] as const).filter((k) => f.runs[k]?.tailCpu);
  if (tailCpu.length > 0) {
    lines.push(
      '',
      '#### CPU per long-tail answer (one request at a time, 200 answers; server process and its PostgreSQL backends)',
      '',
      '| Scenario | PGlite CPU ms | PostgreSQL CPU ms | answers/s two cores allow at most (PostgreSQL) | size uncompressed KB |',
      '|---|---|---|---|---|',
    );
    const tailNames = [...new Set(tailCpu.flatMap((k) => Object.keys(f.runs[k]!.tailCpu!)))];
    for (const name of tailNames) {
      const a = f.runs.pglite?.tailCpu?.[name];
      const b = f.runs.postgres?.tailCpu?.[name];
      lines.push(
        `| ${name.replace('long tail: ', '')} | ${ms(a?.cpuMs)} | ${ms(b?.cpuMs)} | ${b ? n((f.cores * 1000) / b.cpuMs) : '–'} | ${((b ?? a)!.bytes / 1024).toFixed(1)} |`,
      );
    }
  }

  const cpuRuns = (['pglite', 'postgres'] as const).filter((k) => f.runs[k]?.callCpu);
  if (cpuRuns.length > 0) {
    lines.push(
      '',
      '### CPU per signed-in call (one shopper; the server process and its PostgreSQL backends)',
      '',
      '| Database | cart add ms | order placement ms | payment ms | one checkout ms | checkouts/s the CPU allows at most |',
      '|---|---|---|---|---|---|',
    );
    for (const kind of cpuRuns) {
      const c = f.runs[kind]!.callCpu!;
      const checkout = ADDS_PER_ORDER * c.add + c.place + c.pay;
      // PGlite runs inside the server's one thread; PostgreSQL's backends use the other cores.
      const cores = kind === 'pglite' ? 1 : f.cores;
      lines.push(
        `| ${kind} | ${ms(c.add)} | ${ms(c.place)} | ${ms(c.pay)} | ${ms(checkout)} | ${n((cores * 1000) / checkout)} (${cores} ${cores === 1 ? 'core' : 'cores'}) |`,
      );
    }
  }

  const raceRuns = (['pglite', 'postgres'] as const).filter((k) => f.runs[k]?.stockRace?.length);
  if (raceRuns.length > 0) {
    lines.push(
      '',
      `### Stock race: ${RACE_SHOPPERS} shoppers placing orders of ${RACE_PAIRS_PER_ORDER} pairs for one product's ${RACE_STOCK} pairs (issue 31.3)`,
      '',
      'Every racer calls order-now until refused. Exact means the pairs sold equal the stock, the' +
        ' product ends at 0 and every refusal is a 409 `insufficient_stock`.',
      '',
      '| Database | round | orders/s | p50 / p95 / p99 ms | pairs sold | left | refusals | other answers | exact |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const kind of raceRuns) {
      f.runs[kind]!.stockRace!.forEach((r, i) => {
        const exact = r.sold === RACE_STOCK && r.left === 0 && r.errors === 0;
        lines.push(
          `| ${kind} | ${i + 1} | ${n(r.rps)} | ${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)} | ${r.sold} | ${r.left} | ${r.refused} | ${r.errors} | ${exact ? 'yes' : '**no**'} |`,
        );
      });
    }
  }

  const scaleRows = Object.entries(f.scale);
  if (scaleRows.length > 0) {
    lines.push('', '### Listing at ' + n(scaleRows[0]![1].products) + ' products', '');
    lines.push(
      '| Database | page 1 p95 ms | deep page p95 ms | by brand p95 ms | req/s page 1 (× health) |',
      '|---|---|---|---|---|',
    );
    for (const [kind, run] of scaleRows) {
      const s = run.scenarios;
      lines.push(
        `| ${kind} | ${ms(s['listing page 1']?.p95)} | ${ms(s['listing deep page']?.p95)} | ${ms(s['listing by brand']?.p95)} | ${n(s['listing page 1']?.rps ?? 0)} (${s['listing page 1']?.ratio.toFixed(2)}) |`,
      );
    }
  }

  if (f.pageSpeed) {
    lines.push('', `### Lighthouse (median of ${o.lighthouseRuns} runs)`, '');
    lines.push(
      '| Page | mobile score | LCP ms | TBT ms | CLS | desktop score | LCP ms | TBT ms | CLS | scripts KB |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [page, { mobile: m, desktop: d }] of Object.entries(f.pageSpeed)) {
      lines.push(
        `| ${page} | ${m.score} | ${n(m.lcpMs)} | ${n(m.tbtMs)} | ${m.cls.toFixed(3)} | ${d.score} | ${n(d.lcpMs)} | ${n(d.tbtMs)} | ${d.cls.toFixed(3)} | ${m.scriptKb.toFixed(1)} |`,
      );
    }
  }

  lines.push(
    '',
    '### JavaScript on a first visit, per route (KB)',
    '',
    '| Route | gzip | brotli |',
    '|---|---|---|',
  );
  for (const r of f.routeJs)
    lines.push(`| ${r.route} | ${r.gzipKb.toFixed(1)} | ${r.brotliKb.toFixed(1)} |`);

  lines.push(
    '',
    '### Against the targets',
    '',
    '| Figure | Target | PGlite | PostgreSQL | |',
    '|---|---|---|---|---|',
  );
  for (const t of targets(f))
    lines.push(`| ${t.figure} | ${t.target} | ${t.pglite} | ${t.postgres} | ${mark(t.ok)} |`);
  return lines.join('\n');
}

interface TargetRow {
  figure: string;
  target: string;
  pglite: string;
  postgres: string;
  ok: boolean | undefined;
}

function targets(f: Figures): TargetRow[] {
  const rows: TargetRow[] = [];
  const per = (kind: DatabaseKind) => f.runs[kind]?.scenarios ?? {};
  const both = (
    check: (s: Record<string, Aggregate>, kind: DatabaseKind) => [string, boolean] | undefined,
    kinds: DatabaseKind[] = ['pglite', 'postgres'],
  ) => {
    const out = { pglite: '–', postgres: '–', ok: undefined as boolean | undefined };
    for (const kind of kinds) {
      const r = f.runs[kind] ? check(per(kind), kind) : undefined;
      if (!r) continue;
      out[kind] = r[0];
      out.ok = (out.ok ?? true) && r[1];
    }
    return out;
  };
  const p95 = (name: string, limit: number) => (s: Record<string, Aggregate>) =>
    s[name] ? ([`${ms(s[name].p95)} ms`, s[name].p95 <= limit] as [string, boolean]) : undefined;

  rows.push({
    figure: 'Listing page 1 throughput',
    target: '≥ 0.25 × /api/health (PostgreSQL)',
    ...both(
      (s) =>
        s['listing page 1']
          ? [`${s['listing page 1'].ratio.toFixed(2)} ×`, s['listing page 1'].ratio >= 0.25]
          : undefined,
      ['postgres'],
    ),
  });
  rows.push({
    figure: 'Listing page 1 p95, 50 connections',
    target: '≤ 20 ms (PostgreSQL)',
    ...both(p95('listing page 1', 20), ['postgres']),
  });
  const page1 = (kind: DatabaseKind) =>
    f.runs[kind]?.scenarios['listing page 1']?.p95 ?? Number.NaN;
  rows.push({
    figure: 'Listing deep page p95',
    target: '≤ 1.5 × page 1',
    ...both((s, kind) => {
      const d = s['listing deep page'];
      return d
        ? [`${ms(d.p95)} ms (${(d.p95 / page1(kind)).toFixed(2)} ×)`, d.p95 <= 1.5 * page1(kind)]
        : undefined;
    }),
  });
  const scale = { pglite: '–', postgres: '–', ok: undefined as boolean | undefined };
  for (const kind of ['pglite', 'postgres'] as const) {
    const s = f.scale[kind]?.scenarios['listing page 1'];
    const d = f.scale[kind]?.scenarios['listing deep page'];
    if (!s || !d) continue;
    const worst = Math.max(s.p95, d.p95);
    scale[kind] = `${ms(s.p95)} / ${ms(d.p95)} ms (${(worst / page1(kind)).toFixed(2)} ×)`;
    scale.ok = (scale.ok ?? true) && worst <= 1.5 * page1(kind);
  }
  rows.push({
    figure: 'Listing page 1 / deep page p95 at 1,000,000 products',
    target: '≤ 1.5 × page 1 at 100,000',
    ...scale,
  });
  rows.push({
    figure: 'Product detail p95',
    target: '≤ 10 ms (PostgreSQL)',
    ...both(p95('product detail', 10), ['postgres']),
  });
  const search = both(p95('search', 30), ['postgres']);
  const searchLite = both(p95('search', 50), ['pglite']);
  rows.push({
    figure: 'Search p95',
    target: '≤ 30 ms PostgreSQL, ≤ 50 ms PGlite',
    pglite: searchLite.pglite,
    postgres: search.postgres,
    ok: and(search.ok, searchLite.ok),
  });
  const auto = both(p95('autocomplete', 15), ['postgres']);
  const autoLite = both(p95('autocomplete', 25), ['pglite']);
  rows.push({
    figure: 'Autocomplete p95',
    target: '≤ 15 ms PostgreSQL, ≤ 25 ms PGlite',
    pglite: autoLite.pglite,
    postgres: auto.postgres,
    ok: and(auto.ok, autoLite.ok),
  });
  if (f.runs.pglite && f.runs.postgres) {
    const ratios = Object.keys(per('postgres'))
      .filter((k) => per('pglite')[k])
      .map((k) => [k, per('pglite')[k]!.p50 / per('postgres')[k]!.p50] as const);
    const worst = ratios.sort((a, b) => b[1] - a[1])[0];
    rows.push({
      figure: 'PGlite p50 against PostgreSQL, every endpoint',
      target: 'within 2.5 ×',
      pglite: worst ? `worst: ${worst[0]} ${worst[1].toFixed(2)} ×` : '–',
      postgres: '',
      ok: worst ? ratios.every(([, r]) => r <= 2.5 && r >= 1 / 2.5) : undefined,
    });
  }
  const signedIn = (call: string, limit: number) => {
    for (const who of ['1 shopper', `${f.options.shoppers} shoppers`]) {
      rows.push({
        figure: `${call[0]!.toUpperCase()}${call.slice(1)} p95, ${who}`,
        target: `≤ ${limit} ms`,
        ...both(p95(`${call}, ${who}`, limit)),
      });
    }
  };
  signedIn('cart add', 25);
  signedIn('order placement', 100);
  rows.push({
    figure: 'Server-rendered product page p95, 50 connections',
    target: '≤ 150 ms',
    ...both(p95('page: product', 150)),
  });
  // Issue 17: the long tail, as ratios to health in the same rounds, and p97.5.
  const tailTarget = (figure: string, name: string, ratio: number, p975: number) => {
    rows.push({
      figure,
      target: `≥ ${ratio} × health, p97.5 ≤ ${p975} ms`,
      ...both((s) => {
        const x = s[`long tail: ${name}`];
        return x
          ? [
              `${x.ratio.toFixed(3)} ×, ${ms(x.p975)} ms`,
              x.ratio >= ratio && x.p975 <= p975 && (x.repeats ?? 0) === 0,
            ]
          : undefined;
      }),
    });
  };
  tailTarget(
    'Product page, uncached, random id (issue 17)',
    'product page, random id and country',
    0.03,
    120,
  );
  tailTarget(
    'Product page, signed in (issue 17)',
    'product page, signed in (never cached)',
    0.03,
    120,
  );
  tailTarget(
    'Product detail API, uncached (issue 17)',
    'product detail API, random id and country',
    0.15,
    20,
  );
  tailTarget(
    'Search API, uncached, random words (issue 17)',
    'search API, random words, half with a typo',
    0.15,
    30,
  );
  rows.push({
    figure: 'Cart add / order placement p95, 10 shoppers (issue 17)',
    target: '≤ 40 / 90 ms PGlite, ≤ 25 / 60 ms PostgreSQL',
    ...both((s, kind) => {
      const add = s[`cart add, ${f.options.shoppers} shoppers`];
      const place = s[`order placement, ${f.options.shoppers} shoppers`];
      if (!add || !place) return undefined;
      const [a, p] = kind === 'pglite' ? [40, 90] : [25, 60];
      return [`${ms(add.p95)} / ${ms(place.p95)} ms`, add.p95 <= a && place.p95 <= p];
    }),
  });

  if (f.pageSpeed) {
    const pages = Object.values(f.pageSpeed).map((p) => p.mobile);
    const worst = (k: keyof PageSpeed, dir: 1 | -1) =>
      pages.map((p) => p[k]).sort((a, b) => dir * (b - a))[0]!;
    const score = worst('score', -1);
    const lcp = worst('lcpMs', 1);
    const tbt = worst('tbtMs', 1);
    const cls = worst('cls', 1);
    rows.push({
      figure: 'Lighthouse mobile, worst of the four pages',
      target: 'score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05',
      pglite: `${score}, ${n(lcp)} ms, ${n(tbt)} ms, ${cls.toFixed(3)}`,
      postgres: '',
      ok: score >= 95 && lcp <= 2000 && tbt <= 100 && cls <= 0.05,
    });
  }
  const heaviest = f.routeJs[0];
  if (heaviest) {
    rows.push({
      figure: 'JavaScript per route, first load',
      target: '≤ 100 KB gzip',
      pglite: `heaviest: ${heaviest.route} ${heaviest.gzipKb.toFixed(1)} KB`,
      postgres: '',
      ok: heaviest.gzipKb <= 100,
    });
  }
  return rows;
}

function and(a: boolean | undefined, b: boolean | undefined) {
  return a === undefined ? b : b === undefined ? a : a && b;
}

/** Rewrites the figures section of bench/README.md, formatted as the repository's Prettier does. */
export async function writeReport(f: Figures): Promise<void> {
  const path = join(benchRoot, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  const body = `${START}\n${renderFigures(f)}\n${END}`;
  const updated =
    start >= 0 && end > start
      ? readme.slice(0, start) + body + readme.slice(end + END.length)
      : `${readme}\n${body}\n`;
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(updated, { ...options, filepath: path }));
}
