/**
 * kanban-llms: docs for machines. After the build of each locale it writes
 *   - a Markdown twin of every docs page (`<page>.md`, see twin.ts), every version;
 *   - `llms.txt` per docs version (current at the locale root, older ones in
 *     their version folder) and `llms-full.txt` for the current version;
 *   - in the default locale, `api.json` (see apiManifest.ts) and `api.schema.json`.
 * Lifecycle hooks only; see README.md beside this file.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadedContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import {htmlToMarkdown} from './markdown';
import {twinPath} from './twin';
import {sidebarSections, renderLlmsTxt, renderLlmsFull, uniquePages, type PageEntry, type Section, type SidebarItem} from './llmsTxt';
import {buildApiJson, type SourceManifest} from './apiManifest';
import {validateOptions, type PluginOptions} from './options';

type Category = Extract<SidebarItem, {type: 'category'}>;
type GeneratedIndex = Extract<NonNullable<Category['link']>, {type: 'generated-index'}> & {label: string; items: SidebarItem[]};

function generatedIndices(items: readonly SidebarItem[], out: GeneratedIndex[] = []): GeneratedIndex[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index') out.push({...item.link, label: item.label, items: item.items});
    generatedIndices(item.items, out);
  }
  return out;
}

export default function pluginKanbanLlms(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {siteConfig, i18n, siteDir} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const abs = (pathname: string) => siteUrl + pathname;
  /** Page URL as the site links it (permalinks in loaded content carry no trailing slash). */
  const pageUrl = (permalink: string) =>
    abs(applyTrailingSlash(permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl}));

  /** Twins, llms.txt (and llms-full.txt) of one docs version. */
  async function writeVersion(outDir: string, localeBaseUrl: string, version: LoadedVersion, isCurrent: boolean) {
    const fileOf = (pathname: string) => path.join(outDir, decodeURI(pathname.slice(localeBaseUrl.length)));
    const docs = new Map<string, DocMetadata>(version.docs.map((d) => [d.id, d]));
    /** Written twins by their absolute URL. */
    const written = new Map<string, {url: string; markdown: string}>();
    const mdUrlOf = (doc: DocMetadata) => abs(twinPath(doc.permalink, doc.slug === '/'));

    for (const doc of version.docs) {
      const html = await fs.readFile(path.join(fileOf(doc.permalink), 'index.html'), 'utf8').catch(() => null);
      if (html === null) continue; // drafts and unlisted pages without output
      const md = await htmlToMarkdown({html, pageUrl: pageUrl(doc.permalink), title: doc.title});
      if (!md) continue;
      const file = fileOf(twinPath(doc.permalink, doc.slug === '/'));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, md);
      written.set(mdUrlOf(doc), {url: pageUrl(doc.permalink), markdown: md});
    }

    const entry = (doc: DocMetadata): PageEntry => ({title: doc.title, mdUrl: mdUrlOf(doc), description: doc.description});
    const sidebar = version.sidebars[Object.keys(version.sidebars)[0] ?? ''] ?? [];
    const indices = new Map(generatedIndices(sidebar).map((g) => [g.permalink, g]));
    // Generated category pages have no Markdown source: their twin lists the category's pages.
    for (const g of indices.values()) {
      const title = g.title ?? g.label;
      const lines = [`# ${title}`, '', ...(g.description ? [g.description, ''] : [])];
      for (const item of g.items) {
        const doc =
          item.type === 'doc'
            ? docs.get(item.id)
            : item.type === 'category' && item.link?.type === 'doc'
              ? docs.get(item.link.id)
              : undefined;
        if (doc) lines.push(`- [${doc.title}](${pageUrl(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`);
        else if (item.type === 'category' && item.link?.type === 'generated-index')
          lines.push(`- [${item.link.title ?? item.label}](${pageUrl(item.link.permalink)})`);
      }
      const md = `${lines.join('\n').trim()}\n`;
      const file = fileOf(twinPath(g.permalink, false));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, md);
      written.set(abs(twinPath(g.permalink, false)), {url: pageUrl(g.permalink), markdown: md});
    }

    const sections: Section[] = sidebarSections(
      sidebar,
      {
        doc: (id) => {
          const doc = docs.get(id);
          return doc && written.has(mdUrlOf(doc)) ? entry(doc) : undefined;
        },
        generatedIndex: (permalink) => {
          const g = indices.get(permalink);
          return g ? {title: g.title ?? g.label, mdUrl: abs(twinPath(permalink, false)), description: g.description} : undefined;
        },
      },
      options.topSectionTitle,
    );
    const versionDir = fileOf(version.path.replace(/\/?$/, '/'));
    const title = isCurrent ? siteConfig.title : `${siteConfig.title} ${version.label}`;
    const details = options.details
      .replace('{full}', abs(`${version.path.replace(/\/?$/, '/')}llms-full.txt`))
      .replace('{api}', abs(`${siteConfig.baseUrl}api.json`));
    const summary = options.summary.replace('{version}', version.label);
    await fs.mkdir(versionDir, {recursive: true});
    await fs.writeFile(
      path.join(versionDir, 'llms.txt'),
      renderLlmsTxt({title, summary, details: isCurrent && details ? [details] : [], sections}),
    );
    if (isCurrent && options.llmsFull) {
      const pages = uniquePages(sections).flatMap((p) => written.get(p.mdUrl) ?? []);
      await fs.writeFile(path.join(versionDir, 'llms-full.txt'), renderLlmsFull({title, summary, pages}));
    }
    return {pages: written.size, sections: sections.length};
  }

  return {
    name: 'kanban-llms',

    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find(
        (p) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === options.docsPluginId,
      );
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) throw new Error(`[kanban-llms] docs plugin "${options.docsPluginId}" not found`);
      const localeBaseUrl = context.baseUrl;
      for (const version of content.loadedVersions) {
        const isCurrent = version.isLast;
        const {pages, sections} = await writeVersion(outDir, localeBaseUrl, version, isCurrent);
        console.log(`[kanban-llms] ${i18n.currentLocale} ${version.label}: ${pages} Markdown twins, llms.txt with ${sections} sections`);
      }
      if (i18n.currentLocale === i18n.defaultLocale && options.apiManifestPath) {
        const manifest = JSON.parse(await fs.readFile(path.resolve(siteDir, options.apiManifestPath), 'utf8')) as SourceManifest;
        const byVersion = new Map(content.loadedVersions.map((v) => [v.versionName, new Map(v.docs.map((d) => [d.id, d.permalink]))]));
        const current = content.loadedVersions.find((v) => v.isLast)!;
        const api = buildApiJson({
          manifest,
          siteUrl,
          baseUrl: siteConfig.baseUrl,
          trailingSlash: siteConfig.trailingSlash !== false,
          locales: i18n.locales,
          defaultLocale: i18n.defaultLocale,
          currentVersion: current.label,
          permalink: (version, id) => byVersion.get(version === 'current' ? current.versionName : version)?.get(id),
          olderVersions: content.loadedVersions.filter((v) => !v.isLast).map((v) => v.versionName),
        });
        await fs.writeFile(path.join(outDir, 'api.json'), JSON.stringify(api, null, 1));
        if (options.apiSchemaPath) {
          // The schema's `$id` is where it is served: this deployment's URL, not the source file's placeholder.
          const schema = JSON.parse(await fs.readFile(path.resolve(siteDir, options.apiSchemaPath), 'utf8')) as Record<string, unknown>;
          schema.$id = `${siteUrl}${siteConfig.baseUrl}api.schema.json`;
          await fs.writeFile(path.join(outDir, 'api.schema.json'), JSON.stringify(schema, null, 2));
        }
        console.log(`[kanban-llms] api.json: ${api.items.length} items`);
      }
    },
  };
}

export {validateOptions};
