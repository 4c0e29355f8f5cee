/**
 * Throughput of GET /wps/system/status against the static GET / (index.html) of a running sandbox,
 * in alternating rounds so that both see the same machine load (issue 24's bar: status serves at
 * least half of index.html's requests a second at 20 connections). Used by
 * scripts/measure-hot-reads.ts and `npm run bench:scale`.
 */
import { measureThroughput, type LoadTestResult } from './load-test';

const CONNECTIONS = 20;
const MERCHANT_CODE = 'MDS001';
/** What a browser adds to every request: without it neither answer would be compressed as it is for a visitor. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
/** The bar: status serves at least this share of index.html's requests a second. */
export const HOT_READS_BAR = 0.5;

/** Prints every round and the medians; answers status's median requests a second over index.html's. */
export async function compareHotReads(
  base: string,
  rounds: number,
  durationMs: number,
  log: (line: string) => void = console.log,
): Promise<number> {
  const origin = new URL(base);
  // As the early entry asks for it (core/api/early-requests.ts): the page's host as `url`.
  const statusUrl = new URL(`/wps/system/status?url=${encodeURIComponent(origin.host)}`, origin).toString();
  const targets = [
    {
      name: 'system/status',
      url: statusUrl,
      headers: { accept: 'application/json', 'accept-encoding': BROWSER_ENCODINGS, 'x-merchant-code': MERCHANT_CODE },
    },
    { name: 'index.html', url: new URL('/', origin).toString(), headers: { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS } },
  ];
  // Warm both (the first status call fills the caches, the first page read the file).
  for (const target of targets) await measureThroughput({ ...target, connections: CONNECTIONS, durationMs: 500 });

  const results = new Map<string, LoadTestResult[]>(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const result = await measureThroughput({ url: target.url, headers: target.headers, connections: CONNECTIONS, durationMs });
      results.get(target.name)!.push(result);
      log(
        `round ${round} ${target.name.padEnd(13)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
          `  median ${result.latencyMedianMs.toFixed(1)} ms  p99 ${result.latencyP99Ms.toFixed(1)} ms  errors ${result.errors}`,
      );
    }
  }
  const medianOf = (name: string, pick: (result: LoadTestResult) => number) => median(results.get(name)!.map(pick));
  for (const target of targets) {
    log(
      `median  ${target.name.padEnd(13)} ${medianOf(target.name, (r) => r.requestsPerSecond)
        .toFixed(0)
        .padStart(6)} req/s` +
        `  median ${medianOf(target.name, (r) => r.latencyMedianMs).toFixed(1)} ms  p99 ${medianOf(target.name, (r) => r.latencyP99Ms).toFixed(1)} ms`,
    );
  }
  const ratio = medianOf('system/status', (r) => r.requestsPerSecond) / medianOf('index.html', (r) => r.requestsPerSecond);
  log(`status / index.html: ${ratio.toFixed(2)} (bar: at least 0.50)`);
  return ratio;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
