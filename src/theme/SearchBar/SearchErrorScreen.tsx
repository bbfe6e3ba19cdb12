/**
 * DocSearch's "Unable to fetch results" screen, for a search that failed.
 * DocSearch 4.7.1 sets its `error` status when the client rejects with a
 * RetryError, but the autocomplete core it bundles sets `idle` again in a
 * `finally` right after, and the rejection is left uncaught: the dialog shows
 * an empty list and the page an uncaught error. So the SearchBar's client
 * wrapper answers a failed search with no hits and reports the failure here,
 * and this renders DocSearch's own error screen markup, with its translated
 * strings, in place of the list until a search succeeds again.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import translations from '@theme/SearchTranslations';

const HOST_CLASS = 'kanban-search-error';
export const FAILED_CLASS = 'kanban-search--failed';

export function SearchErrorScreen({
  container,
  failed,
}: {
  container: HTMLElement;
  failed: boolean;
}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const sync = () => {
      const dropdown = container.querySelector('.DocSearch-Dropdown');
      const input =
        container.querySelector<HTMLInputElement>('.DocSearch-Input');
      const show =
        failed &&
        Boolean(dropdown) &&
        Boolean(input?.value.trim()) &&
        !container.querySelector('.DocSearch-AskAiScreen');
      container.classList.toggle(FAILED_CLASS, show);
      if (!show) {
        container.querySelector(`.${HOST_CLASS}`)?.remove();
        setHost(null);
        return;
      }
      let el = dropdown!.querySelector<HTMLElement>(`:scope > .${HOST_CLASS}`);
      if (!el) {
        el = document.createElement('div');
        el.className = HOST_CLASS;
        dropdown!.prepend(el);
      }
      setHost((h) => (h === el ? h : el));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', sync);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', sync);
      container.classList.remove(FAILED_CLASS);
      container.querySelector(`.${HOST_CLASS}`)?.remove();
    };
  }, [container, failed]);

  if (!host || !host.isConnected) return null;
  const strings = translations.modal?.errorScreen ?? {};
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round">
          <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M2 8.82a15 15 0 0 1 4.17-2.65M10.66 5c4.01-.36 8.14.9 11.34 3.76M16.85 11.25a10 10 0 0 1 2.22 1.68M5 13a10 10 0 0 1 5.24-2.76M12 20h.01" />
        </svg>
      </div>
      <p className="DocSearch-Title">
        {strings.titleText ?? 'Unable to fetch results'}
      </p>
      <p className="DocSearch-Help">
        {strings.helpText ?? 'You might want to check your network connection.'}
      </p>
    </div>,
    host,
  );
}
