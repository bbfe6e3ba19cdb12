/**
 * kanban-search: the embedded search backend behind the stock DocSearch v4
 * dialog and search page. Lifecycle hooks only; see README.md beside this file.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeIndex, localeAdmonitionTitles} from './server/writeIndex';
import {validateOptions, type PluginOptions} from './options';
import type {SearchGlobalData} from './shared/types';

export default function pluginKanbanSearch(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {i18n, siteDir, baseUrl} = context;
  return {
    name: 'kanban-search',

    async contentLoaded({actions}) {
      actions.setGlobalData({
        backend: options.backend,
        indexDir: options.indexDir,
        localAssistantId: options.localAssistantId,
      } satisfies SearchGlobalData);
    },

    async postBuild({outDir}) {
      if (options.backend !== 'embedded') return;
      // The default locale's output folder holds the other locales' folders.
      const otherLocaleDirs =
        i18n.currentLocale === i18n.defaultLocale
          ? i18n.locales.filter((l) => l !== i18n.defaultLocale).map((l) => path.join(outDir, l))
          : [];
      const manifest = await writeIndex({
        outDir,
        baseUrl,
        indexDir: options.indexDir,
        ignorePaths: options.ignorePaths,
        otherLocaleDirs,
        // The locale's translated default admonition titles ("совет"), kept out of the text like the English ones.
        admonitionTitles: await localeAdmonitionTitles(path.join(siteDir, 'i18n'), i18n.currentLocale),
      });
      const sections = manifest.shards.reduce((n, s) => n + s.sections, 0);
      console.log(
        `[kanban-search] ${i18n.currentLocale}: ${sections} sections in ${manifest.shards.length} shard(s) at ${path.relative(siteDir, path.join(outDir, options.indexDir))}`,
      );
      // Keep a copy for `docusaurus start`, which runs no postBuild (see dev.ts).
      const devCopy = path.join(siteDir, 'node_modules/.cache/kanban-search', i18n.currentLocale, options.indexDir);
      await fs.rm(devCopy, {recursive: true, force: true});
      await fs.cp(path.join(outDir, options.indexDir), devCopy, {recursive: true});
    },
  };
}

export {validateOptions};
