/**
 * The lazily loaded embedded client answers like the client itself, loads its
 * code only on the first search, and turns a failed code load into the
 * RetryError every search UI shows, trying again on the next search.
 */
import {test, expect, vi, afterEach} from 'vitest';
import type {Shard, ShardManifest} from '../shared/types';

const shard: Shard = {
  language: 'en',
  tag: 'docs-default-current',
  version: 'current',
  docs: [
    {url: '/kanban/api/methods/js_kanban_addcard_method/', h: ['API', 'addCard()', null, null, null, null, null], c: ['Adds a new card.']},
  ],
};
const manifest: ShardManifest = {
  formatVersion: 1,
  language: 'en',
  shards: [{tag: shard.tag, version: 'current', file: 'current.json', sections: 1, bytes: 1}],
};
const fetchIndex = (async (url: string) =>
  new Response(JSON.stringify(url.endsWith('manifest.json') ? manifest : shard), {status: 200})) as unknown as typeof fetch;
const options = {indexUrl: '/kanban/search-index/', indexName: 'kanban', origin: 'http://x.test', fetch: fetchIndex};
const request = {requests: [{indexName: 'kanban', query: 'addCard'}]};

afterEach(() => {
  vi.doUnmock('./embeddedClient');
  vi.resetModules();
});

test('answers as the client itself does, with the constant fields DocSearch reads', async () => {
  const {lazySearchClient} = await import('./lazyClient');
  const {createEmbeddedClient} = await import('./embeddedClient');
  const lazy = lazySearchClient(options);
  expect(lazy.appId).toBe('embedded');
  expect(lazy.transporter.algoliaAgent.add()).toBe(lazy.transporter.algoliaAgent);
  const [got, want] = await Promise.all([lazy.search(request), createEmbeddedClient(options).search(request)]);
  // The same answer but for the time it took.
  const untimed = (r: typeof got) => r.results.map(({processingTimeMS: _, ...rest}) => rest);
  expect(untimed(got)).toEqual(untimed(want));
  expect(got.results[0]!.hits[0]!.url).toBe('http://x.test/kanban/api/methods/js_kanban_addcard_method/');
});

test('a failed code load rejects with a RetryError, and the next search loads it again', async () => {
  vi.doMock('./embeddedClient', () => {
    throw new Error('chunk 123 failed');
  });
  const {lazySearchClient} = await import('./lazyClient');
  const {RetryError} = await import('./facets');
  const lazy = lazySearchClient(options);
  await expect(lazy.search(request)).rejects.toBeInstanceOf(RetryError);
  await expect(lazy.prepare(null)).rejects.toThrow(/Search code failed to load/);
  vi.doUnmock('./embeddedClient');
  const {results} = await lazy.search(request);
  expect(results[0]!.nbHits).toBe(1);
});
