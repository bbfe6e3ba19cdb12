/**
 * Client hooks of the kanban-search plugin, used by the swizzled SearchBar
 * and SearchPage (src/theme/).
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchClient} from './embeddedClient';
import {lazySearchClient} from './lazyClient';
import type {SearchGlobalData} from '../shared/types';

export {RetryError} from './facets';
export type {SearchClient} from './embeddedClient';

export function useKanbanSearchData(): SearchGlobalData {
  return usePluginData('kanban-search') as SearchGlobalData;
}

const clients = new Map<string, SearchClient>();

/**
 * The embedded search client of the current locale, shared by the dialog and
 * the search page, or null when the site uses hosted Algolia.
 */
export function useEmbeddedSearchClient(): SearchClient | null {
  const {backend, indexDir} = useKanbanSearchData();
  const indexUrl = useBaseUrl(`/${indexDir}/`);
  const {
    siteConfig: {themeConfig},
  } = useDocusaurusContext();
  const indexName = (themeConfig.algolia as {indexName: string}).indexName;
  if (backend !== 'embedded') return null;
  if (!clients.has(indexUrl)) {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    clients.set(indexUrl, lazySearchClient({indexUrl, indexName, origin}));
  }
  return clients.get(indexUrl)!;
}
