import type { FastifyRequest } from 'fastify';
import { apiErrors } from './errors';
import { brandOfHost } from './static-site';

/**
 * The back office's host: `ops.localhost:<port>` here (Chromium resolves *.localhost to
 * 127.0.0.1), a domain of its own in production. It is never served on a player site's host, so
 * the two are different origins: a script that got into a brand's pages cannot read the back
 * office's answers or its CSRF token, and the operator's cookie (host-only) never goes to a
 * player site. No brand may be called "ops" (schemas/brand.schema.json).
 */
export const OPS_HOST_LABEL = 'ops';

export function isOpsHost(host: string | undefined): boolean {
  return brandOfHost(host) === OPS_HOST_LABEL;
}

/** The back office's address on a sandbox listening at `origin` (http://127.0.0.1:8080 → http://ops.localhost:8080/ops/). */
export function opsAddress(origin: string): string {
  const url = new URL(origin);
  url.hostname = `${OPS_HOST_LABEL}.localhost`;
  url.pathname = '/ops/';
  return url.href;
}

/** An onRequest hook for the back office's routes: on any other host they do not exist (404). */
export async function refuseOutsideOpsHost(request: FastifyRequest): Promise<void> {
  if (!isOpsHost(request.headers.host)) throw apiErrors.notFound();
}
