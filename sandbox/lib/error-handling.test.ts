import { connect } from 'node:net';
import type { ErrorObject } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { listenOnFreePort, send } from '../testing/http';
import { answerFrameworkError, installErrorHandler } from './error-handling';
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

/**
 * Writes a whole request (headers and body) before reading anything, as most HTTP libraries do,
 * and answers what came back; a reset or a broken pipe is the error, not an answer.
 */
function rawExchange(baseUrl: string, head: string, bodyBytes: number): Promise<string> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    let sentAll = false;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => reject(sentAll ? error : new Error(`connection failed while sending the body: ${error.message}`)));
    socket.on('end', () => {
      // A server that hangs up before the client could send its whole request breaks that client.
      if (sentAll) resolve(Buffer.concat(received).toString('utf8'));
      else reject(new Error('server closed the connection while the body was still being sent'));
    });
    socket.on('connect', () => {
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let left = bodyBytes;
      const pump = () => {
        while (left > 0) {
          const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
          left -= piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
        // Everything handed to the kernel; once it has gone out, the answer is awaited.
        socket.write('', () => {
          sentAll = true;
          socket.end();
        });
      };
      pump();
    });
  });
}

describe('refused requests', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 * 1024, frameworkErrors: answerFrameworkError });
    installErrorHandler(app);
    app.post('/small', { bodyLimit: 16 * 1024 }, async () => ({ success: true, value: null, message: '' }));
    app.get('/items/:id', async () => ({ success: true, value: null, message: '' }));
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(() => app.close());

  it.each([
    ['keeps the connection', ''],
    ['asks to close the connection', 'Connection: close\r\n'],
  ])('answers a 10 MB body with 413 in the envelope to a client that sends it all first and %s', async (_, extraHeader) => {
    const size = 10 * 1024 * 1024;
    const answer = await rawExchange(
      baseUrl,
      `POST /small HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n${extraHeader}\r\n`,
      size,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ success: false, value: null, message: 'O pedido é grande demais.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an over-long path parameter with 414 in the envelope, naming no framework', async () => {
    const reply = await send(baseUrl, { path: `/items/${'1'.repeat(300)}` });
    expect(reply.status).toBe(414);
    expect(JSON.parse(reply.text)).toEqual({
      success: false,
      value: null,
      message: 'O endereço pedido é longo demais.',
      code: 'URI_TOO_LONG',
    });
    expect(reply.text).not.toMatch(/FST_|fastify/i);
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

  it('say which field holds text PostgreSQL cannot store, and never echo a huge field name whole', () => {
    expect(describeValidationErrors([error('unstorableText', '/title', {})], 'body')).toBe(
      'O campo "title" contém caracteres não permitidos.',
    );
    const message = describeValidationErrors([error('additionalProperties', '', { additionalProperty: 'x'.repeat(10_000) })], 'body');
    expect(message).toBe(`Campo não permitido: "${'x'.repeat(60)}…".`);
  });

  it('describe a body that is not an object', () => {
    expect(describeValidationErrors([error('type', '', { type: 'object' })], 'body')).toBe('O corpo do pedido deve ser um objeto JSON.');
  });
});
