/**
 * Valid sample values from the contract's JSON Schemas, so a test can send each call a request
 * that passes validation and then change one field at a time: the changed field is what the server
 * meets, not a missing neighbour. Deterministic (fixed seed): a failure replays the same way.
 */
import fc from 'fast-check';

export interface SampleSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SampleSchema>;
  required?: string[];
  items?: SampleSchema;
  minItems?: number;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  anyOf?: SampleSchema[];
  oneOf?: SampleSchema[];
}

export type ResolveSchema = (ref: string) => SampleSchema;

export function resolveSchema(schema: SampleSchema, resolve: ResolveSchema): SampleSchema {
  let node = schema;
  for (let depth = 0; node.$ref !== undefined; depth += 1) {
    if (depth > 16) throw new Error(`$ref chain too deep at ${node.$ref}`);
    node = resolve(node.$ref);
  }
  return node;
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  date: () => new Date().toISOString().slice(0, 10),
  'date-time': () => new Date().toISOString(),
  email: () => 'jogador@example.com',
  uri: () => 'https://example.com/',
  uuid: () => '123e4567-e89b-42d3-a456-426614174000',
};

/** A value the schema accepts (best effort for patterns: a generated match within the lengths). */
export function validSample(schema: SampleSchema, resolve: ResolveSchema, seed = 1): unknown {
  const node = resolveSchema(schema, resolve);
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  if (node.default !== undefined) return node.default;
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return validSample(branches[0], resolve, seed);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of node.required ?? []) {
        const property = node.properties?.[name];
        if (property) value[name] = validSample(property, resolve, seed);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => validSample(node.items ?? {}, resolve, seed));
    case 'integer':
    case 'number': {
      let value = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      if (node.maximum !== undefined) value = Math.min(value, node.maximum);
      return value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringSample(node, seed);
    default:
      return {};
  }
}

function stringSample(node: SampleSchema, seed: number): string {
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Infinity;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (node.format && FORMAT_SAMPLES[node.format]) return FORMAT_SAMPLES[node.format]();
  if (node.pattern) {
    const candidates = fc.sample(fc.stringMatching(new RegExp(node.pattern, 'u')), { numRuns: 40, seed });
    // Prefer a plain-looking match: the shortest that fits, of at least one character.
    const fitting = candidates.filter((text) => fits(text) && text.length > 0).sort((a, b) => a.length - b.length);
    if (fitting[0] !== undefined) return fitting[0];
    const any = candidates.find(fits);
    if (any !== undefined) return any;
  }
  return 'a'.repeat(Math.max(1, min));
}
