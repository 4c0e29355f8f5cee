/**
 * What the build derives from a brand folder: the validated brand with its asset paths rewritten
 * to content-hashed files, those files, and the palette stylesheet.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Brand, Palette } from '../../core/brand/brand-types';
import { checkBrandFolder, formatIssues } from '../../core/brand/validate-brand';
import { checkBrandPlugins } from '../../core/plugin/resolve-plugins';
import { allPlugins } from '../../plugins';
import { brandsDir } from './paths';

export interface BrandBuildInput {
  brand: Brand;
  /** Output path (inside dist/<brand>/) → file contents. */
  files: Map<string, Buffer>;
  brandCssPath: string;
}

export class BrandInvalidError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid brand:\n${lines.join('\n')}`);
    this.name = 'BrandInvalidError';
  }
}

function hashed(relPath: string, content: Buffer): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
  const ext = path.extname(relPath);
  return `${relPath.slice(0, -ext.length)}.${hash}${ext}`;
}

function paletteCss(selector: string, palette: Palette): string {
  const vars = Object.entries(palette).map(([name, value]) => `  --${name}: ${value};`);
  return `${selector} {\n${vars.join('\n')}\n}\n`;
}

/** Validates a brand (schema, assets, plugin list) and throws BrandInvalidError listing every problem. */
export function loadBrandForBuild(id: string): BrandBuildInput {
  const check = checkBrandFolder(brandsDir, id);
  if (!check.brand) throw new BrandInvalidError(formatIssues(check));
  try {
    checkBrandPlugins(allPlugins, check.brand);
  } catch (error) {
    throw new BrandInvalidError([`${check.file}: /plugins: ${(error as Error).message}`]);
  }
  const source = check.brand;
  const files = new Map<string, Buffer>();
  const emitAsset = (rel: string): string => {
    const content = fs.readFileSync(path.join(brandsDir, id, rel));
    const out = hashed(rel, content);
    files.set(out, content);
    return `/${out}`;
  };
  const brand: Brand = {
    ...source,
    theme: { ...source.theme, logo: emitAsset(source.theme.logo), favicon: emitAsset(source.theme.favicon) },
    licences: source.licences.map((licence) => ({ ...licence, image: emitAsset(licence.image) })),
  };
  const css = Buffer.from(
    paletteCss(':root, :root[data-theme="dark"]', source.theme.palettes.dark) + paletteCss(':root[data-theme="light"]', source.theme.palettes.light),
  );
  const brandCssPath = hashed('brand.css', css);
  files.set(brandCssPath, css);
  return { brand, files, brandCssPath };
}
