/**
 * kanban-offline: what @docusaurus/plugin-pwa leaves to the site.
 *   - A web app manifest per locale (`<locale>/manifest.webmanifest`, name,
 *     language, start URL and scope of that locale); the PWA plugin's
 *     `pwaHead` links it, with the icon and the two `theme-color` metas.
 *   - `theme-color` per colour mode: the two media-query metas serve the first
 *     paint; client/themeColor.ts keeps them in step with the colour mode toggle.
 * The "Available offline" switch, the persisted offline flag and the search
 * index cache live in client/registerSw.ts and sw/swCustom.js, which the PWA
 * plugin loads through its `swRegister` and `swCustom` options (see
 * docusaurus.config.ts and README.md beside this file).
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type PluginOptions} from './options';
import {webAppManifest} from './manifest';

export default function pluginKanbanOffline(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl, i18n} = context;
  const localeConfig = i18n.localeConfigs[i18n.currentLocale];
  return {
    name: 'kanban-offline',

    getClientModules() {
      return [path.resolve(__dirname, 'client/themeColor.ts')];
    },

    async postBuild({outDir}) {
      const manifest = webAppManifest({
        options,
        localeBaseUrl: baseUrl,
        lang: localeConfig?.htmlLang ?? i18n.currentLocale,
        dir: localeConfig?.direction ?? 'ltr',
      });
      await fs.writeFile(path.join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 1));
    },
  };
}

export {validateOptions};
