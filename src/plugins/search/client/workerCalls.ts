/**
 * A call to the search client as plain data, so that it can be posted to the
 * search worker. The worker (searchWorker.ts) and the page's fallback
 * (workerClient.ts) answer it with the same `callClient`. Types and one
 * function only: the page's half must not pull the client into its chunk.
 */
import type {SearchClient} from './embeddedClient';

export type WorkerCall =
  | {op: 'search'; arg: Parameters<SearchClient['search']>[0]}
  | {op: 'prepare'; tags: string[] | null}
  | {op: 'passages'; tags: string[] | null; question: string; limit: number}
  | {op: 'clearCache'};

/** Runs a call on a client. */
export function callClient(client: SearchClient, call: WorkerCall): Promise<unknown> {
  switch (call.op) {
    case 'search':
      return client.search(call.arg);
    case 'prepare':
      return client.prepare(call.tags);
    case 'passages':
      return client.passages(call.tags, call.question, call.limit);
    case 'clearCache':
      return client.clearCache();
  }
}
