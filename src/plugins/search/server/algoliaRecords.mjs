/**
 * DocSearch records for hosted Algolia, made from the shards the embedded
 * backend ships, so both backends index exactly the same content: one record
 * per heading (type lvlN) and one per paragraph and page description (type
 * content), with the DocSearch crawler's fields and facets.
 */

/** DocSearch's Docusaurus template settings (trimmed to what the theme uses). */
export const DOCSEARCH_SETTINGS = {
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    // The page's keywords, on its lvl1 record: as in the embedded engine, below headings and above the text.
    'unordered(keywords)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
};

const LEVEL_WEIGHT = {lvl0: 100, lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0};

/**
 * Records of one shard; `origin` makes URLs absolute (`https://docs.example.com`). `keywordsOf` gives a page's
 * keywords by its path (the shipped shards do not carry them: scripts/algolia-upload.mjs reads them from the built
 * pages); they go on the page's own lvl1 record.
 *
 * @param {{language: string, tag: string, version: string, docs: {url: string, h: (string | null)[], c: string[], d?: string}[]}} shard
 * @param {string} origin
 * @param {(url: string) => string[]} [keywordsOf]
 */
export function shardToRecords(shard, origin, keywordsOf = () => []) {
  const records = [];
  let position = 0;
  for (const doc of shard.docs) {
    const hierarchy = Object.fromEntries(doc.h.map((v, i) => [`lvl${i}`, v ?? null]));
    let level = 1;
    doc.h.forEach((v, i) => {
      if (i >= 1 && v) level = i;
    });
    const url = origin + doc.url;
    const [urlWithoutAnchor, anchor = null] = url.split('#');
    const base = {
      hierarchy,
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language: shard.language,
      lang: shard.language,
      docusaurus_tag: shard.tag,
      version: shard.version,
    };
    const keywords = doc.url.includes('#') ? [] : keywordsOf(doc.url);
    records.push({
      ...base,
      objectID: `${shard.language}:${shard.tag}:${doc.url}`,
      type: `lvl${level}`,
      content: null,
      ...(keywords.length ? {keywords} : {}),
      weight: {pageRank: 0, level: LEVEL_WEIGHT[`lvl${level}`], position: position++},
    });
    doc.c.forEach((text, i) => {
      records.push({
        ...base,
        objectID: `${shard.language}:${shard.tag}:${doc.url}:${i}`,
        type: 'content',
        content: text,
        weight: {pageRank: 0, level: 0, position: position++},
      });
    });
    // The page's description, which the embedded engine indexes with the page's first section.
    if (doc.d) {
      records.push({
        ...base,
        objectID: `${shard.language}:${shard.tag}:${doc.url}:description`,
        type: 'content',
        content: doc.d,
        weight: {pageRank: 0, level: 0, position: position++},
      });
    }
  }
  return records;
}

/**
 * Algolia synonym objects for the embedded engine's synonym table
 * (src/plugins/search/shared/synonyms.ts), so both backends widen the same
 * query words. The table is one-way (what readers type → what the docs say:
 * "remove" also finds "delete", but "on" must not find "listen"), so each
 * entry becomes a `onewaysynonym` with the key as `input`; a symmetric
 * `synonym` set would widen queries the embedded engine leaves alone.
 * Algolia synonyms are index-wide: objectIDs carry the locale
 * (`ru:карточка`), and queries stay in their language through the
 * `language` facet filter of contextual search.
 *
 * @param {Record<string, Record<string, string[]>>} table language → word → alternatives
 */
export function synonymsToAlgolia(table) {
  const hits = [];
  for (const [lang, entries] of Object.entries(table)) {
    for (const [input, alternatives] of Object.entries(entries)) {
      const synonyms = [...new Set(alternatives.filter((a) => a !== input))];
      if (synonyms.length === 0) continue;
      hits.push({objectID: `${lang}:${input}`, type: 'onewaysynonym', input, synonyms});
    }
  }
  return hits;
}

/**
 * Index settings: the DocSearch template plus the site's languages, so that
 * plurals and Chinese/Korean word segmentation apply as they do in the
 * embedded engine (Algolia wants a CJK language first for segmentation).
 *
 * @param {readonly string[]} languages the site's locales
 */
export function indexSettings(languages) {
  const ordered = [...languages].sort((a, b) => Number(!/^(zh|ja|ko)$/.test(a)) - Number(!/^(zh|ja|ko)$/.test(b)));
  return {...DOCSEARCH_SETTINGS, indexLanguages: ordered, queryLanguages: ordered};
}
