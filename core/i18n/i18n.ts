import type { i18n as I18n, InitOptions } from 'i18next';
import type { Language } from '../brand/brand-types';
import corePt from './pt.json';
import { DEFAULT_NAMESPACE, TextTable, type TextBundle, type TextValues } from './text-table';

/**
 * Texts, in two steps (docs/heavy-packages.md). Until the page has loaded, `t` reads the bundles
 * through core's TextTable (a few hundred bytes, in the first-screen script). Then i18next loads
 * (`loadTextEngine`), takes every bundle held, and answers every `t` from then on. Both read the
 * same bundles the same way: core/i18n/text-table.test.ts checks every text of every bundle.
 */
const FALLBACK_LANGUAGE: Language = 'pt';

const table = new TextTable();
let language: Language = FALLBACK_LANGUAGE;
let engine: I18n | null = null;
let engineLoading: Promise<void> | null = null;

/**
 * Texts asked without options, resolved once: a page renders the same labels again and again
 * (every card, every re-render). Emptied whenever a bundle is added (a plugin's texts arrive with
 * its chunk) or i18next takes over.
 */
const plainTexts = new Map<string, string>();

/** Starts the texts with core's bundle; plugin bundles are added as their chunks arrive (addTexts). */
export async function initI18n(brandLanguage: Language): Promise<void> {
  language = brandLanguage;
  table.add(FALLBACK_LANGUAGE, DEFAULT_NAMESPACE, corePt);
  plainTexts.clear();
  if (typeof document !== 'undefined') document.documentElement.lang = brandLanguage;
}

/** Adds a namespace's texts in a language (core/i18n/plugin-texts.ts: a plugin's bundle as it arrives). */
export function addTexts(bundleLanguage: Language, namespace: string, bundle: TextBundle): void {
  table.add(bundleLanguage, namespace, bundle);
  engine?.addResourceBundle(bundleLanguage, namespace, bundle, true, true);
  plainTexts.clear();
}

/** How i18next is started: to read the bundles exactly as the table does (text-table.test.ts uses it too). */
export function textEngineOptions(engineLanguage: Language): InitOptions {
  return {
    lng: engineLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes; untrusted HTML goes through the sanitiser
    returnNull: false,
  };
}

/**
 * Loads i18next and hands it every bundle held; from then on it answers `t`. Once the page has
 * loaded (boot), so its code is never on the way to the first paint. Should it fail to load, the
 * table goes on answering (a later call of this function would try again).
 */
export function loadTextEngine(): Promise<void> {
  engineLoading ??= import(/* webpackChunkName: "i18next" */ 'i18next')
    .then(async ({ default: i18next }) => {
      const instance = i18next.createInstance();
      await instance.init(textEngineOptions(language));
      for (const entry of table.entries()) instance.addResourceBundle(entry.language, entry.namespace, entry.bundle, true, true);
      engine = instance;
      plainTexts.clear();
    })
    .catch((error: unknown) => {
      engineLoading = null;
      throw error;
    });
  return engineLoading;
}

/** Whether i18next answers the texts now (tests, and the check that both read the same). */
export function textEngineLoaded(): boolean {
  return engine !== null;
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

export type Translate = <K extends string>(key: K & CheckedKey<K>, options?: TextValues) => string;

function resolve(key: string, options: TextValues | undefined): string {
  if (engine) return engine.t(key, options ?? {}) as string;
  return table.resolve(language, FALLBACK_LANGUAGE, key, options);
}

export const t: Translate = (key, options) => {
  if (options !== undefined) return resolve(key, options);
  let text = plainTexts.get(key);
  if (text === undefined) {
    text = resolve(key, undefined);
    plainTexts.set(key, text);
  }
  return text;
};

/** Texts are loaded before the app renders and only PT is served, so no re-render subscription is needed. */
export function useT(): Translate {
  return t;
}
