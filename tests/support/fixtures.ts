import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Brand } from '../../core/brand/brand-types';
import type { SystemStatus } from '../../core/api/contract';
import { resolveFeatures, type Features } from '../../core/features/resolve-features';

const repoRoot = path.resolve(__dirname, '..', '..');

/** A brand.json, from BRANDS_DIR when set (as the build and the sandbox read it), else brands/. */
export function readBrand(id: string, brandsDir = process.env.BRANDS_DIR || path.join(repoRoot, 'brands')): Brand {
  return JSON.parse(fs.readFileSync(path.join(brandsDir, id, 'brand.json'), 'utf8')) as Brand;
}

/** A throwaway copy of a brand folder that a test may break. */
export function copyBrandToTemp(id: string): { dir: string; folder: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
  const folder = path.join(dir, id);
  fs.cpSync(path.join(repoRoot, 'brands', id), folder, { recursive: true });
  return { dir, folder, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    whitelabel: [
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [
          { modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
        ],
      },
      { modId: 'REGISTER', enabled: '0', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
      { modId: 'REFERRAL', enabled: '1', childrenNodes: [] },
    ],
    registerRules: [],
    resources: [],
    customerService: [{ csType: '1', name: 'Chat', path: 'https://example.test/chat' }],
    analytics: { gtagId: null },
    imageCDNs: ['https://cdn-a.test', 'https://cdn-b.test'],
    launchGameCDNs: ['https://launch.test'],
    location: { ip: '203.0.113.9', countryCode: 'PH' },
    maintenance: null,
    regionRestriction: false,
    encryption: { keyId: 'k1', publicKey: 'AAAA', scheme: 'rsa-oaep-256+aes-256-cbc+hmac-sha256' },
    ...overrides,
  };
}

export function featuresFixture(overrides: Partial<SystemStatus> = {}): Features {
  return resolveFeatures(statusFixture(overrides));
}
