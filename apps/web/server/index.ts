// `npm start`: the whole store on one port. On a PostgreSQL server it runs WEB_CONCURRENCY
// worker processes (default: one per core) through node:cluster, sharing the port; each change
// to the storefront reaches every worker through LISTEN/NOTIFY (apps/api storefront-signal.ts).
// The embedded PGlite database lives inside one process, so a PGlite store is one process.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closeGracefully,
  loadConfig,
  prepareDatabase,
  serveClusterMetrics,
} from '@solestock/api/host';
import { startBanner } from './banner.ts';
import { runWorkers } from './workers.ts';
import { createWebServer } from './web-server.ts';

const here = dirname(fileURLToPath(import.meta.url));
// Bundled, this file sits in build/app-server/; run from source, it sits in server/.
const buildDir = existsSync(resolve(here, '../client'))
  ? resolve(here, '..')
  : resolve(here, '../build');

const started = Date.now();
const config = loadConfig();
const say = (m: string) => console.log(`[solestock] ${m}`);
const workers = config.databaseUrl ? (config.webConcurrency ?? availableParallelism()) : 1;

if (cluster.isPrimary && workers > 1) {
  // The primary migrates, seeds and makes the first owner once, then forks the workers.
  const database = await prepareDatabase(config, { info: say });
  await database.close();
  // A scrape of /metrics, whichever worker takes it, answers for all of them (decision 170).
  serveClusterMetrics();
  await runWorkers(workers, {
    log: say,
    onReady: () => {
      say(`store ready at ${config.publicUrl} in ${Date.now() - started} ms, ${workers} workers`);
      console.log(startBanner(config).join('\n'));
    },
  });
} else {
  // A worker finds the database prepared: its own checks run quietly.
  const bootLog = { info: cluster.isWorker ? () => {} : say };
  const database = await prepareDatabase(config, bootLog);
  const app = await createWebServer({ config, database, buildDir, apiUrl: config.apiUrl });
  closeGracefully(
    async () => {
      await app.close();
      await database.close();
    },
    app.log,
    {
      drain: () => (app.lifecycle.draining = true),
      delayMs: config.drainDelayMs,
    },
  );
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    say(
      `store ready at ${config.publicUrl} in ${Date.now() - started} ms` +
        (config.databaseUrl
          ? ''
          : ', one process (the embedded PGlite database lives in it; WEB_CONCURRENCY applies on PostgreSQL)'),
    );
    console.log(startBanner(config).join('\n'));
  }
}
