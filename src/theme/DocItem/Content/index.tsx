import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {twinPath} from '@site/src/plugins/llms/twin';

type Props = WrapperProps<typeof ContentType>;

/**
 * Why: every doc page points at its Markdown twin (written by
 * src/plugins/llms) with `<link rel="alternate" type="text/markdown">`, and
 * offers "Copy page" beside its title. The content itself is untouched.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = twinPath(metadata.permalink, metadata.slug === '/');
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={siteConfig.url.replace(/\/$/, '') + markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
