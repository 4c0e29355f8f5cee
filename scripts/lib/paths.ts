import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const brandsDir = path.join(repoRoot, 'brands');
export const distDir = path.join(repoRoot, 'dist');
export const schemasDir = path.join(repoRoot, 'schemas');
