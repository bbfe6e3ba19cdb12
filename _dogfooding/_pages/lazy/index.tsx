import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';

/** A part of the page loaded in its own chunk, as docs pages load their content. */
const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "dogfooding-lazy-part" */ './_LazyPart'),
  loading: Loading,
  delay: 200,
});

export default function LazyPage(): ReactNode {
  return (
    <Layout title="Lazy part test" description="Test page for lazily loaded parts">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Lazy part test</h1>
        <LazyPart />
      </main>
    </Layout>
  );
}
