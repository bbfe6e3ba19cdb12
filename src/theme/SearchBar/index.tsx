/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * Ejected from @docusaurus/theme-search-algolia 3.9.2 (src/theme/SearchBar/index.tsx), MIT licence:
 * node_modules/@docusaurus/theme-search-algolia/LICENSE. The upstream notice
 * above stays; our changes are fenced with BEGIN / END SWIZZLED CODE.
 */

import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
// BEGIN SWIZZLED CODE: the button's styles with every page (DocSearch's variables and button CSS, then the
// theme's, which override them); the dialog's load with it (DialogExtras.ts), not in the stylesheet of every page.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
// END SWIZZLED CODE
// BEGIN SWIZZLED CODE: embedded search backend (src/plugins/search)
import {
  useEmbeddedSearchClient,
  useKanbanSearchData,
} from '@site/src/plugins/search/client';
import {selectedTags} from '@site/src/plugins/search/client/facets';
import {useMissingResultsUrl} from '@site/src/plugins/search/client/missingResults';
import {useLocalAskAi} from '@site/src/plugins/search/client/askAi';
import {useAskAi} from './useAskAi';
import {ensureUsableStorage} from '@site/src/plugins/search/client/storage';
import {capQuery} from '@site/src/plugins/search/shared/limits';

/**
 * Number of hits per query, as the search client answered it. DocSearch 4.7.1
 * adds each answer's `nbHits` to the previous one in its context (typing
 * "к", "ка" shows 158, then 509), so "See all {count} results" reads the
 * count of the query on screen from here instead.
 */
type HitCounts = Map<string, number>;
// END SWIZZLED CODE

// BEGIN SWIZZLED CODE: type fix only. With @docsearch/react 4.7 the theme's
// `askAi` config type no longer matches the modal's prop type (it gained an
// `agentStudio` variant), so the prop is typed from the theme config alone.
type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY' | 'askAi'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: ThemeConfigAlgolia['askAi'];
};
// END SWIZZLED CODE

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends DocSearchProps {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// BEGIN SWIZZLED CODE: the dialog's additions load with the dialog, not with every page
let DialogExtras: typeof import('./DialogExtras') | null = null;

// Only the button's strings load with every page; the dialog's strings
// (@theme/SearchTranslations, ~2 KiB gzip) come with the dialog's chunk.
// Same id and message as the theme's SearchTranslations.
const buttonLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {
  buttonText: buttonLabel,
  buttonAriaLabel: buttonLabel,
};
// END SWIZZLED CODE

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  // BEGIN SWIZZLED CODE: blocked storage falls back to memory before DocSearch touches it
  ensureUsableStorage();
  // END SWIZZLED CODE
  return Promise.all([
    import('@docsearch/react/modal'),
    // BEGIN SWIZZLED CODE: the dialog's styles load with DialogExtras (dialog.css); the button's are imported above
    import('./DialogExtras'),
    // END SWIZZLED CODE
  ]).then(([{DocSearchModal: Modal}, extras]) => {
    DocSearchModal = Modal;
    // BEGIN SWIZZLED CODE
    DialogExtras = extras;
    // END SWIZZLED CODE
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// BEGIN SWIZZLED CODE: answer from the embedded index unless hosted Algolia is configured; count hits per query
function useTransformSearchClient(
  hitCounts: HitCounts,
  setFailed: (failed: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const embeddedClient = useEmbeddedSearchClient();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      const client = embeddedClient
        ? (embeddedClient as unknown as DocSearchTransformClient)
        : searchClient;
      if (!embeddedClient) {
        searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      }
      const counted = Object.create(client) as DocSearchTransformClient;
      counted.search = (async (
        ...args: Parameters<DocSearchTransformClient['search']>
      ) => {
        let response: Awaited<ReturnType<DocSearchTransformClient['search']>>;
        try {
          response = await client.search(...args);
        } catch (error) {
          // A rejection would be left uncaught by DocSearch 4.7.1 and its error
          // screen reset at once (see SearchErrorScreen): answer with no hits
          // and show the error screen from here. The next keystroke searches again.
          if ((error as Error)?.name !== 'RetryError') throw error;
          setFailed(true);
          const {requests} = args[0] as {
            requests: {query?: string; indexName: string}[];
          };
          return {
            results: requests.map((r) => ({
              hits: [],
              nbHits: 0,
              page: 0,
              nbPages: 0,
              hitsPerPage: 20,
              processingTimeMS: 0,
              exhaustiveNbHits: true,
              query: r.query ?? '',
              params: '',
              index: r.indexName,
            })),
          } as unknown as Awaited<
            ReturnType<DocSearchTransformClient['search']>
          >;
        }
        setFailed(false);
        for (const result of (
          response as {results: {query?: string; nbHits?: number}[]}
        ).results) {
          if (
            typeof result.query === 'string' &&
            typeof result.nbHits === 'number'
          ) {
            hitCounts.set(result.query, result.nbHits);
          }
        }
        return response;
      }) as DocSearchTransformClient['search'];
      return counted;
    },
    [docusaurusVersion, embeddedClient, hitCounts, setFailed],
  );
}
// END SWIZZLED CODE

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
  hitCounts,
}: {
  closeModal: () => void;
  hitCounts: HitCounts;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => (
        <ResultsFooter
          state={state}
          onClose={closeModal}
          hitCounts={hitCounts}
        />
      ),
    [closeModal, hitCounts],
  );
}

// BEGIN SWIZZLED CODE: a hit is an ARIA option, so it holds no link (axe
// `nested-interactive`). Enter opens it through `navigator`, as before; a click
// opens it here, a Ctrl/Cmd/Shift or middle click in a new tab.
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  const history = useHistory();
  const open = (event: React.MouseEvent) => {
    if (
      event.button === 1 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      window.open(hit.url, '_blank', 'noopener');
    } else if (event.button === 0) {
      if (
        /^https?:\/\//.test(hit.url) &&
        !hit.url.startsWith(window.location.origin)
      ) {
        window.location.href = hit.url;
      } else {
        history.push(hit.url);
      }
    }
  };
  return (
    // The option around it is what the keyboard reaches: DocSearch opens the active hit on Enter through navigator.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="kanban-search-hit"
      data-url={hit.url}
      onClick={open}
      onAuxClick={open}>
      {children}
    </div>
  );
}
// END SWIZZLED CODE

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  hitCounts: HitCounts;
};

function ResultsFooter({state, onClose, hitCounts}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // BEGIN SWIZZLED CODE: the count of the query on screen (see HitCounts); never a raw `{count}`
  const count =
    hitCounts.get(state.query) ?? hitCounts.get(capQuery(state.query));
  return (
    <Link to={createSearchLink(capQuery(state.query))} onClick={onClose}>
      {typeof count === 'number' ? (
        <Translate id="theme.SearchBar.seeAll" values={{count}}>
          {'See all {count} results'}
        </Translate>
      ) : (
        <Translate
          id="search.dialog.seeAllResults"
          description="Link from the search dialog to the search page when the number of results is not known">
          See all results
        </Translate>
      )}
    </Link>
  );
  // END SWIZZLED CODE
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  // BEGIN SWIZZLED CODE
  const [hitCounts] = useState<HitCounts>(() => new Map());
  const [searchFailed, setSearchFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(
    hitCounts,
    setSearchFailed,
  );
  // END SWIZZLED CODE

  // BEGIN SWIZZLED CODE
  const {backend} = useKanbanSearchData();
  // On intent (hover, focus, touch, shortcut) the index of this page's
  // context loads together with the dialog code instead of after the first
  // keystroke: the first query then waits for neither. A failure here is
  // forgotten by the client, and the first search tries again and shows it.
  const embeddedClient = useEmbeddedSearchClient();
  const contextKey = JSON.stringify(
    selectedTags(
      searchParameters?.facetFilters as Parameters<typeof selectedTags>[0],
    ),
  );
  const prepareSearch = useCallback(() => {
    if (embeddedClient) {
      embeddedClient
        .prepare(JSON.parse(contextKey) as string[] | null)
        .catch(() => undefined);
    }
    return importDocSearchModalIfNeeded();
  }, [embeddedClient, contextKey]);
  // END SWIZZLED CODE
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  // BEGIN SWIZZLED CODE: the theme's useAlgoliaAskAi without all dialog strings in the first load
  // The dialog's strings, once they have loaded with its chunk.
  const dialogStrings = DialogExtras?.translations.modal;
  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} =
    useAskAi(props, dialogStrings);
  // END SWIZZLED CODE

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // BEGIN SWIZZLED CODE: lets styles.css drop Algolia branding when the index is embedded
      divElement.className = `kanban-search kanban-search--${backend}`;
      // END SWIZZLED CODE
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [backend]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // BEGIN SWIZZLED CODE: the index loads alongside the dialog (prepareSearch)
    prepareSearch().then(() => setIsOpen(true));
    // END SWIZZLED CODE
  }, [prepareSearchContainer, prepareSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({
    closeModal,
    // BEGIN SWIZZLED CODE
    hitCounts,
    // END SWIZZLED CODE
  });

  // BEGIN SWIZZLED CODE
  // DocSearch v4's keyboard hook ignores `onInput`: restore the v3 behaviour of
  // opening the dialog with the typed letter or digit as the initial query when
  // the search button has focus.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (
        event.key.length === 1 &&
        /[\p{L}\p{N}]/u.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        handleInput(event.nativeEvent);
      }
    },
    [handleInput],
  );
  const getMissingResultsUrl = useMissingResultsUrl();
  const localAskAiProps = useLocalAskAi(props.askAi, dialogStrings);
  // END SWIZZLED CODE

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      {/* BEGIN SWIZZLED CODE: no preconnect when nothing is fetched from Algolia */}
      {backend === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      {/* END SWIZZLED CODE */}

      <DocSearchButton
        // BEGIN SWIZZLED CODE: intent loads the index too (prepareSearch)
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        // END SWIZZLED CODE
        onClick={openModal}
        // BEGIN SWIZZLED CODE
        onKeyDown={onButtonKeyDown}
        // END SWIZZLED CODE
        ref={searchButtonRef}
        // BEGIN SWIZZLED CODE
        translations={props.translations?.button ?? buttonTranslations}
        // END SWIZZLED CODE
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            // BEGIN SWIZZLED CODE: type fix only, `askAi` comes from extraAskAiProps below
            {...(props as Omit<typeof props, 'askAi'>)}
            // END SWIZZLED CODE
            // BEGIN SWIZZLED CODE: the dialog's strings come with its chunk
            translations={props.translations?.modal ?? dialogStrings}
            // END SWIZZLED CODE
            searchParameters={searchParameters}
            {...extraAskAiProps}
            // BEGIN SWIZZLED CODE
            getMissingResultsUrl={getMissingResultsUrl}
            {...localAskAiProps}
            // END SWIZZLED CODE
          />,
          searchContainer.current,
        )}
      {/* BEGIN SWIZZLED CODE: "Try searching for" on the no-results screen */}
      {isOpen && searchContainer.current && DialogExtras && (
        <>
          <DialogExtras.NoResultsSuggestions
            container={searchContainer.current}
          />
          <DialogExtras.DialogA11y container={searchContainer.current} />
          <DialogExtras.SearchErrorScreen
            container={searchContainer.current}
            failed={searchFailed}
          />
        </>
      )}
      {/* END SWIZZLED CODE */}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchV4Props)} />
  );
}
