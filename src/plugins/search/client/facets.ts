/**
 * Facet filters and the search error, apart from the embedded client so that
 * the search button, the dialog and Ask AI can read them without loading the
 * client (it arrives with the first search: `client/index.ts`).
 */

export type FacetFilters = (string | string[])[] | string | undefined;

/** Thrown when index files cannot be loaded: DocSearch shows "Unable to fetch results". */
export class RetryError extends Error {
  override name = 'RetryError';
  transporterStackTrace: unknown[] = [];
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
