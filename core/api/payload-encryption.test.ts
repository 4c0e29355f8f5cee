/**
 * The browser encryptor (crypto-js + WebCrypto) against the sandbox's decryption (node:crypto):
 * directly, and over HTTP through the API client and the sandbox's encrypted echo route.
 */
import type { AddressInfo } from 'node:net';
import { createPayloadKey, decryptPayload, PayloadCryptoError, publishPayloadKey } from '../../sandbox/lib/payload-crypto';
import { createSandbox, type Sandbox } from '../../sandbox/server';
import { createApiClient } from './client';
import type { SystemStatus } from './contract';
import { ApiError } from './errors';
import { encryptPayload } from './payload-encryption';

const serverKey = createPayloadKey();
const published = publishPayloadKey(serverKey);
const body = { username: 'ana.silva', password: 'Segredo#2026', captcha: '', type: 'username', note: 'Olá, ção 🎰' };

describe('payload encryption round trip', () => {
  it('is decrypted by the sandbox to exactly what the browser sent', async () => {
    const sent = await encryptPayload(body, published);
    expect(Object.keys(sent)).toEqual(['enc']);
    expect(JSON.stringify(sent)).not.toContain('Segredo');
    expect(decryptPayload(sent, serverKey)).toEqual(body);
  });

  it('uses a fresh key and IV per request', async () => {
    const [a, b] = await Promise.all([encryptPayload(body, published), encryptPayload(body, published)]);
    expect(a.enc.key).not.toBe(b.enc.key);
    expect(a.enc.iv).not.toBe(b.enc.iv);
    expect(a.enc.data).not.toBe(b.enc.data);
  });

  it('is refused when the ciphertext or its MAC is tampered with', async () => {
    const sent = await encryptPayload(body, published);
    const data = Buffer.from(sent.enc.data, 'base64');
    data[0] ^= 1;
    const tampered = { enc: { ...sent.enc, data: data.toString('base64') } };
    expect(() => decryptPayload(tampered, serverKey)).toThrow(PayloadCryptoError);
    expect(() => decryptPayload(tampered, serverKey)).toThrow(expect.objectContaining({ code: 'PAYLOAD_BAD_MAC' }));
  });

  it('is refused by a server holding another key', async () => {
    const sent = await encryptPayload(body, published);
    expect(() => decryptPayload(sent, createPayloadKey())).toThrow(expect.objectContaining({ code: 'PAYLOAD_UNKNOWN_KEY' }));
  });
});

describe('encrypted calls over HTTP against the sandbox', () => {
  let sandbox: Sandbox;
  let origin: string;

  beforeAll(async () => {
    sandbox = await createSandbox({ database: 'memory', controls: true, passwordHashing: 'fast' });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(() => sandbox?.close());

  it('the API client encrypts with the key from system/status and the sandbox answers the decrypted body', async () => {
    const api = createApiClient({
      baseURL: `${origin}/wps/`,
      merchantCode: 'MDS001',
      timeoutMs: 5000,
      getToken: () => null,
      encryptionEnabled: true,
    });
    const status = await api.get<SystemStatus>('system/status', { params: { url: 'localhost' } });
    expect(status.encryption.scheme).toBe('rsa-oaep-256+aes-256-cbc+hmac-sha256');
    api.setEncryptionKey(status.encryption);
    const echoed = await api.post(
      `${origin}/__sandbox/echo-encrypted`,
      { message: 'Olá, mundo', number: 12.5, flag: true },
      { encrypted: true },
    );
    expect(echoed).toEqual({ message: 'Olá, mundo', number: 12.5, flag: true });
  });

  it('a plain body is refused where encryption is required', async () => {
    const api = createApiClient({
      baseURL: `${origin}/wps/`,
      merchantCode: 'MDS001',
      timeoutMs: 5000,
      getToken: () => null,
      encryptionEnabled: false,
    });
    await expect(api.post(`${origin}/__sandbox/echo-encrypted`, { message: 'em claro' }, { encrypted: true })).rejects.toMatchObject({
      kind: 'rejected',
      code: 'PAYLOAD_NOT_ENCRYPTED',
    } satisfies Partial<ApiError>);
  });
});
