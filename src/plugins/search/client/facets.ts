/**
 * Facet filters, the search error and the client's constant fields, apart
 * from the embedded client so that the search button, the dialog, Ask AI and
 * the client's lazy stand-in (`lazyClient.ts`) can use them without loading
 * the client (it arrives with the first search).
 */

export type FacetFilters = (string | string[])[] | string | undefined;

/** Thrown when index files cannot be loaded: DocSearch shows "Unable to fetch results". */
export class RetryError extends Error {
  override name = 'RetryError';
  transporterStackTrace: unknown[] = [];
}

/** The RetryError for search code (a chunk) that failed to load: shown as a failed search, tried again next time. */
export function codeLoadError(error: unknown): RetryError {
  return Object.assign(new RetryError(`Search code failed to load: ${error instanceof Error ? error.message : String(error)}`), {
    cause: error,
  });
}

/** Turns `facetFilters` into a per-attribute test: AND of groups, each an OR of `attr:value`. */
export function parseFacetFilters(filters: FacetFilters): {attr: string; values: string[]}[] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((group) => {
    const items = Array.isArray(group) ? group : [group];
    const parsed = items.map((item) => {
      const i = item.indexOf(':');
      return {attr: item.slice(0, i), value: item.slice(i + 1)};
    });
    return {attr: parsed[0]?.attr ?? '', values: parsed.map((p) => p.value)};
  });
}

/** The docs versions (`docusaurus_tag` values) the filters allow, or null when they do not restrict it. */
export function selectedTags(filters: FacetFilters): string[] | null {
  const groups = parseFacetFilters(filters)
    .filter((f) => f.attr === 'docusaurus_tag')
    .map((f) => f.values);
  return groups.length ? groups.reduce((a, b) => a.filter((t) => b.includes(t))) : null;
}

/**
 * The fields of Algolia's lite client that DocSearch reads besides `search`,
 * shared by the embedded client and its lazy stand-in.
 */
export function liteClientFields() {
  const algoliaAgent = {value: 'kanban-embedded-search', add: () => algoliaAgent};
  return {
    appId: 'embedded',
    apiKey: 'embedded',
    transporter: {algoliaAgent},
    addAlgoliaAgent: (_segment: string, _version?: string) => undefined,
  };
}
