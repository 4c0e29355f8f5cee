/**
 * The first screen reads the texts through core's TextTable until i18next has loaded; then i18next
 * answers. Both must give the same text for every key of every bundle the site ships, with every
 * way the site asks: no values, every value, some values missing, and each plural count.
 */
import i18next from 'i18next';
import { allPlugins } from '../../plugins';
import { textEngineOptions } from './i18n';
import corePt from './pt.json';
import { DEFAULT_NAMESPACE, PLACEHOLDER, TextTable, type TextBundle, type TextValues } from './text-table';

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** Every text of a bundle as `[key, text]`, plural forms under their own key (`x_one`). */
function leaves(bundle: TextBundle, prefix = ''): Array<[string, string]> {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

async function siteBundles(): Promise<Array<{ namespace: string; bundle: TextBundle }>> {
  const bundles = [{ namespace: DEFAULT_NAMESPACE, bundle: corePt as TextBundle }];
  for (const plugin of allPlugins)
    for (const part of plugin.texts ?? []) {
      const loaded = await part.pt?.();
      if (loaded) bundles.push({ namespace: part.namespace ?? plugin.id, bundle: loaded.default });
    }
  return bundles;
}

/** The ways a text is asked: as it is, with every value it names, with half of them, and per plural count. */
function askings(texts: readonly string[], plural: boolean): Array<TextValues | undefined> {
  const names = [...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1])))];
  const all = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 1234.5 : `v-${name}`]));
  const half = Object.fromEntries(names.filter((_, index) => index % 2 === 0).map((name) => [name, `h-${name}`]));
  const counts = plural || names.includes('count') ? [0, 1, 2, 5, 1000] : [];
  return [undefined, {}, all, half, ...counts.map((count) => ({ ...all, count }))];
}

describe('the first screen’s texts (TextTable) and i18next agree', () => {
  const table = new TextTable();
  const engine = i18next.createInstance();
  let bundles: Awaited<ReturnType<typeof siteBundles>>;

  beforeAll(async () => {
    bundles = await siteBundles();
    await engine.init(textEngineOptions('pt'));
    for (const { namespace, bundle } of bundles) {
      table.add('pt', namespace, bundle);
      engine.addResourceBundle('pt', namespace, bundle, true, true);
    }
  });

  it('on every key of every bundle the site ships', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const { namespace, bundle } of bundles) {
      const byKey = new Map<string, string[]>();
      for (const [key, text] of leaves(bundle)) {
        const base = key.replace(PLURAL_FORM, '');
        byKey.set(base, [...(byKey.get(base) ?? []), text]);
      }
      for (const [base, texts] of byKey) {
        const plural = texts.length > 1 || leaves(bundle).some(([key]) => key !== base && key.replace(PLURAL_FORM, '') === base);
        for (const key of [`${namespace}:${base}`, ...(namespace === DEFAULT_NAMESPACE ? [base] : [])])
          for (const values of askings(texts, plural)) {
            const ours = table.resolve('pt', 'pt', key, values);
            const theirs = engine.t(key, values ?? {}) as string;
            compared += 1;
            if (ours !== theirs) differences.push(`${key} ${JSON.stringify(values)}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
          }
      }
    }
    expect(differences).toEqual([]);
    // The check had the site's texts to compare (several thousand askings), not an empty list.
    expect(compared).toBeGreaterThan(2000);
  });

  it('on values given as null or undefined, and on a `_zero` form for a count of 0', () => {
    const local = new TextTable();
    const bundle = { greet: 'Olá, {{name}}!', items_zero: 'Nenhum item', items_one: '{{count}} item', items_other: '{{count}} itens' };
    local.add('pt', 'probe', bundle);
    engine.addResourceBundle('pt', 'probe', bundle, true, true);
    const asks: Array<[string, TextValues]> = [
      ['probe:greet', { name: null }],
      ['probe:greet', { name: undefined }],
      ['probe:greet', { name: 0 }],
      ...[0, 1, 2].map((count): [string, TextValues] => ['probe:items', { count }]),
    ];
    for (const [key, values] of asks)
      expect([key, values, local.resolve('pt', 'pt', key, values)]).toEqual([key, values, engine.t(key, values)]);
  });

  it('on keys no bundle has, with and without a default value', () => {
    const asks: Array<[string, TextValues | undefined]> = [
      ['core:no.such.key', undefined],
      ['no.such.key', {}],
      ['auth:nothing.here', { name: 'Ana' }],
      ['agent-centre:moves.kinds.SOMETHING_NEW', { defaultValue: 'SOMETHING_NEW' }],
      ['core:missing', { defaultValue: 'Olá, {{name}}', name: 'Ana' }],
      ['core:missing', { defaultValue: 'Olá, {{name}}{{other}}', name: null, other: undefined }],
    ];
    for (const [key, values] of asks) expect([key, table.resolve('pt', 'pt', key, values)]).toEqual([key, engine.t(key, values ?? {})]);
  });
});
