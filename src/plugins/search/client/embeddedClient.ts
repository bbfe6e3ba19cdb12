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
import {capQuery} from '../shared/limits';
import {retrieve, type Passage} from '../shared/answer';
import {RetryError, liteClientFields, parseFacetFilters, selectedTags, type FacetFilters} from './facets';

export {RetryError, parseFacetFilters, selectedTags, type FacetFilters} from './facets';

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
  /** Milliseconds before a request for an index file counts as failed (default 15 s). */
  timeoutMs?: number;
  /**
   * Runs sample queries through a loaded index until the first search (the
   * worker does: there the idle time is free; in the page it would compete
   * with the dialog's rendering).
   */
  warmUntilSearched?: boolean;
}

function paramsOf(request: SearchRequest): Record<string, unknown> {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    // Keys come from the request string: no prototype to collide with.
    const parsed: Record<string, unknown> = Object.create(null);
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
    _highlightResult: {
      hierarchy: {lvl0: {value: 'Search', matchLevel: 'none'}, lvl1: {value: message.replace(/[&<>"']/g, ''), matchLevel: 'none'}},
    },
    _snippetResult: {},
  };
  return {hits: [hit], nbHits: 1, nbPages: 1};
}

export function createEmbeddedClient(options: EmbeddedClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let manifestPromise: Promise<ShardManifest> | null = null;
  const shardPromises = new Map<string, Promise<Shard>>();
  const indexes = new Map<string, Promise<SectionIndex>>();

  const timeoutMs = options.timeoutMs ?? 15_000;
  /** Whether a search has been asked for (ends the warm-up of a loaded index). */
  let searched = false;

  /** Drops every cached promise, so the next search starts from a fresh manifest. */
  function forget() {
    indexes.clear();
    shardPromises.clear();
    manifestPromise = null;
  }

  /**
   * The text of an index file. Every failure (network error, HTTP error,
   * timeout, a body cut short) is a RetryError: DocSearch shows its "Unable to
   * fetch results" screen for it, and the search page its retry message.
   */
  async function getText(url: string): Promise<string> {
    return new TextDecoder().decode(await getBytes(url));
  }

  /** The bytes of an index file (see getText): a shard is hashed as it came, not encoded again from its text. */
  async function getBytes(url: string): Promise<ArrayBuffer> {
    const controller = typeof AbortController === 'undefined' ? null : new AbortController();
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
    try {
      const response = await doFetch(url, controller ? {signal: controller.signal} : undefined);
      if (!response.ok) throw new RetryError(`Search index unavailable (${response.status}): ${url}`);
      return await response.arrayBuffer();
    } catch (e) {
      if (e instanceof RetryError) throw e;
      throw Object.assign(new RetryError(`Search index unreachable: ${url}`), {cause: e});
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async function getJson<T>(url: string): Promise<T> {
    const text = await getText(url);
    try {
      return JSON.parse(text) as T;
    } catch (e) {
      throw Object.assign(new RetryError(`Search index file is not valid JSON: ${url}`), {cause: e});
    }
  }

  function manifest(): Promise<ShardManifest> {
    manifestPromise ??= getJson<ShardManifest>(`${options.indexUrl}manifest.json`)
      .then((m) => {
        if (!m || (!Array.isArray(m.shards) && !m.missing)) throw new RetryError(`Search manifest has no shards: ${options.indexUrl}`);
        return m;
      })
      .catch((e) => {
        manifestPromise = null; // try again on the next search
        throw e;
      });
    return manifestPromise;
  }

  /**
   * A shard, checked against its manifest entry: the content hash in its file
   * name (where the browser can hash), its tag, language and number of
   * sections. A shard from another build (a stale cache, a half-finished
   * deploy) fails the check: the cached manifest is dropped too, so the next
   * search reads a fresh one.
   */
  function shard(entry: ShardManifest['shards'][number], language: string): Promise<Shard> {
    const {file} = entry;
    if (!shardPromises.has(file)) {
      shardPromises.set(
        file,
        getBytes(options.indexUrl + file)
          .then(async (bytes) => {
            const mismatch = () => new RetryError(`Search index file does not match this build: ${options.indexUrl}${file}`);
            const expected = /\.([0-9a-f]{10})\.json$/.exec(file)?.[1];
            const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
            // The browser hashes off the main thread while the bytes are decoded here.
            const digest = expected && subtle ? subtle.digest('SHA-256', bytes) : null;
            const text = new TextDecoder().decode(bytes);
            if (digest) {
              const hex = Array.from(new Uint8Array(await digest).slice(0, 5), (b) => b.toString(16).padStart(2, '0')).join('');
              if (hex !== expected) throw mismatch();
            }
            let data: Shard;
            try {
              data = JSON.parse(text) as Shard;
            } catch (e) {
              throw Object.assign(new RetryError(`Search index file is not valid JSON: ${options.indexUrl}${file}`), {cause: e});
            }
            if (
              !data ||
              !Array.isArray(data.docs) ||
              data.tag !== entry.tag ||
              data.language !== language ||
              data.docs.length !== entry.sections
            ) {
              throw mismatch();
            }
            return data;
          })
          .catch((e) => {
            forget();
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
      let pending = entries.length;
      // The shards are requested first: in a worker the engine's chunk loads with a blocking importScripts.
      const shards = entries.map((e) =>
        shard(e, m.language).then((s) => {
          pending--;
          return s;
        }),
      );
      indexes.set(
        key,
        // The engine (MiniSearch, stemmers, segmentation) is its own chunk: it loads with the first search, not with every page.
        Promise.all([
          import('../shared/engine').then(
            (engine) => {
              // Usually the engine arrives before the shards: build its tables while they download, and, while they
              // are still on their way, run the search code once so that the first query finds it compiled.
              engine.prepare(m.language);
              void engine.warmUp(m.language, () => pending > 0);
              return engine;
            },
            (e) => {
              throw Object.assign(new RetryError('The search engine could not be loaded'), {cause: e});
            },
          ),
          ...shards,
        ]).then(([engine, ...loaded]) => {
          const index = new engine.SectionIndex(loaded as Shard[], m.language);
          // Off the main thread, the time until the first query is free: spend it on the index itself.
          if (options.warmUntilSearched) void engine.warmUpIndex(index, () => !searched);
          return index;
        }),
      );
      // A failed load is not kept: the next search tries again.
      indexes.get(key)!.catch(() => indexes.delete(key));
    }
    return indexes.get(key)!;
  }

  async function searchOne(request: SearchRequest) {
    searched = true;
    const p = paramsOf(request);
    // Algolia's 512-byte cap: any input answers as fast as a normal query.
    const query = capQuery(String(p.query ?? ''));
    const hitsPerPage = Number(p.hitsPerPage ?? 20);
    const page = Number(p.page ?? 0);
    const empty = {hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, processingTimeMS: 0} satisfies SearchResponse;
    const base = {query, params: '', index: request.indexName, exhaustiveNbHits: true};
    if (request.indexName !== options.indexName) return {...base, ...empty, facets: {}};

    const filters = parseFacetFilters(p.facetFilters as FacetFilters);
    const m = await manifest();
    if (m.missing)
      return {...base, ...empty, ...missingIndexHit(m.missing, options.origin + options.indexUrl.replace(/[^/]+\/$/, '')), facets: {}};
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
    ...liteClientFields(),
    clearCache: async () => forget(),
    /**
     * Both call forms: `{requests: [...]}` (DocSearch) and `[...]` (algoliasearch-helper).
     * Any failure rejects with a RetryError, the error both UIs know how to show.
     */
    async search(arg: {requests: SearchRequest[]} | SearchRequest[]) {
      const requests = Array.isArray(arg) ? arg : arg.requests;
      try {
        const results = await Promise.all(requests.map((r) => searchOne(r)));
        return {results};
      } catch (e) {
        if (e instanceof RetryError) throw e;
        throw Object.assign(new RetryError(`Search failed: ${e instanceof Error ? e.message : String(e)}`), {cause: e});
      }
    },
    /** The engine over the shards of the given tags (all when null), loading them if needed. */
    index(tags: string[] | null): Promise<SectionIndex | null> {
      return indexFor(tags);
    },
    /** Loads the index of the given tags ahead of the first search (on intent); resolves when it is ready. */
    async prepare(tags: string[] | null): Promise<void> {
      await indexFor(tags);
    },
    /** The best passage of each of the `limit` best pages for a question (Ask AI quotes them). */
    async passages(tags: string[] | null, question: string, limit: number): Promise<Passage[]> {
      const index = await indexFor(tags);
      return index && question ? retrieve(index, question, limit) : [];
    },
  };
  return client;
}

export type EmbeddedClient = ReturnType<typeof createEmbeddedClient>;

/**
 * What the dialog, the search page and Ask AI use of the client: plain data in
 * and out, so that it can be answered from a worker (workerClient.ts) as well
 * as in the page.
 */
export type SearchClient = Omit<EmbeddedClient, 'index'>;
