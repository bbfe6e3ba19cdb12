import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

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
    <Layout title="Crash test" description="Test page for the error boundary">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <CrashButton />
      </main>
    </Layout>
  );
}
