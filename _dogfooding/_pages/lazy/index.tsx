import React, {type ReactNode} from 'react';
import TestPage from '../../TestPage';
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
    <TestPage title="Lazy part test">
      <LazyPart />
    </TestPage>
  );
}
