/**
 * When a chunk of the page fails to load during a client-side navigation, the
 * Docusaurus client reloads the page once (PendingNavigation). If the chunk
 * fails again on that fresh load, the client's first `preload()` rejects and
 * nothing renders the app: the server-rendered page stays on screen, but its
 * menus, search and colour switch never come alive. This module notices that
 * rejection before hydration and shows a small translated notice with a
 * reload button. It is plain DOM (React is what failed to start), no inline
 * styles or handlers (the site's stylesheet styles `.kanban-load-failure`).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

const noticeId = 'kanban-load-failure';

/** A failed script or stylesheet chunk, as webpack and Rspack report it. */
function isChunkLoadError(reason: unknown): boolean {
  const error = reason as {name?: string; code?: string; message?: string} | null;
  return (
    error?.name === 'ChunkLoadError' ||
    error?.code === 'CSS_CHUNK_LOAD_FAILED' ||
    /^Loading (CSS )?chunk \S+ failed/.test(error?.message ?? '')
  );
}

function showNotice(): void {
  if (document.getElementById(noticeId)) return;
  const notice = document.createElement('div');
  notice.id = noticeId;
  notice.className = 'kanban-load-failure';
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = translate({
    id: 'theme.LoadFailure.message',
    message: 'Part of this page could not be loaded, so menus and search do not work. Check your connection and reload the page.',
    description: 'Notice shown when the page code fails to load even after the automatic reload',
  });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = translate({
    id: 'theme.LoadFailure.reload',
    message: 'Reload',
    description: 'Button of the load failure notice that reloads the page',
  });
  button.addEventListener('click', () => window.location.reload());
  notice.append(text, button);
  document.body.append(notice);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.dataset.hasHydrated === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) showNotice();
  });
}
