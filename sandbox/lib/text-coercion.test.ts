import Ajv from 'ajv';
import { loadApiSchemas } from './api-schemas';
import { coerceTextFields, unsupportedTextSchema, type TextSchema } from './text-coercion';

const noRefs = (ref: string): TextSchema => {
  throw new Error(`unexpected $ref ${ref}`);
};

const schema: TextSchema = {
  properties: {
    count: { type: 'integer' },
    ratio: { type: 'number' },
    flag: { type: 'boolean' },
    name: { type: 'string' },
    mode: { enum: [1, 2] },
    either: { type: ['integer', 'string'] },
  },
};

const coerced = (query: Record<string, unknown>): Record<string, unknown> => {
  const copy = { ...query };
  coerceTextFields(copy, schema, noRefs);
  return copy;
};

describe('strict text coercion of query strings and path parameters', () => {
  it('turns plain decimal integers into numbers', () => {
    expect(coerced({ count: '0', ratio: '1.25', flag: 'true', mode: '2' })).toEqual({ count: 0, ratio: 1.25, flag: true, mode: 2 });
    expect(coerced({ count: '-15', ratio: '-0.5', flag: 'false' })).toEqual({ count: -15, ratio: -0.5, flag: false });
    expect(coerced({ count: '9007199254740991' })).toEqual({ count: 9_007_199_254_740_991 });
  });

  it.each(['Infinity', '-Infinity', '1e999', 'NaN', '-0', '1e21', '9007199254740993', '0x10', ' 1', '1 ', '1.5', '', '+1', '01', '1_000'])(
    'leaves %j as text where an integer is declared, for AJV to refuse',
    (text) => {
      expect(coerced({ count: text })).toEqual({ count: text });
    },
  );

  it.each(['Infinity', '1e999', 'NaN', '.5', '1.', '0x1', ' 2', '1e3', '00.1'])('leaves %j as text where a number is declared', (text) => {
    expect(coerced({ ratio: text })).toEqual({ ratio: text });
  });

  it('keeps text where text is allowed, and an enum member only in its exact written form', () => {
    expect(coerced({ name: '123', either: '12' })).toEqual({ name: '123', either: '12' });
    expect(coerced({ mode: 'two', flag: 'TRUE' })).toEqual({ mode: 'two', flag: 'TRUE' });
  });

  it('unwraps a single repeated key, and leaves a real repetition for AJV to refuse', () => {
    expect(coerced({ count: ['3'] })).toEqual({ count: 3 });
    expect(coerced({ count: ['3', '4'] })).toEqual({ count: ['3', '4'] });
  });

  it('never lets a non-finite or unsafe number through a strict AJV', () => {
    const ajv = new Ajv({ strict: true, coerceTypes: false });
    const validate = ajv.compile({ type: 'object', properties: { count: { type: 'integer', minimum: 1, maximum: 50 } } });
    for (const text of ['Infinity', '-Infinity', '1e999', 'NaN', '9007199254740993', '0x10', ' 1']) {
      const query: Record<string, unknown> = { count: text };
      coerceTextFields(query, { properties: { count: { type: 'integer' } } }, noRefs);
      expect([text, validate(query)]).toEqual([text, false]);
    }
  });

  it('reads every query and path schema of the contract (no construct it would skip)', () => {
    const documents = new Map(loadApiSchemas().map((document) => [document.$id, document]));
    const resolve = (ref: string): TextSchema => {
      const [file, name] = ref.split('#/definitions/');
      const found = documents.get(file)?.definitions[name];
      if (!found) throw new Error(`no ${ref}`);
      return found as TextSchema;
    };
    const problems: string[] = [];
    for (const document of documents.values()) {
      for (const part of ['querystring', 'params'] as const) {
        const partSchema = document.definitions[part] as TextSchema | undefined;
        const problem = partSchema && unsupportedTextSchema(partSchema, resolve);
        if (problem) problems.push(`${document.$id} ${part} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
