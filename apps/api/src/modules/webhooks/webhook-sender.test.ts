// The sender's guards (decision 199): loopback, private and link-local addresses are refused
// unless WEBHOOKS_ALLOW_NETWORKS names them, checked on the address connected to (a name that
// resolves to 127.0.0.1 is refused too); a redirect is a failure and is not followed; an answer
// slower than the limit is a failure. The receivers are servers of this test on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { sendSigned } from './webhook-sender.ts';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const hits: string[] = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
        return;
      }
      // Never answers: the sender's limit ends the wait.
      if (req.url === '/slow') return;
      // Answers 200 only to a message whose signature checks.
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        res.writeHead(200).end();
      } catch {
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

const message = (url: string) => ({
  url,
  secret,
  messageId: 'msg_test',
  body: JSON.stringify({ type: 'order.placed', timestamp: new Date().toISOString(), data: {} }),
});
const open = { allowNetworks: ['127.0.0.1'] };
const closed = { allowNetworks: [] };

/** Resolves every name to 127.0.0.1, as a hostile DNS answer would. */
const toLoopback: LookupFunction = (_host, options, callback) => {
  if ((options as { all?: boolean }).all) {
    (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else callback(null, '127.0.0.1', 4);
};

describe('webhook sender', () => {
  it('sends a signed message to an allowed address', async () => {
    const sent = await sendSigned(message(`http://127.0.0.1:${port}/ok`), open);
    expect(sent).toEqual({ ok: true, status: 200, error: null });
  });

  it('refuses loopback, private, link-local and unspecified addresses when the setting is off', async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/ok`,
      'http://10.0.0.8/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const sent = await sendSigned(message(url), closed);
      expect(sent.ok, url).toBe(false);
      expect(sent.status, url).toBeNull();
      expect(sent.error, url).toMatch(/private, loopback or reserved/);
    }
    expect(hits.length).toBe(before);
  });

  it('refuses a host name that resolves to 127.0.0.1, checked at connection', async () => {
    const before = hits.length;
    const sent = await sendSigned(message(`http://hooks.example.com:${port}/ok`), {
      ...closed,
      lookup: toLoopback,
    });
    expect(sent.ok).toBe(false);
    expect(sent.error).toMatch(/hooks\.example\.com.*private, loopback or reserved/);
    expect(hits.length).toBe(before);
    // The same name is sent to when the setting names the network.
    const allowed = await sendSigned(message(`http://hooks.example.com:${port}/ok`), {
      ...open,
      lookup: toLoopback,
    });
    expect(allowed.ok).toBe(true);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const sent = await sendSigned(message(`http://127.0.0.1:${port}/redirect`), open);
    expect(sent).toMatchObject({ ok: false, status: 302 });
    expect(sent.error).toMatch(/redirect, which webhooks do not follow/);
    expect(hits).not.toContain('/elsewhere');
  });

  it('gives up on an endpoint that does not answer within the limit', async () => {
    const sent = await sendSigned(message(`http://127.0.0.1:${port}/slow`), {
      ...open,
      timeoutMs: 300,
    });
    expect(sent).toMatchObject({ ok: false, status: null });
    expect(sent.error).toMatch(/did not answer within 0.3 seconds/);
  });
});
