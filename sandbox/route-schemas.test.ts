import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { loadApiSchemas } from './lib/api-schemas';
import { MARE, startSandbox, type RunningSandbox } from './testing/fixtures';

/** What a route was registered with, as seen by an onRoute hook. */
interface SeenRoute {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
  encrypted: boolean;
}

/** Path prefixes of the API, the art and the support pages: every route there has a schema. */
const SCHEMA_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__sandbox/', '/cdn/', '/support/', '/ops', '/docs'];
/** The only routes outside them: the brand build (static files, with the single-page fallback). */
const SITE_ROUTES = ['GET /*', 'HEAD /*'];

const documents = new Map(loadApiSchemas().map((document) => [document.$id, document]));

/** Follows `<file>#/definitions/<name>` references through schemas/api until a schema proper. */
function resolveSchema(node: unknown, seen: string[] = []): Record<string, unknown> | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return node as Record<string, unknown>;
  const match = /^([\w.-]+\.json)#\/definitions\/(\w+)$/.exec(ref);
  if (!match || seen.includes(ref)) return undefined;
  return resolveSchema(documents.get(match[1])?.definitions[match[2]], [...seen, ref]);
}

/** The problem with one request part's schema, if any: it must exist and refuse unknown fields. */
function partProblem(route: SeenRoute, part: 'querystring' | 'body' | 'params'): string | undefined {
  const declared = route.schema?.[part];
  if (declared === undefined) return `${part} schema missing`;
  const schema = resolveSchema(declared);
  if (!schema) return `${part} schema ${JSON.stringify(declared)} does not resolve in schemas/api`;
  if (schema.type !== 'object' || schema.additionalProperties !== false) {
    return `${part} schema must be an object with additionalProperties: false`;
  }
  return undefined;
}

/**
 * Every problem of the routes' schemas, as `<METHOD> <url>: <problem>` lines. GET/HEAD (and
 * DELETE) validate their query string, POST/PUT/PATCH their body (for an encrypted call, the body
 * once decrypted); routes with path parameters validate those too.
 */
function routeSchemaProblems(routes: readonly SeenRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (!SCHEMA_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      if (!SITE_ROUTES.includes(name))
        problems.push(`${name}: outside ${SCHEMA_PREFIXES.join(', ')}; list it in SITE_ROUTES if it serves the site`);
      continue;
    }
    if (!route.schema) {
      problems.push(`${name}: no schema`);
      continue;
    }
    const parts: ('querystring' | 'body' | 'params')[] = [];
    if (['GET', 'HEAD', 'DELETE'].includes(route.method)) parts.push('querystring');
    else if (['POST', 'PUT', 'PATCH'].includes(route.method)) parts.push('body');
    else problems.push(`${name}: unexpected method`);
    if (route.encrypted && !parts.includes('body')) problems.push(`${name}: encrypted, but a ${route.method} has no body`);
    if (route.url.includes(':')) parts.push('params');
    for (const part of parts) {
      const problem = partProblem(route, part);
      if (problem) problems.push(`${name}: ${problem}${route.encrypted && part === 'body' ? ' (encrypted call: the decrypted body)' : ''}`);
    }
  }
  return problems;
}

function seen(route: RouteOptions): SeenRoute {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.length !== 1) throw new Error(`${methods.join(',')} ${route.url}: register one method per route`);
  return {
    method: methods[0],
    url: route.url,
    schema: route.schema as Record<string, unknown> | undefined,
    encrypted: route.config?.encrypted === true,
  };
}

describe('route schemas', () => {
  let sandbox: RunningSandbox;
  let distDir: string;
  const routes: SeenRoute[] = [];

  beforeAll(async () => {
    // With a brand build, so that the site's routes are registered too.
    distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(distDir, MARE.brand));
    writeFileSync(join(distDir, MARE.brand, 'index.html'), '<!doctype html><title>Maré da Sorte</title>');
    sandbox = await startSandbox({ brand: MARE.brand, distDir, onRoute: (route) => routes.push(seen(route)) });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sees every route of a real sandbox, test controls and site included', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /wps/health',
        'GET /wps/system/status',
        'GET /lgw/games/game_menus',
        'GET /cdn/:cdn/banners/:file',
        'POST /__sandbox/status',
        'POST /__sandbox/echo-encrypted',
        ...SITE_ROUTES,
      ]),
    );
    expect(
      routes
        .filter((route) => route.encrypted)
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([
      'POST /__sandbox/echo-encrypted',
      'POST /wps/member/password',
      'POST /wps/member/password/verification',
      'POST /wps/session/login',
      'POST /wps/v2/agent/downlines',
      'PUT /wps/member/register',
      'PUT /wps/member/register/mobile',
      'PUT /wps/v2/member/payment-password',
    ]);
  });

  it('gives every /wps, /lgw, /lotto, /__sandbox, /cdn and /support route a closed schema for its input', () => {
    expect(routeSchemaProblems(routes)).toEqual([]);
  });

  it('uses every call file of schemas/api for some route', () => {
    const used = new Set(
      routes.flatMap((route) =>
        Object.values(route.schema ?? {}).flatMap((part) => {
          const ref = (part as { $ref?: unknown } | undefined)?.$ref;
          return typeof ref === 'string' ? [ref.split('#')[0]] : [];
        }),
      ),
    );
    // Files of shared definitions describe no call of their own.
    const shared = ['common.json', 'games-common.json', 'wallet-common.json'];
    expect([...documents.keys()].filter((file) => !shared.includes(file) && !used.has(file))).toEqual([]);
  });

  it('reports what a careless route would get wrong (the check can fail)', () => {
    const open = { type: 'object' };
    const closed = { type: 'object', additionalProperties: false };
    expect(
      routeSchemaProblems([
        { method: 'GET', url: '/wps/no-schema', encrypted: false },
        { method: 'GET', url: '/wps/open-query', schema: { querystring: open }, encrypted: false },
        { method: 'GET', url: '/lgw/no-query', schema: { response: {} }, encrypted: false },
        {
          method: 'GET',
          url: '/wps/shared-open',
          schema: { querystring: { $ref: 'common.json#/definitions/merchantHeaders' } },
          encrypted: false,
        },
        { method: 'GET', url: '/wps/dangling', schema: { querystring: { $ref: 'nope.json#/definitions/querystring' } }, encrypted: false },
        { method: 'GET', url: '/cdn/:cdn/x', schema: { querystring: closed }, encrypted: false },
        { method: 'POST', url: '/__sandbox/query-only', schema: { querystring: closed }, encrypted: false },
        { method: 'PUT', url: '/wps/open-body', schema: { body: { ...closed, additionalProperties: true } }, encrypted: false },
        { method: 'POST', url: '/wps/encrypted-open', schema: { body: open }, encrypted: true },
        { method: 'GET', url: '/elsewhere', encrypted: false },
        // Fine:
        { method: 'GET', url: '/wps/fine', schema: { querystring: { $ref: 'health.json#/definitions/querystring' } }, encrypted: false },
        { method: 'POST', url: '/wps/fine-encrypted', schema: { body: closed }, encrypted: true },
        { method: 'GET', url: '/*', encrypted: false },
      ]),
    ).toEqual([
      'GET /wps/no-schema: no schema',
      'GET /wps/open-query: querystring schema must be an object with additionalProperties: false',
      'GET /lgw/no-query: querystring schema missing',
      'GET /wps/shared-open: querystring schema must be an object with additionalProperties: false',
      'GET /wps/dangling: querystring schema {"$ref":"nope.json#/definitions/querystring"} does not resolve in schemas/api',
      'GET /cdn/:cdn/x: params schema missing',
      'POST /__sandbox/query-only: body schema missing',
      'PUT /wps/open-body: body schema must be an object with additionalProperties: false',
      'POST /wps/encrypted-open: body schema must be an object with additionalProperties: false (encrypted call: the decrypted body)',
      'GET /elsewhere: outside /wps/, /lgw/, /lotto/, /__sandbox/, /cdn/, /support/, /ops, /docs; list it in SITE_ROUTES if it serves the site',
    ]);
  });
});
