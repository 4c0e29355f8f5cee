/**
 * One way for texts (docs/plugins.md, Texts): a plugin's bundles reach the site only through its
 * definition's `texts`, and the same bundles type its keys (`i18n/keys.ts`), so `t('<id>:…')` with
 * a key no bundle has does not compile. Checked from the files, for every plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/paths';
import { sourceFiles } from '../tests/support/source-files';
import { allPlugins } from './index';

const pluginsDir = path.join(repoRoot, 'plugins');

describe.each(allPlugins.filter((plugin) => fs.existsSync(path.join(pluginsDir, plugin.id, 'i18n'))).map((plugin) => plugin.id))(
  'the texts of plugin %s',
  (id) => {
    const bundles = fs
      .readdirSync(path.join(pluginsDir, id, 'i18n'))
      .filter((file) => file.endsWith('.json'))
      .sort();
    const definition = fs.readFileSync(path.join(pluginsDir, id, 'index.ts'), 'utf8');
    /** The definition's `texts: [...]` list, as written. */
    const textsList = /\n {2}texts: \[([\s\S]*?)\],?\n/.exec(definition)?.[1] ?? '';
    const keys = fs.readFileSync(path.join(pluginsDir, id, 'i18n', 'keys.ts'), 'utf8');

    it('are all loaded by the definition’s `texts`, and typed by i18n/keys.ts', () => {
      expect(bundles.length).toBeGreaterThan(0);
      expect(textsList).not.toBe('');
      expect(bundles.filter((file) => !textsList.includes(`import('./i18n/${file}')`))).toEqual([]);
      expect(bundles.filter((file) => !keys.includes(`from './${file}'`))).toEqual([]);
      expect(keys.includes(`'${id}':`) || keys.includes(`\n    ${id}:`)).toBe(true);
    });

    it('are imported by no other module of the plugin (nothing adds texts itself)', () => {
      const importers = sourceFiles(path.join('plugins', id))
        .filter(({ file }) => !file.endsWith(`${id}${path.sep}index.ts`) && !file.endsWith(`i18n${path.sep}keys.ts`))
        .filter(({ source }) => /(from |import\()'[^']*i18n\/[^']+\.json'/.test(source))
        .map(({ file }) => file);
      expect(importers).toEqual([]);
    });
  },
);

describe('the shared centre kit’s texts', () => {
  it('are loaded by each centre that uses the kit, into the `centre` namespace, and typed by its keys.ts', () => {
    const users = allPlugins.filter((plugin) =>
      sourceFiles(path.join('plugins', plugin.id)).some(({ source }) => source.includes("'../../shared/centre/")),
    );
    expect(users.map((plugin) => plugin.id).sort()).toEqual(['agent-centre', 'member-centre']);
    for (const plugin of users) expect(plugin.texts?.some((part) => part.namespace === 'centre')).toBe(true);
    expect(fs.readFileSync(path.join(pluginsDir, 'shared', 'centre', 'keys.ts'), 'utf8')).toContain("from './pt.json'");
  });
});
