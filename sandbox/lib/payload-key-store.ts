import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseOption } from '../db/db';
import { templateOf, templatePayloadKeyFile } from '../db/template';
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

/**
 * The payload key of a sandbox on `database`: the one kept in its data folder; for a copy of a
 * database template, the template's (template.ts); otherwise a new one for this run.
 */
export function payloadKeyForDatabase(database: DatabaseOption, dataDir: string | undefined): PayloadKey {
  if (dataDir) return loadOrCreatePayloadKey(dataDir);
  const template = templateOf(database);
  const templateKey = template === undefined ? undefined : templatePayloadKeyFile(template);
  if (templateKey && existsSync(templateKey)) return payloadKeyFromPem(readFileSync(templateKey, 'utf8'));
  return createPayloadKey();
}
