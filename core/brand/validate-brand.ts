/**
 * Validates brand folders against schemas/brand.schema.json with AJV, plus the checks a schema
 * cannot express (id equals folder name, assets exist). Used by `npm run validate-brands`, the
 * build and the tests; never shipped to the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import brandSchema from '../../schemas/brand.schema.json';
import type { Brand } from './brand-types';

export interface BrandIssue {
  pointer: string;
  message: string;
}

export interface BrandCheck {
  id: string;
  file: string;
  brand: Brand | null;
  issues: BrandIssue[];
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateSchema = ajv.compile<Brand>(brandSchema);

function describe(error: ErrorObject): BrandIssue {
  const pointer = error.instancePath || '/';
  switch (error.keyword) {
    case 'required':
      return { pointer: `${error.instancePath}/${String(error.params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return { pointer: `${error.instancePath}/${String(error.params.additionalProperty)}`, message: 'is not a known property' };
    case 'enum':
      return { pointer, message: `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    default:
      return { pointer, message: error.message ?? 'is invalid' };
  }
}

function assetPaths(brand: Brand): Array<[string, string]> {
  return [
    ['/theme/logo', brand.theme.logo],
    ['/theme/favicon', brand.theme.favicon],
    ...brand.licences.map((licence, i): [string, string] => [`/licences/${i}/image`, licence.image]),
  ];
}

export function checkBrandFolder(brandsDir: string, id: string): BrandCheck {
  const file = path.join(brandsDir, id, 'brand.json');
  const rel = `brands/${id}/brand.json`;
  if (!fs.existsSync(file)) return { id, file: rel, brand: null, issues: [{ pointer: '/', message: 'file not found' }] };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { id, file: rel, brand: null, issues: [{ pointer: '/', message: `is not valid JSON (${(error as Error).message})` }] };
  }
  if (!validateSchema(data)) {
    return { id, file: rel, brand: null, issues: (validateSchema.errors ?? []).map(describe) };
  }
  const brand = data;
  const issues: BrandIssue[] = [];
  if (brand.id !== id) issues.push({ pointer: '/id', message: `must equal the folder name "${id}"` });
  if (!brand.languages.supported.includes(brand.languages.default)) {
    issues.push({ pointer: '/languages/default', message: 'must be one of the supported languages' });
  }
  if (!brand.constants.announcementTypes.includes(brand.constants.defaultAnnouncementType)) {
    issues.push({ pointer: '/constants/defaultAnnouncementType', message: 'must be one of announcementTypes' });
  }
  const folder = path.resolve(brandsDir, id);
  for (const [pointer, asset] of assetPaths(brand)) {
    const file = path.resolve(folder, asset);
    if (!file.startsWith(`${folder}${path.sep}`)) issues.push({ pointer, message: `file ${asset} is outside the brand folder` });
    else if (!fs.existsSync(file)) issues.push({ pointer, message: `file ${asset} not found in the brand folder` });
  }
  return { id, file: rel, brand: issues.length ? null : brand, issues };
}

export function listBrandIds(brandsDir: string): string[] {
  return fs
    .readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

export function formatIssues(check: BrandCheck): string[] {
  return check.issues.map((issue) => `${check.file}: ${issue.pointer}: ${issue.message}`);
}

export { assetPaths };
