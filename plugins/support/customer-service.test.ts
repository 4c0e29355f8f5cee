import { decryptCustomerServiceLink as serverDecrypt, encryptCustomerServiceLink } from '../../sandbox/lib/customer-service-cipher';
import type { CustomerServiceEntry } from '../../core/api/contract';
import { decryptCustomerServiceLink, PASSPHRASE_LENGTH } from './cs-cipher';
import { customerServiceUrl, pickCustomerServiceEntry, serviceKindFor } from './customer-service';

const LIVE: CustomerServiceEntry = { csType: '1', name: 'Chat ao vivo', path: 'https://cs.example/chat?kind=live' };
const VIP: CustomerServiceEntry = { csType: '2', name: 'Atendimento VIP', path: 'https://cs.example/chat?kind=vip' };
const SECURE_TARGET = 'https://cs.example/chat?kind=live&via=3';

describe('VIP or live chat (spec section 6)', () => {
  it('gives VIP service to a club rank above 4 only', () => {
    expect(serviceKindFor({ clubLabel: { labelName: 'Ouro', rankLevel: 5 } })).toBe('vip');
    expect(serviceKindFor({ clubLabel: { labelName: 'Diamante', rankLevel: 9 } })).toBe('vip');
    expect(serviceKindFor({ clubLabel: { labelName: 'Prata', rankLevel: 4 } })).toBe('live');
    expect(serviceKindFor({ clubLabel: { labelName: 'Bronze', rankLevel: 0 } })).toBe('live');
  });

  it('gives live chat to members without a club label and to visitors', () => {
    expect(serviceKindFor({ clubLabel: null })).toBe('live');
    expect(serviceKindFor(null)).toBe('live');
    expect(serviceKindFor(undefined)).toBe('live');
  });

  it('picks the VIP desk (csType 2) for VIP and the encrypted live chat (3) before the plain one (1)', () => {
    const secure: CustomerServiceEntry = { csType: '3', name: 'Canal seguro', path: encryptCustomerServiceLink(SECURE_TARGET) };
    const all = [LIVE, VIP, secure];
    expect(pickCustomerServiceEntry(all, 'vip')).toBe(VIP);
    expect(pickCustomerServiceEntry(all, 'live')).toBe(secure);
    expect(pickCustomerServiceEntry([LIVE, VIP], 'live')).toBe(LIVE);
  });

  it('falls back to live chat for a VIP when the merchant has no VIP desk, and to nothing for an empty list', () => {
    expect(pickCustomerServiceEntry([LIVE], 'vip')).toBe(LIVE);
    expect(pickCustomerServiceEntry([], 'vip')).toBeNull();
    expect(pickCustomerServiceEntry([{ ...LIVE, path: '' }], 'live')).toBeNull();
  });
});

describe('csType 3 link: CryptoJS AES with its last 8 characters as the passphrase', () => {
  it('decrypts what the platform (sandbox) encrypts, with a fresh passphrase each time', () => {
    const first = encryptCustomerServiceLink(SECURE_TARGET);
    const second = encryptCustomerServiceLink(SECURE_TARGET);
    expect(first).not.toBe(second);
    expect(first.startsWith('U2FsdGVkX1')).toBe(true);
    expect(decryptCustomerServiceLink(first)).toBe(SECURE_TARGET);
    expect(decryptCustomerServiceLink(second)).toBe(SECURE_TARGET);
    // Both sides agree on the format.
    expect(serverDecrypt(first)).toBe(decryptCustomerServiceLink(first));
  });

  it('needs exactly the last 8 characters: another key gives no usable link', () => {
    const path = encryptCustomerServiceLink(SECURE_TARGET);
    const wrongKey = path.slice(0, -PASSPHRASE_LENGTH) + (path.slice(-PASSPHRASE_LENGTH) === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
    expect(decryptCustomerServiceLink(wrongKey)).toBe('');
  });

  it('answers nothing for a path too short or not a ciphertext', () => {
    expect(decryptCustomerServiceLink('')).toBe('');
    expect(decryptCustomerServiceLink('12345678')).toBe('');
    expect(decryptCustomerServiceLink('not-base64-at-all!!KEYKEY12')).toBe('');
  });

  // Without the "Salted__" header CryptoJS draws a random salt, so a bad text once came back as a
  // few random characters in about one call in two hundred: many calls, every one empty.
  it('answers nothing, every time, for text without the salted header or cut short', () => {
    const path = encryptCustomerServiceLink(SECURE_TARGET);
    const ciphertext = path.slice(0, -PASSPHRASE_LENGTH);
    const passphrase = path.slice(-PASSPHRASE_LENGTH);
    const unsalted = Buffer.from(ciphertext, 'base64').subarray(16).toString('base64');
    const cutShort = Buffer.from(ciphertext, 'base64').subarray(0, -1).toString('base64');
    const answers = new Set<string>();
    for (let call = 0; call < 1000; call += 1) {
      answers.add(decryptCustomerServiceLink('not-base64-at-all!!KEYKEY12'));
      answers.add(decryptCustomerServiceLink(unsalted + passphrase));
      answers.add(decryptCustomerServiceLink(cutShort + passphrase));
    }
    expect([...answers]).toEqual(['']);
  });

  it('customerServiceUrl decrypts type 3 and leaves the others as sent', async () => {
    await expect(customerServiceUrl({ csType: '3', name: 'Canal seguro', path: encryptCustomerServiceLink(SECURE_TARGET) })).resolves.toBe(
      SECURE_TARGET,
    );
    await expect(customerServiceUrl(VIP)).resolves.toBe(VIP.path);
  });
});
