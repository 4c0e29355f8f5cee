/**
 * A fingerprint of everything the app compilation reads, so `BRAND=<id> npm run build` can tell an
 * up-to-date app (only stamp the brand) from a stale one (compile first). Test files are left out:
 * they are never bundled. Brand folders are left out too: brands are the stamp's input, not the
 * compilation's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths';

/** Folders and files whose content goes into the compiled app. */
const INPUTS = [
  'core',
  'plugins',
  'schemas',
  'scripts/build',
  'scripts/dev',
  'webpack.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(repoRoot, path.join(item.parentPath, item.name)))
    .filter((file) => !TEST_FILE.test(file));
}

export function appSourceHash(mode: 'production' | 'development'): string {
  const hash = crypto.createHash('sha256').update(mode);
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex').slice(0, 20);
}
