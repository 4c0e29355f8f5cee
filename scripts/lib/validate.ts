import { checkBrandFolder, formatIssues, listBrandIds } from '../../core/brand/validate-brand';
import { checkBrandPlugins } from '../../core/plugin/resolve-plugins';
import { allPlugins } from '../../plugins';
import { brandsDir } from './paths';

/** Every problem of every named brand, as `brands/<id>/brand.json: <json-pointer>: <message>` lines. */
export function brandProblems(ids: readonly string[] = listBrandIds(brandsDir), dir = brandsDir): string[] {
  const lines: string[] = [];
  for (const id of ids) {
    const check = checkBrandFolder(dir, id);
    lines.push(...formatIssues(check));
    if (!check.brand) continue;
    try {
      checkBrandPlugins(allPlugins, check.brand);
    } catch (error) {
      lines.push(`${check.file}: /plugins: ${(error as Error).message}`);
    }
  }
  return lines;
}
