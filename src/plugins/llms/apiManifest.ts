/**
 * The public API manifest (`/kanban/api.json`): every item of
 * `src/data/api/manifest.json` (itself generated from the API facts file)
 * with the URL of its page and of the page's Markdown twin in every locale,
 * for the current docs version and every older version that has the page.
 * Its shape is `src/data/api/api.schema.json`, served as `/kanban/api.schema.json`.
 */
import {twinPath} from './twin';

/** An item of src/data/api/manifest.json (only what this file reads is typed). */
export interface ManifestItem {
  id: string;
  kind: string;
  name: string;
  [key: string]: unknown;
}

export interface SourceManifest {
  product: Record<string, unknown>;
  items: ManifestItem[];
}

export interface BuildApiJsonParams {
  manifest: SourceManifest;
  /** `https://docs.example.com` */
  siteUrl: string;
  /** `/kanban/` */
  baseUrl: string;
  /** Page URLs end with a slash (the site's `trailingSlash`); permalinks of loaded docs carry none. */
  trailingSlash: boolean;
  locales: readonly string[];
  defaultLocale: string;
  /** Label of the current docs version (`1.7`). */
  currentVersion: string;
  /**
   * Permalink of a doc in the default locale (`/kanban/1.6/api/...`), or
   * undefined when the version has no such doc. `version` is a docs version
   * name: `current` or an older one (`1.6`).
   */
  permalink: (version: string, id: string) => string | undefined;
  /** Older docs versions, newest first. */
  olderVersions: readonly string[];
}

export interface PageUrls {
  /** HTML page per locale. */
  urls: Record<string, string>;
  /** Markdown twin per locale. */
  markdown: Record<string, string>;
}

export type ApiJsonItem = ManifestItem & PageUrls & {olderVersions?: Record<string, PageUrls>};

export interface ApiJson {
  $schema: string;
  product: Record<string, unknown>;
  docsVersion: string;
  locales: string[];
  items: ApiJsonItem[];
}

export function buildApiJson(p: BuildApiJsonParams): ApiJson {
  const pageUrls = (permalink: string): PageUrls => {
    const rest = permalink.slice(p.baseUrl.length).replace(/\/$/, '') + (p.trailingSlash ? '/' : '');
    const urls: Record<string, string> = {};
    const markdown: Record<string, string> = {};
    for (const locale of p.locales) {
      const localized = `${p.baseUrl}${locale === p.defaultLocale ? '' : `${locale}/`}${rest}`;
      urls[locale] = p.siteUrl + localized;
      markdown[locale] = p.siteUrl + twinPath(localized, false);
    }
    return {urls, markdown};
  };
  const items = p.manifest.items.map((item): ApiJsonItem => {
    const current = p.permalink('current', item.id);
    if (!current) throw new Error(`[kanban-llms] API item "${item.id}" has no page in the current docs`);
    const older = Object.fromEntries(
      p.olderVersions.flatMap((v) => {
        const link = p.permalink(v, item.id);
        return link ? [[v, pageUrls(link)]] : [];
      }),
    );
    return {...item, ...pageUrls(current), ...(Object.keys(older).length ? {olderVersions: older} : {})};
  });
  return {
    $schema: `${p.siteUrl}${p.baseUrl}api.schema.json`,
    product: p.manifest.product,
    docsVersion: p.currentVersion,
    locales: [...p.locales],
    items,
  };
}
