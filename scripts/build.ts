/**
 * `npm run build`: compiles the app once (webpack, unless it is up to date with the sources), then
 * stamps every brand into dist/<id>/ (no webpack: scripts/build/stamp-brand.ts).
 * `BRAND=<id> npm run build` (or several, comma-separated) stamps those brands only. FRESH=1
 * compiles even when the app looks up to date. Invalid brands fail before anything is compiled.
 */
import path from 'node:path';
import { listBrandIds } from '../core/brand/validate-brand';
import { compileApp } from './build/compile-app';
import { stampBrand } from './build/stamp-brand';
import { brandsDir, distDir } from './lib/paths';
import { brandProblems } from './lib/validate';

async function main(): Promise<void> {
  const started = Date.now();
  const brands = process.env.BRAND ? process.env.BRAND.split(',').map((id) => id.trim()) : listBrandIds(brandsDir);
  const problems = brandProblems(brands);
  if (problems.length) {
    for (const line of problems) console.error(line);
    console.error(`\nBuild stopped: ${problems.length} problem(s) in brands.`);
    process.exit(1);
  }
  const app = await compileApp('production', { force: process.env.FRESH === '1' });
  console.log(
    app.compiled
      ? `compiled the app in ${(app.ms / 1000).toFixed(1)} s → ${path.relative(process.cwd(), app.appDir)}/`
      : 'the compiled app is up to date',
  );
  for (const brand of brands) {
    const stamped = await stampBrand({ brandId: brand, brandsDir, appDir: app.appDir, outDir: path.join(distDir, brand) });
    console.log(`stamped ${brand} in ${(stamped.ms / 1000).toFixed(1)} s → dist/${brand}/`);
  }
  console.log(`${brands.length} brand(s) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
