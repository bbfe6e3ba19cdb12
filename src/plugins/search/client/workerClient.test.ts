/**
 * The client answered from a worker gives the answers the client in the page
 * gives, through a real message channel (so every answer must survive the
 * structured clone); keeps a RetryError a RetryError; and when the worker
 * cannot start, the page answers what it held and everything after.
 */
import {test, expect, vi} from 'vitest';
import {MessageChannel} from 'node:worker_threads';
import {createEmbeddedClient, type EmbeddedClientOptions} from './embeddedClient';
import {RetryError} from './facets';
import {serveSearch, type Port} from './searchWorker';
import {workerSearchClient, type WorkerLike} from './workerClient';
import type {Shard, ShardManifest} from '../shared/types';

const shard: Shard = {
  language: 'en',
  tag: 'docs-default-current',
  version: 'current',
  docs: [
    {
      url: '/kanban/api/methods/js_kanban_addcard_method/',
      h: ['API', 'addCard()', null, null, null, null, null],
      c: ['Adds a new card to a column.'],
    },
    {
      url: '/kanban/guides/working_with_data/',
      h: ['Guides', 'Working with data', null, null, null, null, null],
      c: ['Cards come from the server.'],
    },
  ],
};
const manifest: ShardManifest = {
  formatVersion: 1,
  language: 'en',
  shards: [{tag: shard.tag, version: 'current', file: 'current.json', sections: 2, bytes: 1}],
};

/** Index files served from `files`; a missing name answers 404. */
const serving = (files: Record<string, unknown>) =>
  (async (url: string) => {
    const name = url.split('/').pop()!;
    return name in files ? new Response(JSON.stringify(files[name]), {status: 200}) : new Response('gone', {status: 404});
  }) as unknown as typeof fetch;

const options: EmbeddedClientOptions = {indexUrl: '/kanban/search-index/', indexName: 'kanban', origin: 'http://x.test'};
const request = {requests: [{indexName: 'kanban', query: 'add card'}]};
const untimed = (r: {results: {processingTimeMS?: number}[]}) => r.results.map(({processingTimeMS: _, ...rest}) => rest);

/** A worker whose other end is served by `serveSearch` over a real MessageChannel. */
function channelWorker(fetchIndex: typeof fetch) {
  const {port1, port2} = new MessageChannel();
  serveSearch(port2 as unknown as Port, (o) => createEmbeddedClient({...o, fetch: fetchIndex}));
  port2.start();
  port1.start();
  const terminate = vi.fn(() => port1.close());
  const worker = {
    postMessage: (m: unknown) => port1.postMessage(m),
    addEventListener: (type: string, listener: (e: Event) => void) => port1.addEventListener(type, listener as never),
    terminate,
  } as unknown as WorkerLike;
  return {worker, terminate, close: () => (port1.close(), port2.close())};
}

test('answers search, prepare and passages as the client in the page does, without loading it', async () => {
  const files = {'manifest.json': manifest, 'current.json': shard};
  const {worker, close} = channelWorker(serving(files));
  const inPage = vi.fn(async () => createEmbeddedClient({...options, fetch: serving(files)}));
  const client = workerSearchClient(options, {worker, failed: false}, inPage);
  const direct = createEmbeddedClient({...options, fetch: serving(files)});
  await expect(client.prepare(null)).resolves.toBeUndefined();
  expect(untimed(await client.search(request))).toEqual(untimed(await direct.search(request)));
  expect(await client.passages(null, 'how do I add a card', 1)).toEqual(await direct.passages(null, 'how do I add a card', 1));
  expect((await client.search(request)).results[0]!.hits[0]!.url).toBe('http://x.test/kanban/api/methods/js_kanban_addcard_method/');
  expect(inPage).not.toHaveBeenCalled();
  close();
});

test('an index that cannot load is a RetryError in the page too, and the next search tries again', async () => {
  const files: Record<string, unknown> = {'manifest.json': manifest};
  const {worker, close} = channelWorker(serving(files));
  const client = workerSearchClient(options, {worker, failed: false}, async () =>
    createEmbeddedClient({...options, fetch: serving(files)}),
  );
  const failed = client.search(request);
  await expect(failed).rejects.toBeInstanceOf(RetryError);
  await expect(failed).rejects.toThrow(/Search index unavailable \(404\)/);
  files['current.json'] = shard;
  expect((await client.search(request)).results[0]!.nbHits).toBeGreaterThan(0);
  close();
});

test('a worker that fails to start: the page answers the calls it held and every later one', async () => {
  const files = {'manifest.json': manifest, 'current.json': shard};
  const target = new EventTarget();
  const posted: unknown[] = [];
  const terminate = vi.fn();
  const broken = {
    postMessage: (m: unknown) => posted.push(m),
    addEventListener: target.addEventListener.bind(target),
    terminate,
  } as unknown as WorkerLike;
  const inPage = vi.fn(async () => createEmbeddedClient({...options, fetch: serving(files)}));
  const client = workerSearchClient(options, {worker: broken, failed: false}, inPage);
  const held = client.search(request);
  // The worker got its options (without a function it could not receive) and the call.
  expect(posted).toEqual([
    {op: 'init', options},
    {op: 'search', arg: request, id: 1},
  ]);
  const error = new Event('error', {cancelable: true});
  target.dispatchEvent(error);
  expect(error.defaultPrevented).toBe(true);
  expect(terminate).toHaveBeenCalledOnce();
  expect((await held).results[0]!.hits[0]!.url).toBe('http://x.test/kanban/api/methods/js_kanban_addcard_method/');
  expect(await client.passages(null, 'add a card', 1)).toHaveLength(1);
  expect(posted).toHaveLength(2);
  expect(inPage).toHaveBeenCalledOnce();
});

test('without a worker the page answers; a page client that cannot load is a RetryError, tried again next time', async () => {
  const files = {'manifest.json': manifest, 'current.json': shard};
  let fail = true;
  const client = workerSearchClient(options, null, async () => {
    if (fail) throw new Error('chunk 42 failed');
    return createEmbeddedClient({...options, fetch: serving(files)});
  });
  await expect(client.search(request)).rejects.toThrow(/Search code failed to load: chunk 42 failed/);
  fail = false;
  expect((await client.search(request)).results[0]!.nbHits).toBeGreaterThan(0);
});

test('a worker that failed before the client listened is not used: the page answers', async () => {
  const files = {'manifest.json': manifest, 'current.json': shard};
  const posted: unknown[] = [];
  const terminate = vi.fn();
  const failed = {postMessage: (m: unknown) => posted.push(m), addEventListener: () => undefined, terminate} as unknown as WorkerLike;
  const client = workerSearchClient(options, {worker: failed, failed: true}, async () =>
    createEmbeddedClient({...options, fetch: serving(files)}),
  );
  expect((await client.search(request)).results[0]!.nbHits).toBeGreaterThan(0);
  expect(terminate).toHaveBeenCalledOnce();
  expect(posted).toEqual([]);
});
