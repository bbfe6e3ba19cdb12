import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useDocDescriptions} from '@site/src/components/DocDescriptions';

type Props = WrapperProps<typeof DocCardListType>;

/**
 * Why: a doc card shows its doc's description, which the theme's `DocCard`
 * reads from the version data (`useDocById`). `src/plugins/lean-docs` moves
 * the descriptions from there to the category index page that lists the docs;
 * this wrapper puts each one on its card's item, where `DocCard` looks first.
 */
export default function DocCardListWrapper(props: Props): ReactNode {
  const descriptions = useDocDescriptions();
  const withDescription = (item: PropSidebarItem): PropSidebarItem =>
    item.type === 'link' && item.docId && !item.description && descriptions?.[item.docId]
      ? {...item, description: descriptions[item.docId]}
      : item;
  return <DocCardList {...props} items={descriptions && props.items ? props.items.map(withDescription) : props.items} />;
}
