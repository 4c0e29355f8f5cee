/**
 * Core knows no feature (ARCHITECTURE.md): nothing in core names a plugin, a plugin's modal, route
 * or link, or keeps a storage key only a plugin uses. What core needs of plugins it asks by role
 * (PluginDefinition: `signIn`, `public`, `signInModal`, `accountCentre`). Compared here with the
 * plugin list itself, so a new plugin is covered without editing this test.
 */
import path from 'node:path';
import { allPlugins } from '../plugins';
import { repoRoot } from '../scripts/lib/paths';
import { sourceFiles } from '../tests/support/source-files';
import { routePaths } from './plugin/resolve-plugins';
import { ROOT_PATHS } from './router/root-paths';
import { LOCAL_KEYS } from './session/storage-keys';

/** What each plugin owns, by the literal core would have to write to name it. */
function pluginWords(): Map<string, string> {
  const words = new Map<string, string>();
  for (const plugin of allPlugins) {
    words.set(plugin.id, `the id of plugin ${plugin.id}`);
    for (const modal of Object.keys(plugin.modals ?? {})) words.set(modal, `a modal of ${plugin.id}`);
    for (const route of plugin.routes ?? []) for (const routePath of routePaths(route)) words.set(routePath, `a route of ${plugin.id}`);
    for (const items of Object.values(plugin.slots ?? {}))
      for (const item of items) if (item.to) words.set(item.to, `a link of ${plugin.id}`);
  }
  // The site's root is core's: it defines those addresses and a plugin serves them.
  for (const rootPath of ROOT_PATHS) words.delete(rootPath);
  return words;
}

/** The string literals of a source file (quotes and template text without substitutions). */
function literals(source: string): string[] {
  return [...source.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\]*)`/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

describe('core knows no feature', () => {
  const sources = sourceFiles('core');

  it('reads its sources (the check below sees them all)', () => {
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.some(({ file }) => file === path.join('core', 'boot.tsx'))).toBe(true);
  });

  it('names no plugin id, modal, route or link of a plugin', () => {
    const words = pluginWords();
    // The check can see what it looks for: the plugins own these, and core's sources have strings.
    expect(words.get('auth')).toBe('the id of plugin auth');
    expect([...words.values()].some((what) => what.startsWith('a modal of'))).toBe(true);
    const namespaces = allPlugins.map((plugin) => `${plugin.id}:`);
    const found = sources.flatMap(({ file, source }) =>
      literals(source)
        .filter((literal) => words.has(literal) || namespaces.some((namespace) => literal.startsWith(namespace)))
        .map((literal) => `${file}: '${literal}' (${words.get(literal) ?? 'a text of a plugin'})`),
    );
    expect(found).toEqual([]);
  });

  it('imports nothing of a plugin but the loaders the start-up reads', () => {
    const imports = sources.flatMap(({ file, source }) =>
      [...source.matchAll(/from '([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)]
        .map((match) => match[1] ?? match[2])
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier)))
        .filter((target) => target.startsWith(`plugins${path.sep}`))
        .map((target) => `${file} → ${target}`),
    );
    expect(imports).toEqual([path.join('core', 'boot.tsx') + ' → ' + path.join('plugins', 'loaders')]);
  });

  // SESSION_KEYS is the session record of spec section 3, which core clears as one at logout: a
  // plugin writes some of its entries, core owns the record. Keys of a plugin's own (favourites,
  // remember-me) live in the plugin.
  it('keeps no local storage key that only plugins use (a plugin keeps its own)', () => {
    const pluginSources = sourceFiles('plugins').map(({ source }) => source);
    const usedBy = (texts: readonly string[], name: string) => texts.some((text) => text.includes(`LOCAL_KEYS.${name}`));
    const coreTexts = sources.filter(({ file }) => !file.endsWith('storage-keys.ts')).map(({ source }) => source);
    const pluginsOnly = Object.keys(LOCAL_KEYS).filter((name) => usedBy(pluginSources, name) && !usedBy(coreTexts, name));
    expect(pluginsOnly).toEqual([]);
    // Core's own are seen: the theme is core's.
    expect(usedBy(coreTexts, 'theme')).toBe(true);
  });
});
