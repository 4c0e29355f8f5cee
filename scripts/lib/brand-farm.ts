/**
 * A brands folder for measuring builds with many brands: copies of the shipped brands plus `extra`
 * brands scaffolded as `npm run new-brand` does (scaffoldBrand), in a temporary folder to pass as
 * BRANDS_DIR. `remove()` deletes it and the dist/ folders of the extra brands.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listBrandIds } from '../../core/brand/validate-brand';
import { scaffoldBrand } from '../new-brand';
import { brandsDir, distDir } from './paths';

export interface BrandFarm {
  dir: string;
  /** Every brand in it, the shipped ones first. */
  brands: string[];
  extra: string[];
  remove(): void;
}

export function makeBrandFarm(extra: number): BrandFarm {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-farm-'));
  const shipped = listBrandIds(brandsDir);
  for (const id of shipped) fs.cpSync(path.join(brandsDir, id), path.join(dir, id), { recursive: true });
  const made = Array.from({ length: extra }, (_, index) => `farm-brand-${index + 1}`);
  for (const id of made) scaffoldBrand(id, `Farm Brand ${made.indexOf(id) + 1}`, dir);
  return {
    dir,
    brands: [...shipped, ...made],
    extra: made,
    remove: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      for (const id of made) fs.rmSync(path.join(distDir, id), { recursive: true, force: true });
    },
  };
}
