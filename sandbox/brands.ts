import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..');
export const DEFAULT_BRANDS_DIR = join(REPO_ROOT, 'brands');
export const DEFAULT_DIST_DIR = join(REPO_ROOT, 'dist');

/** What the sandbox needs from a brand.json (the full file is validated by the build). */
export interface SandboxBrand {
  id: string;
  name: string;
  merchantCode: string;
  platform: string;
  currencySymbol: string;
  defaultLanguage: string;
  /** ISO country of the merchant; brand.json may give identity.country, else the platform's PH. */
  countryCode: string;
  licences: { id: string; name: string }[];
  colors: { primary: string; accent: string; background: string; surface: string; chatHeader: string };
  /** The esports vendor codes the brand shows (constants.esportsVendors), if it lists them. */
  esportsVendors?: string[];
}

const DEFAULT_COUNTRY = 'PH';

/** Reads every brands/<id>/brand.json; a folder without one is not a brand. */
export function loadBrands(brandsDir: string = DEFAULT_BRANDS_DIR): SandboxBrand[] {
  if (!existsSync(brandsDir)) throw new Error(`Brands folder not found: ${brandsDir}`);
  const brands = readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => parseBrand(join(brandsDir, id, 'brand.json')));
  const byCode = new Map<string, string>();
  for (const brand of brands) {
    const other = byCode.get(brand.merchantCode);
    if (other) throw new Error(`Brands ${other} and ${brand.id} share the merchant code ${brand.merchantCode}`);
    byCode.set(brand.merchantCode, brand.id);
  }
  return brands;
}

export function parseBrand(file: string): SandboxBrand {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const read = fieldReader(file, json);
  const palette = 'theme.palettes.dark';
  return {
    id: read.string('id', /^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: read.string('name'),
    merchantCode: read.string('identity.merchantCode', /^[A-Za-z0-9_-]{1,32}$/),
    platform: read.string('identity.platform'),
    currencySymbol: read.string('currencySymbol'),
    defaultLanguage: read.string('languages.default'),
    countryCode: read.optionalString('identity.country', /^[A-Z]{2}$/) ?? DEFAULT_COUNTRY,
    licences: read.list('licences').map((_, index) => ({
      id: read.string(`licences.${index}.id`),
      name: read.string(`licences.${index}.name`),
    })),
    colors: {
      primary: read.string(`${palette}.primary`, HEX_COLOR),
      accent: read.string(`${palette}.accent`, HEX_COLOR),
      background: read.string(`${palette}.bg`, HEX_COLOR),
      surface: read.string(`${palette}.surface`, HEX_COLOR),
      chatHeader: read.optionalString('theme.chatHeaderColor', HEX_COLOR) ?? read.string(`${palette}.primary`, HEX_COLOR),
    },
    esportsVendors: read.optionalList('constants.esportsVendors')?.map((_, index) => read.string(`constants.esportsVendors.${index}`)),
  };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Reads dotted paths from the parsed JSON and fails with `file: path ...` messages. */
function fieldReader(file: string, json: unknown) {
  const at = (path: string): unknown =>
    path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), json);
  const fail = (path: string, problem: string): never => {
    throw new Error(`${file}: ${path} ${problem}`);
  };
  const optionalString = (path: string, pattern?: RegExp): string | undefined => {
    const value = at(path);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '') return fail(path, 'must be a non-empty string');
    if (pattern && !pattern.test(value)) return fail(path, `must match ${String(pattern)}`);
    return value;
  };
  const optionalList = (path: string): unknown[] | undefined => {
    const value = at(path);
    if (value === undefined) return undefined;
    return Array.isArray(value) ? value : fail(path, 'must be a list');
  };
  return {
    optionalString,
    optionalList,
    string: (path: string, pattern?: RegExp): string => optionalString(path, pattern) ?? fail(path, 'is required'),
    list: (path: string): unknown[] => optionalList(path) ?? fail(path, 'is required'),
  };
}
