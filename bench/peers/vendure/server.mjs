// Vendure's server process for the bench: `bootstrap()` of @vendure/core with vendure-config.mjs,
// warnings only in the log, no worker (the bench only reads; nothing is queued).
import { bootstrap, DefaultLogger, LogLevel, mergeConfig } from '@vendure/core';
import { config } from './vendure-config.mjs';

const app = await bootstrap(
  mergeConfig(config, { logger: new DefaultLogger({ level: LogLevel.Warn }) }),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}
