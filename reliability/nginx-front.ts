// nginx in front of store processes, as docs/deploy.md deploys it: deploy/nginx/solestock.conf
// itself, with only its ports and paths replaced, under a main configuration like Debian's, run
// as a child process (not a daemon) with its prefix, pid, temporary files, logs and a throwaway
// TLS certificate in a folder of its own. Traffic goes to 127.0.0.1 only.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { request as httpsRequest, Agent } from 'node:https';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const root = resolve(import.meta.dirname, '..');
/** The configuration docs/deploy.md installs; the test runs this file. */
export const SITE_CONF = join(root, 'deploy/nginx/solestock.conf');
/** Restarts the processes one at a time, each out of nginx's upstream meanwhile. */
/** The production upstream ports of deploy/nginx/solestock.conf, in order. */
const CONF_UPSTREAM_PORTS = [3001, 3002];

const asRoot = process.getuid?.() === 0;

export function nginxInstalled(): boolean {
  return existsSync(NGINX_BIN);
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** One line of the `solestock` access log format. */
export interface AccessLogLine {
  remoteAddr: string;
  request: string;
  status: number;
  requestId: string;
  /** The processes tried, in order ("127.0.0.1:3001, 127.0.0.1:3002" after a retry). */
  upstreams: string[];
  upstreamStatuses: string[];
}

const LINE =
  /^(\S+) \[[^\]]+\] "([^"]*)" (\d+) \d+ rt=\S+ id=(\S+) up="([^"]*)" us="([^"]*)" ut="[^"]*"$/;

export interface NginxFront {
  /** https://localhost:<port>, nginx's TLS server block. */
  baseUrl: string;
  httpPort: number;
  /** The upstream ports, as written into the configuration. */
  upstreamPorts: number[];
  /** The certificate's PEM, for clients to trust. */
  ca: string;
  /** The site configuration as nginx runs it (the file with ports and paths replaced). */
  siteConf: string;
  accessLog(): AccessLogLine[];
  /**
   * Runs `script` (deploy/rolling-restart.sh, as the unit file's comment names it) on this
   * nginx: each process in turn marked `down`, nginx reloaded and its old workers waited for,
   * `restart` run (a command with `%s` for the port, the script's RESTART), then put back.
   * Resolves with the script's output.
   */
  rollingRestart(script: string, restart: string): Promise<{ stdout: string; stderr: string }>;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx/solestock.conf with ports and paths replaced; each replacement must apply, so the
 * file and the test cannot drift apart unnoticed.
 */
function templated(
  conf: string,
  ports: { http: number; https: number; upstreams: number[] },
  dir: string,
): string {
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/var/log/nginx/', `${dir}/logs/`],
    ['/etc/ssl/solestock/', `${dir}/tls/`],
    ['/var/www/acme', `${dir}/acme`],
    ['/srv/solestock/', `${root}/`],
    ...CONF_UPSTREAM_PORTS.map((port, i): [string, string] => [
      `server 127.0.0.1:${port} `,
      `server 127.0.0.1:${ports.upstreams[i]} `,
    ]),
  ];
  let out = conf;
  for (const [from, to] of replacements) {
    if (!out.includes(from)) throw new Error(`${SITE_CONF} no longer contains "${from}"`);
    out = out.replaceAll(from, to);
  }
  return out;
}

/** Starts nginx in front of the processes on `upstreamPorts` (as many as the file names). */
export async function startNginx(upstreamPorts: number[]): Promise<NginxFront> {
  if (upstreamPorts.length !== CONF_UPSTREAM_PORTS.length)
    throw new Error(`${SITE_CONF} names ${CONF_UPSTREAM_PORTS.length} processes`);
  const dir = mkdtempSync(join(tmpdir(), 'solestock-nginx-'));
  // As root (CI) the workers would run as `nobody`, who may not read a checkout under /root:
  // they run as root too (`user root`, this main file only; Debian's says www-data).
  chmodSync(dir, 0o755);
  for (const sub of ['logs', 'tls', 'acme', 'temp']) mkdirSync(join(dir, sub));
  let child: ChildProcess | undefined;
  try {
    await run(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'tls/privkey.pem'),
        '-out',
        join(dir, 'tls/fullchain.pem'),
      ],
      { timeout: 30_000 },
    );
    const [http, https] = [await freePort(), await freePort()];
    const siteConf = templated(
      readFileSync(SITE_CONF, 'utf8'),
      { http, https, upstreams: upstreamPorts },
      dir,
    );
    writeFileSync(join(dir, 'solestock.conf'), siteConf);
    // What Debian's /etc/nginx/nginx.conf sets around sites-enabled/, with one worker (the
    // machine's cores are shared) and everything in our folder.
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
${asRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/logs/access.log;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/solestock.conf;
}
`,
    );
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')];
    await run(NGINX_BIN, [...args, '-t', '-q'], { timeout: 30_000 });
    const started = spawn(NGINX_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    let stderr = '';
    started.stderr?.on('data', (d: Buffer) => void (stderr += d.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await listening(https))) {
      if (started.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`nginx did not listen in time: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const read = (name: string) =>
      existsSync(join(dir, 'logs', name)) ? readFileSync(join(dir, 'logs', name), 'utf8') : '';
    return {
      baseUrl: `https://localhost:${https}`,
      httpPort: http,
      upstreamPorts,
      ca: readFileSync(join(dir, 'tls/fullchain.pem'), 'utf8'),
      siteConf,
      accessLog: () =>
        read('solestock.access.log')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const m = LINE.exec(line);
            if (!m) throw new Error(`unexpected access log line: ${line}`);
            return {
              remoteAddr: m[1]!,
              request: m[2]!,
              status: Number(m[3]),
              requestId: m[4]!,
              upstreams: m[5] === '-' ? [] : m[5]!.split(/, | : /),
              upstreamStatuses: m[6] === '-' ? [] : m[6]!.split(/, | : /),
            };
          }),
      errorLog: () => read('error.log'),
      async rollingRestart(script, restart) {
        const { stdout, stderr } = await run('bash', [script], {
          timeout: 120_000,
          env: {
            ...process.env,
            SITE: join(dir, 'solestock.conf'),
            NGINX_BIN,
            NGINX_ARGS: args.join(' '),
            NGINX_PID: join(dir, 'nginx.pid'),
            RESTART: restart,
          },
        });
        return { stdout, stderr };
      },
      async stop() {
        if (started.exitCode === null) {
          const exited = new Promise((r) => started.once('exit', r));
          started.kill('SIGTERM');
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The process ids of `pid`'s children (Linux). */
export function childrenOf(pid: number): number[] {
  const path = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A client address of this run's own on the loopback network (127.0.0.0/8 is all local). */
export function loopbackClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * A `fetch` for HttpShopper that speaks TLS to nginx on 127.0.0.1, trusting only `ca`, from the
 * source address `localAddress`, so this run's shoppers are a client of their own to the store's
 * throttles (kept in the machine's shared Redis). Enough of fetch for HttpShopper: method,
 * headers, a string body, a signal; no redirects followed, no decompression asked for.
 */
export function loopbackTlsFetch(options: { ca: string; localAddress: string }): typeof fetch {
  // A connection per request, as nginx closes idle ones of its old workers on a reload (browsers
  // retry a request that meets such a close; this client would count it as failed).
  const agent = new Agent({ keepAlive: false, ca: options.ca, localAddress: options.localAddress });
  const tlsFetch = (input: string | URL | Request, init: RequestInit = {}) =>
    new Promise<Response>((resolvePromise, reject) => {
      const url = new URL(String(input));
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port: Number(url.port || 443),
          servername: url.hostname,
          path: url.pathname + url.search,
          method: init.method ?? 'GET',
          headers: { ...(init.headers as Record<string, string>), host: url.host },
          agent,
          signal: init.signal ?? undefined,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const headers = new Headers();
            for (let i = 0; i < response.rawHeaders.length; i += 2)
              headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
            const status = response.statusCode ?? 0;
            const empty = status === 204 || status === 304 || init.method === 'HEAD';
            resolvePromise(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      request.on('error', reject);
      request.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return tlsFetch as typeof fetch;
}
