// One measurement: autocannon drives the server (a separate process) for a fixed time with a
// number of keep-alive connections; every response's time is kept for exact percentiles.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { summarise, type LatencySummary } from './stats.ts';
import type { LongTail } from './scenarios.ts';
import { cpuBetween, type CpuSample } from './cpu.ts';

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Paths to spread the requests over (each request takes the next, round robin). */
  paths: string[];
  headers?: Record<string, string>;
  /**
   * Instead of `paths`: each request asks the next target of a long-tail source (a URL, and the
   * cookies that go with it), a new one every time (see scenarios.ts, LongTail).
   */
  source?: LongTail;
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
  /** Long tail only: requests whose URL (and cookies) an earlier request of the run had asked. */
  repeats?: number;
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
              if (options.source) {
                const target = options.source.next();
                request.path = target.path;
                request.headers = { ...request.headers, ...target.headers };
              } else {
                request.path = options.paths[next++ % options.paths.length]!;
              }
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
  const repeatsBefore = options.source?.repeats ?? 0;
  const result = await finished;
  await settle(origin);
  return {
    ...summarise(latencies),
    rps: result.requests.total / options.seconds,
    errors: result.non2xx + result.errors + result.timeouts,
    ...(options.source ? { repeats: options.source.repeats - repeatsBefore } : {}),
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

/**
 * CPU milliseconds per answer of a long-tail source (server process and its PostgreSQL
 * backends, from /proc), asked one request at a time so that each answer's CPU is its own.
 * Ten CPU ticks are the resolution, so `count` answers are timed together. A busy machine
 * slows wall-clock figures far more than this one.
 */
export async function cpuPerAnswer(
  origin: string,
  source: LongTail,
  count: number,
  sampleCpu: () => CpuSample,
): Promise<{ cpuMs: number; bytes: number }> {
  const headers = { 'accept-encoding': 'br, gzip' };
  let bytes = 0;
  const before = sampleCpu();
  for (let i = 0; i < count; i++) {
    const target = source.next();
    const res = await fetch(`${origin}${target.path}`, {
      headers: { ...headers, ...target.headers },
    });
    bytes += (await res.arrayBuffer()).byteLength;
  }
  return { cpuMs: cpuBetween(before, sampleCpu()) / count, bytes: bytes / count };
}
