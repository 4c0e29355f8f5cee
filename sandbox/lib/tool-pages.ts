import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import type { FastifyReply } from 'fastify';
import { REVALIDATE_CACHE } from './static-site';

/**
 * The sandbox's own tool pages (the back office at /ops/, the contract at /docs/): a page of
 * plain DOM whose script is bundled from TypeScript by esbuild on first request (a few
 * milliseconds, once per process), with a CSP that allows its own script and style only.
 */
export const TOOL_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const bundles = new Map<string, string>();

/** The entry file bundled into one ES module, kept for the life of the process. */
export function bundledScript(entry: string): string {
  let script = bundles.get(entry);
  if (script === undefined) {
    script = buildSync({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
    }).outputFiles[0].text;
    bundles.set(entry, script);
  }
  return script;
}

/** The shell of a tool page: its style sheet and script under `base`, a root and a live region. */
export function toolPageHtml({ base, title, rootId, noScript }: { base: string; title: string; rootId: string; noScript: string }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
<link rel="stylesheet" href="${base}app.css">
<script type="module" src="${base}app.js"></script>
</head>
<body>
<div id="${rootId}"><p class="tool-loading">Carregando…</p></div>
<p id="${rootId}-announcer" class="tool-visually-hidden" aria-live="polite"></p>
<noscript>${noScript}</noscript>
</body>
</html>
`;
}

export function sendToolFile(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply.type(type).header('cache-control', REVALIDATE_CACHE).header('content-security-policy', TOOL_PAGE_CSP).send(body);
}

export const readText = (file: string) => readFileSync(file, 'utf8');
