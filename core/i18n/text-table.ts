/**
 * The site's texts by language and namespace, and the lookup the first screen uses before i18next
 * has loaded (core/i18n/i18n.ts; docs/heavy-packages.md). It reads the texts exactly as i18next is
 * configured to read them, for what the bundles use: `namespace:a.b.c` keys, the brand's language
 * then PT, `{{name}}` values put in as they are (React escapes), `_one`/`_other` forms chosen by
 * `count` with the language's plural rules, and `defaultValue` for a key no bundle has.
 * core/i18n/text-table.test.ts holds it to i18next's answer for every text of every bundle.
 */

export type TextBundle = { [key: string]: string | TextBundle };

/** The options texts are asked with: values to put in, `count` for plural forms. */
export type TextValues = { count?: number; defaultValue?: string } & Record<string, unknown>;

export const DEFAULT_NAMESPACE = 'core';
const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
/** i18next's default interpolation markers; a value missing from the options leaves its marker. */
export const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isBundle(value: unknown): value is TextBundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `source` merged into `target` key by key, later texts replacing earlier ones (i18next's deep, overwrite). */
function mergeInto(target: TextBundle, source: TextBundle): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isBundle(value) && isBundle(existing)) mergeInto(existing, value);
    else if (isBundle(value)) {
      // A copy: later merges into it must not change the bundle the plugin's module holds.
      const copy: TextBundle = {};
      mergeInto(copy, value);
      target[key] = copy;
    } else target[key] = value;
  }
}

function lookUp(bundle: TextBundle | undefined, path: string): string | undefined {
  let node: string | TextBundle | undefined = bundle;
  for (const step of path.split(KEY_SEPARATOR)) {
    if (!isBundle(node)) return undefined;
    node = node[step];
  }
  return typeof node === 'string' ? node : undefined;
}

function putIn(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (marker, name: string) => {
    // As i18next: a value not given leaves its marker; one given as null or undefined is empty.
    if (!Object.prototype.hasOwnProperty.call(values, name)) return marker;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class TextTable {
  private readonly bundles = new Map<string, TextBundle>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  /** Adds a namespace's texts in a language, merged into what it already has. */
  add(language: string, namespace: string, bundle: TextBundle): void {
    const key = `${language}${NAMESPACE_SEPARATOR}${namespace}`;
    const target = this.bundles.get(key) ?? {};
    mergeInto(target, bundle);
    this.bundles.set(key, target);
  }

  /** Every bundle held, for handing over to i18next. */
  entries(): Array<{ language: string; namespace: string; bundle: TextBundle }> {
    return [...this.bundles].map(([key, bundle]) => {
      const [language, namespace] = key.split(NAMESPACE_SEPARATOR);
      return { language, namespace, bundle };
    });
  }

  /** The text of `key` in `language`, else in `fallback`; the key itself (without namespace) when neither has it. */
  resolve(language: string, fallback: string, key: string, values?: TextValues): string {
    const split = key.indexOf(NAMESPACE_SEPARATOR);
    const namespace = split > 0 ? key.slice(0, split) : DEFAULT_NAMESPACE;
    const path = split > 0 ? key.slice(split + 1) : key;
    const count = values?.count;
    for (const lng of language === fallback ? [language] : [language, fallback]) {
      const bundle = this.bundles.get(`${lng}${NAMESPACE_SEPARATOR}${namespace}`);
      // As i18next: `_zero` first for a count of 0, then the language's plural form, then the key.
      const zero = count === 0 ? lookUp(bundle, `${path}_zero`) : undefined;
      const plural = typeof count === 'number' ? lookUp(bundle, `${path}_${this.pluralOf(lng, count)}`) : undefined;
      const text = zero ?? plural ?? lookUp(bundle, path);
      if (text !== undefined) return putIn(text, values);
    }
    return values?.defaultValue !== undefined ? putIn(values.defaultValue, values) : path;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}
