/**
 * Builds one brand: `BRAND=<id> webpack --config webpack.config.ts` → dist/<id>/.
 * `npm run build` runs this for every brand folder (see scripts/build.ts).
 */
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import { CHUNK_LOAD_TIMEOUT_MS } from './core/router/chunk-load';
import { loadBrandForBuild } from './scripts/lib/brand-build';
import { DEFAULT_BRAND } from './scripts/lib/defaults';

const brandId = process.env.BRAND || DEFAULT_BRAND;
const { brand, files, brandCssPath } = loadBrandForBuild(brandId);
const outDir = path.resolve(__dirname, 'dist', brandId);

/** Emits the brand's hashed assets and palette stylesheet next to the bundle. */
class BrandFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BrandFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BrandFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of files) compilation.emitAsset(file, new webpack.sources.RawSource(content), { immutable: true });
      });
    });
  }
}

const compressible = /\.(js|css|html|svg|json)$/;

const config: Configuration = {
  name: brandId,
  mode: 'production',
  target: 'browserslist:defaults and supports es6-module',
  entry: { main: './core/boot.tsx' },
  output: {
    path: outDir,
    publicPath: '/',
    filename: 'js/[name].[contenthash:10].js',
    chunkFilename: 'js/[name].[contenthash:10].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: false } } },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({ __BRAND__: JSON.stringify(brand), 'process.env.NODE_ENV': JSON.stringify('production') }),
    new BrandFilesPlugin(),
    new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css', chunkFilename: 'css/[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({
      template: './core/index.html',
      title: brand.name,
      description: `${brand.name}: casino, slots, desporto e lotaria.`,
      brandTheme: brand.theme.default,
      themeColor: brand.theme.palettes[brand.theme.default].bg,
      faviconUrl: brand.theme.favicon,
      brandCssUrl: `/${brandCssPath}`,
      scriptLoading: 'defer',
      minify: { collapseWhitespace: true, removeComments: true },
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: compressible,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
      threshold: 0,
      minRatio: 1,
    }),
  ],
  optimization: {
    minimizer: ['...', new CssMinimizerPlugin()],
    splitChunks: { chunks: 'async' },
  },
  performance: { hints: false },
  devtool: false,
  stats: 'errors-warnings',
};

export default config;
