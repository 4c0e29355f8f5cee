import { createCipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
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
 *
 * Written with node:crypto rather than CryptoJS: the same bytes at about a tenth of the cost
 * (CryptoJS's JavaScript MD5 and AES took some 80 µs an answer, and system/status carries one).
 * decryptCustomerServiceLink below, the front end's CryptoJS, proves the format.
 */
export function encryptCustomerServiceLink(url: string): string {
  const passphrase = randomPassphrase();
  const salt = randomBytes(SALT_BYTES);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([OPENSSL_SALTED, salt, ciphertext]).toString('base64') + passphrase;
}

const SALT_BYTES = 8;
const OPENSSL_SALTED = Buffer.from('Salted__', 'ascii');

/** OpenSSL's EVP_BytesToKey with MD5 and one round, as CryptoJS derives a passphrase's key and IV. */
function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < 48) {
    previous = createHash('md5').update(previous).update(passphrase).update(salt).digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
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
