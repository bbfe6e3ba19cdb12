import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** The frame of every test-only page: the site layout, `noindex`, a title. */
export default function TestPage({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Layout title={title} description={`Test page: ${title}`}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {children}
      </main>
    </Layout>
  );
}
