import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv, { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';
import { coerceTextFields, type TextSchema } from './text-coercion';

/**
 * The API contract lives in schemas/api/ (one file per call, see its README). This module loads
 * those files, compiles validators for the routes and builds each route's Fastify schema from
 * the definitions the call's file declares.
 */
export const API_SCHEMA_DIR = resolve(__dirname, '../../schemas/api');

export interface ApiSchemaDocument {
  $id: string;
  title?: string;
  /** Bytes a call with a body accepts (the route's Fastify bodyLimit); larger bodies answer 413. */
  bodyLimit?: number;
  definitions: Record<string, unknown>;
}

/** Keywords of the contract files that are annotations for the server, not validation (AJV `keywords`). */
export const SCHEMA_ANNOTATIONS = ['bodyLimit'];

const REQUEST_PARTS = ['querystring', 'params', 'body', 'headers'] as const;

let cachedDocuments: ApiSchemaDocument[] | undefined;

export function loadApiSchemas(dir: string = API_SCHEMA_DIR): ApiSchemaDocument[] {
  if (dir === API_SCHEMA_DIR && cachedDocuments) return cachedDocuments;
  const documents = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const document = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ApiSchemaDocument;
      if (document.$id !== file) throw new Error(`schemas/api/${file}: "$id" must be "${file}", found "${document.$id}"`);
      return document;
    });
  if (dir === API_SCHEMA_DIR) cachedDocuments = documents;
  return documents;
}

/**
 * The AJV that validates requests. It never coerces: JSON bodies carry their own types, so
 * `"regionRestriction": "yes"` is a 400, not a true; query strings and path parameters are turned
 * from text into their declared types first, strictly (text-coercion.ts). Unknown fields are
 * refused (never silently removed) everywhere.
 */
export function createRequestAjv(): Ajv {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    coerceTypes: false,
    keywords: SCHEMA_ANNOTATIONS,
  });
  addFormats(ajv);
  for (const document of loadApiSchemas()) ajv.addSchema(document as AnySchema);
  return ajv;
}

type SerializerBuilder = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's response serialisers (fast-json-stringify), each compiled the first time its route
 * answers with that status instead of all at start-up: compiling every route's against the whole
 * contract took about 2.5 s of CPU per sandbox start (every test file, every e2e server), for
 * serialisers most runs never use. What is serialised is the same; api-schemas.test.ts compiles
 * every response schema, so a schema fast-json-stringify cannot build still fails the tests.
 * Fastify option `schemaController.compilersFactory.buildSerializer`.
 */
export const buildSerializerLazily: SerializerBuilder = (externalSchemas, serializerOptions) => {
  const compile = SerializerSelector()(externalSchemas, serializerOptions);
  return (routeSchema) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(routeSchema) as (data: unknown) => string)(data);
  };
};

/** Registers the contract with Fastify: validators per HTTP part, and the shared schemas for the serialiser. */
export function installApiSchemas(app: FastifyInstance): void {
  for (const document of loadApiSchemas()) app.addSchema(document);
  app.addHook('onRoute', (route) => {
    const limit = bodyLimitOfRoute(route.schema as FastifySchema | undefined, `${String(route.method)} ${route.url}`);
    if (limit === undefined) return;
    if (route.bodyLimit !== undefined && route.bodyLimit !== limit) {
      throw new Error(
        `${String(route.method)} ${route.url}: bodyLimit ${route.bodyLimit} in code, ${limit} in its schema file; state it once, in the schema`,
      );
    }
    route.bodyLimit = limit;
  });
  const ajv = createRequestAjv();
  const resolveRef = (ref: string) => {
    const found = ajv.getSchema(ref);
    if (!found) throw new Error(`Unresolvable $ref ${ref}`);
    return found.schema as TextSchema;
  };
  // Each route's validator is compiled on its first request, as the serialisers are (see above):
  // compiling all of them took about 0.35 s of CPU per sandbox start, mostly for routes a test
  // file never calls. api-schemas.test.ts compiles every definition, so a broken one still fails.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let compiled: ValidateFunction | undefined;
    const text = httpPart !== 'body' && httpPart !== 'headers';
    const validateRequestPart = (data: unknown): boolean => {
      // Query strings and path parameters: text converted strictly, in place, then validated.
      if (text) coerceTextFields(data, schema as TextSchema, resolveRef);
      const unstorable = unstorableTextAt(data);
      if (unstorable !== undefined) {
        validateRequestPart.errors = [unstorableTextError(unstorable)];
        return false;
      }
      const validate = (compiled ??= ajv.compile(schema as AnySchema));
      const valid = validate(data);
      // No contract schema is $async; a promise here would read as "valid".
      if (typeof valid !== 'boolean') throw new Error('async request schemas are not supported');
      validateRequestPart.errors = validate.errors;
      return valid;
    };
    validateRequestPart.errors = null as ErrorObject[] | null | undefined;
    return validateRequestPart;
  });
}

/**
 * The body limit a route's schema file states, for a route whose schema validates a body; a call
 * with a body and no stated limit is a contract error, thrown at start-up.
 */
function bodyLimitOfRoute(schema: FastifySchema | undefined, name: string): number | undefined {
  const ref = (schema?.body as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return undefined;
  const file = ref.split('#')[0];
  const limit = loadApiSchemas().find((document) => document.$id === file)?.bodyLimit;
  if (!Number.isSafeInteger(limit) || (limit as number) <= 0)
    throw new Error(`${name}: schemas/api/${file} must state its "bodyLimit" (bytes)`);
  return limit;
}

/**
 * The JSON pointer of the first text (value or key) holding a NUL character, which PostgreSQL
 * cannot store in a text column: such a request is refused as invalid before any route sees it.
 */
export function unstorableTextAt(data: unknown, pointer = ''): string | undefined {
  if (typeof data === 'string') return data.includes('\u0000') ? pointer : undefined;
  if (!data || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key.includes('\u0000')) return here;
    const found = unstorableTextAt(value, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

function unstorableTextError(instancePath: string): ErrorObject {
  return { keyword: 'unstorableText', instancePath, schemaPath: '#', params: {}, message: 'must not contain NUL' };
}

/**
 * The Fastify schema of the call described by `schemas/api/<file>`: every request part the file
 * defines is validated; `definitions.response` becomes the 200 envelope's value; any failure is
 * serialised as the common failure envelope.
 */
export function routeSchema(file: string): FastifySchema {
  const document = loadApiSchemas().find((candidate) => candidate.$id === file);
  if (!document) throw new Error(`No API schema ${file} in schemas/api`);
  const schema: FastifySchema & Record<string, unknown> = {};
  for (const part of REQUEST_PARTS) {
    if (part in document.definitions) schema[part] = { $ref: `${file}#/definitions/${part}` };
  }
  const failure = { $ref: 'common.json#/definitions/failure' };
  const success = 'response' in document.definitions ? { 200: successEnvelope(`${file}#/definitions/response`) } : {};
  schema.response = { ...success, '4xx': failure, '5xx': failure };
  return schema;
}

function successEnvelope(valueRef: string): Record<string, unknown> {
  return {
    type: 'object',
    required: ['success', 'value', 'message'],
    properties: {
      success: { type: 'boolean' },
      value: { $ref: valueRef },
      message: { type: 'string' },
    },
  };
}
