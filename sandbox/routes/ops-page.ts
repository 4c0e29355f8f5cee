import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { bundledScript, readText, sendToolFile, toolPageHtml } from '../lib/tool-pages';

const CLIENT_DIR = join(__dirname, '..', 'ops', 'client');

const PAGE = toolPageHtml({
  base: '/ops/',
  title: 'Painel do operador',
  rootId: 'ops-root',
  noScript: 'Ative o JavaScript para usar o painel.',
});

/** GET /ops/ (the back office page, lib/tool-pages.ts), /ops/app.js and /ops/app.css; /ops redirects. */
export function registerOpsPageRoutes(app: FastifyInstance): void {
  const schema = routeSchema('ops-page.json');
  app.get('/ops', { schema }, async (_request, reply) => reply.redirect('/ops/', 301));
  app.get('/ops/', { schema }, async (_request, reply) => sendToolFile(reply, 'text/html; charset=utf-8', PAGE));
  app.get('/ops/app.js', { schema }, async (_request, reply) =>
    sendToolFile(reply, 'text/javascript; charset=utf-8', bundledScript(join(CLIENT_DIR, 'ops-app.ts'))),
  );
  app.get('/ops/app.css', { schema }, async (_request, reply) =>
    sendToolFile(reply, 'text/css; charset=utf-8', readText(join(CLIENT_DIR, 'ops.css'))),
  );
}
