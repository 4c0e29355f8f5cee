/**
 * Compiles the app (webpack.config.ts) in this process, unless the compiled app is up to date:
 * its manifest's source fingerprint equals the sources' now (source-hash.ts).
 */
import webpack from 'webpack';
import { repoRoot } from '../lib/paths';
import { appDirFor, readAppManifest } from './app-manifest';
import { appSourceHash } from './source-hash';

export type BuildMode = 'production' | 'development';

export interface CompileResult {
  appDir: string;
  /** False when the compiled app was up to date and kept. */
  compiled: boolean;
  ms: number;
}

/** The webpack configuration for a mode (the config reads BUILD_MODE when it loads). */
export async function appConfig(mode: BuildMode): Promise<webpack.Configuration> {
  process.env.BUILD_MODE = mode;
  const { default: makeConfig } = (await import('../../webpack.config')) as { default: () => Promise<webpack.Configuration> };
  return makeConfig();
}

export function appIsUpToDate(mode: BuildMode): boolean {
  return readAppManifest(appDirFor(mode, repoRoot))?.sourceHash === appSourceHash(mode);
}

export async function compileApp(mode: BuildMode, { force = false } = {}): Promise<CompileResult> {
  const appDir = appDirFor(mode, repoRoot);
  const started = Date.now();
  if (!force && appIsUpToDate(mode)) return { appDir, compiled: false, ms: Date.now() - started };
  const compiler = webpack(await appConfig(mode));
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('webpack gave no result')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const report = stats.toString('errors-warnings');
  if (report.trim()) console.error(report);
  if (stats.hasErrors()) throw new Error('the app did not compile');
  return { appDir, compiled: true, ms: Date.now() - started };
}
