/**
 * `npm start`: builds the default brand (or BRAND) and serves it with the sandbox on a persistent
 * database, printing the address. PORT, BRAND, SANDBOX_DB and DATABASE_URL pass through.
 */
import path from 'node:path';
import { buildBrand } from './lib/build-brands';
import { DEFAULT_BRAND } from './lib/defaults';
import { repoRoot } from './lib/paths';
import { run } from './lib/run';
import { brandProblems } from './lib/validate';

async function main(): Promise<void> {
  const brand = process.env.BRAND || DEFAULT_BRAND;
  const problems = brandProblems([brand]);
  if (problems.length) {
    for (const line of problems) console.error(line);
    process.exit(1);
  }
  console.log(`Building ${brand}…`);
  const built = await buildBrand(brand);
  if (!built.ok) process.exit(1);
  console.log(`Built ${brand} in ${(built.ms / 1000).toFixed(1)} s; starting the sandbox…`);
  const served = await run(process.execPath, ['--import', 'tsx', path.join('sandbox', 'main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, BRAND: brand },
  });
  process.exit(served.code);
}

void main();
