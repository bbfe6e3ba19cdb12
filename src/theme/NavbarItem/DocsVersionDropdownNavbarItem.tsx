/**
 * Wraps the docs version dropdown: outside the docs (search page, 404 page) it
 * shows and marks the reader's preferred version, as on a site whose docs sit
 * under `/docs/` (see InPreferredVersion).
 */
import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {InPreferredVersion} from '@site/src/components/DocsNavbarVersion';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <InPreferredVersion docsPluginId={props.docsPluginId}>
      <DocsVersionDropdownNavbarItem {...props} />
    </InPreferredVersion>
  );
}
