/**
 * kanban-headers: writes the build's `_headers` (Netlify / Cloudflare Pages
 * format; scripts/serve.mjs sends the same) from scripts/headers.mjs, with
 * the hosts this build loads from: an analytics script or consent stylesheet
 * configured by environment variables, hosted Algolia. `static/_headers` is
 * the same file for the default build (embedded search, no third parties).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderHeadersFile, type HeaderOptions} from '../../../scripts/headers.mjs';

export type PluginOptions = HeaderOptions;

export default function pluginHeaders(_context: LoadContext, options: PluginOptions): Plugin<void> {
  return {
    name: 'kanban-headers',
    async postBuild({outDir}) {
      // Every locale's folder gets one, like the copy of static/_headers; hosts read the root one.
      await fs.writeFile(path.join(outDir, '_headers'), renderHeadersFile(options));
    },
  };
}
