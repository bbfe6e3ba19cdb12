/**
 * A `?q=` longer than the search cap (512 bytes, `MAX_QUERY_BYTES`) is cut in
 * the address bar before the app reads it: on the first load and when the
 * reader goes back or forward to such an address. The search page caps the
 * query it runs, but every component that reads the location parses the
 * whole query string on each render: the theme's language menu merges it into
 * the link of each language, `useQueryStringValue` parses it for every
 * reader of a parameter. A 50,000-character Cyrillic `?q=` is about 500 KB
 * percent-encoded; parsing it took about 270 ms of main thread per change of
 * the page (measured in Chromium, tests/search-faults.spec.ts). The router
 * subscribes to `popstate` while the app renders, after client modules have
 * run, so this listener reads the address first.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {cappedAddress} from '../plugins/search/shared/limits';

function capAddress(): void {
  const address = cappedAddress(window.location.href);
  if (address) window.history.replaceState(window.history.state, '', address);
}

if (ExecutionEnvironment.canUseDOM) {
  capAddress();
  window.addEventListener('popstate', capAddress);
}
