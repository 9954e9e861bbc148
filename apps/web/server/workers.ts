// The primary of a store with several workers (node:cluster): forks them, says once they all
// listen, replaces one that dies (unless they keep dying), and on SIGTERM or SIGINT passes the
// signal on and exits when every worker has drained and exited, 0 when all did cleanly.
import cluster, { type Worker } from 'node:cluster';

/** More deaths than this within CRASH_WINDOW_MS: the workers cannot run; the store exits. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;

export function runWorkers(
  count: number,
  options: { log: (message: string) => void; onReady: () => void },
): Promise<never> {
  const { log } = options;
  let stopping = false;
  let failed = false;
  let listening = 0;
  const deaths: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening++;
      if (listening === count) options.onReady();
    });
    return worker;
  };

  return new Promise<never>(() => {
    for (let i = 0; i < count; i++) fork();

    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (code !== 0) failed = true;
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths[0]! < now - CRASH_WINDOW_MS) deaths.shift();
      log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
      if (deaths.length > CRASH_LIMIT) {
        log(`${deaths.length} workers died within a minute: stopping the store`);
        stopping = true;
        failed = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
        return;
      }
      fork();
    });

    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        stopping = true;
        // Each worker drains as a single store does (closeGracefully); a process group signal
        // may have reached them already, and a second one is ignored there.
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
      });
    }
  });
}
