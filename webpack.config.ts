/**
 * Compiles the app once for every brand: core and every plugin, each plugin's parts as lazy
 * chunks, into .cache/app/ (.cache/dev-app/ with BUILD_MODE=development), with app-manifest.json
 * for the per-brand stamp (scripts/build/stamp-brand.ts), which writes dist/<brand>/ without
 * webpack. Nothing here depends on a brand. `npm run build` runs both (scripts/build.ts).
 * With BUILD_MODE=development (`npm run dev`): unminified, with source maps and React's development
 * build, uncompressed, plus the live-reload client.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { APP_DATA_ELEMENT_ID } from './core/brand/app-data';
import { CHUNK_LOAD_TIMEOUT_MS } from './core/router/chunk-load';
import { allPlugins } from './plugins';
import { APP_MANIFEST_FILE, appDirFor, type AppManifest, type ManifestChunk } from './scripts/build/app-manifest';
import { DeclaredLoadsPlugin } from './scripts/build/declared-loads';
import { appSourceHash } from './scripts/build/source-hash';

const mode = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
const development = mode === 'development';
const outDir = appDirFor(mode, __dirname);

const pluginIds = new Set(allPlugins.map((plugin) => plugin.id));

/** Names the lazy chunks and reads each plugin's declared loads (scripts/build/declared-loads.ts). */
const declaredLoads = new DeclaredLoadsPlugin(__dirname, pluginIds);

/**
 * A chunk some brand's first screen carries: a plugin's definition with its first-screen parts,
 * or its first-screen texts. The stamp bundles a brand's own into one file of that brand's.
 */
function isFirstScreenChunkName(name: string | null | undefined): boolean {
  return Boolean(name && declaredLoads.firstScreenGroups.has(name));
}

/** Whose a module is, for the shared first-screen chunks: `core`, a plugin id, or undefined (a package). */
function sharedOwner(module: webpack.Module): string | undefined {
  const resource = path.relative(__dirname, module.nameForCondition?.() ?? '');
  if (/^core[\\/]/.test(resource)) return 'core';
  const plugin = /^plugins[\\/]([^\\/]+)[\\/]/.exec(resource)?.[1];
  return plugin && pluginIds.has(plugin) ? plugin : undefined;
}

/** The plugin ids whose source a module holds (a concatenated module holds several). */
function pluginsOf(module: webpack.Module, into: Set<string>): void {
  const inner = (module as webpack.Module & { modules?: Iterable<webpack.Module> }).modules;
  if (inner) {
    for (const part of inner) pluginsOf(part, into);
    return;
  }
  const resource = module.nameForCondition?.() ?? '';
  const match = /[\\/]plugins[\\/]([^\\/]+)[\\/]/.exec(path.relative(__dirname, resource).replace(/^/, '/'));
  if (match && pluginIds.has(match[1])) into.add(match[1]);
}

/**
 * Writes app-manifest.json (see scripts/build/app-manifest.ts) once files have their final names
 * (after the real content hashes) and before compression.
 */
class AppManifestPlugin {
  private sourceHash = '';

  apply(compiler: webpack.Compiler): void {
    // Taken as the compilation starts: a file changed while it runs makes the next build compile again.
    const fingerprint = () => {
      this.sourceHash = appSourceHash(mode);
    };
    compiler.hooks.run.tap('AppManifestPlugin', fingerprint);
    compiler.hooks.watchRun.tap('AppManifestPlugin', fingerprint);
    compiler.hooks.thisCompilation.tap('AppManifestPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: 'AppManifestPlugin', stage }, () => {
        const chunks: Record<string, ManifestChunk> = {};
        for (const chunk of compilation.chunks) {
          const plugins = new Set<string>();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) pluginsOf(module, plugins);
          const files = [...chunk.files];
          chunks[String(chunk.id)] = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
            plugins: [...plugins].sort(),
          };
        }
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.chunks.map((chunk) => String(chunk.id));
        const entryFiles = (name: string) => compilation.entrypoints.get(name)?.getFiles() ?? [];
        const initial = [...entryFiles('main'), ...entryFiles('devReload')];
        const [early, ...extra] = entryFiles('early').filter((file) => file.endsWith('.js'));
        if (!early || extra.length) throw new Error('AppManifestPlugin: the early entry must be exactly one script');
        const [standIn, ...more] = entryFiles('standIn').filter((file) => file.endsWith('.js'));
        if (!standIn || more.length) throw new Error('AppManifestPlugin: the stand-in entry must be exactly one script');
        const manifest: AppManifest = {
          sourceHash: this.sourceHash,
          mode,
          entry: { scripts: initial.filter((file) => file.endsWith('.js')), styles: initial.filter((file) => file.endsWith('.css')) },
          early,
          standIn,
          chunks,
          groups,
          plugins: declaredLoads.plugins,
        };
        compilation.emitAsset(APP_MANIFEST_FILE, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * Lets a brand's page say where a chunk's CSS is: the stamp bundles the style sheets of the brand's
 * first-screen chunks into one file and lists them in the page's app data (`chunkStyles`). The
 * runtime then asks for that file instead of the chunk's own sheet; a chunk the page does not
 * list, or a page without app data, loads as webpack named it. (Their code needs nothing of the
 * kind: it comes inside the brand's main script, installed before the runtime starts.)
 */
class BrandChunkStylesRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('brand chunk styles', webpack.RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    const styleOf = `${webpack.RuntimeGlobals.require}.miniCssF`;
    return [
      `var element = typeof document !== "undefined" && document.getElementById(${JSON.stringify(APP_DATA_ELEMENT_ID)});`,
      'var styles = {};',
      'try { styles = (element && JSON.parse(element.textContent).chunkStyles) || {}; } catch (error) {}',
      `var ownStyle = ${styleOf};`,
      `if (ownStyle) ${styleOf} = function (id) { return styles[id] || ownStyle(id); };`,
    ].join('\n');
  }
}

class BrandChunkStylesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BrandChunkStylesPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('BrandChunkStylesPlugin', (chunk) => {
        if (chunk.name === 'main') compilation.addRuntimeModule(chunk, new BrandChunkStylesRuntimeModule());
      });
    });
  }
}

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled with the script, off the main thread as it streams in, instead of each one on
 * the main thread at its first call. The app's chunks are loaded when their code is about to run,
 * and lazy compiling was the largest part of start-up's script tasks: 110-160 ms of
 * `V8.CompileCode` on the main thread per load of `/` in traces, none with the hint, the
 * renderer's CPU time unchanged (issue 22, docs/building.md). The brand's main script starts with
 * a chunk's code (scripts/build/stamp-brand.ts), so it starts with the comment too.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which drops comments), before the real content hashes.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of compilation.chunks) {
          // The early entry is inlined into the page, where nothing streams: V8 compiles it on the
          // main thread either way, before the first paint, where compiling its rarely called
          // branches eagerly could only add work.
          if (chunk.name === 'early') continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_ALL_ON_LOAD, source));
          }
        }
      });
    });
  }
}

const compressible = /\.(js|css|html|svg|json)$/;

/** gzip and brotli siblings of every text file, at their highest levels. */
function compressionPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: compressible,
      exclude: APP_MANIFEST_FILE,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: compressible,
      exclude: APP_MANIFEST_FILE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

const config = async (): Promise<Configuration> => ({
  name: 'app',
  mode,
  target: 'browserslist:defaults and supports es6-module',
  // `early` first: it starts the first screen's API calls while `main` and its libraries download.
  entry: {
    early: './core/api/early-requests.ts',
    // The early entry's stand-in, should the page's policy block the inline one.
    standIn: './core/api/stand-in.ts',
    // React DOM, then start-up (core/boot.tsx), each evaluated in a task of its own.
    main: './core/main.ts',
    ...(development ? { devReload: './scripts/dev/live-reload.ts' } : {}),
  },
  output: {
    path: outDir,
    publicPath: '/',
    filename: 'js/[name].[contenthash:8].js',
    // Lazy chunks by id: their names (scripts/build/declared-loads.ts, in the manifest) would
    // otherwise ride in the runtime's file map, in every brand's main script.
    chunkFilename: 'js/[id].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    // A development build keeps the files it replaces: a page still loading the last build gets them.
    clean: !development,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
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
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    declaredLoads,
    new AppManifestPlugin(),
    new BrandChunkStylesPlugin(),
    new CompileHintsPlugin(),
    new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[id].[contenthash:8].css' }),
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
        // Modules several plugins' first-screen chunks share (core's account checks and dialogs,
        // which only plugins import; a plugin's ids that another plugin imports): one copy, in a
        // chunk of its own that those chunks load (`core-shared`, `<plugin>-shared`), rather than a
        // copy inside each.
        firstScreenShared: {
          chunks: 'async',
          minSize: 0,
          priority: 30,
          enforce: true,
          test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
            sharedOwner(module) !== undefined &&
            [...chunkGraph.getModuleChunksIterable(module)].filter((chunk) => isFirstScreenChunkName(chunk.name)).length >= 2,
          name: (module: webpack.Module) => `${sharedOwner(module)}-shared`,
        },
        // A style sheet a plugin's first screen already loaded (lobbies.css with the home page's
        // cards, auth.css with the header's login) is not copied again into each of its route
        // chunks that import it: it goes with the first screen, and the route uses it from there.
        firstScreenStyles: {
          type: 'css/mini-extract',
          chunks: 'async',
          priority: 15,
          enforce: true,
          test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => isFirstScreenChunkName(chunk.name)),
          // A chunk of its own next to the first-screen chunk (webpack will not move modules into a
          // chunk that is not their parent), which that chunk's group and the route's both load.
          name: (_module: webpack.Module, chunks: webpack.Chunk[]) => {
            const firstScreen = chunks.find((chunk) => isFirstScreenChunkName(chunk.name));
            return firstScreen ? `${firstScreen.name}-styles` : undefined;
          },
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
