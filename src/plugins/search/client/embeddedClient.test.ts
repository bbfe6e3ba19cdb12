/**
 * The embedded client honours the search client contract of the DocSearch
 * dialog and of algoliasearch-helper: both call forms, facet filters, paging,
 * lazy loading of only the shards the filters select, and RetryError when
 * the index cannot be fetched.
 */
import {test, expect, vi} from 'vitest';
import {createEmbeddedClient, parseFacetFilters, RetryError} from './embeddedClient';
import type {Shard, ShardManifest} from '../shared/types';

// The engine as it is, with a record of its warm-up runs.
const warmUps = vi.hoisted(() => [] as string[]);
const indexWarmUps = vi.hoisted(() => [] as (() => boolean)[]);
vi.mock('../shared/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../shared/engine')>();
  return {
    ...engine,
    warmUp: (language: string, wanted?: () => boolean) => {
      warmUps.push(language);
      return engine.warmUp(language, wanted);
    },
    warmUpIndex: (index: InstanceType<typeof engine.SectionIndex>, wanted: () => boolean) => {
      indexWarmUps.push(wanted);
      return engine.warmUpIndex(index, wanted);
    },
  };
});

const docs = (prefix: string, n: number) =>
  Array.from({length: n}, (_, i) => ({
    url: `${prefix}page-${i}/`,
    h: ['Guides', `Moving cards ${i}`, null, null, null, null, null],
    c: [`How to move a card, part ${i}.`],
  }));

const current: Shard = {language: 'ru', tag: 'docs-default-current', version: 'current', docs: docs('/kanban/ru/', 30)};
const old: Shard = {language: 'ru', tag: 'docs-default-1.6', version: '1.6', docs: docs('/kanban/ru/1.6/', 5)};
const manifest: ShardManifest = {
  formatVersion: 1,
  language: 'ru',
  shards: [
    {tag: current.tag, version: 'current', file: 'current.json', sections: 30, bytes: 1},
    {tag: old.tag, version: '1.6', file: 'old.json', sections: 5, bytes: 1},
  ],
};

function fakeFetch(files: Record<string, unknown>, log: string[]) {
  return (async (url: string) => {
    log.push(url);
    const name = url.split('/').pop()!;
    if (!(name in files)) return new Response('not found', {status: 404});
    return new Response(JSON.stringify(files[name]), {status: 200, headers: {'content-type': 'application/json'}});
  }) as unknown as typeof fetch;
}

const contextual = ['language:ru', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

test('DocSearch form: search({requests}) with facet filters, absolute URLs and highlight tags', async () => {
  const log: string[] = [];
  const client = createEmbeddedClient({
    indexUrl: '/kanban/ru/search-index/',
    indexName: 'kanban',
    origin: 'http://x.test',
    fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, log),
  });
  expect(log).toEqual([]); // nothing is fetched before the first search
  const {results} = await client.search({
    requests: [
      {
        indexName: 'kanban',
        query: 'move card',
        hitsPerPage: 20,
        facetFilters: contextual,
        highlightPreTag: '<em>',
        highlightPostTag: '</em>',
      },
    ],
  });
  const r = results[0]!;
  expect(r.nbHits).toBe(30);
  expect(r.hits).toHaveLength(20);
  expect(r.nbPages).toBe(2);
  expect(r.hits[0]!.url.startsWith('http://x.test/kanban/ru/page-')).toBe(true);
  expect(JSON.stringify(r.hits[0]!._highlightResult)).toContain('<em>');
  // Only the shard the filters select was loaded.
  expect(log).toEqual(['/kanban/ru/search-index/manifest.json', '/kanban/ru/search-index/current.json']);
});

test('helper form: search([{indexName, params}]) with pages and facets', async () => {
  const client = createEmbeddedClient({
    indexUrl: '/i/',
    indexName: 'kanban',
    origin: '',
    fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, []),
  });
  const {results} = await client.search([
    {
      indexName: 'kanban',
      params: {
        query: 'move',
        hitsPerPage: 15,
        page: 1,
        facets: ['language', 'docusaurus_tag'],
        facetFilters: [['docusaurus_tag:docs-default-1.6', 'docusaurus_tag:docs-default-current']],
      },
    },
    {indexName: 'kanban', params: {query: 'move', hitsPerPage: 0, facets: ['docusaurus_tag']}},
  ]);
  expect(results[0]!.page).toBe(1);
  expect(results[0]!.hits).toHaveLength(15);
  expect(results[0]!.nbHits).toBe(35);
  expect(results[0]!.facets).toEqual({language: {ru: 35}, docusaurus_tag: {'docs-default-current': 30, 'docs-default-1.6': 5}});
  expect(results[1]!.hits).toHaveLength(0);
  expect(results[1]!.nbHits).toBe(35);
});

test('version facet: a 1.6 filter returns only 1.6 pages', async () => {
  const client = createEmbeddedClient({
    indexUrl: '/i/',
    indexName: 'kanban',
    origin: '',
    fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, []),
  });
  const {results} = await client.search({
    requests: [{indexName: 'kanban', query: 'card', facetFilters: ['language:ru', ['docusaurus_tag:docs-default-1.6']]}],
  });
  expect(results[0]!.nbHits).toBe(5);
  expect(results[0]!.hits.every((h) => h.url.includes('/1.6/'))).toBe(true);
});

test('other languages and other index names get no hits', async () => {
  const client = createEmbeddedClient({
    indexUrl: '/i/',
    indexName: 'kanban',
    origin: '',
    fetch: fakeFetch({'manifest.json': manifest, 'current.json': current}, []),
  });
  const {results} = await client.search({
    requests: [
      {indexName: 'kanban', query: 'card', facetFilters: ['language:de']},
      {indexName: 'algolia_ask_ai_suggested_questions', query: ''},
    ],
  });
  expect(results.map((r) => r.nbHits)).toEqual([0, 0]);
});

test('an unreachable index rejects with RetryError, and the next search tries again', async () => {
  let fail = true;
  const fetchImpl = (async (url: string) => {
    if (fail) throw new TypeError('Failed to fetch');
    return fakeFetch({'manifest.json': manifest, 'current.json': current}, [])(url);
  }) as unknown as typeof fetch;
  const client = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: fetchImpl});
  const attempt = client.search({requests: [{indexName: 'kanban', query: 'card'}]});
  await expect(attempt).rejects.toBeInstanceOf(RetryError);
  await expect(attempt).rejects.toMatchObject({name: 'RetryError'});
  fail = false;
  const {results} = await client.search({requests: [{indexName: 'kanban', query: 'card', facetFilters: contextual}]});
  expect(results[0]!.nbHits).toBe(30);
});

test('facet filters parse as AND of OR groups', () => {
  expect(parseFacetFilters(contextual)).toEqual([
    {attr: 'language', values: ['ru']},
    {attr: 'docusaurus_tag', values: ['default', 'docs-default-current']},
  ]);
  expect(parseFacetFilters('language:en')).toEqual([{attr: 'language', values: ['en']}]);
  expect(parseFacetFilters(undefined)).toEqual([]);
});

test.describe('every index fault rejects with RetryError, and the next search recovers', () => {
  const good = {'manifest.json': manifest, 'current.json': current};
  const request = {requests: [{indexName: 'kanban', query: 'card', facetFilters: contextual}]};
  const faults: [string, (url: string, init?: RequestInit) => Promise<Response>][] = [
    ['HTTP 404', async () => new Response('not found', {status: 404})],
    ['HTTP 500', async () => new Response('oops', {status: 500})],
    ['aborted request', async () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))],
    [
      'timeout',
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Timed out', 'AbortError'))),
        ),
    ],
    [
      'truncated JSON shard',
      async (url) =>
        url.endsWith('manifest.json') ? new Response(JSON.stringify(manifest)) : new Response(JSON.stringify(current).slice(0, 50)),
    ],
    ['invalid JSON manifest', async () => new Response('<!doctype html><p>proxy error</p>')],
    [
      'shard from another build',
      async (url) =>
        url.endsWith('manifest.json')
          ? new Response(JSON.stringify(manifest))
          : new Response(JSON.stringify({...current, docs: current.docs.slice(1)})),
    ],
    [
      'shard of another version',
      async (url) => (url.endsWith('manifest.json') ? new Response(JSON.stringify(manifest)) : new Response(JSON.stringify(old))),
    ],
  ];
  for (const [name, fault] of faults) {
    test(name, async () => {
      let broken = true;
      const fetchImpl = ((url: string, init?: RequestInit) =>
        broken ? fault(url, init) : fakeFetch(good, [])(url)) as unknown as typeof fetch;
      const client = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: fetchImpl, timeoutMs: 50});
      await expect(client.search(request)).rejects.toMatchObject({name: 'RetryError'});
      // Still broken: fails again (the failure was not cached as a success) …
      await expect(client.search(request)).rejects.toBeInstanceOf(RetryError);
      // … and once the network is back, the next search answers without a reload.
      broken = false;
      const {results} = await client.search(request);
      expect(results[0]!.nbHits).toBe(30);
    });
  }

  test('a shard whose content does not match the hash in its name is rejected', async () => {
    const body = JSON.stringify(current);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
    const hash = Array.from(digest.slice(0, 5), (b) => b.toString(16).padStart(2, '0')).join('');
    const hashed: ShardManifest = {...manifest, shards: [{...manifest.shards[0]!, file: `current.${hash}.json`}]};
    const serve = (shardBody: string) =>
      (async (url: string) => new Response(url.endsWith('manifest.json') ? JSON.stringify(hashed) : shardBody)) as unknown as typeof fetch;
    const ok = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: serve(body)});
    expect((await ok.search(request)).results[0]!.nbHits).toBe(30);
    // Same tag, language and number of sections, other text: only the hash tells.
    const other = JSON.stringify({...current, docs: current.docs.map((d) => ({...d, c: ['Other build.']}))});
    const bad = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: serve(other)});
    await expect(bad.search(request)).rejects.toMatchObject({name: 'RetryError'});
  });
});

test('queries are capped at 512 bytes of UTF-8, so any length answers quickly', async () => {
  const client = createEmbeddedClient({
    indexUrl: '/i/',
    indexName: 'kanban',
    origin: '',
    fetch: fakeFetch({'manifest.json': manifest, 'current.json': current}, []),
  });
  const huge = 'move card '.repeat(5000) + 'ё'.repeat(1000);
  const started = Date.now();
  const {results} = await client.search({requests: [{indexName: 'kanban', query: huge, facetFilters: contextual}]});
  expect(Date.now() - started).toBeLessThan(1000);
  expect(new TextEncoder().encode(results[0]!.query).length).toBeLessThanOrEqual(512);
  expect(results[0]!.nbHits).toBe(30);
});

test('the engine runs its search code once while a shard is still downloading', async () => {
  warmUps.length = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const files: Record<string, unknown> = {'manifest.json': manifest, 'current.json': current, 'old.json': old};
  const client = createEmbeddedClient({
    indexUrl: '/kanban/ru/search-index/',
    indexName: 'kanban',
    origin: '',
    fetch: (async (url: string) => {
      const name = url.split('/').pop()!;
      // The current shard arrives only once the engine has had time to load.
      if (name === 'current.json') await held;
      return new Response(JSON.stringify(files[name]), {status: 200});
    }) as unknown as typeof fetch,
  });
  const searching = client.search({requests: [{indexName: 'kanban', query: 'card', facetFilters: contextual}]});
  await vi.waitFor(() => expect(warmUps).toEqual(['ru']));
  release();
  const {results} = await searching;
  expect((results[0] as {nbHits: number}).nbHits).toBeGreaterThan(0);
  await client.search({requests: [{indexName: 'kanban', query: 'move', facetFilters: contextual}]});
  expect(warmUps).toEqual(['ru']);
});

test('in the worker (warmUntilSearched) a loaded index is warmed until the first search; in the page it is not', async () => {
  const files = {'manifest.json': manifest, 'current.json': current, 'old.json': old};
  const make = (warmUntilSearched: boolean) =>
    createEmbeddedClient({
      indexUrl: '/kanban/ru/search-index/',
      indexName: 'kanban',
      origin: '',
      fetch: fakeFetch(files, []),
      warmUntilSearched,
    });
  indexWarmUps.length = 0;
  await make(false).prepare(['docs-default-current']);
  expect(indexWarmUps).toHaveLength(0);
  const client = make(true);
  await client.prepare(['docs-default-current']);
  expect(indexWarmUps).toHaveLength(1);
  expect(indexWarmUps[0]!()).toBe(true);
  await client.search({requests: [{indexName: 'kanban', query: 'card', facetFilters: contextual}]});
  expect(indexWarmUps[0]!()).toBe(false);
});
