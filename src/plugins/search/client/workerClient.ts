/**
 * The embedded client answered from a dedicated worker (searchWorker.ts).
 *
 * Why a worker: on a cold open the page's main thread is busy with the
 * dialog's own code (DocSearch's modal chunk evaluating, then rendering) at
 * the very moment the index arrives. In the page, parsing the shard, loading
 * the engine and the first ranking queue behind that work; in a worker they
 * run beside it on the second core, and warm up while the shard downloads.
 *
 * A worker that cannot start (no Worker, a blocked or missing worker script)
 * or that fails is left for the client in the page: the calls it held are answered there,
 * and so is every later one. Errors keep their meaning across the boundary:
 * a RetryError in the worker is a RetryError here.
 */
import type {EmbeddedClientOptions, SearchClient} from './embeddedClient';
import {RetryError, codeLoadError, liteClientFields} from './facets';
import type {WorkerMessage, WorkerReply} from './searchWorker';
import {callClient, type WorkerCall} from './workerCalls';

/** What this module needs of a Worker (tests pass a message port). */
export interface WorkerLike {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

/** A worker as started, and whether it has already failed (before anyone listened). */
export interface StartedWorker {
  worker: WorkerLike;
  failed: boolean;
}

type Pending = {call: WorkerCall; resolve: (value: unknown) => void; reject: (reason: unknown) => void};

/**
 * A client whose calls go to the started worker, or to the client in the page
 * (loaded by `inPage`) when there is none or it fails.
 */
export function workerSearchClient(
  options: EmbeddedClientOptions,
  started: StartedWorker | null,
  inPage: () => Promise<SearchClient>,
): SearchClient {
  if (started?.failed) started.worker.terminate();
  let live = started && !started.failed ? started.worker : null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let pageClient: Promise<SearchClient> | null = null;

  const loadInPage = () =>
    (pageClient ??= inPage().catch((error: unknown) => {
      pageClient = null; // the next call tries again
      throw codeLoadError(error);
    }));

  async function answerInPage(call: WorkerCall): Promise<unknown> {
    return callClient(await loadInPage(), call);
  }

  /** Leaves the worker: what it held is answered in the page. */
  function leave() {
    live?.terminate();
    live = null;
    const held = [...pending.values()];
    pending.clear();
    for (const {call, resolve, reject} of held) answerInPage(call).then(resolve, reject);
  }

  if (live) {
    live.addEventListener('message', ({data}) => {
      const entry = pending.get(data.id);
      if (!entry) return;
      pending.delete(data.id);
      if ('error' in data) {
        entry.reject(data.error.retry ? new RetryError(data.error.message) : new Error(data.error.message));
      } else {
        entry.resolve(data.value);
      }
    });
    // A worker script that cannot load (blocked, missing, offline without a cached copy) fires `error`;
    // so would one that stopped working. Either way, the page answers from here on.
    live.addEventListener('error', (event) => {
      event.preventDefault();
      leave();
    });
    live.addEventListener('messageerror', () => leave());
    const {fetch: _ignored, ...plain} = options;
    live.postMessage({op: 'init', options: plain});
  }

  function call(c: WorkerCall): Promise<unknown> {
    const target = live;
    if (!target) return answerInPage(c);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {call: c, resolve, reject});
      target.postMessage({...c, id});
    });
  }

  return {
    ...liteClientFields(),
    search: (arg) => call({op: 'search', arg}) as ReturnType<SearchClient['search']>,
    prepare: async (tags) => {
      await call({op: 'prepare', tags});
    },
    passages: (tags, question, limit) => call({op: 'passages', tags, question, limit}) as ReturnType<SearchClient['passages']>,
    clearCache: async () => {
      await call({op: 'clearCache'});
    },
  };
}
