import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import {DocDescriptionsContext} from '@site/src/components/DocDescriptions';
import type {DocDescriptions} from '@site/src/plugins/lean-docs';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {docDescriptions?: DocDescriptions};

/**
 * Why: `src/plugins/lean-docs` takes the docs' descriptions out of the version
 * data every doc page loads and gives each category index route the
 * descriptions of the docs it lists (`docDescriptions`); this wrapper hands
 * them to its doc cards (`src/theme/DocCardList`). The page renders unchanged.
 */
export default function DocCategoryGeneratedIndexPageWrapper({docDescriptions, ...props}: Props): ReactNode {
  return (
    <DocDescriptionsContext.Provider value={docDescriptions ?? null}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptionsContext.Provider>
  );
}
