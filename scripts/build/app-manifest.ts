/**
 * What the app compilation (webpack.config.ts) tells the per-brand stamp (stamp-brand.ts): the
 * entry's files, the early entry, every chunk with its files and the plugins whose code it holds,
 * and the named chunk groups. The stamp reads only this; it never runs webpack.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluginChunks } from './declared-loads';

export const APP_MANIFEST_FILE = 'app-manifest.json';

export interface ManifestChunk {
  /** Emitted code files (one, in practice). */
  js: string[];
  /** Emitted style sheets. */
  css: string[];
  /** Ids of the plugins whose source modules are in this chunk (from plugins/<id>/...). */
  plugins: string[];
}

export interface AppManifest {
  /** Fingerprint of everything the compilation read (source-hash.ts): equal means up to date. */
  sourceHash: string;
  mode: 'production' | 'development';
  /** The `main` entry's scripts in load order (framework, vendor, main) and its style sheets. */
  entry: { scripts: string[]; styles: string[] };
  /** The early entry's single script, which the stamp puts inline in index.html. */
  early: string;
  /** The early entry's stand-in (core/api/stand-in.ts), deferred in index.html. */
  standIn: string;
  /** Chunk id → its files and plugins. */
  chunks: Record<string, ManifestChunk>;
  /** Named chunk group → the ids of the chunks it loads. */
  groups: Record<string, string[]>;
  /** Plugin id → its definition's chunk group and the loads its definition declares. */
  plugins: Record<string, PluginChunks>;
}

export function readAppManifest(appDir: string): AppManifest | null {
  const file = path.join(appDir, APP_MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AppManifest;
}

/** Where the app is compiled: once for every brand, then stamped per brand into dist/<id>/. */
export function appDirFor(mode: 'production' | 'development', root: string): string {
  return path.join(root, '.cache', mode === 'development' ? 'dev-app' : 'app');
}
