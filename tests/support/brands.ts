/**
 * Which brands the browser tests run on. The engine's code is the same for every brand, so the
 * whole browser suite runs on one brand (the default one) and every other brand gets the smoke
 * test (smoke.test.ts: its own build, palette, plugins and data, served and browsed), plus the
 * tests of features only some brands have (the Firebase route of auth.test.ts).
 *
 *   E2E_BRANDS unset        the default brand (what `npm test` and CI run)
 *   E2E_BRANDS=all          every folder of brands/
 *   E2E_BRANDS=trevo-azul   the named brands (comma-separated)
 */
import path from 'node:path';
import { listBrandIds } from '../../core/brand/validate-brand';
import { DEFAULT_BRAND } from '../../scripts/lib/defaults';

export { DEFAULT_BRAND };

/** Every brand folder (of BRANDS_DIR when set, as the build and the sandbox read them). */
export function allBrandIds(): string[] {
  return listBrandIds(process.env.BRANDS_DIR || path.resolve(__dirname, '..', '..', 'brands'));
}

/** The brands the whole browser suite runs on (see E2E_BRANDS above). */
export function suiteBrandIds(env: NodeJS.ProcessEnv = process.env): string[] {
  const every = allBrandIds();
  const asked = env.E2E_BRANDS?.trim();
  if (!asked) return every.includes(DEFAULT_BRAND) ? [DEFAULT_BRAND] : every.slice(0, 1);
  if (asked === 'all') return every;
  const names = asked.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !every.includes(name));
  if (unknown.length) throw new Error(`E2E_BRANDS names no brand folder: ${unknown.join(', ')} (brands: ${every.join(', ')})`);
  return names;
}
