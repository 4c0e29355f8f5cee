import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { buildOpenApiDocument, type ContractRoute } from '../lib/openapi';
import { bundledScript, readText, sendToolFile, toolPageHtml } from '../lib/tool-pages';

const CLIENT_DIR = join(__dirname, '..', 'docs', 'client');
const VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

const PAGE = toolPageHtml({
  base: '/docs/',
  title: 'Contrato da plataforma',
  rootId: 'docs-root',
  noScript: 'Ative o JavaScript para navegar no contrato, ou leia /docs/openapi.json.',
});

/**
 * The platform contract an integrator reads: GET /docs/openapi.json (OpenAPI 3.1, lib/openapi.ts,
 * from `routes`, the server's routes as registered) and GET /docs/ (a page that browses it,
 * offline: its own script and style sheet). /docs redirects.
 */
export function registerDocsRoutes(app: FastifyInstance, routes: readonly ContractRoute[]): void {
  const schema = routeSchema('docs-page.json');
  let document: string | undefined;
  app.get('/docs', { schema }, async (_request, reply) => reply.redirect('/docs/', 301));
  app.get('/docs/', { schema }, async (_request, reply) => sendToolFile(reply, 'text/html; charset=utf-8', PAGE));
  app.get('/docs/openapi.json', { schema }, async (_request, reply) => {
    // Built on first request: every route is registered by then.
    document ??= JSON.stringify(buildOpenApiDocument(routes, VERSION));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/docs/app.js', { schema }, async (_request, reply) =>
    sendToolFile(reply, 'text/javascript; charset=utf-8', bundledScript(join(CLIENT_DIR, 'docs-app.ts'))),
  );
  app.get('/docs/app.css', { schema }, async (_request, reply) =>
    sendToolFile(reply, 'text/css; charset=utf-8', readText(join(CLIENT_DIR, 'docs.css'))),
  );
}
