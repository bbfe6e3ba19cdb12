import type {EmbeddedClientOptions, SearchClient} from './embeddedClient';
import {codeLoadError, liteClientFields} from './facets';
import type {StartedWorker, WorkerLike} from './workerClient';

/**
 * The search worker, started on intent so that its script downloads while the
 * client's code does; null where workers are unavailable or blocked (the
 * client then answers in the page). A test's own `fetch` cannot cross into a
 * worker, so a client given one stays in the page too.
 */
function startWorker(options: EmbeddedClientOptions): StartedWorker | null {
  if (options.fetch || typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'kanban-search'}) as WorkerLike;
    // A script that fails at once (blocked, missing) may do so before the client's code has loaded to listen.
    const started: StartedWorker = {worker, failed: false};
    worker.addEventListener('error', () => (started.failed = true));
    return started;
  } catch {
    return null;
  }
}

/**
 * The embedded client with its code loaded on first use: the search button is
 * on every page, the client (worker, manifest and shard loading, request
 * parsing) is needed only once the reader shows intent, so it stays out of
 * every first load. Same shape as the client; a failed load rejects with a
 * RetryError, which the dialog, the search page and Ask AI show as a failed
 * search, and the next call tries again.
 */
export function lazySearchClient(options: EmbeddedClientOptions): SearchClient {
  let loading: Promise<SearchClient> | null = null;
  const load = () =>
    (loading ??= (() => {
      const started = startWorker(options);
      return import('./workerClient').then(
        (m) => m.workerSearchClient(options, started, () => import('./embeddedClient').then((c) => c.createEmbeddedClient(options))),
        (error: unknown) => {
          started?.worker.terminate();
          loading = null;
          throw codeLoadError(error);
        },
      );
    })());
  return {
    ...liteClientFields(),
    clearCache: async () => {
      if (loading) await (await loading).clearCache();
    },
    search: async (arg) => (await load()).search(arg),
    prepare: async (tags) => (await load()).prepare(tags),
    passages: async (tags, question, limit) => (await load()).passages(tags, question, limit),
  };
}
