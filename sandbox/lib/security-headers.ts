import type { FastifyInstance } from 'fastify';

/** Origins a later feature needs besides 'self' (e.g. Firebase auth, game launch CDNs). */
export interface CspExtraOrigins {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  imgSrc?: readonly string[];
  frameSrc?: readonly string[];
  fontSrc?: readonly string[];
}

/**
 * The Content-Security-Policy of the served pages: no inline script or style (but the build's own
 * inline scripts, by hash: see inlineScriptSources), nothing but the page's own origin unless a
 * feature adds origins here. One builder, so the policy is read and
 * changed in a single place.
 */
export function buildPageCsp(extra: CspExtraOrigins = {}): string {
  const withExtra = (base: string[], more: readonly string[] = []) => [...base, ...more].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${withExtra(["'self'"], extra.scriptSrc)}`,
    `style-src 'self'`,
    `img-src ${withExtra(["'self'", 'data:', 'blob:'], extra.imgSrc)}`,
    `font-src ${withExtra(["'self'", 'data:'], extra.fontSrc)}`,
    `connect-src ${withExtra(["'self'"], extra.connectSrc)}`,
    `frame-src ${withExtra(["'self'"], extra.frameSrc)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** SVG opened directly must not run anything; inline style attributes are how the art is drawn. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** JSON is data, never a document to render or frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/**
 * Adds the security headers to every response, errors and 404s included. A route that set its
 * own CSP (the SVG art) keeps it; otherwise the policy follows the content type.
 */
export function installSecurityHeaders(app: FastifyInstance, pageCsp: string = buildPageCsp()): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON_HEADERS);
    reply.removeHeader('x-powered-by');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', cspFor(contentType, pageCsp));
    }
    // API answers describe live state (status, maintenance): never let a cache replay them.
    if (contentType.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

function cspFor(contentType: string, pageCsp: string): string {
  if (contentType.startsWith('application/json')) return API_CSP;
  if (contentType.startsWith('image/svg+xml')) return SVG_CSP;
  return pageCsp;
}
