// One measurement: autocannon drives the server (a separate process) for a fixed time with a
// number of keep-alive connections; every response's time is kept for exact percentiles.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { summarise, type LatencySummary } from './stats.ts';

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Paths to spread the requests over (each request takes the next, round robin). */
  paths: string[];
  headers?: Record<string, string>;
  /**
   * Ask every path once before the timed run, so the answers the server keeps for 10 s
   * (decision 007) are kept when it starts, as on a store whose pages are being visited. Off for
   * the "uncached" scenarios, whose every URL is new.
   */
  warmUp?: boolean;
}

export interface LoadResult extends LatencySummary {
  rps: number;
  /** Answers other than 2xx, and socket errors and timeouts. */
  errors: number;
}

export async function measure(origin: string, options: LoadOptions): Promise<LoadResult> {
  const headers = { 'accept-encoding': 'br, gzip', ...options.headers };
  if (options.warmUp) {
    for (const path of new Set(options.paths)) {
      await (await fetch(`${origin}${path}`, { headers })).arrayBuffer();
    }
  }
  const latencies: number[] = [];
  let next = 0;
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        // As a browser asks: compressed answers, where the server offers them.
        headers,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              request.path = options.paths[next++ % options.paths.length]!;
              return request;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latencies.push(responseTimeMs);
  });
  const result = await finished;
  await settle(origin);
  return {
    ...summarise(latencies),
    rps: result.requests.total / options.seconds,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Autocannon stops sending at the deadline, but the server still owes answers to the requests
 * in flight; waiting until a health check answers quickly keeps that backlog out of the next
 * measurement.
 */
async function settle(origin: string): Promise<void> {
  for (let quick = 0, tries = 0; quick < 2 && tries < 200; tries++) {
    const started = performance.now();
    await fetch(`${origin}/api/health`).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 100));
  }
}
