// Request logs: exactly one line per request at `info`, with the request id, method, URL (link
// tokens redacted), route pattern, status and time; none at `warn`; no cookie or password.
import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { CLIENT_GONE_MESSAGE, IN_PROCESS_CALL } from './request-log.ts';

let database: DatabaseHandle;
const lines: Record<string, unknown>[] = [];
const apps: FastifyInstance[] = [];

async function appLogging(level: string, trustProxy?: number) {
  const app = await buildApp(testConfig({ logLevel: level, trustProxy }), {
    database: { ...database, close: async () => {} },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

const requestLines = (id: string) => lines.filter((l) => l.reqId === id);

describe('request logs', () => {
  it('write one info line per request with its id, route, status and time', async () => {
    const app = await appLogging('info');
    const res = await app.inject({
      method: 'GET',
      url: '/api/health/live?probe=1',
      headers: { cookie: 'solestock_access=secret-cookie', authorization: 'Bearer secret-auth' },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = requestLines(id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: id,
      route: '/api/health/live',
      statusCode: 200,
      req: { method: 'GET', url: '/api/health/live?probe=1' },
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(JSON.stringify(mine)).not.toMatch(/secret-cookie|secret-auth/);
  });

  it('log refused, unknown and failed requests once too, and each request its own id', async () => {
    const app = await appLogging('info');
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/nothing/here' }),
      app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: 'x@example.com', password: 'Secret#2024-pass' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    const ids = answers.map((a) => a.headers['x-request-id'] as string);
    expect(new Set(ids).size).toBe(3);
    for (const [i, id] of ids.entries()) {
      const mine = requestLines(id).filter((l) => l.msg === 'request completed');
      expect(mine, String(i)).toHaveLength(1);
      expect(mine[0]!.statusCode).toBe(answers[i]!.statusCode);
    }
    expect(requestLines(ids[0]!)[0]!.route).toBe('unmatched');
    expect(requestLines(ids[1]!)[0]!.route).toBe('/api/login/');
    // Nothing of the body is logged.
    expect(JSON.stringify(lines)).not.toContain('Secret#2024-pass');
    // Fastify's own pair of lines is gone.
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('redact the tokens of reset links from the logged URL', async () => {
    const app = await appLogging('info');
    const token = 'A'.repeat(43);
    const res = await app.inject({
      method: 'GET',
      url: `/api/password-reset/12/${token}/validate/`,
    });
    const [line] = requestLines(res.headers['x-request-id'] as string);
    expect(line!.req).toMatchObject({ url: '/api/password-reset/12/[redacted]/validate/' });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('take the id of a trusted proxy (TRUST_PROXY), never a client’s own', async () => {
    const proxied = await appLogging('info', 1);
    const direct = await appLogging('info');
    const headers = { 'x-request-id': '0123456789abcdef0123456789abcdef' };
    const a = await proxied.inject({ method: 'GET', url: '/api/health/live', headers });
    const b = await direct.inject({ method: 'GET', url: '/api/health/live', headers });
    expect(a.headers['x-request-id']).toBe(headers['x-request-id']);
    expect(requestLines(headers['x-request-id'])).toHaveLength(1);
    expect(b.headers['x-request-id']).not.toBe(headers['x-request-id']);
    const odd = await proxied.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id\nforged line' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('put the store’s own in-process calls at debug, and only those (issue 29 item 10)', async () => {
    const at = async (level: string, value: string) => {
      const app = await appLogging(level);
      const res = await app.inject({
        url: '/api/health/live',
        headers: { [IN_PROCESS_CALL.header]: value },
      });
      return requestLines(res.headers['x-request-id'] as string).map((l) => l.level);
    };
    expect(await at('info', IN_PROCESS_CALL.value)).toEqual([]);
    expect(await at('debug', IN_PROCESS_CALL.value)).toEqual([20]);
    // A client's guess at the mark is logged as any request.
    expect(await at('info', 'a-guess')).toEqual([30]);
  });

  it('write nothing per request at warn', async () => {
    const app = await appLogging('warn');
    const before = lines.length;
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(lines.length).toBe(before);
  });

  it('log a client that leaves mid-answer at info, not as a server error', async () => {
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: { ...database, close: async () => {} },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    apps.push(app);
    // An answer that never ends, compressed as every answer of 1 KB and more is.
    let answering!: () => void;
    const started = new Promise<void>((resolve) => (answering = resolve));
    app.get('/api/test/endless', async (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('x'.repeat(4096));
      answering();
      return reply.header('content-type', 'text/plain').send(body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const from = lines.length;

    const client = httpGet({
      host: '127.0.0.1',
      port,
      path: '/api/test/endless',
      headers: { 'accept-encoding': 'br' },
    });
    client.on('error', () => {});
    client.end();
    await started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.destroy();

    await vi.waitFor(() =>
      expect(lines.slice(from).some((l) => l.msg === CLIENT_GONE_MESSAGE)).toBe(true),
    );
    const gone = lines.slice(from).find((l) => l.msg === CLIENT_GONE_MESSAGE)!;
    expect(gone.level).toBe(30);
    expect(gone.reqId).toEqual(expect.any(String));
    expect(lines.slice(from).filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('still log any other error at error', async () => {
    const app = await appLogging('info');
    const from = lines.length;
    app.log.error(new Error('the disk is full'));
    expect(lines.slice(from)).toEqual([
      expect.objectContaining({ level: 50, msg: 'the disk is full' }),
    ]);
  });
});
