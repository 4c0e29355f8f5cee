/**
 * Query strings and path parameters arrive as text. AJV's own coercion (`coerceTypes`) turns any
 * text JavaScript's `+x` accepts into a number: `Infinity`, `1e999`, `0x10`, ` 1`. `Infinity` then
 * passes `type: integer` and skips `minimum`/`maximum`, and a handler loops or does arithmetic
 * on it. So the sandbox converts text itself, schema-aware and strict, and AJV validates the result
 * without coercing: text becomes a number only when written the plain decimal way and finite
 * (an integer only when it is a safe integer); anything else stays text, and AJV answers
 * "must be an integer" as for any other wrong value.
 */

/** A JSON Schema node as far as this module reads it. */
export interface TextSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, TextSchema>;
  items?: TextSchema;
  anyOf?: unknown;
  oneOf?: unknown;
  allOf?: unknown;
}

/** Follows a `$ref` to the schema it names (the server's schema registry). */
export type ResolveRef = (ref: string) => TextSchema;

/** Plain decimal integers: no sign on zero, no leading zeros, no spaces, no exponent, no hex. */
const INTEGER_TEXT = /^(0|-?[1-9][0-9]{0,15})$/;
/** Plain decimals, at most 15 digits before the point and 15 after: finite, exact enough. */
const NUMBER_TEXT = /^-?(0|[1-9][0-9]{0,14})(\.[0-9]{1,15})?$/;

/** What the text coercer can read: the constructs query and path schemas use. */
export function unsupportedTextSchema(schema: TextSchema, resolve: ResolveRef, path = ''): string | undefined {
  const node = resolved(schema, resolve);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (node[keyword] !== undefined) return `${path || '/'}: ${keyword} is not read by the text coercion`;
  }
  if (node.properties) {
    for (const [name, property] of Object.entries(node.properties)) {
      const problem = unsupportedTextSchema(property, resolve, `${path}/${name}`);
      if (problem) return problem;
    }
  }
  if (path && node.properties) return `${path}: a nested object in a query or path is not read by the text coercion`;
  if (node.items) return unsupportedTextSchema(node.items, resolve, `${path}/items`);
  return undefined;
}

/**
 * Converts, in place, the text values of an object (a parsed query string or path parameters) to
 * the types their properties declare. Values it cannot convert strictly are left as they are.
 */
export function coerceTextFields(data: unknown, schema: TextSchema, resolve: ResolveRef): void {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const properties = resolved(schema, resolve).properties ?? {};
  const record = data as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    const property = properties[name];
    if (property) record[name] = coerceValue(record[name], resolved(property, resolve), resolve);
  }
}

function coerceValue(value: unknown, schema: TextSchema, resolve: ResolveRef): unknown {
  const types = declaredTypes(schema);
  if (Array.isArray(value)) {
    // A repeated key (`a=1&a=2`): a list only where the schema asks for one.
    if (types.includes('array') && schema.items) return value.map((item) => coerceValue(item, resolved(schema.items!, resolve), resolve));
    return value.length === 1 ? coerceValue(value[0], schema, resolve) : value;
  }
  if (typeof value !== 'string') return value;
  if (types.includes('array') && schema.items) return [coerceValue(value, resolved(schema.items, resolve), resolve)];
  const listed = [...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])];
  if (listed.length > 0 && !types.includes('string')) {
    // An enum of numbers or booleans: the text must be one member's exact written form.
    const member = listed.find((candidate) => typeof candidate !== 'string' && JSON.stringify(candidate) === value);
    if (member !== undefined) return member;
  }
  if (types.includes('string')) return value;
  if (types.includes('integer') && INTEGER_TEXT.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
  }
  if (types.includes('number') && NUMBER_TEXT.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function declaredTypes(schema: TextSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  // No type: an enum or const says what the values are.
  const listed = [...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])];
  return [...new Set(listed.map((member) => (typeof member === 'number' ? 'number' : typeof member)))];
}

function resolved(schema: TextSchema, resolve: ResolveRef): TextSchema {
  let node = schema;
  for (let depth = 0; node.$ref !== undefined; depth += 1) {
    if (depth > 16) throw new Error(`$ref chain too deep at ${node.$ref}`);
    node = resolve(node.$ref);
  }
  return node;
}
