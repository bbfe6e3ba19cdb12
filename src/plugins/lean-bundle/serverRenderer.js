/**
 * `react-dom/server` for the server bundle (see index.ts): React's own module
 * with one function replaced.
 *
 * Why: Docusaurus 3.9 renders each page with `renderToPipeableStream` and
 * reads the stream into one string (core's client/renderToHtml.js). React
 * 18.3's stream flushes whole 2 KiB buffers even when the last multi-byte
 * character did not fit, so Russian, Chinese and Korean pages got stray bytes
 * (U+FFFD in 229 of 371 ru pages; facebook/react#31134, fixed only in React
 * 19). `renderToString` builds the page without that buffer, as Docusaurus
 * did before 3.6, and waits for nothing Docusaurus renders (no Suspense: routes
 * load through react-loadable before rendering). This gives its string through
 * the stream interface Docusaurus calls. Checked: the ru pages built this way
 * equal React 19's, byte for byte, but for attribute order and React 19's
 * automatic preload of the navbar logo.
 */
import {renderToString} from 'react-dom/server.node';

export * from 'react-dom/server.node';

export function renderToPipeableStream(children, options = {}) {
  let html;
  try {
    html = renderToString(children);
  } catch (error) {
    queueMicrotask(() => options.onError?.(error));
    return {pipe: (destination) => destination, abort() {}};
  }
  queueMicrotask(() => {
    options.onShellReady?.();
    options.onAllReady?.();
  });
  return {
    pipe(destination) {
      destination.end(html);
      return destination;
    },
    abort() {},
  };
}
