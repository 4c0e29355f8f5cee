// Per-module crypto-js imports (never the whole library): AES and the UTF-8 encoder only.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** The passphrase is the last 8 characters of a csType '3' path (spec section 3). */
export const PASSPHRASE_LENGTH = 8;

/**
 * Reads a csType '3' customer-service link: `CryptoJS.AES.encrypt(url, passphrase).toString()`
 * (OpenSSL "Salted__" format, AES-256-CBC, key and IV from EVP_BytesToKey/MD5) followed by its
 * 8-character passphrase (the sandbox's side: sandbox/lib/customer-service-cipher.ts). The key
 * travels with the text, so this only keeps the link out of plain sight; it protects nothing.
 * Answers '' for a path that is too short or does not decrypt to text.
 */
export function decryptCustomerServiceLink(path: string): string {
  if (path.length <= PASSPHRASE_LENGTH) return '';
  const passphrase = path.slice(-PASSPHRASE_LENGTH);
  try {
    return AES.decrypt(path.slice(0, -PASSPHRASE_LENGTH), passphrase).toString(Utf8);
  } catch {
    // Malformed base64 or bytes that are not UTF-8: not a usable link.
    return '';
  }
}
