// Issue 20 item 1: page forms reach the API as their shopper, not as the web server. A client
// that exhausts a per-client throttle through a page form throttles itself alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnStore } from './own-store.ts';

// THROTTLES.mailPerClient in apps/api/src/modules/identity/throttle.ts.
const MAIL_PER_CLIENT = 30;

describe('page forms and per-client throttles', () => {
  // Behind one trusted proxy hop, as behind a load balancer: X-Forwarded-For names the client.
  let store: Awaited<ReturnType<typeof startOwnStore>>;
  beforeAll(async () => {
    store = await startOwnStore({ TRUST_PROXY: '1' }, { quiet: true });
  });
  afterAll(async () => {
    await store?.stop();
  });

  const requestReset = (client: string, email: string) =>
    fetch(`${store.baseUrl}/password-reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: store.baseUrl,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': client,
      },
      body: `email=${encodeURIComponent(email)}`,
    });

  it('throttle the shopper who posts too often, and nobody else', async () => {
    const flooder = '203.0.113.10';
    for (let i = 0; i < MAIL_PER_CLIENT; i++) {
      const res = await requestReset(flooder, `flood-${i}@example.com`);
      await res.body?.cancel();
      expect(res.status, `post ${i + 1}`).toBe(200);
    }
    const over = await requestReset(flooder, 'flood-last@example.com');
    expect(over.status).toBe(429);
    expect(await over.text()).toContain('Too many attempts');

    // Before the fix every page form reached the API as 127.0.0.1: this shopper was locked out.
    const bystander = await requestReset('198.51.100.20', 'bystander@example.com');
    expect(bystander.status).toBe(200);
    expect(await bystander.text()).not.toContain('Too many attempts');
  });
});
