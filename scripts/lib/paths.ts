import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** BRANDS_DIR lets an integrator (or a test) keep brand folders outside the repository. */
export const brandsDir = process.env.BRANDS_DIR ? path.resolve(process.env.BRANDS_DIR) : path.join(repoRoot, 'brands');
export const distDir = path.join(repoRoot, 'dist');
export const schemasDir = path.join(repoRoot, 'schemas');
