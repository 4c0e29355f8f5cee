/**
 * Payload encryption of the calls marked "encrypted" (login, register, password changes).
 *
 * Scheme "rsa-oaep-256+aes-256-cbc+hmac-sha256" (encrypt-then-MAC):
 *   1. the client draws 64 random bytes: the first 32 are an AES-256 key, the last 32 an HMAC key;
 *   2. it encrypts the UTF-8 JSON body with AES-256-CBC (PKCS#7 padding, random 16-byte IV);
 *   3. mac = HMAC-SHA256(macKey, iv || ciphertext);
 *   4. it wraps the 64 bytes with RSA-OAEP (SHA-256, MGF1-SHA-256) under the server's public key;
 *   5. it sends `{ "enc": { v: 1, kid, key, iv, data, mac } }` (all binary fields base64).
 * The server checks the MAC in constant time before it decrypts anything, so a tampered or
 * truncated ciphertext never reaches the block cipher (no padding oracle).
 *
 * This protects the payload on the wire on top of TLS; it is not a substitute for TLS.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  timingSafeEqual,
  constants,
  type KeyObject,
} from 'node:crypto';

export const PAYLOAD_SCHEME = 'rsa-oaep-256+aes-256-cbc+hmac-sha256';
export const PAYLOAD_VERSION = 1;

const KEY_BYTES = 32;
const IV_BYTES = 16;
const MAC_BYTES = 32;
const BLOCK_BYTES = 16;

/** The server's key pair. publicKeySpkiB64 and keyId are what system/status publishes. */
export interface PayloadKey {
  keyId: string;
  publicKeySpkiB64: string;
  privateKey: KeyObject;
}

/** What a client sends in place of the JSON body. */
export interface EncryptedPayload {
  enc: { v: number; kid: string; key: string; iv: string; data: string; mac: string };
}

/** What system/status publishes as value.encryption. */
export interface PublishedPayloadKey {
  keyId: string;
  publicKey: string;
  scheme: typeof PAYLOAD_SCHEME;
}

export type PayloadErrorCode = 'PAYLOAD_MALFORMED' | 'PAYLOAD_UNKNOWN_KEY' | 'PAYLOAD_BAD_MAC' | 'PAYLOAD_BAD_JSON';

/**
 * Why a payload was refused. A failed RSA unwrap reports PAYLOAD_BAD_MAC like a wrong MAC, so a
 * client cannot tell the two apart (no oracle on the key wrap either).
 */
export class PayloadCryptoError extends Error {
  constructor(
    readonly code: PayloadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PayloadCryptoError';
  }
}

export function createPayloadKey(): PayloadKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return payloadKeyFromPrivateKey(privateKey);
}

/** Rebuilds the key pair from a PKCS#8 PEM private key (as persisted in the data folder). */
export function payloadKeyFromPem(privateKeyPem: string): PayloadKey {
  return payloadKeyFromPrivateKey(createPrivateKey(privateKeyPem));
}

export function privateKeyToPem(key: PayloadKey): string {
  return key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function payloadKeyFromPrivateKey(privateKey: KeyObject): PayloadKey {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  // The key id is derived from the public key, so it changes exactly when the key does.
  const keyId = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  return { keyId, publicKeySpkiB64: spki.toString('base64'), privateKey };
}

export function publishPayloadKey(key: PayloadKey): PublishedPayloadKey {
  return { keyId: key.keyId, publicKey: key.publicKeySpkiB64, scheme: PAYLOAD_SCHEME };
}

/** True when the body has the shape of an encrypted payload (its fields are checked on decrypt). */
export function looksEncrypted(body: unknown): body is EncryptedPayload {
  return isRecord(body) && Object.keys(body).length === 1 && isRecord(body.enc);
}

/**
 * Authenticates and decrypts a payload sent for `key`; returns the parsed JSON body.
 * Throws PayloadCryptoError on any malformed, foreign-key, tampered or non-JSON payload.
 */
export function decryptPayload(envelope: unknown, key: PayloadKey): unknown {
  const enc = readEnvelope(envelope);
  if (enc.kid !== key.keyId) {
    throw new PayloadCryptoError('PAYLOAD_UNKNOWN_KEY', 'The payload was encrypted for another key.');
  }
  const iv = decodeBase64(enc.iv, 'iv');
  const ciphertext = decodeBase64(enc.data, 'data');
  const mac = decodeBase64(enc.mac, 'mac');
  if (iv.length !== IV_BYTES || mac.length !== MAC_BYTES) {
    throw new PayloadCryptoError('PAYLOAD_MALFORMED', 'The iv or mac has the wrong length.');
  }
  if (ciphertext.length === 0 || ciphertext.length % BLOCK_BYTES !== 0) {
    throw new PayloadCryptoError('PAYLOAD_MALFORMED', 'The ciphertext is not whole AES blocks.');
  }

  const { aesKey, macKey } = unwrapKeys(decodeBase64(enc.key, 'key'), key.privateKey);
  const expectedMac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest();
  if (!timingSafeEqual(expectedMac, mac)) {
    throw new PayloadCryptoError('PAYLOAD_BAD_MAC', 'The payload could not be authenticated.');
  }
  return parseJson(decryptAesCbc(aesKey, iv, ciphertext));
}

/**
 * Encrypts `body` as a client does (node:crypto). For tests and tools only: the browser's
 * encryptor lives in the front end.
 */
export function encryptPayloadForTest(publicKeySpkiB64: string, kid: string, body: unknown): EncryptedPayload {
  return encryptJsonTextForTest(publicKeySpkiB64, kid, JSON.stringify(body));
}

/** encryptPayloadForTest for JSON text as written (e.g. `{"amount":1e999}`, which no JS value serialises to). */
export function encryptJsonTextForTest(publicKeySpkiB64: string, kid: string, jsonText: string): EncryptedPayload {
  const publicKey = createPublicKey({ key: Buffer.from(publicKeySpkiB64, 'base64'), format: 'der', type: 'spki' });
  const keys = randomBytes(2 * KEY_BYTES);
  const aesKey = keys.subarray(0, KEY_BYTES);
  const macKey = keys.subarray(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(jsonText, 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest();
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, keys);
  return {
    enc: {
      v: PAYLOAD_VERSION,
      kid,
      key: wrapped.toString('base64'),
      iv: iv.toString('base64'),
      data: ciphertext.toString('base64'),
      mac: mac.toString('base64'),
    },
  };
}

function readEnvelope(envelope: unknown): EncryptedPayload['enc'] {
  if (!looksEncrypted(envelope)) {
    throw new PayloadCryptoError('PAYLOAD_MALFORMED', 'The body is not an encrypted payload.');
  }
  const enc = envelope.enc as Record<string, unknown>;
  if (enc.v !== PAYLOAD_VERSION) {
    throw new PayloadCryptoError('PAYLOAD_MALFORMED', `Unsupported payload version ${String(enc.v)}.`);
  }
  for (const field of ['kid', 'key', 'iv', 'data', 'mac'] as const) {
    if (typeof enc[field] !== 'string') {
      throw new PayloadCryptoError('PAYLOAD_MALFORMED', `The payload field ${field} is missing.`);
    }
  }
  return enc as EncryptedPayload['enc'];
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(value: string, field: string): Buffer {
  // Buffer.from silently skips bad characters; a strict check keeps garbage from being half-read.
  if (!BASE64.test(value)) throw new PayloadCryptoError('PAYLOAD_MALFORMED', `The payload field ${field} is not base64.`);
  return Buffer.from(value, 'base64');
}

function unwrapKeys(wrapped: Buffer, privateKey: KeyObject): { aesKey: Buffer; macKey: Buffer } {
  let keys: Buffer;
  try {
    keys = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, wrapped);
  } catch {
    throw new PayloadCryptoError('PAYLOAD_BAD_MAC', 'The payload could not be authenticated.');
  }
  if (keys.length !== 2 * KEY_BYTES) {
    throw new PayloadCryptoError('PAYLOAD_BAD_MAC', 'The payload could not be authenticated.');
  }
  return { aesKey: keys.subarray(0, KEY_BYTES), macKey: keys.subarray(KEY_BYTES) };
}

function decryptAesCbc(aesKey: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-cbc', aesKey, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    // Authenticated but badly padded: a client bug, not an attack (the MAC already matched).
    throw new PayloadCryptoError('PAYLOAD_MALFORMED', 'The payload padding is invalid.');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parseJson(plaintext: Buffer): unknown {
  try {
    return JSON.parse(strictUtf8.decode(plaintext));
  } catch {
    throw new PayloadCryptoError('PAYLOAD_BAD_JSON', 'The decrypted payload is not UTF-8 JSON.');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
