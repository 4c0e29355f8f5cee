/** `npm run build`: every brand; `BRAND=<id> npm run build`: one. Invalid brands fail before webpack runs. */
import { listBrandIds } from '../core/brand/validate-brand';
import { buildBrands } from './lib/build-brands';
import { brandsDir } from './lib/paths';
import { brandProblems } from './lib/validate';

async function main(): Promise<void> {
  const brands = process.env.BRAND ? [process.env.BRAND] : listBrandIds(brandsDir);
  const problems = brandProblems(brands);
  if (problems.length) {
    for (const line of problems) console.error(line);
    console.error(`\nBuild stopped: ${problems.length} problem(s) in brands.`);
    process.exit(1);
  }
  const started = Date.now();
  const results = await buildBrands(brands);
  for (const result of results)
    console.log(`${result.ok ? 'built ' : 'FAILED'} ${result.brand} in ${(result.ms / 1000).toFixed(1)} s → dist/${result.brand}/`);
  console.log(`${results.length} brand(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (results.some((r) => !r.ok)) process.exit(1);
}

void main();
