/**
 * Builds one brand: `BRAND=<id> webpack --config webpack.config.ts` → dist/<id>/.
 * `npm run build` runs this for every brand folder (see scripts/build.ts).
 * With BUILD_MODE=development (`npm run dev`, scripts/dev.ts): unminified, with source maps and
 * React's development build, uncompressed, plus the live-reload client, into .cache/dev/<id>/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { EARLY_PAGE_FILES_PLACEHOLDER } from './core/api/early-placeholder';
import { EARLY_SCRIPT_ATTRIBUTE, normalisePath, type EarlyManifest } from './core/api/early-shared';
import type { Brand } from './core/brand/brand-types';
import { CHUNK_LOAD_TIMEOUT_MS } from './core/router/chunk-load';
import { allPlugins } from './plugins';
import { inlineImage, loadBrandForBuild } from './scripts/lib/brand-build';
import { DEFAULT_BRAND } from './scripts/lib/defaults';

const brandId = process.env.BRAND || DEFAULT_BRAND;
const { brand, files, paletteCss } = loadBrandForBuild(brandId);
const development = process.env.BUILD_MODE === 'development';
const outDir = development ? path.resolve(__dirname, '.cache', 'dev', brandId) : path.resolve(__dirname, 'dist', brandId);

/** Emits the brand's hashed assets next to the bundle. */
class BrandFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BrandFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BrandFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of files) compilation.emitAsset(file, new webpack.sources.RawSource(content), { immutable: true });
      });
    });
  }
}

/** The first-screen calls of the brand's plugins, baked into the early entry. */
async function earlyManifest(forBrand: Brand): Promise<EarlyManifest> {
  const routes: EarlyManifest['routes'] = {};
  for (const plugin of allPlugins) {
    if (!forBrand.plugins.includes(plugin.id)) continue;
    const declared =
      typeof plugin.firstScreenRequests === 'function' ? await plugin.firstScreenRequests(forBrand) : plugin.firstScreenRequests;
    for (const [path, requests] of Object.entries(declared ?? {})) {
      (routes[path.toLowerCase()] ??= []).push(...requests);
    }
  }
  return { base: forBrand.api.base, merchantCode: forBrand.identity.merchantCode, routes };
}

/** Each listed plugin's shell chunk (named after its id by convention) and its default-language texts. */
const firstScreenChunks = new Set(brand.plugins);
const firstScreenTextChunks = new Set(brand.plugins.map((id) => `${id}-i18n-${brand.languages.default}`));

/**
 * Preloads, from index.html, the lazy chunks every page's first screen needs: each listed
 * plugin's texts (`<id>-i18n-<lang>`) and its shell chunk (named after the plugin id by
 * convention: its slot components, e.g. the banner strip). They then download alongside the
 * framework instead of after it. Route pages go in chunks named otherwise, and load on demand.
 */
class FirstScreenPreloadPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (groups) => {
        const names = [...firstScreenChunks, ...firstScreenTextChunks];
        const files = new Set<string>();
        for (const name of names) {
          for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) for (const file of chunk.files) files.add(file);
        }
        const tags = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'FirstScreenPreloadPlugin' },
            attributes: { rel: 'preload', href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          }));
        groups.headTags.push(...tags);
        // All entry scripts are fetched at high priority: Chrome gives async and deferred scripts low
        // priority, which lets every style sheet, preload and image overtake the code without which
        // nothing renders (measured: the framework finished downloading last on /rng).
        for (const tag of groups.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        // The early entry (8 KB, 2.5 KB gzipped) goes inline, after the entry's deferred
        // scripts and before the style sheet (an inline script after a style sheet waits for it):
        // the first screen's calls then leave as the document is parsed, instead of one round trip
        // later, when a file of its own would have arrived (and that request no longer takes one of
        // the six connections the framework's files wait for).
        // It shares nothing with the other entries but the answers it leaves on window, which main
        // adopts if they are there. The page's CSP allows it by its hash (see InlineScriptHashPlugin).
        const earlyAt = groups.headTags.findIndex(
          (tag) => tag.tagName === 'script' && /\/js\/early\.[0-9a-f]+\.js$/.test(String(tag.attributes.src)),
        );
        if (earlyAt < 0) throw new Error('FirstScreenPreloadPlugin: no early entry script in index.html');
        const earlyFile = String(groups.headTags[earlyAt].attributes.src).slice(1);
        const code = compilation.getAsset(earlyFile)?.source.source().toString();
        if (code === undefined) throw new Error(`FirstScreenPreloadPlugin: ${earlyFile} not emitted`);
        // Inside <script>, these would end the element or start an HTML comment state.
        if (/<\/script|<!--/i.test(code)) throw new Error(`${earlyFile}: cannot go inline (contains </script or <!--)`);
        groups.headTags.splice(earlyAt, 1);
        const firstNonScript = groups.headTags.findIndex((tag) => tag.tagName !== 'script');
        const inline = {
          tagName: 'script',
          voidTag: false,
          meta: { plugin: 'FirstScreenPreloadPlugin' },
          attributes: { [EARLY_SCRIPT_ATTRIBUTE]: true },
          innerHTML: code,
        };
        groups.headTags.splice(firstNonScript < 0 ? groups.headTags.length : firstNonScript, 0, inline);
        compilation.deleteAsset(earlyFile);
        return groups;
      });
    });
  }
}

/**
 * Writes the brand's palette style sheet (in .cache/, git-ignored) where the `@brand/palette.css`
 * import resolves: a file, not a virtual module, because the CSS extraction loads it in a child
 * compiler that does not see those.
 */
function writePaletteCss(): string {
  const file = path.resolve(__dirname, '.cache/brand-palette', `${brandId}.css`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, paletteCss);
  return file;
}

/**
 * Writes into the early entry, for each path of a route that names its chunk
 * (RouteContribution.chunk), the files of that chunk the page does not load already, so the
 * early entry can preload the opened page's code.
 */
class EarlyPageFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EarlyPageFilesPlugin', (compilation) => {
      // After minifying (the placeholder is then the one string the entry passes on) and before
      // the real content hashes (which then rename the entry and update index.html).
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'EarlyPageFilesPlugin', stage }, () => {
        // Already on every page: the entries' files and the preloaded first screen.
        const loaded = new Set<string>();
        const groups = [
          ...compilation.entrypoints.values(),
          ...[...firstScreenChunks, ...firstScreenTextChunks].map((name) => compilation.namedChunkGroups.get(name)),
        ];
        for (const group of groups) for (const chunk of group?.chunks ?? []) for (const file of chunk.files) loaded.add(file);
        const pageFiles: Record<string, string[]> = {};
        for (const plugin of allPlugins.filter(({ id }) => brand.plugins.includes(id))) {
          for (const route of plugin.routes ?? []) {
            if (!route.chunk) continue;
            const group = compilation.namedChunkGroups.get(route.chunk);
            if (!group) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `Plugin ${plugin.id}: no chunk is named "${route.chunk}" (a route's chunk must be its load()'s webpackChunkName)`,
                ),
              );
              continue;
            }
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file) && !loaded.has(file));
            if (!files.length) continue;
            for (const path of typeof route.path === 'string' ? [route.path] : route.path)
              pageFiles[normalisePath(path)] = files.map((file) => `/${file}`);
          }
        }
        // A JSON text inside a JavaScript string: escaped as JSON escapes a string.
        const literal = JSON.stringify(JSON.stringify(pageFiles)).slice(1, -1);
        const early = compilation.entrypoints.get('early');
        if (!early) throw new Error('EarlyPageFilesPlugin: no `early` entry');
        for (const chunk of early.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => {
              const parts = source.source().toString().split(EARLY_PAGE_FILES_PLACEHOLDER);
              if (parts.length !== 2)
                throw new Error(`${file}: expected the page-files placeholder once, found it ${parts.length - 1} times`);
              return new webpack.sources.RawSource(parts.join(literal));
            });
          }
        }
      });
    });
  }
}

/**
 * Writes `csp.json` next to index.html: the `script-src` sources that let the page's inline
 * scripts run (their SHA-256, of index.html as served), for whoever serves the build. The sandbox
 * adds them to its Content-Security-Policy; a CDN must do the same. Runs after the real content
 * hashes have renamed files (and rewritten index.html) and before compression.
 */
class InlineScriptHashPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('InlineScriptHashPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: 'InlineScriptHashPlugin', stage }, () => {
        const html = compilation.getAsset('index.html')?.source.source().toString();
        if (html === undefined) throw new Error('InlineScriptHashPlugin: no index.html');
        const scriptSrc = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
          ([, code]) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`,
        );
        compilation.emitAsset('csp.json', new webpack.sources.RawSource(`${JSON.stringify({ 'script-src': scriptSrc }, null, 2)}\n`));
      });
    });
  }
}

/** The favicon: a data: address when small (see inlineImage), else its file. */
function faviconHref(): string {
  const content = files.get(brand.theme.favicon.replace(/^\//, ''));
  return (content && inlineImage(brand.theme.favicon, content)) ?? brand.theme.favicon;
}

const compressible = /\.(js|css|html|svg|json)$/;

/** gzip and brotli siblings of every text file, at their highest levels. */
function compressionPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: compressible,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: compressible,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

const config = async (): Promise<Configuration> => ({
  name: brandId,
  mode: development ? 'development' : 'production',
  target: 'browserslist:defaults and supports es6-module',
  // `early` first: it starts the first screen's API calls while `main` and its libraries download.
  entry: {
    early: './core/api/early-requests.ts',
    main: './core/boot.tsx',
    ...(development ? { devReload: './scripts/dev/live-reload.ts' } : {}),
  },
  output: {
    path: outDir,
    publicPath: '/',
    filename: 'js/[name].[contenthash:10].js',
    chunkFilename: 'js/[name].[contenthash:10].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    // A development build keeps the files it replaces: a page still loading the last build gets them.
    clean: !development,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    // The brand's palettes, imported by the core: they go into the entry's style sheet instead of
    // a file of their own, one request fewer before the first paint.
    alias: { '@brand/palette.css$': writePaletteCss() },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: development } } },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      __BRAND__: JSON.stringify(brand),
      __EARLY_REQUESTS__: JSON.stringify(await earlyManifest(brand)),
      __EARLY_PAGE_FILES__: JSON.stringify(EARLY_PAGE_FILES_PLACEHOLDER),
      'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production'),
    }),
    new BrandFilesPlugin(),
    new FirstScreenPreloadPlugin(),
    new EarlyPageFilesPlugin(),
    new InlineScriptHashPlugin(),
    new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css', chunkFilename: 'css/[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({
      template: './core/index.html',
      title: brand.name,
      description: `${brand.name}: cassino, slots, esportes e loteria.`,
      brandTheme: brand.theme.default,
      themeColor: brand.theme.palettes[brand.theme.default].bg,
      faviconUrl: faviconHref(),
      // A small logo is inline (a data: address): nothing to preload.
      logoPreloadUrl: brand.theme.logo.startsWith('data:') ? null : brand.theme.logo,
      scriptLoading: 'defer',
      minify: development ? false : { collapseWhitespace: true, removeComments: true },
    }),
    // The sandbox serves these precompressed siblings as a CDN would; a dev build skips them.
    ...(development ? [] : compressionPlugins()),
  ],
  optimization: {
    minimize: !development,
    minimizer: ['...', new CssMinimizerPlugin()],
    splitChunks: {
      chunks: 'async',
      // The entry's libraries in their own files: the browser fetches them in parallel and runs
      // each as a separate task, which keeps start-up long tasks (TBT) short.
      cacheGroups: {
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'framework',
          chunks: 'initial',
          priority: 40,
          enforce: true,
        },
        vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 20, enforce: true },
        // The first screen's lazy chunks, code and default-language texts, in one file (and its
        // style sheet) instead of one per plugin: over HTTP/1.1 a browser opens six connections per
        // host, and every extra request before the first paint waited for a free one (measured on
        // /rng: a separate texts file cost Lighthouse's LCP one round trip, 150 ms). Another
        // language's texts still load on their own.
        firstScreen: { name: 'first-screen', chunks: (chunk) => firstScreenChunks.has(chunk.name ?? ''), priority: 10, enforce: true },
        firstScreenTexts: {
          name: 'first-screen',
          chunks: (chunk) => firstScreenTextChunks.has(chunk.name ?? ''),
          priority: 10,
          enforce: true,
        },
        // Texts that travel with later chunks (added with addPluginTexts) go in one file per plugin
        // when several chunks read them, instead of a copy inside each (the auth forms, the help
        // centre's page, modal and footer).
        laterTexts: {
          test: /[\\/]plugins[\\/][^\\/]+[\\/]i18n[\\/][^\\/]+\.json$/,
          chunks: 'async',
          minChunks: 2,
          priority: 5,
          enforce: true,
          name: (module: webpack.Module) =>
            `${/[\\/]plugins[\\/]([^\\/]+)[\\/]/.exec((module as webpack.NormalModule).resource ?? '')?.[1] ?? 'plugin'}-texts`,
        },
        // A style sheet the first screen already loaded (lobbies.css with the home page's cards,
        // auth.css with the header's login) is not copied again into each route chunk that imports
        // it: a lobby's or a modal's own CSS file was the same rules, one more request and download.
        firstScreenStyles: {
          name: 'first-screen',
          type: 'css/mini-extract',
          chunks: 'async',
          priority: 15,
          enforce: true,
          test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => firstScreenChunks.has(chunk.name ?? '')),
        },
      },
    },
  },
  performance: { hints: false },
  // Source maps in files, not eval: the page's policy allows no eval.
  devtool: development ? 'cheap-module-source-map' : false,
  stats: 'errors-warnings',
});

export default config;
