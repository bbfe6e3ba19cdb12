/**
 * Wraps the `docSidebar` navbar item ("Docs"):
 * - outside the docs it links into the reader's preferred version (see InPreferredVersion);
 * - on a page that another top-level navbar item links to ("Get started",
 *   "Release notes") that item is the active one, not "Docs", so exactly one
 *   item is highlighted on every page of the sidebar.
 */
import React, {type ReactNode} from 'react';
import DocSidebarNavbarItem from '@theme-original/NavbarItem/DocSidebarNavbarItem';
import type DocSidebarNavbarItemType from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {InPreferredVersion, notActive} from '@site/src/components/DocsNavbarVersion';

type Props = WrapperProps<typeof DocSidebarNavbarItemType>;

/** Whether another top-level navbar item (a `doc` item or a plain link) stands for the current page. */
function useOtherItemOwnsPage(docsPluginId: string | undefined): boolean {
  const {items} = useThemeConfig().navbar;
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const {pathname} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  return items.some((item) =>
    item.type === 'doc'
      ? item.docId === activeDoc?.id
      : (item.type === undefined || item.type === 'default') && typeof item.to === 'string' && withBaseUrl(item.to) === pathname,
  );
}

function ActiveUnlessOwned(props: Props): ReactNode {
  const owned = useOtherItemOwnsPage(props.docsPluginId);
  return <DocSidebarNavbarItem {...props} {...(owned && notActive)} />;
}

export default function DocSidebarNavbarItemWrapper(props: Props): ReactNode {
  return (
    <InPreferredVersion docsPluginId={props.docsPluginId}>
      <ActiveUnlessOwned {...props} />
    </InPreferredVersion>
  );
}
