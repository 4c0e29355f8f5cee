import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPayloadKey, payloadKeyFromPem, privateKeyToPem, type PayloadKey } from './payload-crypto';

export const PAYLOAD_KEY_FILE = 'payload-key.pem';

/**
 * Returns the payload key kept in `dataDir`, creating it on first use. Keeping it across restarts
 * means a browser tab that fetched system/status before a restart can still log in.
 */
export function loadOrCreatePayloadKey(dataDir: string): PayloadKey {
  const file = join(dataDir, PAYLOAD_KEY_FILE);
  if (existsSync(file)) return payloadKeyFromPem(readFileSync(file, 'utf8'));
  const key = createPayloadKey();
  mkdirSync(dataDir, { recursive: true });
  // Owner-only: it is a private key, even if only the sandbox's.
  writeFileSync(file, privateKeyToPem(key), { mode: 0o600, flag: 'wx' });
  return key;
}
