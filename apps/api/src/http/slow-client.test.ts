// Slow clients against a listening server over real sockets: headers or a body that never finish
// get 408 and a closed socket near the limit, instead of holding the connection.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUTS } from '../app.ts';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The production limits are 10 s and 15 s (REQUEST_TIMEOUTS); the same mechanism, shortened.
const LIMITS = { headersMs: 1_000, requestMs: 2_000 };
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, timeouts: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Writes `raw`, then stalls; resolves with what came back and when the server closed. */
function stallAfter(raw: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    // A socket still open long after the limits is the failure this test is about.
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held the socket open'));
    }, 10_000).unref();
  });
}

describe('slow clients', () => {
  it('answer 408 and close when the headers never finish', async () => {
    const { answer, closedAfterMs } = await stallAfter(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(LIMITS.headersMs + 3_000);
  });

  it('answer 408 and close when the body never finishes, running nothing', async () => {
    const { answer, closedAfterMs } = await stallAfter(
      'POST /api/help-center/contact/ HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"first_name":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(LIMITS.requestMs + 3_000);
    expect(await t.database.db.$count(contactMessages)).toBe(0);
  });

  it('serve a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });

  it('are cut off at 10 s for headers and 15 s for the whole request in production', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect(plain.app.server.headersTimeout).toBe(REQUEST_TIMEOUTS.headersMs);
      expect(plain.app.server.requestTimeout).toBe(REQUEST_TIMEOUTS.requestMs);
    } finally {
      await plain.close();
    }
  });
});
