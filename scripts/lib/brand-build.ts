/**
 * What the build derives from a brand folder: the validated brand with its asset paths rewritten
 * to content-hashed files (or data: addresses, for a small logo), those files, and the palette
 * stylesheet that goes into the entry's style sheet.
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
  /** The palettes as CSS custom properties, for the brand's style sheet (see scripts/build/stamp-brand.ts). */
  paletteCss: string;
}

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

/**
 * Up to this size an image the first screen shows on every page (the logo, the favicon) goes in
 * as a data: address: over HTTP/1.1 a page gets six connections to its host, and a request of its
 * own costs the first paint more than a kilobyte of bytes in a file that is loaded anyway.
 */
export const INLINE_IMAGE_MAX_BYTES = 2048;

/** A small image as a data: address, or null when it is too large or of a type not listed. */
export function inlineImage(file: string, content: Buffer): string | null {
  const type = IMAGE_TYPES[path.extname(file).slice(1).toLowerCase()];
  if (!type || content.length > INLINE_IMAGE_MAX_BYTES) return null;
  // SVG is text: escaped, it compresses with the code around it far better than base64 does.
  if (type === 'image/svg+xml') return `data:${type},${encodeURIComponent(content.toString('utf8').trim())}`;
  return `data:${type};base64,${content.toString('base64')}`;
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

/** A palette as CSS custom properties, written compact (it goes straight into a served style sheet). */
function paletteCss(selector: string, palette: Palette): string {
  return `${selector}{${Object.entries(palette)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')}}\n`;
}

/** Validates a brand (schema, assets, plugin list) and throws BrandInvalidError listing every problem. */
export function loadBrandForBuild(id: string, dir: string = brandsDir): BrandBuildInput {
  const check = checkBrandFolder(dir, id);
  if (!check.brand) throw new BrandInvalidError(formatIssues(check));
  try {
    checkBrandPlugins(allPlugins, check.brand);
  } catch (error) {
    throw new BrandInvalidError([`${check.file}: /plugins: ${(error as Error).message}`]);
  }
  const source = check.brand;
  const files = new Map<string, Buffer>();
  const emitAsset = (rel: string): string => {
    const content = fs.readFileSync(path.join(dir, id, rel));
    const out = hashed(rel, content);
    files.set(out, content);
    return `/${out}`;
  };
  const inlineOrEmit = (rel: string): string => inlineImage(rel, fs.readFileSync(path.join(dir, id, rel))) ?? emitAsset(rel);
  const brand: Brand = {
    ...source,
    theme: { ...source.theme, logo: inlineOrEmit(source.theme.logo), favicon: emitAsset(source.theme.favicon) },
    licences: source.licences.map((licence) => ({ ...licence, image: emitAsset(licence.image) })),
  };
  const palettes =
    paletteCss(':root,:root[data-theme="dark"]', source.theme.palettes.dark) +
    paletteCss(':root[data-theme="light"]', source.theme.palettes.light);
  return { brand, files, paletteCss: palettes };
}
