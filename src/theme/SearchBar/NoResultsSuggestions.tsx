/**
 * "Try searching for" on the DocSearch dialog's no-results screen: DocSearch
 * 4.7.1 never shows its own list (see src/plugins/search/client/suggestions.ts),
 * so this renders the same markup, with DocSearch's classes and translated
 * title, into its no-results screen, with popular queries of the locale. A
 * button puts its query into the dialog's input as if typed.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {popularQueries} from '@site/src/plugins/search/client/suggestions';

const HOST_CLASS = 'kanban-search-suggestions';

/** Types a query into the dialog's input the way a reader would (React sees an input event). */
function typeQuery(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set;
  setValue?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export function NoResultsSuggestions({
  container,
}: {
  container: HTMLElement;
}): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const sync = () => {
      const screen = container.querySelector('.DocSearch-NoResults');
      // DocSearch's own list, should a later version fix it, wins.
      if (
        !screen ||
        screen.querySelector(
          '.DocSearch-NoResults-Prefill-List:not(.' + HOST_CLASS + ' *)',
        )
      ) {
        setHost((h) => (h?.isConnected ? h : null));
        return;
      }
      let el = screen.querySelector<HTMLElement>(`.${HOST_CLASS}`);
      if (!el) {
        el = document.createElement('div');
        el.className = HOST_CLASS;
        const title = screen.querySelector('.DocSearch-Title');
        if (title) title.after(el);
        else screen.append(el);
      }
      setHost((h) => (h === el ? h : el));
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);

  if (!host || !host.isConnected) return null;
  const title =
    translations.modal?.noResultsScreen?.suggestedQueryText ??
    'Try searching for';
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">{title}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {popularQueries(currentLocale).map((query) => (
          <li key={query}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => typeQuery(container, query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    host,
  );
}
