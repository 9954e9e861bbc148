// DRAIN_DELAY_MS (decision 071): after SIGTERM the readiness probe answers 503 at once while the
// store goes on serving shoppers for the delay, then it closes and exits 0.
import { afterAll, expect, it } from 'vitest';
import { startOwnStore } from '@solestock/web/tests/e2e/own-store.ts';

let store: Awaited<ReturnType<typeof startOwnStore>> | undefined;
afterAll(async () => {
  await store?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('fails readiness first, serves through the delay, then exits 0', async () => {
  store = await startOwnStore({ DRAIN_DELAY_MS: '5000', LOG_LEVEL: 'fatal' }, { quiet: true });
  const url = store.baseUrl;
  expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

  const signalled = Date.now();
  store.child.kill('SIGTERM');
  // The signal goes through `npm start`'s process to the server: wait for the probe to turn.
  let ready = 200;
  while (ready === 200 && Date.now() - signalled < 2_000) {
    await sleep(50);
    ready = (await fetch(`${url}/api/health/ready`)).status;
  }
  expect(ready).toBe(503);
  const draining = await fetch(`${url}/api/health/ready`);
  expect(await draining.json()).toMatchObject({ status: 'draining' });
  // Everything else is still answered during the delay.
  expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${url}/api/ecommerce/brands/`)).status).toBe(200);

  expect(await store.exited).toBe(0);
  // Not a timing figure: the server cannot have closed before its delay ran out.
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(5_000);
  await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
});
