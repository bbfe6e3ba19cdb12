/**
 * The embedded client run in a dedicated worker (see workerClient.ts for why).
 * The page sends one `init` message with the client's options, then calls;
 * every call gets one reply with its id: a value, or an error that says
 * whether it is the RetryError every search UI knows how to show.
 */
import {createEmbeddedClient, type EmbeddedClientOptions, type SearchClient} from './embeddedClient';
import {callClient, type WorkerCall} from './workerCalls';

export type WorkerMessage = {op: 'init'; options: Omit<EmbeddedClientOptions, 'fetch'>} | (WorkerCall & {id: number});

export type WorkerReply = {id: number; value: unknown} | {id: number; error: {retry: boolean; message: string}};

/** The end of a message channel a worker talks through (the worker's global scope, or a test's port). */
export interface Port {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

/** Answers calls from the page with one embedded client, created by the `init` message. */
export function serveSearch(port: Port, create: (options: EmbeddedClientOptions) => SearchClient = createEmbeddedClient): void {
  let client: SearchClient | null = null;
  port.addEventListener('message', ({data}) => {
    if (data.op === 'init') {
      client = create({...data.options, warmUntilSearched: true});
      return;
    }
    const {id, ...call} = data;
    const answer = async (): Promise<unknown> => {
      if (!client) throw new Error('The search worker got a call before its options');
      return callClient(client, call);
    };
    answer().then(
      (value) => port.postMessage({id, value}),
      (e: unknown) =>
        port.postMessage({
          id,
          error: {retry: (e as Error | undefined)?.name === 'RetryError', message: e instanceof Error ? e.message : String(e)},
        }),
    );
  });
}

// Started as a worker (not when a test imports this module).
const WorkerScope = (globalThis as {WorkerGlobalScope?: abstract new () => unknown}).WorkerGlobalScope;
if (WorkerScope && globalThis instanceof WorkerScope) {
  serveSearch(globalThis as unknown as Port);
}
