import { randomInt } from 'node:crypto';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

const PASSPHRASE_LENGTH = 8;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The csType "3" customer-service link, as the platform sends it:
 *   path = CryptoJS.AES.encrypt(url, passphrase).toString() + passphrase
 * with a fresh 8-character alphanumeric passphrase per answer. CryptoJS's passphrase mode is the
 * OpenSSL format: base64 of "Salted__" + 8-byte salt + AES-256-CBC ciphertext, key and IV derived
 * from passphrase and salt with EVP_BytesToKey (MD5). So the text starts "U2FsdGVkX1".
 *
 * The key travels with the ciphertext: this only keeps the link out of plain sight (crawlers,
 * casual copying). It is obfuscation on top of TLS, not protection.
 */
export function encryptCustomerServiceLink(url: string): string {
  const passphrase = randomPassphrase();
  return AES.encrypt(url, passphrase).toString() + passphrase;
}

function randomPassphrase(): string {
  let passphrase = '';
  for (let index = 0; index < PASSPHRASE_LENGTH; index += 1) passphrase += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return passphrase;
}

/** The front end's side of the same cipher (used by tests and documented in the README). */
export function decryptCustomerServiceLink(path: string): string {
  const passphrase = path.slice(-PASSPHRASE_LENGTH);
  return AES.decrypt(path.slice(0, -PASSPHRASE_LENGTH), passphrase).toString(Utf8);
}
