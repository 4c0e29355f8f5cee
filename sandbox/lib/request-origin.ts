import type { FastifyRequest } from 'fastify';

/** host, host:port, IPv4:port or [IPv6]:port; anything else is not trusted into a URL. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the caller reached the sandbox on, e.g. `http://127.0.0.1:8080`. Used to answer
 * same-origin CDN and support addresses whatever port the sandbox runs on. The Host header is
 * client-controlled, so it is shape-checked; a malformed one falls back to the socket address.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  if (HOST.test(host)) return `${request.protocol}://${host}`;
  const { address, port } = request.socket.address() as { address?: string; port?: number };
  const hostPart = address && address.includes(':') ? `[${address}]` : (address ?? '127.0.0.1');
  return `${request.protocol}://${hostPart}${port ? `:${port}` : ''}`;
}

/** Resolves a stored address: absolute ones pass through, site-relative ones get the caller's origin. */
export function absoluteUrl(request: FastifyRequest, stored: string): string {
  return stored.startsWith('/') && !stored.startsWith('//') ? `${requestOrigin(request)}${stored}` : stored;
}

/**
 * The image and launch CDNs system/status lists: both are this sandbox (so the page's CSP stays
 * 'self'). A launch answers an address on the first one.
 */
export function sandboxCdns(request: FastifyRequest): [string, string] {
  const origin = requestOrigin(request);
  return [`${origin}/cdn/a`, `${origin}/cdn/b`];
}
