/**
 * Runs inside the service worker of @docusaurus/plugin-pwa (its `swCustom`
 * option; plain JS because the plugin compiles the worker with Babel for .js
 * files only). Two additions to the plugin's precaching:
 *
 *  1. The search index. Its files are written by the search plugin's
 *     postBuild, which runs at the same time as the PWA plugin's, so they
 *     cannot be globbed into the precache list reliably (and the list would
 *     hold every docs version's shard). In offline mode the worker stores the
 *     locale's `search-index/manifest.json` and the current version's shard
 *     when it installs, and answers search-index requests from the network,
 *     falling back to that copy.
 *  2. `clients.claim()`, so the page that turned offline reading on is
 *     served by the new worker without a reload.
 */
const SEARCH_CACHE = 'kanban-offline-search';

export default function swCustom(params) {
  const scope = self.registration.scope;
  const indexBase = new URL('search-index/', scope).href;

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        if (!params.offlineMode) await caches.delete(SEARCH_CACHE);
        await self.clients.claim();
      })(),
    );
  });

  if (!params.offlineMode) return;

  async function cacheSearchIndex() {
    const manifestUrl = `${indexBase}manifest.json`;
    const response = await fetch(manifestUrl, {cache: 'no-cache'});
    if (!response.ok) return;
    const manifest = await response.clone().json();
    const cache = await caches.open(SEARCH_CACHE);
    for (const request of await cache.keys()) await cache.delete(request);
    // Only the current docs version: older versions are read online.
    const shards = (manifest.shards || []).filter((s) => /-current$/.test(s.tag));
    await cache.addAll(shards.map((s) => `${indexBase}${s.file}`));
    await cache.put(manifestUrl, response);
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(cacheSearchIndex());
  });

  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || !request.url.startsWith(indexBase)) return;
    event.respondWith(
      (async () => {
        const cache = await caches.open(SEARCH_CACHE);
        const key = request.url.split(/[?#]/)[0];
        try {
          const response = await fetch(request);
          if (response.ok && (await cache.match(key))) await cache.put(key, response.clone());
          return response;
        } catch (error) {
          const cached = await cache.match(key);
          if (cached) return cached;
          throw error;
        }
      })(),
    );
  });
}
