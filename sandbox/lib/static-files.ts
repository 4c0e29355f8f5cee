import type { Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serving of a build folder, written here rather than with @fastify/static: that plugin pulls in
 * an ESM-only dependency (content-disposition 2) that Jest cannot load on Node 20, and the
 * sandbox needs only a small, predictable subset: safe paths, types, ETag/304 and precompressed
 * siblings.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Preferred first: brotli is smaller, gzip is universal. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export interface StaticFile {
  /** The file asked for (its name decides type and caching). */
  path: string;
  stats: Stats;
}

/**
 * Maps a URL path to a regular file inside `root`, or undefined. Refuses anything that could
 * leave the folder (`..`, encoded or not, NUL) and dot-files.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const path = segments.length === 0 ? join(base, 'index.html') : join(base, ...segments);
  if (!path.startsWith(base + sep)) return undefined;
  const stats = await statFile(path);
  return stats && { path, stats };
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Sends `file` with its type, validators and `cacheControl`, choosing a .br or .gz sibling when
 * the client accepts it. A matching If-None-Match (or If-Modified-Since) answers 304.
 */
export async function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string) {
  const variant = await pickVariant(file, String(request.headers['accept-encoding'] ?? ''));
  // Opened before anything is sent: a file a rebuild removed since it was found is simply not
  // there (404), and one removed while it streams is still read whole from the open handle.
  let handle: FileHandle;
  try {
    handle = await open(variant.path, 'r');
  } catch {
    reply.callNotFound();
    return reply;
  }
  const stats = await handle.stat();
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant.encoding ? `-${variant.encoding}` : ''}"`;
  const lastModified = new Date(Math.floor(stats.mtimeMs / 1000) * 1000);

  reply
    .header('content-type', contentTypeOf(file.path))
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', lastModified.toUTCString())
    // The answer depends on Accept-Encoding whether or not a sibling exists: tell shared caches.
    .header('vary', 'accept-encoding');

  if (isNotModified(request, etag, lastModified)) {
    await handle.close();
    return reply.code(304).send();
  }
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  // @fastify/compress drops this header if it compresses an identity file on the fly.
  reply.header('content-length', stats.size);
  return reply.send(handle.createReadStream());
}

async function pickVariant(file: StaticFile, acceptEncoding: string) {
  const accepted = parseAcceptEncoding(acceptEncoding);
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    const stats = await statFile(file.path + suffix);
    if (stats) return { path: file.path + suffix, stats, encoding };
  }
  return { path: file.path, stats: file.stats, encoding: undefined };
}

/** Encodings the client accepts (q > 0); `*` stands for both. */
export function parseAcceptEncoding(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!token || (q !== undefined && Number(q.slice(2)) <= 0)) continue;
    if (token === '*') PRECOMPRESSED.forEach(({ encoding }) => accepted.add(encoding));
    else accepted.add(token);
  }
  return accepted;
}

function isNotModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const ifModifiedSince = request.headers['if-modified-since'];
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= lastModified.getTime();
}

async function statFile(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}
