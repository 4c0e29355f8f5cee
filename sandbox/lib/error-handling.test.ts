import type { ErrorObject } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenOnFreePort, send } from '../testing/http';
import { installErrorHandler } from './error-handling';
import { ApiError } from './errors';
import { describeValidationErrors } from './validation-message';

describe('unexpected errors', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'rows') at /srv/sandbox/store/secret.ts:12:3");
    });
    app.get('/db', async () => {
      throw Object.assign(new Error('relation "wallets" does not exist'), { code: '42P01' });
    });
    app.get('/teapot', async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Operação não permitida.');
    });
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(() => app.close());

  it('become a bare 500 INTERNAL on the wire', async () => {
    for (const path of ['/boom', '/db']) {
      const reply = await send(baseUrl, { path });
      expect(reply.status).toBe(500);
      expect(JSON.parse(reply.text)).toEqual({
        success: false,
        value: null,
        message: 'Erro interno. Tente novamente mais tarde.',
        code: 'INTERNAL',
      });
      expect(reply.text).not.toMatch(/secret\.ts|wallets|TypeError|42P01/);
    }
  });

  it('are logged with their detail on the server', () => {
    expect(JSON.stringify(logged)).toContain('secret.ts:12:3');
    expect(JSON.stringify(logged)).toContain('wallets');
  });

  it('keep deliberate API errors as they are', async () => {
    const reply = await send(baseUrl, { path: '/teapot' });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toEqual({ success: false, value: null, message: 'Operação não permitida.', code: 'FORBIDDEN' });
  });
});

describe('validation messages', () => {
  const error = (keyword: string, instancePath: string, params: Record<string, unknown>): ErrorObject => ({
    keyword,
    instancePath,
    schemaPath: '#',
    params,
  });

  it('name the field in Portuguese', () => {
    expect(describeValidationErrors([error('required', '', { missingProperty: 'merchantCode' })], 'body')).toBe(
      'Campo obrigatório em falta: "merchantCode".',
    );
    expect(describeValidationErrors([error('minLength', '/password', { limit: 6 })], 'body')).toBe(
      'O campo "password" deve ter pelo menos 6 caracteres.',
    );
    expect(describeValidationErrors([error('pattern', '/mobileNum', { pattern: '^[0-9]+$' })], 'body')).toBe(
      'O campo "mobileNum" tem um formato inválido.',
    );
    expect(describeValidationErrors([error('type', '/pageNo', { type: 'integer' })], 'querystring')).toBe(
      'O campo "pageNo" deve ser um número inteiro.',
    );
  });

  it('prefer the deepest error of an anyOf', () => {
    const errors = [
      error('type', '/maintenance', { type: 'null' }),
      error('maxLength', '/maintenance/title', { limit: 120 }),
      error('anyOf', '/maintenance', {}),
    ];
    expect(describeValidationErrors(errors, 'body')).toBe('O campo "maintenance.title" deve ter no máximo 120 caracteres.');
  });

  it('describe a body that is not an object', () => {
    expect(describeValidationErrors([error('type', '', { type: 'object' })], 'body')).toBe('O corpo do pedido deve ser um objeto JSON.');
  });
});
