import path from 'node:path';
import { run } from './run';
import { repoRoot } from './paths';

export interface BuildTime {
  brands: readonly string[];
  ms: number;
  ok: boolean;
}

/**
 * Runs `npm run build` for the given brands in a process of its own (webpack stays out of the
 * caller's memory): the app is compiled when out of date, then each brand stamped.
 */
export async function buildBrands(brands: readonly string[], quiet = false, env: NodeJS.ProcessEnv = {}): Promise<BuildTime> {
  const result = await run(process.execPath, ['--import', 'tsx', path.join('scripts', 'build.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, BRAND: brands.join(',') },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return { brands, ms: result.ms, ok: result.code === 0 };
}

/** One brand: see buildBrands. */
export function buildBrand(brand: string, quiet = false, env: NodeJS.ProcessEnv = {}): Promise<BuildTime> {
  return buildBrands([brand], quiet, env);
}
