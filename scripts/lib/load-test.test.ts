import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureThroughput, percentile } from './load-test';

describe('measureThroughput', () => {
  let server: Server;
  let base: string;
  const seenConnections = new Set<unknown>();
  const seenHeaders: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seenConnections.add(request.socket);
      seenHeaders.push(String(request.headers['x-merchant-code']));
      response.statusCode = request.url === '/fail' ? 500 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('keeps N connections busy, sends the headers and reports rate and latencies', async () => {
    const result = await measureThroughput({
      url: `${base}/ok`,
      headers: { 'x-merchant-code': 'MDS001' },
      connections: 4,
      // Long enough that a busy CI machine still gets a second round in on some connection.
      durationMs: 1000,
    });
    expect(result.errors).toBe(0);
    // More requests than connections: the sockets were reused.
    expect(result.requests).toBeGreaterThan(4);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(result.latencyMedianMs).toBeGreaterThan(0);
    expect(result.latencyP99Ms).toBeGreaterThanOrEqual(result.latencyMedianMs);
    // Kept alive: four sockets, not one per request.
    expect(seenConnections.size).toBe(4);
    expect(new Set(seenHeaders)).toEqual(new Set(['MDS001']));
  });

  it('counts error statuses as errors, not as throughput', async () => {
    const failing = await measureThroughput({ url: `${base}/fail`, connections: 2, durationMs: 100 });
    expect(failing.errors).toBe(failing.requests);
    expect(failing.requestsPerSecond).toBe(0);
  });

  it('refuses options it cannot honour', async () => {
    await expect(measureThroughput({ url: `${base}/ok`, connections: 0, durationMs: 100 })).rejects.toThrow(RangeError);
    await expect(measureThroughput({ url: 'https://127.0.0.1/', connections: 1, durationMs: 100 })).rejects.toThrow(RangeError);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
