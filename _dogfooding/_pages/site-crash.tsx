import React, {useState, type ReactNode} from 'react';
import TestPage from '../TestPage';

/**
 * Throws outside its own layout: the page component itself fails, so no
 * layout's error boundary catches it and the site-wide fallback
 * (`@theme/Error`) shows. The state lives above that fallback's boundary too,
 * so "Try again" brings the page back in its initial, working state.
 */
export default function SiteCrashPage(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error('The board failed to load', {
      cause: new Error('Column "done" is missing', {cause: new Error('The server answered 500')}),
    });
  }
  return (
    <TestPage title="Site crash test">
      <button type="button" className="button button--primary" onClick={() => setCrashed(true)}>
        Crash the page
      </button>
    </TestPage>
  );
}
