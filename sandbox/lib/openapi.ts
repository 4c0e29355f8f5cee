import type { RouteOptions } from 'fastify';
import { loadApiSchemas, SCHEMA_ANNOTATIONS, type ApiSchemaDocument } from './api-schemas';

/**
 * The platform contract as an OpenAPI 3.1 document, generated from the routes the sandbox
 * registers and the files of schemas/api they validate with: one operation per route, its
 * parameters and body from the call's file, its answer wrapped in the envelope every call uses.
 * The schema files are JSON Schema draft-07; OpenAPI 3.1 speaks JSON Schema, so each definition
 * becomes a component as it is, its `<file>#/definitions/<name>` references rewritten.
 */
export interface ContractRoute {
  method: string;
  url: string;
  /** The schemas/api file the route validates with. */
  file: string;
  encrypted: boolean;
}

const REF = /^([\w.-]+)\.json#\/definitions\/(\w+)$/;
const componentName = (file: string, definition: string) => `${file.replace(/\.json$/, '')}.${definition}`;
const componentRef = (file: string, definition: string) => ({ $ref: `#/components/schemas/${componentName(file, definition)}` });

/** The route's contract file and flags, when it has one (routes built with routeSchema()). */
export function contractRouteOf(route: RouteOptions): ContractRoute[] {
  const schema = route.schema as Record<string, unknown> | undefined;
  const refs = JSON.stringify(schema ?? {}).match(/"\$ref":"([\w.-]+\.json)#\/definitions\/(?:querystring|params|body|headers)"/);
  const file = refs?.[1];
  if (!file) return [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const encrypted = (route.config as { encrypted?: boolean } | undefined)?.encrypted === true;
  return methods.filter((method) => method !== 'HEAD').map((method) => ({ method, url: route.url, file, encrypted }));
}

/** Rewrites every contract reference inside a schema to its component, and drops annotations. */
function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_ANNOTATIONS.includes(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      const match = REF.exec(value);
      out.$ref = match ? componentRef(`${match[1]}.json`, match[2]).$ref : value;
      continue;
    }
    out[key] = rewrite(value);
  }
  return out;
}

/** Follows component references to the object schema a set of parameters is declared with. */
function resolveObject(documents: ReadonlyMap<string, ApiSchemaDocument>, node: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!node || typeof node !== 'object' || depth > 8) return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return node as Record<string, unknown>;
  const match = REF.exec(ref);
  return match ? resolveObject(documents, documents.get(`${match[1]}.json`)?.definitions[match[2]], depth + 1) : undefined;
}

function parameters(
  documents: ReadonlyMap<string, ApiSchemaDocument>,
  document: ApiSchemaDocument,
  part: 'querystring' | 'params',
): Array<Record<string, unknown>> {
  const schema = resolveObject(documents, document.definitions[part]);
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: part === 'params' ? 'path' : 'query',
    required: part === 'params' || required.has(name),
    ...(typeof (property as { description?: unknown }).description === 'string'
      ? { description: (property as { description: string }).description }
      : {}),
    schema: rewrite(property),
  }));
}

/** `/wps/v2/messages/:id/read` → `/wps/v2/messages/{id}/read`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export function buildOpenApiDocument(routes: readonly ContractRoute[], version: string): Record<string, unknown> {
  const documents = new Map(loadApiSchemas().map((document) => [document.$id, document]));
  const schemas: Record<string, unknown> = {};
  for (const document of documents.values()) {
    for (const [name, definition] of Object.entries(document.definitions)) schemas[componentName(document.$id, name)] = rewrite(definition);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  const failure = {
    description: 'The failure envelope: `success` false, `code` and a message to show',
    content: json(componentRef('common.json', 'failure')),
  };
  const contract = routes.filter((route) => isContractUrl(route.url));
  for (const route of [...contract].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    const document = documents.get(route.file);
    if (!document) continue;
    const defined = (part: string) => part in document.definitions;
    const answer = defined('response')
      ? {
          description: 'The success envelope; `value` is the call’s answer',
          content: json({
            type: 'object',
            required: ['success', 'value', 'message'],
            properties: { success: { const: true }, value: componentRef(route.file, 'response'), message: { type: 'string' } },
          }),
        }
      : { description: 'The resource itself (a page, a script or an image), not an envelope' };
    const body = defined('body')
      ? {
          requestBody: {
            required: true,
            description: route.encrypted
              ? 'Sent encrypted: the client posts `common.payloadEnvelope` (AES with the key of system/status); this is the body once decrypted.'
              : undefined,
            content: json(componentRef(route.file, 'body')),
          },
        }
      : {};
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      summary: summaryOf(document, route),
      ...((document as { description?: string }).description ? { description: (document as { description?: string }).description } : {}),
      tags: [tagOf(route.url)],
      parameters: [
        ...parameters(documents, document, 'params'),
        ...parameters(documents, document, 'querystring'),
        ...headerParameters(route),
      ],
      ...(route.url.startsWith('/ops/api/') && !(route.url === '/ops/api/session' && route.method === 'POST')
        ? { security: [{ opsSession: [] }] }
        : {}),
      ...body,
      responses: { '200': answer, '4XX': failure, '5XX': failure },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API (as the sandbox serves it)',
      version,
      description:
        'The calls the white-label front end makes, as the sandbox (the platform stand-in) answers them: every request part is validated against these schemas, and a real platform must honour the same contract. Generated from schemas/api and the registered routes.',
    },
    tags: [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token login answers. Calls of a member or agent send it; without it they answer 401 NOT_LOGGED_IN.',
        },
        opsSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ops_session',
          description:
            'The back office session (HttpOnly, SameSite=Strict) that POST /ops/api/session sets; writes also send X-CSRF-Token. The back office has a host of its own (ops.localhost on the sandbox): on a player site’s host every /ops/ path answers 404.',
        },
      },
    },
  };
}

/**
 * A line for the list: the file's title says `METHOD /path`, which the list shows anyway, so the
 * first sentence of its description, or what the title adds in parentheses.
 */
function summaryOf(document: ApiSchemaDocument, route: ContractRoute): string {
  const description = (document as { description?: string }).description;
  const sentence = description?.split(/(?<=\.)\s/)[0]?.replace(/\.$/, '');
  if (sentence) return sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence;
  return /\(([^)]+)\)/.exec(document.title ?? '')?.[1] ?? `${route.method} ${route.url}`;
}

/** Paths the platform answers only with the merchant named (lib/merchant-context.ts). */
const MERCHANT_SCOPED = /^\/(wps|lgw|lotto)\//;
const UNSCOPED = new Set(['/wps/health']);

/** The headers a call needs besides its parameters: the merchant, and the back office's CSRF token on writes. */
function headerParameters(route: ContractRoute): Array<Record<string, unknown>> {
  const headers: Array<Record<string, unknown>> = [];
  if (MERCHANT_SCOPED.test(route.url) && !UNSCOPED.has(route.url)) {
    headers.push({
      name: 'X-Merchant-Code',
      in: 'header',
      required: true,
      description: "The merchant the call is for (the brand's identity.merchantCode); without it 400 MISSING_MERCHANT",
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    });
  }
  if (route.url.startsWith('/ops/api/') && route.method !== 'GET' && !(route.url === '/ops/api/session' && route.method === 'POST')) {
    headers.push({
      name: 'X-CSRF-Token',
      in: 'header',
      required: true,
      description: 'The csrfToken the session answered; without it 403 CSRF_REFUSED',
      schema: { type: 'string' },
    });
  }
  return headers;
}

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

/** Operations grouped by what they serve: `/wps/v2/agent/...` → `wps/v2/agent`. */
function tagOf(url: string): string {
  const parts = url.split('/').filter((part) => part && !/^[:{]/.test(part) && !part.includes('.'));
  const depth = parts[1] === 'v2' || parts[1] === 'api' ? 3 : 2;
  return parts.slice(0, depth).join('/');
}

/**
 * Routes of the sandbox's own tooling, not the platform's contract: the test controls (off
 * outside tests) and the tool pages themselves. The back office's API stays: it is an API.
 */
const NOT_CONTRACT = [/^\/__sandbox\//, /^\/docs/, /^\/ops(?!\/api\/)/];
export const isContractUrl = (url: string) => !NOT_CONTRACT.some((pattern) => pattern.test(url));
