/**
 * The embedded client honours the search client contract of the DocSearch
 * dialog and of algoliasearch-helper: both call forms, facet filters, paging,
 * lazy loading of only the shards the filters select, and RetryError when
 * the index cannot be fetched.
 */
import {test, expect} from 'vitest';
import {createEmbeddedClient, parseFacetFilters, RetryError} from './embeddedClient';
import type {Shard, ShardManifest} from '../shared/types';

const docs = (prefix: string, n: number) =>
  Array.from({length: n}, (_, i) => ({url: `${prefix}page-${i}/`, h: ['Guides', `Moving cards ${i}`, null, null, null, null, null], c: [`How to move a card, part ${i}.`]}));

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
  const client = createEmbeddedClient({indexUrl: '/kanban/ru/search-index/', indexName: 'kanban', origin: 'http://x.test', fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, log)});
  expect(log).toEqual([]); // nothing is fetched before the first search
  const {results} = await client.search({
    requests: [{indexName: 'kanban', query: 'move card', hitsPerPage: 20, facetFilters: contextual, highlightPreTag: '<em>', highlightPostTag: '</em>'}],
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
  const client = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, [])});
  const {results} = await client.search([
    {indexName: 'kanban', params: {query: 'move', hitsPerPage: 15, page: 1, facets: ['language', 'docusaurus_tag'], facetFilters: [['docusaurus_tag:docs-default-1.6', 'docusaurus_tag:docs-default-current']]}},
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
  const client = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: fakeFetch({'manifest.json': manifest, 'current.json': current, 'old.json': old}, [])});
  const {results} = await client.search({requests: [{indexName: 'kanban', query: 'card', facetFilters: ['language:ru', ['docusaurus_tag:docs-default-1.6']]}]});
  expect(results[0]!.nbHits).toBe(5);
  expect(results[0]!.hits.every((h) => h.url.includes('/1.6/'))).toBe(true);
});

test('other languages and other index names get no hits', async () => {
  const client = createEmbeddedClient({indexUrl: '/i/', indexName: 'kanban', origin: '', fetch: fakeFetch({'manifest.json': manifest, 'current.json': current}, [])});
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
