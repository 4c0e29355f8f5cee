import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Brand } from '../core/brand/brand-types';
import { checkBrandFolder, formatIssues, listBrandIds } from '../core/brand/validate-brand';
import { thirdPartyAuthOf, type ThirdPartyAuthConfig } from './lib/firebase-auth';
import { SandboxSetupError } from './setup-error';

export const REPO_ROOT = resolve(__dirname, '..');
export const DEFAULT_BRANDS_DIR = join(REPO_ROOT, 'brands');
export const DEFAULT_DIST_DIR = join(REPO_ROOT, 'dist');

/** What the sandbox needs from a brand.json (validated by the engine's own validator). */
export interface SandboxBrand {
  id: string;
  name: string;
  merchantCode: string;
  platform: string;
  currencySymbol: string;
  defaultLanguage: string;
  /** ISO country of the merchant: brand.json has none, so the platform's default, PH. */
  countryCode: string;
  licences: { id: string; name: string }[];
  colors: { primary: string; accent: string; background: string; surface: string; chatHeader: string };
  /** The esports vendor codes the brand shows (constants.esportsVendors). */
  esportsVendors: string[];
  /** The brand's Firebase sign-in settings (thirdPartyAuth), or null when it has none. */
  thirdPartyAuth: ThirdPartyAuthConfig | null;
}

const DEFAULT_COUNTRY = 'PH';

/**
 * Reads and validates every brands/<id>/brand.json (a folder without one is not a brand) with
 * core/brand/validate-brand, the checks the build and `npm run validate-brands` make. Any problem
 * stops the sandbox with one `brands/<id>/brand.json: <pointer>: <message>` line each.
 */
export function loadBrands(brandsDir: string = DEFAULT_BRANDS_DIR): SandboxBrand[] {
  if (!existsSync(brandsDir)) throw new SandboxSetupError(`Brands folder not found: ${brandsDir}`);
  const checks = listBrandIds(brandsDir)
    .filter((id) => existsSync(join(brandsDir, id, 'brand.json')))
    .map((id) => checkBrandFolder(brandsDir, id));
  const problems = checks.flatMap(formatIssues);
  if (problems.length) {
    throw new SandboxSetupError(`${problems.join('\n')}\nFix the brand (npm run validate-brands checks them all).`);
  }
  const brands = checks.map((check) => toSandboxBrand(check.brand!));
  const byCode = new Map<string, string>();
  for (const brand of brands) {
    const other = byCode.get(brand.merchantCode);
    if (other) throw new SandboxSetupError(`Brands ${other} and ${brand.id} share the merchant code ${brand.merchantCode}`);
    byCode.set(brand.merchantCode, brand.id);
  }
  return brands;
}

export function toSandboxBrand(brand: Brand): SandboxBrand {
  const palette = brand.theme.palettes.dark;
  return {
    id: brand.id,
    name: brand.name,
    merchantCode: brand.identity.merchantCode,
    platform: brand.identity.platform,
    currencySymbol: brand.currencySymbol,
    defaultLanguage: brand.languages.default,
    countryCode: DEFAULT_COUNTRY,
    licences: brand.licences.map(({ id, name }) => ({ id, name })),
    colors: {
      primary: palette.primary,
      accent: palette.accent,
      background: palette.bg,
      surface: palette.surface,
      chatHeader: brand.theme.chatHeaderColor,
    },
    esportsVendors: [...brand.constants.esportsVendors],
    thirdPartyAuth: thirdPartyAuthOf(brand),
  };
}
