// The production server as shoppers meet it: the built store (`npm run build`), one Node
// process, NODE_ENV=production, started apart from the process that measures it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { cpuSampler, type CpuSample } from './cpu.ts';
import { benchRoot } from './dataset.ts';

const root = resolve(benchRoot, '..');
/** BENCH_SERVER_ENTRY runs another build (e.g. a copy of an older commit's) for before/after. */
const serverEntry =
  process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/web/build/app-server/index.js');

export interface RunningServer {
  origin: string;
  /** The server process and its database backends' CPU time (see cpu.ts). */
  sampleCpu: () => CpuSample;
  stop(): Promise<void>;
}

/** Builds the store once per bench run, so the figures are of the sources as they are. */
export function buildStore(log: (m: string) => void): void {
  log('building the store…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0 || !existsSync(serverEntry)) {
    throw new Error('`npm run build` failed; run it yourself to see why.');
  }
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  entry = serverEntry,
  /** Node's own flags, e.g. `--cpu-prof` (which NODE_OPTIONS does not take). */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // The harness is one client asking thousands of uncached answers a second on purpose.
      CLIENT_RATE_LIMIT_PER_MINUTE: '0',
      // One process unless asked: the CPU per call is read from this process (and its backends).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  await waitForHealth(origin, child, () => stderr);
  return {
    origin,
    sampleCpu: cpuSampler(child.pid!, env.DATABASE_URL),
    stop: () => stopChild(child),
  };
}

async function waitForHealth(origin: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr()}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy in 120 s: ${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/** The first port from `from` on that nothing listens on (127.0.0.1). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer()
        .once('error', () => done(false))
        .once('listening', () => probe.close(() => done(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/**
 * The builds a side-by-side bench starts, from its `--build label=dir` flags (a bare `dir` is its
 * own label): each build directory's app-server/index.js, relative to the repository.
 */
export function buildEntries(flags: readonly string[]): { label: string; entry: string }[] {
  const root = resolve(benchRoot, '..');
  return flags.map((b) => {
    const [label, dir] = b.includes('=') ? b.split('=', 2) : [b, b];
    return { label: label!, entry: join(resolve(root, dir!), 'app-server/index.js') };
  });
}
