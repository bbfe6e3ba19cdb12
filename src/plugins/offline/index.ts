/**
 * kanban-offline: what @docusaurus/plugin-pwa leaves to the site.
 *   - A web app manifest per locale (`<locale>/manifest.webmanifest`, name,
 *     language, start URL and scope of that locale), linked from every page.
 *   - `theme-color` per colour mode: two media-query metas for the first paint,
 *     kept in step with the colour mode toggle by client/themeColor.ts.
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

    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}manifest.webmanifest`}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/pwa/icon-192.png`}},
          {tagName: 'meta', attributes: {name: 'theme-color', media: '(prefers-color-scheme: light)', content: options.themeColors.light}},
          {tagName: 'meta', attributes: {name: 'theme-color', media: '(prefers-color-scheme: dark)', content: options.themeColors.dark}},
        ],
      };
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
