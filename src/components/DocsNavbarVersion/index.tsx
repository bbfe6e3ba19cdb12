/**
 * Helpers of the docs navbar items (src/theme/NavbarItem/Doc*.tsx).
 *
 * The docs live at the site root (`routeBasePath: '/'`), so the theme matches
 * every path, the search page and the 404 page included, to the current
 * version, and the navbar items never fall back to the reader's preferred
 * version the way they do on a site whose docs sit under `/docs/`
 * (`useDocsVersionCandidates`: active, then preferred, then latest version).
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Route} from 'react-router-dom';
import {useActiveDocContext, useDocsPreferredVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * Outside the docs (no doc matches the path) with a preferred older version,
 * renders its children as if the page sat in that version: the same path under
 * the version's base path, which is no doc either. React Router's `<Route
 * location>` is its public way to show descendants another location (the
 * Docusaurus client uses it for pending navigations); links still navigate
 * with the real history.
 */
export function InPreferredVersion({docsPluginId, children}: {docsPluginId?: string; children: ReactNode}): ReactNode {
  const location = useLocation();
  const {activeDoc, activeVersion} = useActiveDocContext(docsPluginId);
  const {preferredVersion} = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  if (activeDoc || !preferredVersion || preferredVersion === activeVersion || activeVersion !== latestVersion) {
    return children;
  }
  const latestPath = latestVersion.path.replace(/\/?$/, '/');
  const rest = location.pathname.startsWith(latestPath) ? location.pathname.slice(latestPath.length) : '';
  const pathname = `${preferredVersion.path.replace(/\/?$/, '/')}${rest}`;
  return <Route location={{...location, pathname}} render={() => children} />;
}

/**
 * Props that keep a navbar link from showing as active while it still links:
 * the theme's `NavLink` takes its active class and `aria-current` from these.
 */
export const notActive = {activeClassName: '', 'aria-current': false} as const;
