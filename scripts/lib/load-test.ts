/**
 * A small HTTP load generator (no dependency beyond node:http): N request loops share one
 * keep-alive agent of N sockets, each loop sending its next request as soon as its last answer has
 * been read, for a fixed time. What a browser-less "how many requests a second" question needs, and
 * nothing more (no ramp-up, no coordinated-omission correction).
 */
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface LoadTestOptions {
  /** An http:// address (the sandbox serves plain HTTP on 127.0.0.1). */
  url: string;
  headers?: OutgoingHttpHeaders;
  /** Requests in flight at once, each on its own kept-alive connection. */
  connections: number;
  durationMs: number;
}

export interface LoadTestResult {
  /** Completed 2xx/3xx answers a second over the measured time. */
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  /** Failed requests: a socket error, or a status of 400 or more. */
  errors: number;
  /** Every completed request, errors included. */
  requests: number;
}

/** Requests a single answer may take before the loop gives up on it and counts an error. */
const REQUEST_TIMEOUT_MS = 10_000;

export async function measureThroughput(options: LoadTestOptions): Promise<LoadTestResult> {
  const { connections, durationMs } = options;
  if (!Number.isInteger(connections) || connections < 1) throw new RangeError(`connections must be a positive integer, not ${connections}`);
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new RangeError(`durationMs must be a positive number, not ${durationMs}`);
  const url = new URL(options.url);
  if (url.protocol !== 'http:') throw new RangeError(`Only http:// addresses are measured, not ${url.protocol}`);

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const succeeded = await send(url, options.headers ?? {}, agent);
      requests += 1;
      if (succeeded) latencies.push(performance.now() - sent);
      else errors += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    agent.destroy();
  }
  // The last answers arrive after the deadline: divide by the time actually spent.
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    latencyMedianMs: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    errors,
    requests,
  };
}

/** One request, its body read to the end (so the socket is free for the next); true on a status below 400. */
function send(url: URL, headers: OutgoingHttpHeaders, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, { method: 'GET', headers, agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve((response.statusCode ?? 500) < 400));
      response.on('error', () => resolve(false));
      // An answer cut short never ends; once it has ended, this resolves nothing more.
      response.on('close', () => resolve(false));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', () => resolve(false));
    outgoing.end();
  });
}

/** The nearest-rank percentile of sorted values; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
