// Per-module crypto-js imports (never the whole library): AES, base64 and the UTF-8 encoder only.
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/** The passphrase is the last 8 characters of a csType '3' path (spec section 3). */
export const PASSPHRASE_LENGTH = 8;

const BLOCK_BYTES = 16;
/** "Salted__" and the 8-byte salt that open every OpenSSL-format ciphertext. */
const SALTED_HEADER_BYTES = 16;
/** Base64 of "Salted__": every ciphertext CryptoJS writes with a passphrase starts so. */
const SALTED_BASE64_PREFIX = 'U2FsdGVkX1';
const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads a csType '3' customer-service link: `CryptoJS.AES.encrypt(url, passphrase).toString()`
 * (OpenSSL "Salted__" format, AES-256-CBC, key and IV from EVP_BytesToKey/MD5) followed by its
 * 8-character passphrase (the sandbox's side: sandbox/lib/customer-service-cipher.ts). The key
 * travels with the text, so this only keeps the link out of plain sight; it protects nothing.
 *
 * Answers '' for anything else. The format is checked before CryptoJS sees it: given text without
 * the "Salted__" header, CryptoJS draws a random salt and "decrypts" to different bytes each call,
 * and its PKCS#7 unpadding trusts the last byte, so a wrong key or a cut-off text could come back
 * as a few random characters instead of nothing.
 */
export function decryptCustomerServiceLink(path: string): string {
  if (path.length <= PASSPHRASE_LENGTH) return '';
  const ciphertext = path.slice(0, -PASSPHRASE_LENGTH);
  const passphrase = path.slice(-PASSPHRASE_LENGTH);
  if (!ciphertext.startsWith(SALTED_BASE64_PREFIX) || ciphertext.length % 4 !== 0 || !BASE64_TEXT.test(ciphertext)) return '';
  const encryptedBytes = Base64.parse(ciphertext).sigBytes - SALTED_HEADER_BYTES;
  if (encryptedBytes < BLOCK_BYTES || encryptedBytes % BLOCK_BYTES !== 0) return '';
  try {
    const plain = AES.decrypt(ciphertext, passphrase);
    if (!hasPkcs7Padding(plain.words, plain.sigBytes, encryptedBytes)) return '';
    return plain.toString(Utf8);
  } catch {
    // Bytes that are not UTF-8: not a usable link.
    return '';
  }
}

/**
 * CryptoJS has already cut `encryptedBytes - plainBytes` bytes as padding, reading only the last
 * byte; PKCS#7 says there are 1 to 16 of them, each holding that count. The cut bytes are still in
 * `words` (big-endian, four to a word), so they can be checked.
 */
function hasPkcs7Padding(words: readonly number[], plainBytes: number, encryptedBytes: number): boolean {
  const padding = encryptedBytes - plainBytes;
  if (padding < 1 || padding > BLOCK_BYTES) return false;
  for (let index = plainBytes; index < encryptedBytes; index += 1) {
    if (((words[index >>> 2] >>> (24 - (index % 4) * 8)) & 0xff) !== padding) return false;
  }
  return true;
}
