/** Helpers shared by the sandbox's test files (not loaded by the server). */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { databaseTemplateFromEnv } from '../db/template';
import { loadApiSchemas, SCHEMA_ANNOTATIONS } from '../lib/api-schemas';
import { createSandbox, type Sandbox, type SandboxOptions } from '../server';
import { listenOnFreePort, send, type HttpReply } from './http';

export const MARE = { brand: 'mare-da-sorte', merchantCode: 'MDS001' } as const;
export const TREVO = { brand: 'trevo-azul', merchantCode: 'TRV002' } as const;

export interface RunningSandbox extends Sandbox {
  baseUrl: string;
}

/**
 * One in-memory sandbox listening on a free port (start it once per test file). It starts from the
 * run's database template when there is one (Jest's global set-up makes it) and the shipped brands
 * are used; otherwise from an empty database, migrated and seeded here. The test controls are on
 * (tests drive the sandbox through them) unless `controls: false` is passed.
 */
export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const template = options.brandsDir === undefined ? databaseTemplateFromEnv() : undefined;
  const sandbox = await createSandbox({ database: template ? { memoryFrom: template } : 'memory', controls: true, ...options });
  return { ...sandbox, baseUrl: await listenOnFreePort(sandbox.app) };
}

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  message: string;
  code?: string;
}

export interface JsonReply<T = unknown> extends HttpReply {
  json: Envelope<T>;
}

/** Calls an API path as the front end does: merchant header set unless `merchant: null`. */
export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  options: { method?: string; merchant?: string | null; headers?: Record<string, string>; body?: unknown; localAddress?: string } = {},
): Promise<JsonReply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const merchant = options.merchant === undefined ? MARE.merchantCode : options.merchant;
  if (merchant !== null) headers['x-merchant-code'] = merchant;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const reply = await send(baseUrl, { method: options.method ?? 'GET', path, headers, body, localAddress: options.localAddress });
  expectNoLeak(reply.text);
  return { ...reply, json: JSON.parse(reply.text) as Envelope<T> };
}

/** No answer may carry a stack trace or an internal error name. */
export function expectNoLeak(body: string): void {
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(body).not.toMatch(/node_modules|FST_ERR|TypeError|ReferenceError|SyntaxError|stack/);
}

let ajv: Ajv | undefined;

/**
 * Validates a payload against `schemas/api/<file>#/definitions/<definition>` with a strict,
 * independent AJV (not the server's), as a front end deriving its types from the schema would.
 */
export function schemaErrors(file: string, value: unknown, definition = 'response'): string[] {
  if (!ajv) {
    ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: true, keywords: SCHEMA_ANNOTATIONS });
    addFormats(ajv);
    for (const document of loadApiSchemas()) ajv.addSchema(document);
  }
  const validate = ajv.getSchema(`${file}#/definitions/${definition}`);
  if (!validate) throw new Error(`No schema ${file}#/definitions/${definition}`);
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
