import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from './errors';
import { buildPageCsp } from './security-headers';
import { resolveStaticFile, sendStaticFile, type StaticFile } from './static-files';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** `main.3f2a9c1d.js`: the build puts a content hash in the name of every file that may change. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\./;

/** Paths that are never the single-page app: unknown ones answer a 404 envelope, not index.html. */
const NON_PAGE_PREFIXES = ['/wps', '/lgw', '/lotto', '/cdn', '/__sandbox', '/support', '/ops', '/docs'];

/**
 * How long a browser may keep a built file: forever when its name carries a content hash (a new
 * build gives a new name), otherwise revalidate every time (the ETag makes that cheap). index.html
 * is never hashed, so a new build is picked up on the next load.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(basename(filePath)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** A CSP source for an inline script, as the build writes it: its SHA-256, base64. */
const SCRIPT_HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The `script-src` sources the build's inline scripts need (its `csp.json`, see
 * InlineScriptHashPlugin in webpack.config.ts), for the page's Content-Security-Policy: the
 * scripts' hashes, nothing looser. None without a build, or for a build without inline scripts.
 */
export function inlineScriptSources(siteRoot: string | undefined): string[] {
  const file = siteRoot && join(siteRoot, 'csp.json');
  if (!file || !existsSync(file)) return [];
  const sources: unknown = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null)?.['script-src'];
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string' && SCRIPT_HASH_SOURCE.test(source))) {
    throw new Error(`${file}: "script-src" must list 'sha256-…' sources only`);
  }
  return sources as string[];
}

/** The client hints the page asks for, so the image CDN can size the banner for the screen. */
export const IMAGE_CLIENT_HINTS = 'Sec-CH-Viewport-Width, Sec-CH-DPR';

/**
 * index.html, revalidated every time, asking the browser for the image hints on its subresources.
 * Its policy allows the inline scripts of this very build: csp.json is read with each page, so a
 * rebuild while the sandbox runs is served with its own hashes.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, index: StaticFile, siteRoot: string): Promise<FastifyReply> {
  reply.header('accept-ch', IMAGE_CLIENT_HINTS);
  reply.header('content-security-policy', buildPageCsp({ scriptSrc: inlineScriptSources(siteRoot) }));
  return sendStaticFile(request, reply, index, REVALIDATE_CACHE);
}

/**
 * Which built brand a request is for, and where its site is. One sandbox serves every brand with a
 * build: `<brand-id>.localhost:<port>` (Chromium resolves any *.localhost name to 127.0.0.1, as a
 * CDN tells brands apart by host name) picks that brand; any other host gets the default brand.
 */
export interface BrandSites {
  defaultBrand: string;
  /** The folder of a brand's built site, or undefined when it has none (yet). */
  rootOf(brandId: string): string | undefined;
}

const LOCALHOST_SUFFIX = '.localhost';

/** The brand a Host header names (`trevo-azul.localhost:8080` → trevo-azul), if it names one. */
export function brandOfHost(host: string | undefined): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!name.endsWith(LOCALHOST_SUFFIX)) return undefined;
  const label = name.slice(0, -LOCALHOST_SUFFIX.length);
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(label) ? label : undefined;
}

/** The site folder for a request: the brand its host names when built, else the default brand's. */
export function siteRootFor(sites: BrandSites, request: FastifyRequest): string | undefined {
  const named = brandOfHost(request.headers.host);
  return (named && sites.rootOf(named)) || sites.rootOf(sites.defaultBrand);
}

/**
 * Serves the built brands as a CDN would (precompressed siblings, cache headers per file), the
 * brand chosen by host name (see BrandSites), with the single-page-app fallback: an unknown
 * address that a browser navigates to gets index.html with 200, so client-side routes like /rng
 * load. Everything else unknown, and every unknown API path, answers the 404 envelope so API
 * clients always read JSON.
 */
export function registerSite(app: FastifyInstance, sites: BrandSites | undefined): void {
  app.setNotFoundHandler(async (request, reply) => {
    const siteRoot = sites && siteRootFor(sites, request);
    if (siteRoot && isPageNavigation(request)) {
      const index = await resolveStaticFile(siteRoot, '/index.html');
      if (index) return sendPage(request, reply, index, siteRoot);
    }
    return reply.code(404).send(apiErrors.notFound().toEnvelope());
  });
  if (!sites) return;

  app.get('/*', async (request, reply) => {
    const siteRoot = siteRootFor(sites, request);
    const file = siteRoot && (await resolveStaticFile(siteRoot, request.url.split('?')[0]));
    if (!siteRoot || !file) return reply.callNotFound();
    if (file.path.endsWith('index.html')) return sendPage(request, reply, file, siteRoot);
    return sendStaticFile(request, reply, file, cacheControlFor(file.path));
  });
}

export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}
