import { callApi, MARE, startSandbox, type RunningSandbox } from './testing/fixtures';
import { send } from './testing/http';

/** The rules every call follows (envelope, statuses, headers): what core/api relies on. */
describe('wire conventions', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  describe('merchant header', () => {
    it('is required on /wps and /lgw calls', async () => {
      for (const path of ['/wps/system/status', '/lgw/games/game_menus', '/wps/system/banners']) {
        const reply = await callApi(sandbox.baseUrl, path, { merchant: null });
        expect([path, reply.status]).toEqual([path, 400]);
        expect(reply.json).toEqual({
          success: false,
          value: null,
          message: 'Cabeçalho X-Merchant-Code em falta ou inválido.',
          code: 'MISSING_MERCHANT',
        });
      }
    });

    it('must name a known merchant', async () => {
      const reply = await callApi(sandbox.baseUrl, '/wps/system/status', { merchant: 'ZZZ999' });
      expect(reply.status).toBe(404);
      expect(reply.json).toMatchObject({ success: false, value: null, code: 'UNKNOWN_MERCHANT' });
    });

    it('is checked for shape before any lookup', async () => {
      const reply = await callApi(sandbox.baseUrl, '/wps/system/status', { merchant: "MDS001' OR 1=1 --" });
      expect([reply.status, reply.json.code]).toEqual([400, 'MISSING_MERCHANT']);
    });
  });

  describe('bad input', () => {
    it('names a field that is too long', async () => {
      const reply = await callApi(sandbox.baseUrl, `/wps/system/banners?group=w_${'a'.repeat(40)}`);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({
        success: false,
        value: null,
        message: 'O campo "group" deve ter no máximo 24 caracteres.',
        code: 'INVALID_REQUEST',
      });
    });

    it('names an unknown field', async () => {
      const reply = await callApi(sandbox.baseUrl, '/wps/system/banners?group=w_home&admin=1');
      expect([reply.status, reply.json.message]).toEqual([400, 'Campo não permitido: "admin".']);
    });

    it('lists the allowed values of an enumerated field', async () => {
      const reply = await callApi(sandbox.baseUrl, '/lgw/games/game_menus?device=TV');
      expect([reply.status, reply.json.message]).toEqual([
        400,
        'O campo "device" tem um valor não permitido. Valores permitidos: WEB, H5, MOBILE.',
      ]);
    });

    it('refuses a body that is not JSON with 415', async () => {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const reply = await callApi(sandbox.baseUrl, '/__sandbox/status', {
          method: 'POST',
          merchant: null,
          headers: { 'content-type': contentType },
          body: 'merchantCode=MDS001',
        });
        expect([contentType, reply.status, reply.json.code]).toEqual([contentType, 415, 'UNSUPPORTED_MEDIA_TYPE']);
        expect(reply.json.message).toBe('Tipo de conteúdo não suportado. Envie application/json.');
      }
    });

    it('refuses broken JSON with 400', async () => {
      const reply = await callApi(sandbox.baseUrl, '/__sandbox/status', {
        method: 'POST',
        merchant: null,
        body: '{"merchantCode": "MDS001",',
      });
      expect([reply.status, reply.json.code, reply.json.message]).toEqual([400, 'INVALID_REQUEST', 'O corpo do pedido não é JSON válido.']);
    });

    it('refuses a wrong type in a JSON body rather than coercing it', async () => {
      const reply = await callApi(sandbox.baseUrl, '/__sandbox/status', {
        method: 'POST',
        merchant: null,
        body: { merchantCode: MARE.merchantCode, maintenance: null, regionRestriction: 'true' },
      });
      expect([reply.status, reply.json.message]).toEqual([400, 'O campo "regionRestriction" deve ser verdadeiro ou falso.']);
    });

    it('refuses a body over 1 MB with 413', async () => {
      const reply = await callApi(sandbox.baseUrl, '/__sandbox/status', {
        method: 'POST',
        merchant: null,
        body: JSON.stringify({ merchantCode: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect([reply.status, reply.json.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    });
  });

  describe('unknown addresses', () => {
    it('answer a 404 envelope, never HTML, even to a browser', async () => {
      for (const [method, path] of [
        ['GET', '/wps/nothing/here'],
        ['POST', '/wps/system/status'],
        ['GET', '/lgw/games/unknown'],
        ['DELETE', '/wps/session/nothing'],
        ['GET', '/__sandbox/unknown'],
      ]) {
        const reply = await callApi(sandbox.baseUrl, path, { method, headers: { accept: 'text/html,*/*' } });
        expect([method, path, reply.status]).toEqual([method, path, 404]);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.json).toEqual({ success: false, value: null, message: 'Serviço não encontrado.', code: 'NOT_FOUND' });
      }
    });

    it('answer the 404 envelope for pages when no brand build is served', async () => {
      const reply = await send(sandbox.baseUrl, { path: '/rng', headers: { accept: 'text/html' } });
      expect(reply.status).toBe(404);
      expect(JSON.parse(reply.text).code).toBe('NOT_FOUND');
    });
  });

  describe('headers', () => {
    it('carry the security headers on success, error and 404 alike, and no X-Powered-By', async () => {
      for (const path of ['/wps/system/status', '/wps/system/banners?group=', '/wps/missing']) {
        const reply = await send(sandbox.baseUrl, { path, headers: { 'x-merchant-code': MARE.merchantCode } });
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(reply.headers['cache-control']).toBe('no-store');
        expect(reply.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('compress API answers for clients that accept it', async () => {
      const reply = await send(sandbox.baseUrl, {
        path: '/wps/system/status',
        headers: { 'x-merchant-code': MARE.merchantCode, 'accept-encoding': 'br' },
      });
      expect(reply.headers['content-encoding']).toBe('br');
      const { brotliDecompressSync } = await import('node:zlib');
      expect(JSON.parse(brotliDecompressSync(reply.body).toString('utf8')).success).toBe(true);
    });
  });
});
