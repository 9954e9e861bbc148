// The receiver docs/integrations.md shows is run as written: it answers a signed message 204 and
// logs it once however often its id comes, and refuses a forged one 401. A page that tells
// integrators to copy code must not carry code that does not work.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
// Beside the root node_modules, so the example's `import 'standardwebhooks'` resolves as in a project.
const FILE = resolve(ROOT, 'node_modules', `.docs-receiver-${process.pid}.mjs`);

let receiver: ChildProcess;
let port = 0;
let logged = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port: free } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return free;
}

function post(id: string, body: string, headers: Record<string, string>) {
  return fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'webhook-id': id, ...headers },
  });
}

beforeAll(async () => {
  const page = readFileSync(resolve(ROOT, 'docs/integrations.md'), 'utf8');
  const example = /```js\n([\s\S]*?)```/.exec(page)?.[1];
  expect(example, 'docs/integrations.md shows a receiver in a js block').toBeTruthy();
  writeFileSync(FILE, example!);
  port = await freePort();
  receiver = spawn(process.execPath, [FILE], {
    env: { ...process.env, PORT: String(port), SOLESTOCK_WEBHOOK_SECRET: SECRET },
  });
  receiver.stdout!.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  // Listening once a connection is accepted.
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  receiver?.kill();
  rmSync(FILE, { force: true });
});

describe('the receiver of docs/integrations.md', () => {
  it('takes a signed message once by its id, and refuses a forged one', async () => {
    const body = JSON.stringify({
      type: 'order.placed',
      timestamp: new Date().toISOString(),
      version: 1,
      data: { order: { id: 1042 } },
    });
    const id = 'msg_docs_example_1';
    const now = new Date();
    const signature = new Webhook(SECRET).sign(id, now, body);
    const headers = {
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    };
    expect((await post(id, body, headers)).status).toBe(204);
    expect((await post(id, body, headers)).status).toBe(204);
    const forged = body.replace('1042', '1043');
    expect((await post('msg_docs_example_2', forged, headers)).status).toBe(401);
    await expect.poll(() => logged).toContain('order.placed');
    expect(logged.match(/order\.placed/g)).toHaveLength(1);
    expect(logged).not.toContain('1043');
  });
});
