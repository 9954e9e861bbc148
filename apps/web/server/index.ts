// `npm start`: the whole store in one process on one port.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeGracefully, loadConfig, prepareDatabase } from '@solestock/api/host';
import { startBanner } from './banner.ts';
import { createWebServer } from './web-server.ts';

const here = dirname(fileURLToPath(import.meta.url));
// Bundled, this file sits in build/app-server/; run from source, it sits in server/.
const buildDir = existsSync(resolve(here, '../client'))
  ? resolve(here, '..')
  : resolve(here, '../build');

const started = Date.now();
const config = loadConfig();
const bootLog = { info: (m: string) => console.log(`[solestock] ${m}`) };
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
console.log(`[solestock] store ready at ${config.publicUrl} in ${Date.now() - started} ms`);
console.log(startBanner(config).join('\n'));
