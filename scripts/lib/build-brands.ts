import os from 'node:os';
import path from 'node:path';
import { inParallel, run } from './run';
import { repoRoot } from './paths';

const webpackCli = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

export interface BrandBuildTime {
  brand: string;
  ms: number;
  ok: boolean;
}

/** Builds one brand with webpack in its own process (the config loads through tsx). */
export async function buildBrand(brand: string, quiet = false, env: NodeJS.ProcessEnv = {}): Promise<BrandBuildTime> {
  const result = await run(process.execPath, ['--import', 'tsx', webpackCli, '--config', 'webpack.config.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, BRAND: brand },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return { brand, ms: result.ms, ok: result.code === 0 };
}

/** Builds brands side by side, one process per core: webpack is mostly single-threaded. */
export function buildBrands(brands: readonly string[], quiet = false): Promise<BrandBuildTime[]> {
  return inParallel(brands, os.availableParallelism(), (brand) => buildBrand(brand, quiet));
}
