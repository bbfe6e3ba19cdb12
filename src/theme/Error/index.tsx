/**
 * Replaces the core's site-wide error fallback (`@theme/Error`), shown when a
 * page crashes outside its layout's own error boundary. The stock one has an
 * English, hard-coded title and text in inline styles, and renders the layout
 * outside the providers the theme needs (the title formatter, the hydration
 * flag), so the layout itself failed and only the bare English text remained.
 * This one renders the translated "Page Error" page in the site's layout:
 * "This page crashed.", "Try again" and the chain of messages
 * (`@theme/ErrorPageContent`). Wrapping is not possible: the stock component
 * has no props for its text.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
import ThemeProvider from '@theme/ThemeProvider';
import ErrorPageContent from '@theme/ErrorPageContent';
// The providers the core's App renders inside its root error boundary, so
// not around this fallback. The core's own fallback imports its route context
// the same way; these modules are the ones its public hooks read.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {htmlLang, direction} = i18n.localeConfigs[i18n.currentLocale]!;
  const title = translate({
    id: 'theme.ErrorPage.title',
    message: 'Page Error',
    description: 'The browser tab title of the page shown when a page crashed',
  });
  return (
    <BrowserContextProvider>
      <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
        <ThemeProvider>
          {/* The layout can fail too (it is what failed, when the navbar or footer crashed): then the content alone. */}
          <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
            {/* The site metadata (html lang and dir) unmounted with the crashed app. */}
            <Head>
              <html lang={htmlLang} dir={direction} />
              <title>{title}</title>
            </Head>
            <Layout title={title}>
              <ErrorPageContent error={error} tryAgain={tryAgain} />
            </Layout>
          </ErrorBoundary>
        </ThemeProvider>
      </RouteContextProvider>
    </BrowserContextProvider>
  );
}
