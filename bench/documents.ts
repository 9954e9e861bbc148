// Trade documents at the size of a large order (issue 33: "a PDF of an 800-line order renders in
// under a second and never blocks the event loop"): draws the commercial invoice and the packing
// list of an order of --lines order lines (8 sizes × 2 colours a style) --rounds times, through
// the API's worker thread (document-renderer.ts) and, for comparison, on this thread, and prints
// each one's time (median of the warm rounds, and the first, cold one, which includes starting
// the worker and parsing the fonts) and the longest the main thread's event loop was held up
// during the warm rounds.
//
//   npx tsx bench/documents.ts --lines 800 --rounds 5
//
// Not part of npm test (no timing is asserted anywhere).
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';
import { DocumentRenderer } from '@solestock/api/modules/documents/document-renderer';
import { renderTradeDocument } from '@solestock/api/modules/documents/pdf-render';
import { sampleDocumentModel } from '@solestock/api/test/document-samples';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '800' },
    rounds: { type: 'string', default: '5' },
  },
});
const lines = Number(values.lines);
const rounds = Number(values.rounds);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Row {
  document: TradeDocument;
  where: string;
  cold: number;
  warm: number;
  cpu: number;
  loopMax: number;
  bytes: number;
}

async function measure(
  document: TradeDocument,
  where: string,
  render: (m: ReturnType<typeof sampleDocumentModel>) => Promise<Buffer>,
): Promise<Row> {
  const model = sampleDocumentModel({ document, currency: 'inr', lines });
  const times: number[] = [];
  const cpus: number[] = [];
  let bytes = 0;
  let loopMax = 0;
  for (let i = 0; i <= rounds; i++) {
    // A 2 ms tick on this thread: the longest gap between two ticks is how long the event loop
    // (every other request) waited while the document was drawn. Warm rounds only.
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      if (i > 0) loopMax = Math.max(loopMax, now - last);
      last = now;
    }, 2);
    const cpu = process.cpuUsage();
    const started = performance.now();
    bytes = (await render(model)).length;
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    if (i > 0) loopMax = Math.max(loopMax, performance.now() - last);
    clearInterval(tick);
  }
  return {
    document,
    where,
    cold: times[0]!,
    warm: median(times.slice(1)),
    // This process's CPU, all threads: the worker's drawing shows here too.
    cpu: median(cpus.slice(1)),
    loopMax,
    bytes,
  };
}

const renderer = new DocumentRenderer();
const rows: Row[] = [];
for (const document of ['invoice', 'packing-list'] as const) {
  rows.push(await measure(document, 'worker thread', (m) => renderer.render(m)));
  rows.push(await measure(document, 'main thread', renderTradeDocument));
}
await renderer.close();

const model = sampleDocumentModel({ lines });
console.log(
  `${lines} order lines (${model.lines.length} style-colour rows, ${model.packing.cartons.length} cartons), ${rounds} warm rounds after a cold one, Node ${process.version}`,
);
console.log(
  '| document | drawn on | warm (median) | cold (first) | CPU (median) | longest event-loop stall | PDF size |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.document} | ${r.where} | ${r.warm.toFixed(0)} ms | ${r.cold.toFixed(0)} ms | ${r.cpu.toFixed(0)} ms | ${r.loopMax.toFixed(0)} ms | ${(r.bytes / 1024).toFixed(0)} KB |`,
  );
