/** One section of a page (a heading and the text under it): the unit the embedded engine indexes. */
export interface SectionDoc {
  /** Site-relative URL with the heading's anchor, e.g. `/kanban/ru/api/methods/js_kanban_addcard_method/#usage`. */
  url: string;
  /**
   * Hierarchy `lvl0..lvl6`: lvl0 is the sidebar category, lvl1 the page title,
   * lvl2+ the headings above and of this section. `null` where a level is absent.
   */
  h: (string | null)[];
  /** Paragraphs, list items and table cells of the section, in order. */
  c: string[];
  /** The page's description (`<meta name="description">`), on its first section only. */
  d?: string;
  /**
   * What other pages say where they link to this page (the words around each link), on its first section only. In the
   * prebuilt index only: a shipped shard's sections do not carry it.
   */
  l?: string[];
  /** The words of the section's code examples (`codeWords`), on API pages only. In the prebuilt index only, like `l`. */
  k?: string[];
  /**
   * The page's keywords (`<meta name="keywords">`, the `keywords` front matter): the words readers use for the page
   * when they do not know the API's name ("change ticket status"), on its first section only. In the prebuilt index
   * only, like `l`.
   */
  w?: string[];
}

/** A shard: every section of one locale and one docs version (`docusaurus_tag`). */
export interface Shard {
  language: string;
  tag: string;
  /** Docs version name (`current`, `1.6`), from `docsearch:version`. */
  version: string;
  docs: SectionDoc[];
  /** The shard's MiniSearch index, serialized at build time (`SectionIndex.prebuild`); absent in older builds and tests. */
  index?: unknown;
}

/**
 * The shard format the engine reads: 2 since a term's sections ship as id gaps (`packPostings`) and a page's
 * description came in, 3 since the index has a `links` field (what other pages say of a page), 4 since a possessive
 * (`row's`) is indexed as its noun, 5 since postings ship as digit strings, 6 since the index has a `code` field (the
 * words of API pages' code examples), 7 since it has a `keywords` field (the pages' keywords). An index written in another format is built again, never read.
 */
export const SHARD_FORMAT_VERSION = 7;

/** `search-index/manifest.json` of a locale: which file holds which shard. */
export interface ShardManifest {
  formatVersion: number;
  language: string;
  shards: {tag: string; version: string; file: string; sections: number; bytes: number}[];
  /** Set instead of shards when no index was built (dev server before any build): says what to do. */
  missing?: string;
}

/** Global data the plugin hands to the browser. */
export interface SearchGlobalData {
  /** `embedded` (default) or `algolia` (hosted, with credentials). */
  backend: 'embedded' | 'algolia';
  /** Folder of the index files under each locale's base URL. */
  indexDir: string;
  /** Assistant id that means "answer Ask AI from the embedded index". */
  localAssistantId: string;
}
