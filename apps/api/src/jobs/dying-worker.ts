// A worker process for runner.test.ts (issue 27): it claims one job of the `dying` queue and then
// ends its process in the handler (`exit`) or freezes its thread for ever (`freeze`, the parent
// kills it), as a hostile import once did to the store. Run with tsx; the database is named by
// DYING_DATABASE_URL (PostgreSQL) or DYING_DATA_DIR (PGlite on disk).
import type { FastifyBaseLogger } from 'fastify';
import { connect } from '../db/connect.ts';
import { createJobRunner } from './runner.ts';

const mode = process.argv[2];
const handle = await connect({
  databaseUrl: process.env.DYING_DATABASE_URL,
  dataDir: process.env.DYING_DATA_DIR,
});
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const runner = createJobRunner({
  db: handle.db,
  log: quiet,
  clock: () => new Date(Number(process.env.DYING_NOW)),
});
runner.register('dying', {
  async run() {
    process.stdout.write('claimed\n');
    if (mode === 'exit') process.exit(70);
    for (;;) {
      // Frozen: nothing else on this thread runs again, lease renewals included.
    }
  },
});
await runner.drain();
