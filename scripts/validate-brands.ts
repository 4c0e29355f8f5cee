/** `npm run validate-brands [id...]`: checks every brand folder (or the named ones); exit 1 on any problem. */
import { listBrandIds } from '../core/brand/validate-brand';
import { brandsDir } from './lib/paths';
import { brandProblems } from './lib/validate';

const ids = process.argv.slice(2).length ? process.argv.slice(2) : listBrandIds(brandsDir);
const problems = brandProblems(ids);
if (problems.length) {
  for (const line of problems) console.error(line);
  console.error(`\n${problems.length} problem(s) in brands; fix them and run npm run validate-brands again.`);
  process.exit(1);
}
for (const id of ids) console.log(`ok  brands/${id}/brand.json`);
