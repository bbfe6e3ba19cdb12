/**
 * Where "Believe this query should return results? Let us know." points: the
 * `searchFeedbackUrl` custom field, a URL template in which `{query}` is
 * replaced by the URL-encoded query (set with SEARCH_FEEDBACK_URL; defaults
 * to a new issue on the docs repository).
 */
import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function missingResultsUrl(template: string, query: string): string {
  return template.replace(/\{query\}/g, encodeURIComponent(query));
}

export function useMissingResultsUrl(): (({query}: {query: string}) => string) | undefined {
  const {siteConfig} = useDocusaurusContext();
  const template = siteConfig.customFields?.searchFeedbackUrl as string | undefined;
  const get = useCallback(({query}: {query: string}) => missingResultsUrl(template ?? '', query), [template]);
  return template ? get : undefined;
}
