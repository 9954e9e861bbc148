// Issue 47 item 4: seeds (or reuses) the bench's demo catalogue at a given size on the
// PostgreSQL server and times it, without starting a store: the seed at 100,000 styles is one
// of the item's figures, and the harness (run.ts) then reuses the database it leaves.
//
//   BENCH_DATABASE_PREFIX=scale_ npx tsx bench/scale-seed.ts --products 1940000
import { parseArgs } from 'node:util';
import { prepareDataset } from './lib/dataset.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1940000' } } });
const log = (m: string) => console.log(`[seed ${new Date().toISOString().slice(11, 19)}] ${m}`);
const started = Date.now();
const dataset = await prepareDataset('postgres', Number(values.products), 1, log);
log(`${dataset.env.DATABASE_URL}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
