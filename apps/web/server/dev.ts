// `npm run dev`: the store on one port with Vite's dev server in front of the pages, the API in
// the same process, the same DATA_DIR and settings as `npm start` (decision 076).
// - Screens (apps/web/app): Vite compiles them on request and hot-reloads them in the browser;
//   every page request renders with the latest modules, no build.
// - The API and this server (apps/api/src, packages/domain, apps/web/server): `tsx watch`
//   restarts the process when one of them changes (a second or two; the database is reopened).
import { createServer as createHttpServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { API_PREFIX, closeGracefully, loadConfig, prepareDatabase } from '@solestock/api/host';
import { startBanner } from './banner.ts';
import { createWebServer } from './web-server.ts';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const config = loadConfig();
const bootLog = { info: (m: string) => console.log(`[solestock dev] ${m}`) };
const database = await prepareDatabase(config, bootLog);

const httpServer = createHttpServer();
const vite = await createViteServer({
  root: web,
  configFile: resolve(web, 'vite.config.ts'),
  appType: 'custom',
  // HMR's WebSocket shares the store's port.
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const app = await createWebServer({
  config,
  database,
  buildDir: resolve(web, 'build'),
  apiUrl: config.apiUrl,
  // Compiled by Vite at each page request: an edited screen shows on the next one.
  loadBuild: () =>
    vite.ssrLoadModule(
      'virtual:react-router/server-build',
    ) as Promise<unknown> as Promise<ServerBuild>,
});
await app.ready();

// The API and media go straight to Fastify; everything else passes Vite first (its client,
// the modules it compiles, public/), and what Vite does not serve is a page.
httpServer.on('request', (req, res) => {
  const url = req.url ?? '/';
  if (url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || url.startsWith('/media/')) {
    app.routing(req, res);
    return;
  }
  vite.middlewares(req, res, () => app.routing(req, res));
});

closeGracefully(
  async () => {
    await new Promise<void>((done) => {
      httpServer.close(() => done());
      httpServer.closeAllConnections();
    });
    await vite.close();
    await app.close();
    await database.close();
  },
  app.log,
  { drain: () => (app.lifecycle.draining = true) },
);
httpServer.listen(config.port, config.host, () => {
  console.log(
    `[solestock dev] store ready at ${config.publicUrl} in ${Date.now() - started} ms (hot reload on)`,
  );
  console.log(startBanner(config).join('\n'));
});
