import { readdirSync } from 'node:fs';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { API_SCHEMA_DIR, buildSerializerLazily, loadApiSchemas, routeSchema, SCHEMA_ANNOTATIONS } from './api-schemas';

/** Every "$ref" string in a schema document. */
function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsOf(value)));
}

describe('schemas/api', () => {
  const documents = loadApiSchemas();

  it('loads one document per JSON file, each with its file name as $id', () => {
    const files = readdirSync(API_SCHEMA_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(documents.map((document) => document.$id)).toEqual(files);
  });

  it('compiles every definition under strict AJV', () => {
    const ajv = new Ajv({ strict: true, allowUnionTypes: true, keywords: SCHEMA_ANNOTATIONS });
    addFormats(ajv);
    for (const document of documents) ajv.addSchema(document);
    for (const document of documents) {
      for (const name of Object.keys(document.definitions)) {
        expect(() => ajv.getSchema(`${document.$id}#/definitions/${name}`)).not.toThrow();
      }
    }
  });

  it('writes every reference as <file>#/definitions/<name>, pointing at something that exists', () => {
    const ids = new Map(documents.map((document) => [document.$id, document]));
    for (const document of documents) {
      for (const ref of refsOf(document)) {
        const match = /^([\w.-]+\.json)#\/definitions\/(\w+)$/.exec(ref);
        expect([document.$id, ref, Boolean(match)]).toEqual([document.$id, ref, true]);
        expect([ref, match![2] in (ids.get(match![1])?.definitions ?? {})]).toEqual([ref, true]);
      }
    }
  });

  it('gives every call the input part its method reads, and refuses unknown fields in each part', () => {
    const definition = (ref: string) => {
      const [file, name] = ref.split('#/definitions/');
      return documents.find((document) => document.$id === file)?.definitions[name];
    };
    const resolve = (node: unknown): { type?: unknown; additionalProperties?: unknown } | undefined => {
      const ref = (node as { $ref?: unknown } | undefined)?.$ref;
      return typeof ref === 'string' ? resolve(definition(ref)) : (node as { additionalProperties?: unknown } | undefined);
    };
    // Files of shared definitions describe no call.
    const sharedFiles = ['common.json', 'games-common.json', 'wallet-common.json'];
    for (const document of documents.filter((candidate) => !sharedFiles.includes(candidate.$id))) {
      // The title says the method and path: `GET /wps/system/status`.
      const method = /^(GET|POST|PUT|DELETE) \//.exec(document.title ?? '')?.[1];
      expect([document.$id, document.title, Boolean(method)]).toEqual([document.$id, document.title, true]);
      const required = method === 'GET' || method === 'DELETE' ? 'querystring' : 'body';
      expect([document.$id, required, required in document.definitions]).toEqual([document.$id, required, true]);
      for (const part of ['querystring', 'params', 'body'] as const) {
        if (!(part in document.definitions)) continue;
        const schema = resolve(document.definitions[part]);
        expect([document.$id, part, schema?.type, schema?.additionalProperties]).toEqual([document.$id, part, 'object', false]);
      }
    }
  });

  it('states the body limit of every call with a body, and only of those', () => {
    const stated = documents.filter((document) => document.bodyLimit !== undefined).map((document) => document.$id);
    const withBody = documents.filter((document) => 'body' in document.definitions).map((document) => document.$id);
    expect(stated).toEqual(withBody);
    for (const document of documents.filter((candidate) => candidate.bodyLimit !== undefined)) {
      expect([document.$id, Number.isSafeInteger(document.bodyLimit) && document.bodyLimit! >= 1024]).toEqual([document.$id, true]);
    }
  });

  it('bounds every number a request may carry, on both sides', () => {
    const definition = (ref: string) => {
      const [file, name] = ref.split('#/definitions/');
      return documents.find((document) => document.$id === file)?.definitions[name];
    };
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string): void => {
      while (node && typeof (node as { $ref?: unknown }).$ref === 'string') node = definition((node as { $ref: string }).$ref);
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const types = ([] as unknown[]).concat(schema.type ?? []);
      const numeric = types.includes('integer') || types.includes('number');
      const bounded = ('minimum' in schema || 'exclusiveMinimum' in schema) && ('maximum' in schema || 'exclusiveMaximum' in schema);
      if (numeric && !bounded && !('const' in schema) && !('enum' in schema)) unbounded.push(path);
      for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) walk(child, `${path}/${name}`);
      if (schema.items) walk(schema.items, `${path}/items`);
      for (const keyword of ['anyOf', 'oneOf', 'allOf'])
        ((schema[keyword] ?? []) as unknown[]).forEach((child, index) => walk(child, `${path}/${keyword}/${index}`));
    };
    for (const document of documents) {
      for (const part of ['querystring', 'params', 'body'] as const) {
        if (part in document.definitions) walk(document.definitions[part], `${document.$id}#${part}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it("builds every call's response serialiser (the server builds each lazily, on first use)", () => {
    const external = Object.fromEntries(documents.map((document) => [document.$id, document]));
    // What the server's lazy builder wraps, here called at once for every call and status.
    const compile = SerializerSelector()(external, {});
    for (const document of documents.filter((candidate) => 'response' in candidate.definitions)) {
      const schema = routeSchema(document.$id).response as Record<string, unknown>;
      for (const status of Object.keys(schema)) {
        expect(() => compile({ schema: schema[status], method: 'GET', url: '/', httpStatus: status } as never)).not.toThrow();
      }
    }
    // The lazy builder answers at once, and builds on the first answer it serialises.
    const lazy = buildSerializerLazily(
      external,
      {},
    )({ schema: routeSchema('health.json').response!, method: 'GET', url: '/', httpStatus: '200' } as never);
    expect(lazy({ success: true, value: { ok: true }, message: '' })).toBe('{"success":true,"value":{"ok":true},"message":""}');
  });

  it('builds a route schema from the parts a file defines', () => {
    expect(routeSchema('system-banners.json')).toEqual({
      querystring: { $ref: 'system-banners.json#/definitions/querystring' },
      response: {
        200: {
          type: 'object',
          required: ['success', 'value', 'message'],
          properties: {
            success: { type: 'boolean' },
            value: { $ref: 'system-banners.json#/definitions/response' },
            message: { type: 'string' },
          },
        },
        '4xx': { $ref: 'common.json#/definitions/failure' },
        '5xx': { $ref: 'common.json#/definitions/failure' },
      },
    });
    expect(Object.keys(routeSchema('cdn-banners.json').response as object)).toEqual(['4xx', '5xx']);
    expect(() => routeSchema('nope.json')).toThrow('No API schema nope.json');
  });
});
