import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { REVALIDATE_CACHE } from '../lib/static-site';

const CLIENT_DIR = join(__dirname, '..', 'ops', 'client');

/** The page loads only its own script and style sheet, and talks only to its own origin. */
export const OPS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Painel do operador</title>
<link rel="stylesheet" href="/ops/app.css">
<script type="module" src="/ops/app.js"></script>
</head>
<body>
<div id="ops-root"><p class="ops-muted">Carregando…</p></div>
<p id="ops-announcer" class="ops-visually-hidden" aria-live="polite"></p>
<noscript>Ative o JavaScript para usar o painel.</noscript>
</body>
</html>
`;

let script: string | undefined;
/** The page's script, bundled from TypeScript once per process (esbuild, a few milliseconds). */
function opsScript(): string {
  script ??= buildSync({
    entryPoints: [join(CLIENT_DIR, 'ops-app.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  }).outputFiles[0].text;
  return script;
}

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('cache-control', REVALIDATE_CACHE).header('content-security-policy', OPS_PAGE_CSP).send(body);

/** GET /ops/ (the back office page), /ops/app.js and /ops/app.css; /ops itself redirects. */
export function registerOpsPageRoutes(app: FastifyInstance): void {
  const schema = routeSchema('ops-page.json');
  app.get('/ops', { schema }, async (_request, reply) => reply.redirect('/ops/', 301));
  app.get('/ops/', { schema }, async (_request, reply) => send(reply, 'text/html; charset=utf-8', PAGE));
  app.get('/ops/app.js', { schema }, async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', opsScript()));
  app.get('/ops/app.css', { schema }, async (_request, reply) =>
    send(reply, 'text/css; charset=utf-8', readFileSync(join(CLIENT_DIR, 'ops.css'), 'utf8')),
  );
}
