/**
 * Wraps the `doc` navbar item ("Get started"):
 * - outside the docs it links into the reader's preferred version (see InPreferredVersion);
 * - it is active on its own page only. The theme also marks it active on every
 *   page of its sidebar, which is the sidebar the "Docs" item stands for, so two
 *   items were highlighted at once.
 */
import React, {type ReactNode} from 'react';
import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import type DocNavbarItemType from '@theme/NavbarItem/DocNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useLayoutDoc} from '@docusaurus/plugin-content-docs/client';
import {InPreferredVersion, notActive} from '@site/src/components/DocsNavbarVersion';

type Props = WrapperProps<typeof DocNavbarItemType>;

function ActiveOnOwnPage(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId);
  const doc = useLayoutDoc(props.docId, props.docsPluginId);
  const onOwnPage = Boolean(doc && activeDoc?.path === doc.path);
  return <DocNavbarItem {...props} {...(!onOwnPage && notActive)} />;
}

export default function DocNavbarItemWrapper(props: Props): ReactNode {
  return (
    <InPreferredVersion docsPluginId={props.docsPluginId}>
      <ActiveOnOwnPage {...props} />
    </InPreferredVersion>
  );
}
