/**
 * Replaces the core's fallback `Loading` (used by every lazily loaded route
 * and component): the stock one shows an untranslated "Retry" in a fixed red
 * box. This one says what failed in the reader's language, keeps the real
 * error text for bug reports, uses theme colours, and announces itself to
 * screen readers. The spinner still waits for react-loadable's delay.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.error}`} role="alert">
        <p className={styles.title}>
          <Translate id="theme.Loading.errorTitle" description="Shown when a part of the page could not be loaded">
            This part of the page could not be loaded.
          </Translate>
        </p>
        <p className={styles.detail}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.Loading.retry" description="Button that loads a failed part of the page again">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrapper} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          <Translate id="theme.Loading.loading" description="Screen reader text while a part of the page loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
