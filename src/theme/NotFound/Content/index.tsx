/**
 * Wraps the "page not found" content (shown by the theme's 404 page and by the
 * docs root for unknown paths) to give the page a canonical URL that exists:
 * this language's home. The theme derives it from the path, which in the
 * built page is `404.html/`, a page that does not exist.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const home = useBaseUrl('/', {absolute: true});
  return (
    <>
      <Head>
        <link rel="canonical" href={home} />
      </Head>
      <Content {...props} />
    </>
  );
}
