// The API on its own (for scaling it apart from the web server): listen, and close with grace.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeGracefully, prepareDatabase } from './start.ts';

const config = loadConfig();
const bootLog = {
  info: (m: string) => console.log(m),
  error: (o: unknown, m?: string) => console.error(m, o),
};
const database = await prepareDatabase(config, bootLog);
const app = await buildApp(config, { database });
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
