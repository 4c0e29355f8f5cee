/**
 * A raw HTTP client for tests. Fastify's app.inject cannot run under Jest here (its cookie
 * dependency is ESM-only and Jest loads CommonJS on Node 20), and fetch decodes compressed
 * bodies and hides some headers; node:http shows exactly what went on the wire.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HttpReply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body bytes as sent (still compressed if Content-Encoding says so). */
  body: Buffer;
  text: string;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * The client address to connect from, e.g. '127.0.0.2' (all of 127/8 is loopback on Linux), so
   * tests can be "another client" for the per-address limits.
   */
  localAddress?: string;
}

/** Listens on a free port of 127.0.0.1 and answers the base URL, e.g. http://127.0.0.1:40123 */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export function send(baseUrl: string, { method = 'GET', path, headers = {}, body, localAddress }: HttpRequest): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${path}`, { method, headers, agent: false, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text: bytes.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}
