/**
 * Which templates a sandbox may take as migrated and seeded (server.ts skips both for them): only
 * the one named after the current sources and brands. A template of other sources (an older one
 * named in SANDBOX_DB_TEMPLATE by hand) is brought up to date like any database.
 */
import { join } from 'node:path';
import { databaseTemplateKey, isCurrentTemplate, templatePayloadKeyFile } from './template';

describe('database template', () => {
  it('counts as current only when named after the key of the current sources', () => {
    const key = databaseTemplateKey();
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(isCurrentTemplate(join('/any/folder', `${key}.tar`))).toBe(true);
    expect(isCurrentTemplate(join('/any/folder', `${'0'.repeat(24)}.tar`))).toBe(false);
    expect(isCurrentTemplate(join('/any/folder', `${key}.tar.123`))).toBe(false);
  });

  it('keeps its payload key beside it', () => {
    expect(templatePayloadKeyFile('/cache/abc.tar')).toBe('/cache/abc.tar.payload-key.pem');
  });
});
