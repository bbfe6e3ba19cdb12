/**
 * Route chunks load on intent only. Docusaurus's `<Link>` prefetches the
 * chunks of every internal link as soon as it scrolls into view, and preloads
 * them on hover or touch. A guide page shows dozens of links: on first load a
 * phone fetched about 140 KB gzip of pages the reader never opened (measured
 * on /kanban/guides/configuration/, tests/budgets.spec.ts). Viewport prefetch
 * is turned into a no-op here; hover, touch and focus still preload, so a
 * click still finds the chunks on their way. Core offers no option for it;
 * `window.docusaurus` is the client API core sets up before hydration.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusClient = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
const host = (): {docusaurus?: DocusaurusClient} => window as unknown as {docusaurus?: DocusaurusClient};

if (ExecutionEnvironment.canUseDOM) {
  // Client modules run while the entry bundle is still being evaluated, before
  // core assigns `window.docusaurus`; a microtask runs once it has.
  queueMicrotask(() => {
    // Core's object is frozen: the global gets a copy without viewport prefetch.
    const client = host().docusaurus;
    if (client) host().docusaurus = {...client, prefetch: () => false};
  });
  // Keyboard readers get what hover gives mouse readers: a focused internal
  // link starts loading its page.
  document.addEventListener('focusin', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const loading = host().docusaurus?.preload(link.pathname);
    // A failed chunk shows when the reader opens the link, not here.
    if (loading instanceof Promise) loading.catch(() => undefined);
  });
}
