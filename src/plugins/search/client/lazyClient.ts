import type {EmbeddedClient, EmbeddedClientOptions} from './embeddedClient';
import {RetryError, liteClientFields} from './facets';

/**
 * The embedded client with its code loaded on first use: the search button is
 * on every page, the client (manifest and shard loading, request parsing) is
 * needed only once the reader shows intent, so it stays out of every first
 * load (2 KiB gzip). Same shape as the client; a failed load rejects with a
 * RetryError, which the dialog, the search page and Ask AI show as a failed
 * search, and the next call tries again.
 */
export function lazyEmbeddedClient(options: EmbeddedClientOptions): EmbeddedClient {
  let loading: Promise<EmbeddedClient> | null = null;
  const load = () =>
    (loading ??= import('./embeddedClient').then(
      (m) => m.createEmbeddedClient(options),
      (error: unknown) => {
        loading = null;
        throw Object.assign(new RetryError(`Search code failed to load: ${error instanceof Error ? error.message : String(error)}`), {
          cause: error,
        });
      },
    ));
  return {
    ...liteClientFields(),
    clearCache: async () => {
      if (loading) await (await loading).clearCache();
    },
    search: async (arg) => (await load()).search(arg),
    index: async (tags) => (await load()).index(tags),
  };
}
