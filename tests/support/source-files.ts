import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths';

export interface SourceFile {
  /** Relative to the repository. */
  file: string;
  source: string;
}

/** The TypeScript sources (no tests) under a folder of the repository, read afresh on each call, for tests that check what code says. */
export function sourceFiles(folder: string): SourceFile[] {
  const dir = path.join(repoRoot, folder);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(repoRoot, file), source: fs.readFileSync(file, 'utf8') };
    });
}
