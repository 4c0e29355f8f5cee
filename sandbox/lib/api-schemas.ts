import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * The API contract lives in schemas/api/ (one file per call, see its README). This module loads
 * those files, compiles validators for the routes and builds each route's Fastify schema from
 * the definitions the call's file declares.
 */
export const API_SCHEMA_DIR = resolve(__dirname, '../../schemas/api');

export interface ApiSchemaDocument {
  $id: string;
  title?: string;
  definitions: Record<string, unknown>;
}

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
 * One AJV per kind of input. Query strings and path parameters arrive as text and are coerced to
 * the declared types; JSON bodies are not, so `"regionRestriction": "yes"` is a 400, not a true.
 * Unknown fields are refused (never silently removed) everywhere.
 */
export function createRequestAjv(options: { coerceTypes: boolean }): Ajv {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    coerceTypes: options.coerceTypes ? 'array' : false,
  });
  addFormats(ajv);
  for (const document of loadApiSchemas()) ajv.addSchema(document as AnySchema);
  return ajv;
}

/** Registers the contract with Fastify: validators per HTTP part, and the shared schemas for the serialiser. */
export function installApiSchemas(app: FastifyInstance): void {
  for (const document of loadApiSchemas()) app.addSchema(document);
  const bodyAjv = createRequestAjv({ coerceTypes: false });
  const textAjv = createRequestAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as AnySchema),
  );
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
