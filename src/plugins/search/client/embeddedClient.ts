/**
 * A search client with the shape of Algolia's lite client, answered from the
 * index files the plugin ships with the site. The DocSearch dialog calls
 * `search({requests})`; the search page's `algoliasearch-helper` calls the
 * older `search([{indexName, params}])`. Both work.
 *
 * Index files load lazily on the first search, and only those the request's
 * facet filters select (the page's language and docs version).
 */
import type {SectionIndex, SearchResponse} from '../shared/engine';
import type {Shard, ShardManifest} from '../shared/types';

export type FacetFilters = (string | string[])[] | string | undefined;

export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [key: string]: unknown;
}

export interface EmbeddedClientOptions {
  /** URL of the folder holding `manifest.json`, e.g. `/kanban/ru/search-index/`. */
  indexUrl: string;
  /** Index name the site searches (`kanban`); other names get empty results. */
  indexName: string;
  /** Origin prepended to hit URLs (DocSearch needs absolute URLs). */
  origin: string;
  /** fetch to use (tests pass their own). */
  fetch?: typeof fetch;
}

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
  const groups = parseFacetFilters(filters).filter((f) => f.attr === 'docusaurus_tag').map((f) => f.values);
  return groups.length ? groups.reduce((a, b) => a.filter((t) => b.includes(t))) : null;
}

function paramsOf(request: SearchRequest): Record<string, unknown> {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(params)) {
      try {
        parsed[k] = JSON.parse(v);
      } catch {
        parsed[k] = v;
      }
    }
    return {...rest, ...parsed};
  }
  return {...rest, ...(params ?? {})};
}

/** `docusaurus start` without a previous build: one hit that says how to get an index. */
function missingIndexHit(message: string, url: string) {
  const hit = {
    objectID: 'missing-index',
    url,
    type: 'lvl1' as const,
    hierarchy: {lvl0: 'Search', lvl1: message, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _highlightResult: {hierarchy: {lvl0: {value: 'Search', matchLevel: 'none'}, lvl1: {value: message.replace(/[&<>"']/g, ''), matchLevel: 'none'}}},
    _snippetResult: {},
  };
  return {hits: [hit], nbHits: 1, nbPages: 1};
}

export function createEmbeddedClient(options: EmbeddedClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let manifestPromise: Promise<ShardManifest> | null = null;
  const shardPromises = new Map<string, Promise<Shard>>();
  const indexes = new Map<string, Promise<SectionIndex>>();

  async function getJson<T>(url: string): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url);
    } catch (e) {
      throw Object.assign(new RetryError(`Search index unreachable: ${url}`), {cause: e});
    }
    if (!response.ok) throw new RetryError(`Search index unavailable (${response.status}): ${url}`);
    return (await response.json()) as T;
  }

  function manifest(): Promise<ShardManifest> {
    manifestPromise ??= getJson<ShardManifest>(`${options.indexUrl}manifest.json`).catch((e) => {
      manifestPromise = null; // try again on the next search
      throw e;
    });
    return manifestPromise;
  }

  function shard(file: string): Promise<Shard> {
    if (!shardPromises.has(file)) {
      shardPromises.set(
        file,
        getJson<Shard>(options.indexUrl + file).catch((e) => {
          shardPromises.delete(file);
          throw e;
        }),
      );
    }
    return shardPromises.get(file)!;
  }

  /** The index over the shards whose tag passes the filter. */
  async function indexFor(tagFilter: string[] | null): Promise<SectionIndex | null> {
    const m = await manifest();
    const entries = m.shards.filter((s) => !tagFilter || tagFilter.includes(s.tag));
    if (entries.length === 0) return null;
    const key = entries.map((e) => e.file).join('|');
    if (!indexes.has(key)) {
      indexes.set(
        key,
        // The engine (MiniSearch, stemmers, segmentation) is its own chunk: it loads with the first search, not with every page.
        Promise.all([import('../shared/engine'), ...entries.map((e) => shard(e.file))]).then(
          ([{SectionIndex: Engine}, ...shards]) => new Engine(shards as Shard[], m.language),
        ),
      );
      indexes.get(key)!.catch(() => indexes.delete(key));
    }
    return indexes.get(key)!;
  }

  async function searchOne(request: SearchRequest) {
    const p = paramsOf(request);
    const query = String(p.query ?? '');
    const hitsPerPage = Number(p.hitsPerPage ?? 20);
    const page = Number(p.page ?? 0);
    const empty = {hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, processingTimeMS: 0} satisfies SearchResponse;
    const base = {query, params: '', index: request.indexName, exhaustiveNbHits: true};
    if (request.indexName !== options.indexName) return {...base, ...empty, facets: {}};

    const filters = parseFacetFilters(p.facetFilters as FacetFilters);
    const m = await manifest();
    if (m.missing) return {...base, ...empty, ...missingIndexHit(m.missing, options.origin + options.indexUrl.replace(/[^/]+\/$/, '')), facets: {}};
    const languages = filters.filter((f) => f.attr === 'language').flatMap((f) => f.values);
    if (languages.length && !languages.includes(m.language)) return {...base, ...empty, facets: {}};
    const index = await indexFor(selectedTags(p.facetFilters as FacetFilters));
    if (!index) return {...base, ...empty, facets: {}};
    // One ranking serves the page of hits and the facet counts.
    const ranked = query.trim() ? index.rank(query) : [];
    const result = index.page(
      ranked,
      query,
      {
        hitsPerPage: Math.max(hitsPerPage, 0),
        page,
        highlightPreTag: p.highlightPreTag as string | undefined,
        highlightPostTag: p.highlightPostTag as string | undefined,
        snippetEllipsisText: p.snippetEllipsisText as string | undefined,
      },
      options.origin,
    );
    const facets: Record<string, Record<string, number>> = {};
    const wanted = (p.facets as string[] | string | undefined) ?? [];
    const facetNames = Array.isArray(wanted) ? wanted : [wanted];
    if (facetNames.length && result.nbHits > 0) {
      for (const name of facetNames) {
        if (name === 'language' || name === '*') facets.language = {[m.language]: ranked.length};
        if (name === 'docusaurus_tag' || name === '*') {
          facets.docusaurus_tag = {};
          for (const r of ranked) facets.docusaurus_tag[r.tag] = (facets.docusaurus_tag[r.tag] ?? 0) + 1;
        }
      }
    }
    return {...base, ...result, facets};
  }

  const client = {
    appId: 'embedded',
    apiKey: 'embedded',
    transporter: {algoliaAgent: {value: 'kanban-embedded-search', add: () => client.transporter.algoliaAgent}},
    addAlgoliaAgent: (_segment: string, _version?: string) => undefined,
    clearCache: async () => {
      indexes.clear();
      shardPromises.clear();
      manifestPromise = null;
    },
    /** Both call forms: `{requests: [...]}` (DocSearch) and `[...]` (algoliasearch-helper). */
    async search(arg: {requests: SearchRequest[]} | SearchRequest[]) {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      const results = await Promise.all(requests.map((r) => searchOne(r)));
      return {results};
    },
    /** The engine over the shards of the given tags (all when null), loading them if needed. */
    index(tags: string[] | null): Promise<SectionIndex | null> {
      return indexFor(tags);
    },
  };
  return client;
}

export type EmbeddedClient = ReturnType<typeof createEmbeddedClient>;
