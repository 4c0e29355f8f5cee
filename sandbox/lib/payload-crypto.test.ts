import { constants, createCipheriv, createHmac, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installApiSchemas } from './api-schemas';
import { installPayloadDecryption } from './encrypted-body';
import { installErrorHandler } from './error-handling';
import {
  createPayloadKey,
  decryptPayload,
  encryptPayloadForTest,
  PayloadCryptoError,
  publishPayloadKey,
  type EncryptedPayload,
  type PayloadKey,
} from './payload-crypto';
import { loadOrCreatePayloadKey, PAYLOAD_KEY_FILE } from './payload-key-store';
import { listenOnFreePort, send } from '../testing/http';

const key: PayloadKey = createPayloadKey();
const login = { username: 'jogador01', password: 'Senha#Forte9', captcha: '', type: 'username' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof PayloadCryptoError ? error.code : `not a PayloadCryptoError: ${String(error)}`;
  }
  return undefined;
}

/** Flips one bit of a base64 field. */
function tamper(payload: EncryptedPayload, field: 'data' | 'mac' | 'iv' | 'key'): EncryptedPayload {
  const bytes = Buffer.from(payload.enc[field], 'base64');
  bytes[bytes.length - 1] ^= 1;
  return { enc: { ...payload.enc, [field]: bytes.toString('base64') } };
}

describe('payload encryption', () => {
  it('publishes an RSA-2048 SPKI key with a key id derived from it', () => {
    const published = publishPayloadKey(key);
    expect(published.scheme).toBe('rsa-oaep-256+aes-256-cbc+hmac-sha256');
    expect(published.keyId).toMatch(/^[0-9a-f]{16}$/);
    // 2048-bit SPKI DER is 294 bytes.
    expect(Buffer.from(published.publicKey, 'base64')).toHaveLength(294);
    expect(createPayloadKey().keyId).not.toBe(key.keyId);
  });

  it('round-trips a JSON body, accents included', () => {
    const body = { ...login, nickname: 'Zé da Maré ⚓' };
    const sent = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, body);
    expect(JSON.stringify(sent)).not.toContain('Senha#Forte9');
    expect(decryptPayload(sent, key)).toEqual(body);
  });

  it('uses a fresh key and IV for every message', () => {
    const first = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, login);
    const second = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, login);
    expect(first.enc.iv).not.toBe(second.enc.iv);
    expect(first.enc.data).not.toBe(second.enc.data);
  });

  it('rejects a tampered ciphertext, IV, MAC or wrapped key', () => {
    const sent = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, login);
    expect(codeOf(() => decryptPayload(tamper(sent, 'mac'), key))).toBe('PAYLOAD_BAD_MAC');
    expect(codeOf(() => decryptPayload(tamper(sent, 'data'), key))).toBe('PAYLOAD_BAD_MAC');
    expect(codeOf(() => decryptPayload(tamper(sent, 'iv'), key))).toBe('PAYLOAD_BAD_MAC');
    expect(codeOf(() => decryptPayload(tamper(sent, 'key'), key))).toBe('PAYLOAD_BAD_MAC');
  });

  it('rejects a payload made for another key id, and one wrapped with another key', () => {
    const other = createPayloadKey();
    expect(codeOf(() => decryptPayload(encryptPayloadForTest(key.publicKeySpkiB64, 'ffffffffffffffff', login), key))).toBe(
      'PAYLOAD_UNKNOWN_KEY',
    );
    expect(codeOf(() => decryptPayload(encryptPayloadForTest(other.publicKeySpkiB64, key.keyId, login), key))).toBe('PAYLOAD_BAD_MAC');
  });

  it('rejects malformed envelopes before any cryptography', () => {
    const sent = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, login);
    expect(codeOf(() => decryptPayload(login, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload(null, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload({ enc: { ...sent.enc, v: 2 } }, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload({ enc: { ...sent.enc, mac: undefined } }, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload({ enc: { ...sent.enc, data: 'not base64!' } }, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload({ enc: { ...sent.enc, iv: 'AAAA' } }, key))).toBe('PAYLOAD_MALFORMED');
    expect(codeOf(() => decryptPayload({ enc: sent.enc, extra: 1 }, key))).toBe('PAYLOAD_MALFORMED');
  });

  it('rejects an authentic payload that is not JSON', () => {
    // encryptPayloadForTest JSON-encodes; a string whose JSON is cut short is authentic but unparsable.
    const sent = encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, login);
    const crafted = craftPayload(key, Buffer.from('{"username":', 'utf8'));
    expect(decryptPayload(sent, key)).toEqual(login);
    expect(codeOf(() => decryptPayload(crafted, key))).toBe('PAYLOAD_BAD_JSON');
  });

  it('keeps one key per data folder, owner-readable only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'payload-key-'));
    try {
      const first = loadOrCreatePayloadKey(dir);
      const again = loadOrCreatePayloadKey(dir);
      expect(again.keyId).toBe(first.keyId);
      expect(statSync(join(dir, PAYLOAD_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dir, PAYLOAD_KEY_FILE), 'utf8')).toContain('BEGIN PRIVATE KEY');
      expect(decryptPayload(encryptPayloadForTest(first.publicKeySpkiB64, first.keyId, login), again)).toEqual(login);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('routes declared encrypted', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = Fastify();
    installApiSchemas(app);
    installErrorHandler(app);
    installPayloadDecryption(app, key);
    const body = {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'password'],
      properties: { username: { type: 'string', minLength: 3, maxLength: 20 }, password: { type: 'string', minLength: 6 } },
    };
    app.post('/secret', { schema: { body }, config: { encrypted: true } }, async (request) => ({ received: request.body }));
    app.post('/plain', { schema: { body } }, async (request) => ({ received: request.body }));
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(() => app.close());

  const post = async (path: string, payload: unknown) => {
    const reply = await send(baseUrl, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { statusCode: reply.status, json: () => JSON.parse(reply.text) };
  };
  const seal = (body: unknown) => encryptPayloadForTest(key.publicKeySpkiB64, key.keyId, body);

  it('hands the decrypted body to the handler', async () => {
    const response = await post('/secret', seal({ username: 'jogador01', password: 'Senha#Forte9' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { username: 'jogador01', password: 'Senha#Forte9' } });
  });

  it('refuses a plain body with PAYLOAD_NOT_ENCRYPTED', async () => {
    const response = await post('/secret', { username: 'jogador01', password: 'Senha#Forte9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, value: null, code: 'PAYLOAD_NOT_ENCRYPTED' });
  });

  it('validates the decrypted body against the route schema', async () => {
    const tooShort = await post('/secret', seal({ username: 'jo', password: 'Senha#Forte9' }));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('"username"');
    const extra = await post('/secret', seal({ username: 'jogador01', password: 'Senha#Forte9', admin: true }));
    expect(extra.json()).toMatchObject({ code: 'INVALID_REQUEST', message: 'Campo não permitido: "admin".' });
  });

  it('answers tampering and stale keys with their codes, and no detail', async () => {
    const sent = seal({ username: 'jogador01', password: 'Senha#Forte9' });
    const tampered = await post('/secret', tamper(sent, 'mac'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('PAYLOAD_BAD_MAC');
    const stale = await post('/secret', encryptPayloadForTest(key.publicKeySpkiB64, '0000000000000000', { username: 'jogador01' }));
    expect(stale.json()).toMatchObject({ code: 'PAYLOAD_UNKNOWN_KEY', message: expect.stringContaining('Atualize a página') });
  });

  it('leaves routes not declared encrypted alone', async () => {
    const response = await post('/plain', { username: 'jogador01', password: 'Senha#Forte9' });
    expect(response.statusCode).toBe(200);
  });
});

/** Builds an authentic envelope around arbitrary plaintext bytes (to reach the JSON check). */
function craftPayload(target: PayloadKey, plaintext: Buffer): EncryptedPayload {
  const keys = randomBytes(64);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', keys.subarray(0, 32), iv);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const mac = createHmac('sha256', keys.subarray(32)).update(iv).update(data).digest();
  const publicKey = createPublicKey({ key: Buffer.from(target.publicKeySpkiB64, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, keys);
  const b64 = (bytes: Buffer) => bytes.toString('base64');
  return { enc: { v: 1, kid: target.keyId, key: b64(wrapped), iv: b64(iv), data: b64(data), mac: b64(mac) } };
}
