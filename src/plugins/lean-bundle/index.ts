/**
 * Browser bundle trims measured in issue 16 (bench/compare.mjs):
 *   - Preact (preact/compat) instead of React in the browser: React and
 *     React DOM are 69 KiB gzip of every first load, Preact with its React
 *     compatibility layer about 11 KiB (first load 203-222 -> 145-165 KiB).
 *     Pages are still rendered to HTML by React on the server (Docusaurus's
 *     renderer needs react-dom/server); Preact hydrates that HTML. The swap is
 *     an alias, so no source file imports Preact; client/preactTiming.ts aligns
 *     Preact's effect timing with React's. `DOCUSAURUS_REACT_CLIENT=true` builds
 *     with React, to compare or to rule the swap out when chasing a bug;
 *   - the route registry without module paths (registryLoader.js): the browser
 *     never reads them, only server rendering does (2.5 KiB gzip a locale).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const usePreact = process.env.DOCUSAURUS_REACT_CLIENT !== 'true';

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'kanban-lean-bundle',
    getClientModules() {
      return usePreact ? [path.join(__dirname, 'client', 'preactTiming.ts')] : [];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Rspack's persistent cache does not notice an alias change: a build after
      // switching DOCUSAURUS_REACT_CLIENT would reuse the other library's modules.
      const cache = (config as {experiments?: {cache?: {type?: string; version?: string}}}).experiments?.cache;
      return {
        ...(cache?.type === 'persistent' && {
          experiments: {cache: {...cache, version: `${cache.version}-${usePreact ? 'preact' : 'react'}`}},
        }),
        // Core aliases `react` and `react-dom` to the site's copies; the same keys
        // replace those entries (`react/jsx-runtime`, `react-dom/client` follow).
        resolve: usePreact ? {alias: {react: 'preact/compat', 'react-dom': 'preact/compat'}} : {},
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'registryLoader.js')}]}],
        },
      };
    },
  };
}
