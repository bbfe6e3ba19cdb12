/**
 * Browser bundle trims measured in issue 16 (bench/compare.mjs):
 *   - React 18.3 instead of 19 (package.json): React DOM is 42 KiB gzip
 *     instead of 66, on every first load. Docusaurus 3.9 supports both; the
 *     site uses nothing React 19 added. Server rendering goes through
 *     serverRenderer.js, which avoids React 18's multi-byte stream bug;
 *   - React DOM in a chunk of its own: the same bytes on first load, but no
 *     chunk over the per-chunk budget (bench/budgets.json, tests/budgets.spec.ts),
 *     and it stays cached across deploys that change only our code;
 *   - the route registry without module paths (registryLoader.js): the browser
 *     never reads them, only server rendering does (2.5 KiB gzip a locale);
 *   - the site config without its build inputs (configLoader.js: plugin
 *     options, HTML template, client modules), which the browser never reads;
 *   - lazy chunk files named by id, so the runtime holds no table of names;
 *   - non-ASCII text in scripts as UTF-8, not as \uXXXX escapes;
 *   - `@docusaurus/utils-common` without all of tslib (importDefault.js);
 *   - translation declarations without their notes for translators
 *     (translateLoader.js);
 *   - the UI strings of the search dialog and search page loaded with them,
 *     not with every page (translationsLoader.js);
 *   - the page-change bar without the nprogress library (client/progress.ts);
 *   - the head manager without react-helmet-async's server half, prop-types
 *     and deep comparison (client/helmet.tsx);
 *   - the search dialog's styles in the dialog's chunk, not in the one
 *     stylesheet that blocks every page's first paint (DIALOG_CSS_EXCLUDED).
 */
import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

/** This plugin's own modules, each used once below and all listed as build dependencies. */
const files = {
  serverRenderer: path.join(__dirname, 'serverRenderer.js'),
  registryLoader: path.join(__dirname, 'registryLoader.js'),
  configLoader: path.join(__dirname, 'configLoader.js'),
  importDefault: path.join(__dirname, 'importDefault.js'),
  translateLoader: path.join(__dirname, 'translateLoader.js'),
  translationsLoader: path.join(__dirname, 'translationsLoader.js'),
  progress: path.join(__dirname, 'client/progress.ts'),
  helmet: path.join(__dirname, 'client/helmet.tsx'),
};

/**
 * What the one page stylesheet may hold: every CSS module except the search dialog's (`@docsearch/css`'s
 * modal.css and src/theme/SearchBar/dialog.css), which splitChunks then leaves in the dialog's lazy chunk.
 */
export const DIALOG_CSS_EXCLUDED =
  /^(?!.*(?:[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css|[\\/]src[\\/]theme[\\/]SearchBar[\\/]dialog\.css)).*$/;

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'kanban-lean-bundle',
    configureWebpack(config, isServer, utils) {
      // Rspack's persistent cache is evicted when the site config changes, not this plugin: it kept a server bundle
      // built before serverRenderer.js existed. These files join the site config as build dependencies.
      const cache = (config as {experiments?: {cache?: {buildDependencies?: string[]}}}).experiments?.cache;
      cache?.buildDependencies?.push(__filename, ...Object.values(files));
      if (isServer) {
        // Listed first: Docusaurus aliases `react-dom` to its folder, and the first alias that matches wins.
        config.resolve = {
          ...config.resolve,
          alias: {'react-dom/server$': files.serverRenderer, ...config.resolve?.alias},
        };
        return {};
      }
      // Scripts keep non-ASCII text as UTF-8, not as \uXXXX escapes: Docusaurus minifies with `ascii_only` (a
      // workaround for an old UglifyJS bug with emoji in regexes), which makes Cyrillic, Chinese and Korean strings in
      // route data and UI strings three times longer before gzip. Scripts are served and decoded as UTF-8.
      const minimizers = config.optimization?.minimizer;
      const swc = minimizers?.findIndex((m) => m?.constructor?.name === 'SwcJsMinimizerRspackPlugin') ?? -1;
      if (minimizers && swc >= 0) {
        const options = getSwcJsMinimizerOptions();
        const {SwcJsMinimizerRspackPlugin} = utils.currentBundler.instance as unknown as {
          SwcJsMinimizerRspackPlugin: new (o: object) => NonNullable<typeof minimizers>[number];
        };
        minimizers[swc] = new SwcJsMinimizerRspackPlugin({
          minimizerOptions: {minify: true, ...options, format: {...options.format, ascii_only: false}},
        });
      }
      return {
        // Lazy chunks named by id, not by Docusaurus's chunk name: the runtime then maps each id to its content hash
        // only, not also to a name (a random-looking 8-character hash per route chunk, ~2 KiB gzip on every first load).
        // Docusaurus still finds a route's chunks by name through its own name → id table (`__webpack_require__.gca`).
        ...(config.mode === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        // The page-change bar without the nprogress library (client/progress.ts), and the head manager without
        // react-helmet-async's server half and dependencies (client/helmet.tsx).
        resolve: {alias: {nprogress$: files.progress, 'react-helmet-async$': files.helmet}},
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: files.registryLoader}]},
            {test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, use: [{loader: files.configLoader}]},
            // After SWC (`post`): plain JavaScript whatever the source language.
            ...(config.mode === 'production'
              ? [
                  {test: /\.[cm]?[jt]sx?$/, enforce: 'post' as const, use: [{loader: files.translateLoader}]},
                  {
                    test: /[\\/]\.docusaurus[\\/]codeTranslations\.json$/,
                    type: 'javascript/auto',
                    use: [{loader: files.translationsLoader}],
                  },
                ]
              : []),
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: {alias: {tslib: files.importDefault}},
            },
          ],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Docusaurus puts every CSS module in one stylesheet that every page loads before its first paint. The
              // search dialog's styles (DocSearch's dialog CSS and ours, src/theme/SearchBar/DialogExtras.ts) stay in
              // the dialog's chunk instead, loaded on intent: 4 KiB gzip less to block the first paint, and no
              // `body:has(.DocSearch-Container)` rule making the browser re-check the body on every inserted node.
              styles: {test: DIALOG_CSS_EXCLUDED},
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'all',
                priority: 50,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
