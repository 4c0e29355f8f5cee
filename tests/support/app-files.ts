import { appDirFor, readAppManifest, type AppManifest } from '../../scripts/build/app-manifest';
import { repoRoot } from '../../scripts/lib/paths';

/** The compiled app's manifest (scripts/build/app-manifest.ts), which the served brands were stamped from. */
export function compiledManifest(): AppManifest {
  const manifest = readAppManifest(appDirFor('production', repoRoot));
  if (!manifest) throw new Error('no compiled app: run npm run build first');
  return manifest;
}

/**
 * The files (as the page asks for them: `/js/…`) of a named chunk group: lazy chunks are files
 * named by id, so a test finds e.g. the HTTP library's (`axios`) or a plugin's declared load
 * (`lobbies.pages.LobbyPage`) through the manifest.
 */
export function filesOfGroup(manifest: AppManifest, group: string, kind: 'js' | 'css' = 'js'): string[] {
  const ids = manifest.groups[group];
  if (!ids) throw new Error(`no chunk group "${group}" in the compiled app`);
  return ids.flatMap((id) => manifest.chunks[id]?.[kind] ?? []).map((file) => `/${file}`);
}
