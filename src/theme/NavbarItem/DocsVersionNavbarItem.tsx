/**
 * Wraps the `docsVersion` navbar item (the version badge linking the version's
 * start page): outside the docs it shows the reader's preferred version (see
 * InPreferredVersion), and it is never highlighted. It links the site root,
 * which the theme's prefix match would find active on every page; the "Docs"
 * item already stands for the docs.
 */
import React, {type ReactNode} from 'react';
import DocsVersionNavbarItem from '@theme-original/NavbarItem/DocsVersionNavbarItem';
import type DocsVersionNavbarItemType from '@theme/NavbarItem/DocsVersionNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {InPreferredVersion} from '@site/src/components/DocsNavbarVersion';

type Props = WrapperProps<typeof DocsVersionNavbarItemType>;

export default function DocsVersionNavbarItemWrapper(props: Props): ReactNode {
  return (
    <InPreferredVersion docsPluginId={props.docsPluginId}>
      <DocsVersionNavbarItem {...props} isActive={() => false} />
    </InPreferredVersion>
  );
}
