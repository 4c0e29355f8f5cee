import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { send } from '../testing/http';
import { startSandbox, type RunningSandbox } from '../testing/fixtures';
/** Where the platform's calls live (the test controls and tool pages are the sandbox's own). */
const CONTRACT_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/cdn/', '/support/', '/ops/api/'];

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
  components: { schemas: Record<string, unknown> };
}

describe('GET /docs/openapi.json: the platform contract as OpenAPI 3.1', () => {
  let sandbox: RunningSandbox;
  const routes: RouteOptions[] = [];
  let api: OpenApi;

  beforeAll(async () => {
    // With the test controls on, so the check also proves they stay out of the contract.
    sandbox = await startSandbox({ onRoute: (route) => routes.push(route) });
    const reply = await send(sandbox.baseUrl, { path: '/docs/openapi.json' });
    expect(reply.status).toBe(200);
    api = JSON.parse(reply.text) as OpenApi;
  }, 60_000);
  afterAll(() => sandbox?.close());

  it('has one operation per contract route, with its path parameters, and none for the test controls or tool pages', () => {
    expect(api.openapi).toBe('3.1.0');
    // Every platform route, read from the registered routes themselves, not through the generator's helpers.
    const expected = routes
      .filter((route) => CONTRACT_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const documented = Object.entries(api.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(documented).toEqual(expected);
    expect(documented.length).toBeGreaterThan(100);
    expect(documented).toEqual(
      expect.arrayContaining([
        'get /wps/system/status',
        'post /wps/session/login',
        'put /ops/api/merchants/{merchantCode}/modules/{modId}',
      ]),
    );
    expect(
      documented.some((operation) => operation.includes('/__sandbox/') || operation.includes(' /docs') || operation.includes(' /ops/app')),
    ).toBe(false);
    for (const [path, methods] of Object.entries(api.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const operation of Object.values(methods)) {
        expect([
          path,
          operation.parameters
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort(),
        ]).toEqual([path, placeholders]);
      }
    }
    expect(api.paths['/wps/session/login'].post.requestBody).toBeDefined();
    // The headers a call needs: the merchant on the platform's calls, the CSRF token on back-office writes.
    expect(api.paths['/wps/system/status'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Merchant-Code', in: 'header', required: true }),
    );
    expect(api.paths['/ops/api/merchants/{merchantCode}/status'].put.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-CSRF-Token', in: 'header', required: true }),
    );
  });

  it('resolves every reference and compiles every schema', () => {
    const text = JSON.stringify(api);
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]));
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect([ref, ref.slice('#/components/schemas/'.length) in api.components.schemas]).toEqual([ref, true]);
    }
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...api, $id: 'openapi.json' });
    for (const name of Object.keys(api.components.schemas)) {
      expect(() => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` })).not.toThrow();
    }
    // And they still say what the server checks: a real answer validates against its schema.
    const status = ajv.compile({ $ref: 'openapi.json#/components/schemas/system-status.response' });
    return send(sandbox.baseUrl, { path: '/wps/system/status?url=x', headers: { 'x-merchant-code': 'MDS001' } }).then((reply) => {
      expect(status(JSON.parse(reply.text).value)).toBe(true);
    });
  });

  it('serves the browsing page with its own script and style only', async () => {
    const page = await send(sandbox.baseUrl, { path: '/docs/', headers: { accept: 'text/html' } });
    expect([page.status, page.headers['content-security-policy']]).toEqual([200, expect.stringContaining("script-src 'self'")]);
    expect(page.text).toContain('<script type="module" src="/docs/app.js">');
    expect((await send(sandbox.baseUrl, { path: '/docs/app.js' })).status).toBe(200);
    expect((await send(sandbox.baseUrl, { path: '/docs/app.css' })).status).toBe(200);
  });
});
