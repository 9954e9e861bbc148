import { prepareDataset } from './lib/dataset.ts';
for (const kind of ['postgres', 'pglite'] as const) {
  const t = Date.now();
  await prepareDataset(kind, 1_000_000, 0, console.log);
  console.log(kind, 'ready in', Date.now() - t);
}
