/**
 * Wire protection for the calls the spec marks encrypted (login, register, passwords), on top of
 * TLS, never instead of it. Scheme "rsa-oaep-256+aes-256-cbc+hmac-sha256":
 *
 *   secret = 64 random bytes: AES-256 key (first 32) and HMAC-SHA256 key (last 32)
 *   data   = AES-256-CBC/PKCS7(secret[0..32], iv, UTF-8 JSON of the body)      (crypto-js)
 *   mac    = HMAC-SHA256(secret[32..64], iv || data)                           (crypto-js)
 *   key    = RSA-OAEP-SHA256(platform public key, secret)                      (WebCrypto)
 *
 * The platform publishes its public key (SPKI, base64) and key id in system/status; the sandbox
 * decrypts with sandbox/lib/payload-crypto.ts. A fresh secret per request means one leaked
 * request key exposes one request. Loaded lazily: crypto-js is imported per module, only here.
 */
import AES from 'crypto-js/aes';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import WordArray from 'crypto-js/lib-typedarrays';

export interface PlatformPublicKey {
  keyId: string;
  publicKey: string;
}

export interface EncryptedBody {
  enc: { v: 1; kid: string; key: string; iv: string; data: string; mac: string };
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(key: PlatformPublicKey): Promise<CryptoKey> {
  const cacheKey = `${key.keyId}:${key.publicKey}`;
  let imported = importedKeys.get(cacheKey);
  if (!imported) {
    imported = crypto.subtle.importKey('spki', base64ToBytes(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    importedKeys.set(cacheKey, imported);
  }
  return imported;
}

export async function encryptPayload(body: unknown, key: PlatformPublicKey): Promise<EncryptedBody> {
  const secret = crypto.getRandomValues(new Uint8Array(64));
  const ivBytes = crypto.getRandomValues(new Uint8Array(16));
  const aesKey = WordArray.create(secret.subarray(0, 32) as unknown as number[]);
  const macKey = WordArray.create(secret.subarray(32, 64) as unknown as number[]);
  const iv = WordArray.create(ivBytes as unknown as number[]);
  const ciphertext = AES.encrypt(Utf8.parse(JSON.stringify(body)), aesKey, { iv }).ciphertext;
  const mac = HmacSHA256(iv.clone().concat(ciphertext), macKey);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, await importPublicKey(key), secret));
  return {
    enc: {
      v: 1,
      kid: key.keyId,
      key: bytesToBase64(wrapped),
      iv: Base64.stringify(iv),
      data: Base64.stringify(ciphertext),
      mac: Base64.stringify(mac),
    },
  };
}
