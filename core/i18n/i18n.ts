import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import type { Language } from '../brand/brand-types';
import corePt from './pt.json';

export const i18n: I18n = i18next.createInstance();

/**
 * Texts asked without options, resolved once: a page renders the same labels again and again
 * (every card, every re-render), and i18next resolves a key afresh each time (namespace split,
 * lookup, fallbacks, nesting and interpolation checks), which showed in the first screen's trace.
 * Emptied whenever a bundle is added (a plugin's texts arrive with its chunk) or the language changes.
 */
const plainTexts = new Map<string, string>();
const forgetPlainTexts = () => plainTexts.clear();

/** Starts i18next with the core texts; plugin bundles are added as their chunks arrive. */
export async function initI18n(language: Language): Promise<void> {
  await i18n.init({
    lng: language,
    fallbackLng: 'pt',
    ns: ['core'],
    defaultNS: 'core',
    resources: { pt: { core: corePt } },
    interpolation: { escapeValue: false }, // React escapes; untrusted HTML goes through the sanitiser
    returnNull: false,
  });
  // The store exists from init on: a plugin's bundle arriving, or another language, makes the
  // resolved texts stale.
  forgetPlainTexts();
  i18n.store.off('added', forgetPlainTexts);
  i18n.store.on('added', forgetPlainTexts);
  i18n.off('languageChanged', forgetPlainTexts);
  i18n.on('languageChanged', forgetPlainTexts);
  document.documentElement.lang = language === 'pt' ? 'pt' : language;
}

/**
 * The shape of each namespace's default-language texts, for checking keys at compile time. Core's
 * are here; each plugin adds its own in `plugins/<id>/i18n/keys.ts` (`declare module`, types only:
 * see docs/plugins.md, Texts).
 */
export interface TextBundles {
  core: typeof corePt;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A bundle's keys as `a.b.c`; plural forms (`x_one`, `x_other`) as the `x` that `t` is given. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key a text can be asked by: `namespace:key`, or a core key without its namespace. */
export type TextKey =
  { [N in keyof TextBundles & string]: `${N}:${KeysOf<TextBundles[N]>}` }[keyof TextBundles & string] | KeysOf<TextBundles['core']>;

/**
 * A key written out (a literal, or a template over known unions) must be a key of the bundles; a
 * key only known at run time (a `string` from data) is taken as it is.
 */
type CheckedKey<K extends string> = string extends K ? K : K extends TextKey ? K : TextKey;

export type Translate = <K extends string>(key: K & CheckedKey<K>, options?: TOptions) => string;

export const t: Translate = (key, options) => {
  if (options !== undefined) return i18n.t(key as string, options) as string;
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = i18n.t(key as string, {}) as string;
    plainTexts.set(key, text);
  }
  return text;
};

/** Texts are loaded before the app renders and only PT is served, so no re-render subscription is needed. */
export function useT(): Translate {
  return t;
}
