// Start-up shared by the API server and the one-process web server: open the database,
// apply migrations, fill an empty catalogue with the demo one where a newcomer expects it (the
// embedded database, or SEED_DEMO=1 / `npm start -- --demo`) and create the first owner.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { connect, migrateWith, type DatabaseHandle } from './db/connect.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './cli/demo-catalogue/write.ts';
import { ensureFirstOwner } from './modules/staff/index.ts';

/**
 * Whether a start fills an empty catalogue with the demo one: always with SEED_DEMO=1, never with
 * SEED_DEMO=0, and otherwise on the embedded database only. A PostgreSQL server is a real store's:
 * 1,000 demo groups there would be sold to real buyers (issue 29 item 1).
 */
export function seedsDemo(kind: DatabaseHandle['kind'], seedDemo: boolean | undefined): boolean {
  return seedDemo ?? kind === 'pglite';
}

export const EMPTY_CATALOGUE_HINT =
  'the catalogue is empty: import yours with `npm run import -- FILE` (docs/catalogue-import.md), ' +
  'or fill it with the demo catalogue with `npm run seed` (or start with SEED_DEMO=1)';

export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'firstOwner' | 'publicUrl'>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<DatabaseHandle> {
  const started = Date.now();
  // The embedded database in a thread of its own: a long query never holds the HTTP thread.
  const handle = await connect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteThread: true,
  });
  // Several processes starting at once on one database take turns (decision 070): the first
  // migrates, seeds and creates the owner; the others find it done.
  await handle.exclusively(async (db) => {
    await migrateWith(handle.driver, db);
    log.info(`database ready (${handle.kind}) in ${Date.now() - started} ms`);
    if (!(await isCatalogueEmpty(db))) {
      // A catalogue already: nothing to seed.
    } else if (!seedsDemo(handle.kind, config.seedDemo)) {
      log.info(EMPTY_CATALOGUE_HINT);
    } else {
      const seeding = Date.now();
      log.info('empty catalogue: seeding the demo catalogue');
      const summary = await seedDemoCatalogue(db, {
        // DEMO_WHOLESALE=0: the specs' plain shop, as the browser journeys written for it expect.
        wholesale: process.env.DEMO_WHOLESALE !== '0',
        log: (m) => log.info(m),
      });
      log.info(`demo catalogue seeded in ${Date.now() - seeding} ms: ${JSON.stringify(summary)}`);
    }
    // Beside the demo catalogue: a start with no staff gets its first owner (OWNER_EMAIL or a demo one).
    await ensureFirstOwner(db, config, (line) => log.info(line));
  });
  return handle;
}

/**
 * Closes the server on SIGINT/SIGTERM after in-flight requests finish, then the database.
 * `drain` is told first (the readiness probe then answers 503) and the server goes on answering
 * for `delayMs` (DRAIN_DELAY_MS), so a load balancer that polls the probe stops sending traffic
 * before the listener closes; after that, new requests get 503 and in-flight ones finish.
 */
export function closeGracefully(
  close: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: { drain?: () => void; delayMs?: number } = {},
): void {
  let closing = false;
  const delayMs = options.delayMs ?? 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      options.drain?.();
      log.info(`${signal}: draining requests and closing${delayMs > 0 ? ` in ${delayMs} ms` : ''}`);
      const force = setTimeout(() => process.exit(1), delayMs + 10_000);
      force.unref();
      const wait = new Promise<void>((resolve) => setTimeout(resolve, delayMs));
      wait.then(close).then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }
}
