/**
 * Browser bundle trims measured in issue 16 (bench/compare.mjs):
 *   - React DOM in a chunk of its own: the same bytes on first load, but no
 *     chunk over the per-chunk budget (bench/budgets.json, tests/budgets.spec.ts),
 *     and it stays cached across deploys that change only our code;
 *   - the route registry without module paths (registryLoader.js): the browser
 *     never reads them, only server rendering does (2.5 KiB gzip a locale).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'kanban-lean-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'registryLoader.js')}]}],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
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
