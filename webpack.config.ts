import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { chakraGlobalCss } from './config/webpack/chakraGlobalCss';
import { StartupModuleOrderPlugin } from './config/webpack/StartupModuleOrderPlugin';
import { PUBLIC_ENV } from './src/config/publicEnv';
import { COLOR_MODE_SCRIPT } from './src/theme/colorModeScript';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The app's version and commit, written into diagnostics files (src/features/support). */
function appBuild(): { version: string; commit: string } {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  try {
    return {
      version,
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
    };
  } catch {
    return { version, commit: '' };
  }
}

/**
 * Preloads from the HTML what the first paint needs and the browser would otherwise find late:
 * - the home page's cover, its largest paint, at high priority alongside the scripts instead of
 *   after they have run (a 1.2 KB SVG: the hint costs the other routes next to nothing);
 * - Roboto's files, which the browser finds only once it has computed the page's styles: they
 *   arrive before the first layout, so the page is laid out once, in its font, instead of a second
 *   time when they come (a file still late is left for the next page: `font-display: optional`).
 *   Found through the style sheet instead, they are asked for at the highest priority, which also
 *   makes them block the first paint in Lighthouse's simulation (/about's mobile FCP 0.8 to 1.2 s
 *   with the 500 and 700 weights not preloaded).
 */
class PreloadPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const assets = Object.keys(compilation.assets);
        const cover = assets.find((name) => /^assets\/cover\.[^/]+\.svg$/.test(name));
        const fonts = assets.filter((name) => /^assets\/roboto-[^/]+\.woff2$/.test(name)).sort();
        data.headTags.unshift(
          ...(cover
            ? [
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  as: 'image',
                  href: `/${cover}`,
                  fetchpriority: 'high',
                }),
              ]
            : []),
          ...fonts.map((font) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: true,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Inlines in the page's head Chakra's global style sheet, computed at build time, and the colour
 * mode script: the first paint already has the reset, the fonts and the page colours in the right
 * mode, with no extra request and no style work in the browser (see
 * config/webpack/chakraGlobalCss.ts and src/theme/colorModeScript.ts).
 */
class InlineHeadPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('InlineHeadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('InlineHeadPlugin', (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, COLOR_MODE_SCRIPT));
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-chakra-global': '' }, chakraGlobalCss(root)),
        );
        return data;
      });
    });
  }
}

/**
 * Brotli (at its best) and gzip copies of the text assets, which the server sends as they are
 * (@fastify/static's `preCompressed`) instead of compressing each response: smaller downloads (the
 * largest script is 15% smaller than at the per-response quality) and no work per request.
 */
const PRECOMPRESSED = /\.(js|css|svg)$/;
const precompressPlugins = () => [
  new CompressionPlugin<BrotliOptions>({
    test: PRECOMPRESSED,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({
    test: PRECOMPRESSED,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
  }),
];

const ASSET_NAME = 'assets/[name].[contenthash:10][ext]';
const ASSET_FILES = /\.(woff2?|png|jpe?g|webp|avif|svg)$/;
const SSR_FOLDER = 'ssr';

/** What every build shares: module resolution, loaders and the public configuration. */
function shared(production: boolean) {
  const resolve: Configuration['resolve'] = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.join(root, 'src'),
      // Every message is pre-compiled to an AST (babel-plugin-formatjs, `formatjs compile --ast`),
      // so the browser never parses ICU strings and the parser can stay out of the bundle.
      ...(production
        ? { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' }
        : {}),
      // react-router's package exports point every bundler at its development build (dev warnings
      // on); the production build is the same code with them off.
      ...(production
        ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
        : {}),
    },
  };
  const rules: NonNullable<Configuration['module']>['rules'] = [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'babel-loader',
        options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
      },
    },
    // The one edit of Chakra's code (issue 38): measured 2026-11-29, Lighthouse mobile as
    // `npx tsx scripts/bench.ts / /search /sign-in` runs it after `npm run build`, median of 5 runs
    // per route, builds with and without this rule interleaved: without it, total blocking time
    // counted in CPU time grows by 256 ms on /, 189 ms on /search, 217 ms on /sign-in; LCP is the
    // same (details in the loader).
    {
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](system|provider)\.js$/,
      use: path.join(root, 'config/webpack/staticChakraGlobals.cjs'),
    },
  ];
  const build = appBuild();
  const define = new webpack.DefinePlugin(
    Object.fromEntries([
      ...PUBLIC_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
      ['process.env.APP_VERSION', JSON.stringify(build.version)],
      ['process.env.APP_COMMIT', JSON.stringify(build.commit)],
    ]),
  );
  return { resolve, rules, define };
}

/**
 * The server's copy of the app (production only): one CommonJS file with which the reference
 * server renders the home page to HTML (see src/app/renderPage.tsx). It links to the assets the
 * browser build emits, under the same names, and emits none itself.
 */
function serverRenderer(outputPath: string): Configuration {
  const { resolve, rules, define } = shared(true);
  return {
    name: 'ssr',
    mode: 'production',
    target: 'node20',
    entry: path.join(root, 'src/app/renderPage.tsx'),
    output: {
      path: path.join(outputPath, SSR_FOLDER),
      publicPath: '/',
      filename: 'renderPage.cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: ASSET_NAME,
      clean: true,
    },
    devtool: false,
    resolve,
    module: { rules: [...rules, { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } }] },
    plugins: [define, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces on the server matter more than a few kilobytes.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): Configuration[] | (Configuration & { devServer?: DevServerConfiguration }) => {
  const production = argv.mode !== 'development';
  const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
  // APP_DIST is also where the reference server looks for the app, so both agree on one folder.
  const outputPath = path.resolve(root, process.env.APP_DIST ?? 'dist');
  const { resolve, rules, define } = shared(production);
  const browser: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: path.join(root, 'src/index.tsx'),
    output: {
      path: outputPath,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: ASSET_NAME,
      // The server renderer's folder is the other build's to clean.
      clean: { keep: new RegExp(`^${SSR_FOLDER}/`) },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        ...rules,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: ASSET_FILES, type: 'asset/resource' },
      ],
    },
    plugins: [
      define,
      new HtmlWebpackPlugin({
        template: path.join(root, 'src/index.html'),
        favicon: path.join(root, 'src/assets/favicon.svg'),
        title: process.env.SITE_NAME || 'DriveMarket',
      }),
      new PreloadPlugin(),
      new InlineHeadPlugin(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      // Start-up evaluates the first download's modules in short steps (src/app/startupSteps.ts).
      ...(production ? [new StartupModuleOrderPlugin(), ...precompressPlugins()] : [new ReactRefreshPlugin()]),
    ],
    optimization: {
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/cdn'], target: apiTarget }],
    },
  };
  // Development serves the browser build alone: pages render in the browser only.
  return production ? [browser, serverRenderer(outputPath)] : browser;
};
