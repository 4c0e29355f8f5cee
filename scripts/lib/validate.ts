import { checkBrandFolder, formatIssues, listBrandIds } from '../../core/brand/validate-brand';
import { checkBrandPlugins } from '../../core/plugin/resolve-plugins';
import { allPlugins } from '../../plugins';
import { brandsDir } from './paths';

/** Merchant code → brand id, over every valid brand folder (the sandbox keys its data by code). */
export function merchantCodes(dir = brandsDir): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const id of listBrandIds(dir)) {
    const brand = checkBrandFolder(dir, id).brand;
    if (brand) codes.set(brand.identity.merchantCode, [...(codes.get(brand.identity.merchantCode) ?? []), id]);
  }
  return codes;
}

/** Every problem of every named brand, as `brands/<id>/brand.json: <json-pointer>: <message>` lines. */
export function brandProblems(ids: readonly string[] = listBrandIds(brandsDir), dir = brandsDir): string[] {
  const lines: string[] = [];
  const codes = merchantCodes(dir);
  for (const id of ids) {
    const check = checkBrandFolder(dir, id);
    lines.push(...formatIssues(check));
    if (!check.brand) continue;
    const sharing = (codes.get(check.brand.identity.merchantCode) ?? []).filter((other) => other !== id);
    if (sharing.length)
      lines.push(
        `${check.file}: /identity/merchantCode: "${check.brand.identity.merchantCode}" is also used by brand ${sharing.map((o) => `"${o}"`).join(', ')}`,
      );
    try {
      checkBrandPlugins(allPlugins, check.brand);
    } catch (error) {
      lines.push(`${check.file}: /plugins: ${(error as Error).message}`);
    }
  }
  return lines;
}

/** Prints every problem of the named brands and exits 1 if there is any (scripts that serve a brand). */
export function exitOnBrandProblems(ids: readonly string[]): void {
  const problems = brandProblems(ids);
  if (!problems.length) return;
  for (const line of problems) console.error(line);
  process.exit(1);
}
