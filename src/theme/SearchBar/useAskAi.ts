/**
 * The theme's `useAlgoliaAskAi` (@docusaurus/theme-search-algolia/client,
 * 3.9.2) without its module-level import of every dialog string
 * (@theme/SearchTranslations), which put them all in every first load: the
 * placeholder it picks is read from `modal`, the dialog's strings, which load
 * with the dialog (DialogExtras). DocSearch v4 only, as this site uses.
 */
import {useCallback, useMemo, useState} from 'react';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFiltersIfEnabled,
  type useAlgoliaAskAi,
} from '@docusaurus/theme-search-algolia/client';
import type {DocSearchTranslations} from '@docsearch/react';

type Result = ReturnType<typeof useAlgoliaAskAi>;
type AskAi = NonNullable<Result['askAi']>;

export function useAskAi(
  props: Parameters<typeof useAlgoliaAskAi>[0],
  modal: DocSearchTranslations['modal'],
): Omit<Result, 'askAi' | 'canHandleAskAi'> {
  const [isAskAiActive, setIsAskAiActive] = useState(false);
  const contextualSearchFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const askAi = useMemo(() => {
    const config = props.askAi as AskAi | undefined;
    if (!config || !contextualSearchFilters) return config;
    return {
      ...config,
      searchParameters: {
        ...config.searchParameters,
        facetFilters: mergeFacetFilters(
          config.searchParameters?.facetFilters,
          contextualSearchFilters,
        ),
      },
    };
  }, [props.askAi, contextualSearchFilters]);
  const canHandleAskAi = Boolean(askAi);
  const currentPlaceholder = isAskAiActive
    ? modal?.searchBox?.placeholderTextAskAi
    : modal?.searchBox?.placeholderText || props.placeholder;
  const onAskAiToggle = useCallback(
    (askAiToggle: boolean) => setIsAskAiActive(askAiToggle),
    [],
  );
  return {
    isAskAiActive,
    currentPlaceholder,
    onAskAiToggle,
    extraAskAiProps: {
      askAi,
      canHandleAskAi,
      isAskAiActive,
      onAskAiToggle,
    } as Result['extraAskAiProps'],
  };
}
