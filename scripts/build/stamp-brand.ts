/**
 * The per-brand step of the build, without webpack: from the compiled app (.cache/app/, see
 * webpack.config.ts) and one brand folder, writes dist/<brand>/:
 *   - index.html from core/index.html: the brand's title, theme and favicon; the app data block the
 *     core and the early entry read at start (core/brand/app-data.ts), with the entry scripts the
 *     early entry asks for; the early entry inline; the brand's style sheet; preloads of the
 *     brand's first-screen files; the loading frame in #root (core/status/boot-shell.ts);
 *   - css/brand.<hash>.css: the brand's palettes, the loading frame's type specimen, then the entry's style sheet (one request);
 *   - js/main.<hash>.js: the first-screen chunks of the plugins the brand lists (their definition
 *     with what they declare `first-screen`, and those texts in the brand's language) ahead of the
 *     entry's own code, in one file;
 *   - css/first-screen.<hash>.css: those chunks' style sheets in one file;
 *   - csp.json: the SHA-256 of the inline script, for whoever serves the page;
 *   - the brand's assets, content-hashed, and the app's files (hard links), so the folder is
 *     complete on its own, as a CDN serves it.
 * Every text file it writes gets gzip and brotli siblings in a production build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appDataJson, APP_DATA_ELEMENT_ID, type AppData } from '../../core/brand/app-data';
import type { Brand } from '../../core/brand/brand-types';
import { EARLY_SCRIPT_ATTRIBUTE, normalisePath, type EarlyManifest } from '../../core/api/early-shared';
import { escapeHtml } from '../../core/html/escape-html';
import corePt from '../../core/i18n/pt.json';
import { bootShellMarkup, typeSpecimenCss } from '../../core/status/boot-shell';
import { textsLanguageOf, type PluginDefinition } from '../../core/plugin/define-plugin';
import { routePaths } from '../../core/plugin/resolve-plugins';
import { allPlugins } from '../../plugins';
import { inlineImage, loadBrandForBuild } from '../lib/brand-build';
import { repoRoot } from '../lib/paths';
import { APP_MANIFEST_FILE, readAppManifest, type AppManifest } from './app-manifest';
import type { DeclaredLoad, PluginChunks } from './declared-loads';

export interface StampOptions {
  brandId: string;
  brandsDir: string;
  /** The compiled app (webpack's output). */
  appDir: string;
  /** Where the brand's site goes (dist/<brand>/), replaced whole. */
  outDir: string;
}

export interface StampResult {
  brand: string;
  ms: number;
  outDir: string;
}

export class StampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StampError';
  }
}

const TEMPLATE = path.join(repoRoot, 'core', 'index.html');
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

function contentHash(content: string | Buffer): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/**
 * A text of the plugin's own namespace in the brand's language (its texts parts, as the app loads
 * them), with the brand's name filled in: the words the early entry paints before the app runs.
 */
async function ownText(brand: Brand, plugin: PluginDefinition, key: string): Promise<string> {
  for (const part of plugin.texts ?? []) {
    if (part.namespace) continue;
    const load = part[textsLanguageOf(part, brand.languages.default)];
    let node: unknown = load ? (await load()).default : undefined;
    for (const step of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[step];
    if (typeof node === 'string') return node.replace(/\{\{\s*brand\s*\}\}/g, brand.name);
  }
  throw new StampError(`plugin ${plugin.id}: no text ${key} for its first-screen intro`);
}

/** The first-screen calls of the brand's plugins, which the early entry starts. */
async function earlyManifest(brand: Brand, listed: readonly PluginDefinition[]): Promise<EarlyManifest> {
  const routes: EarlyManifest['routes'] = {};
  for (const plugin of listed) {
    const declared =
      typeof plugin.firstScreenRequests === 'function' ? await plugin.firstScreenRequests(brand) : plugin.firstScreenRequests;
    for (const [route, requests] of Object.entries(declared ?? {})) (routes[route.toLowerCase()] ??= []).push(...requests);
  }
  const intros: EarlyManifest['intros'] = {};
  for (const plugin of listed) {
    for (const [route, keys] of Object.entries(plugin.firstScreenIntro ?? {})) {
      intros[route.toLowerCase()] = { title: await ownText(brand, plugin, keys.title), lead: await ownText(brand, plugin, keys.lead) };
    }
  }
  return { base: brand.api.base, merchantCode: brand.identity.merchantCode, routes, intros };
}

/** A declared load the brand uses: any but texts in another language than the brand's. */
function usedBy(brand: Brand, plugin: PluginDefinition, load: DeclaredLoad): boolean {
  if (load.path[0] !== 'texts') return true;
  const part = plugin.texts?.[Number(load.path[1])];
  return Boolean(part) && load.path[2] === textsLanguageOf(part!, brand.languages.default);
}

function loadsOf(manifest: AppManifest, plugin: PluginDefinition): PluginChunks {
  const declared = manifest.plugins?.[plugin.id];
  if (!declared) throw new StampError(`plugin ${plugin.id}: not in the compiled app (rebuild with FRESH=1)`);
  return declared;
}

/**
 * The chunks of the brand's first screen, in the brand's plugin order: each listed plugin's
 * definition with its first-screen parts and texts, with whatever chunks those groups load. A chunk
 * holding code of a plugin the brand does not list is an error: that brand would download
 * another's code.
 */
function firstScreenChunkIds(manifest: AppManifest, brand: Brand, listed: readonly PluginDefinition[]): string[] {
  const ids: string[] = [];
  for (const plugin of listed) {
    const { definition, loads } = loadsOf(manifest, plugin);
    const groups = [
      definition,
      ...loads.filter((load) => load.when === 'first-screen' && usedBy(brand, plugin, load)).map((load) => load.group),
    ];
    for (const group of groups) {
      for (const id of manifest.groups[group] ?? []) {
        const foreign = manifest.chunks[id]?.plugins.filter((other) => !brand.plugins.includes(other)) ?? [];
        if (foreign.length)
          throw new StampError(
            `chunk group "${group}" of plugin ${plugin.id} holds code of ${foreign.join(', ')}, which the brand does not list`,
          );
        if (!ids.includes(id)) ids.push(id);
      }
    }
  }
  return ids;
}

/**
 * For each path of a route that is not first-screen: the files of its page and of its plugin's
 * later texts that the page does not load already, for the early entry to preload. Every route's
 * `load` must be one the build could read (`() => import('./…')` in the definition, or a
 * top-level const of that form).
 */
function pageFilesOf(
  manifest: AppManifest,
  brand: Brand,
  listed: readonly PluginDefinition[],
  loaded: ReadonlySet<string>,
): AppData['pageFiles'] {
  const pageFiles: AppData['pageFiles'] = {};
  for (const plugin of listed) {
    const { loads } = loadsOf(manifest, plugin);
    const laterTexts = loads.filter((load) => load.path[0] === 'texts' && load.when !== 'first-screen' && usedBy(brand, plugin, load));
    (plugin.routes ?? []).forEach((route, index) => {
      const page = loads.find((load) => load.path[0] === 'routes' && load.path[1] === index && load.path[2] === 'load');
      if (!page)
        throw new StampError(
          `plugin ${plugin.id}: routes[${index}].load is not \`() => import('./…')\` in its definition (or a top-level const of that form)`,
        );
      if (page.when === 'first-screen') return;
      const files = [page, ...laterTexts]
        .flatMap((load) => manifest.groups[load.group] ?? [])
        .filter((id, at, all) => !loaded.has(id) && all.indexOf(id) === at)
        .flatMap((id) => [...(manifest.chunks[id]?.css ?? []), ...(manifest.chunks[id]?.js ?? [])]);
      if (!files.length) return;
      for (const routePath of routePaths(route)) pageFiles[normalisePath(routePath)] = files.map((file) => `/${file}`);
    });
  }
  return pageFiles;
}

/** Files of the app the page links to, joined into one. */
function joined(appDir: string, files: readonly string[]): string {
  return files.map((file) => fs.readFileSync(path.join(appDir, file), 'utf8').trimEnd()).join('\n');
}

/** Every file of the compiled app, relative to it. */
function appFiles(appDir: string): string[] {
  return fs
    .readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(appDir, path.join(item.parentPath, item.name)));
}

/** A hard link (the app's files are content-hashed and never rewritten in place), or a copy across devices. */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

export async function stampBrand({ brandId, brandsDir, appDir, outDir }: StampOptions): Promise<StampResult> {
  const started = Date.now();
  const manifest = readAppManifest(appDir);
  if (!manifest) throw new StampError(`no compiled app in ${appDir} (${APP_MANIFEST_FILE} missing): run npm run build`);
  const production = manifest.mode === 'production';
  const { brand, files: brandFiles, paletteCss } = loadBrandForBuild(brandId, brandsDir);
  const listed = allPlugins.filter((plugin) => brand.plugins.includes(plugin.id));

  const written = new Map<string, string | Buffer>();
  const emit = (prefix: string, ext: string, content: string) => {
    const file = `${prefix}.${contentHash(content)}${ext}`;
    written.set(file, content);
    return file;
  };

  // The brand's style sheet: its palettes, the loading frame's type specimen, then the entry's rules.
  const brandCss = emit('css/brand', '.css', `${paletteCss}${typeSpecimenCss()}\n${joined(appDir, manifest.entry.styles)}\n`);

  // The first screen's chunks (a production build; a development one keeps each chunk's own file,
  // with its source map): their code goes into the brand's main script, ahead of the entry's own
  // (each chunk file only registers its modules, so the runtime finds them installed when it
  // starts: no request, and one stream compresses better than two files); their style sheets
  // into one file, which the runtime is told holds them.
  const firstScreen = firstScreenChunkIds(manifest, brand, listed);
  const chunkStyles: AppData['chunkStyles'] = {};
  const preloads: { href: string; as: 'script' | 'style' }[] = [];
  let entryScripts = manifest.entry.scripts;
  if (production) {
    const filesOf = (kind: 'js' | 'css') => (id: string) => manifest.chunks[id]?.[kind] ?? [];
    const cssChunks = firstScreen.filter((id) => filesOf('css')(id).length);
    if (cssChunks.length) {
      const file = emit('css/first-screen', '.css', `${joined(appDir, cssChunks.flatMap(filesOf('css')))}\n`);
      for (const id of cssChunks) chunkStyles[id] = file;
      preloads.push({ href: `/${file}`, as: 'style' });
    }
    const main = manifest.entry.scripts.at(-1);
    const code = firstScreen.flatMap(filesOf('js'));
    if (code.length && main)
      entryScripts = [...manifest.entry.scripts.slice(0, -1), emit('js/main', '.js', `${joined(appDir, [...code, main])}\n`)];
  }

  const loaded = new Set(firstScreen);
  // What the page needs of brand.json: its editor hint (`$schema`) is not.
  const pageBrand: Brand = { ...brand };
  delete pageBrand.$schema;
  const data: AppData = {
    brand: pageBrand,
    early: await earlyManifest(brand, listed),
    pageFiles: pageFilesOf(manifest, brand, listed, loaded),
    chunkStyles,
    entryScripts: entryScripts.map((file) => `/${file}`),
  };

  const earlyCode = fs.readFileSync(path.join(appDir, manifest.early), 'utf8').trim();
  // Inside <script>, these would end the element or start an HTML comment state.
  if (/<\/script|<!--/i.test(earlyCode)) throw new StampError(`${manifest.early}: cannot go inline (contains </script or <!--)`);

  // The order matters: the app data, which the early entry reads; the early entry inline, before
  // the style sheet (an inline script after a style sheet waits for it), so the first screen's
  // calls leave as the page is parsed, and the entry's scripts with them (the early entry asks for
  // them: on a page whose largest image it paints, once that is on screen); its stand-in, should it
  // not run; then the style sheet and the first screen's files.
  const head = [
    `<script type="application/json" id="${APP_DATA_ELEMENT_ID}">${appDataJson(data)}</script>`,
    `<script ${EARLY_SCRIPT_ATTRIBUTE}>${earlyCode}</script>`,
    `<script defer src="/${manifest.standIn}"></script>`,
    `<link rel="stylesheet" href="/${brandCss}">`,
    ...preloads.map(({ href, as }) => `<link rel="preload" href="${href}" as="${as}">`),
    // The header's logo, known now: fetched with the style sheets, not after the first render. A
    // small one is inline (a data: address) and needs nothing.
    ...(brand.theme.logo.startsWith('data:')
      ? []
      : [`<link rel="preload" as="image" href="${escapeHtml(brand.theme.logo)}" fetchpriority="high">`]),
  ].join('');
  const favicon = brandFiles.get(brand.theme.favicon.replace(/^\//, ''));
  const values: Record<string, string> = {
    lang: escapeHtml(brand.languages.default),
    theme: escapeHtml(brand.theme.default),
    title: escapeHtml(brand.name),
    description: escapeHtml(`${brand.name}: cassino, slots, esportes e loteria.`),
    themeColor: escapeHtml(brand.theme.palettes[brand.theme.default].bg),
    favicon: escapeHtml((favicon && inlineImage(brand.theme.favicon, favicon)) ?? brand.theme.favicon),
  };
  const template = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/(>|\}\})\s+(<|\{\{)/g, '$1$2')
    .trim();
  // The loading frame is on screen with the style sheet, before any script (core/status/boot-shell.ts).
  const root = bootShellMarkup({ logo: pageBrand.theme.logo, connecting: corePt.status.connecting });
  const html = template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    name === 'head' ? head : name === 'root' ? root : (values[name] ?? ''),
  );
  written.set('index.html', `${html}\n`);

  const scriptSrc = [`'sha256-${crypto.createHash('sha256').update(earlyCode, 'utf8').digest('base64')}'`];
  written.set('csp.json', `${JSON.stringify({ 'script-src': scriptSrc }, null, 2)}\n`);
  for (const [file, content] of brandFiles) written.set(file, content);

  // A fresh folder, swapped in whole: a server reading dist/<brand>/ meanwhile sees the old site or
  // the new one, never half of each.
  const staging = `${outDir}.stamping-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const skip = new Set([APP_MANIFEST_FILE, ...['', '.gz', '.br'].map((suffix) => `${manifest.early}${suffix}`)]);
  for (const file of appFiles(appDir)) {
    if (skip.has(file)) continue;
    fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
    linkOrCopy(path.join(appDir, file), path.join(staging, file));
  }
  for (const [file, content] of written) {
    const target = path.join(staging, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    if (!production || !COMPRESSIBLE.test(file) || file === 'csp.json') continue;
    fs.writeFileSync(`${target}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  const previous = `${outDir}.previous-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, previous);
  fs.renameSync(staging, outDir);
  fs.rmSync(previous, { recursive: true, force: true });
  return { brand: brandId, ms: Date.now() - started, outDir };
}
