import React, {useState, type ReactNode} from 'react';
import TestPage from '../TestPage';

function Crasher(): ReactNode {
  throw new Error('The demo widget failed to render', {
    cause: new Error('Card 42 has no column'),
  });
}

/**
 * Renders normally until the button is pressed, then throws during render.
 * The state lives inside the Layout's error boundary, so "Try again" remounts
 * it in its initial, working state.
 */
function CrashButton(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setCrashed(true)}>
        Crash
      </button>
      {crashed && <Crasher />}
    </>
  );
}

export default function CrashPage(): ReactNode {
  return (
    <TestPage title="Crash test">
      <CrashButton />
    </TestPage>
  );
}
