import React, {useId, useSyncExternalStore, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {offlineStore, type OfflinePhase} from '@site/src/plugins/offline/client/store';
import styles from './styles.module.css';

const statusText: Record<OfflinePhase, () => string> = {
  off: () =>
    translate({
      id: 'offline.status.off',
      message: 'Turn on to read this version of the docs without a connection.',
      description: 'Hint under the Available offline switch while it is off',
    }),
  downloading: () =>
    translate({
      id: 'offline.status.downloading',
      message: 'Saving the docs for offline reading…',
      description: 'Status while the pages are downloaded for offline reading',
    }),
  ready: () =>
    translate({
      id: 'offline.status.ready',
      message: 'Saved: every page of this version can be read and searched offline.',
      description: 'Status once the docs are stored for offline reading',
    }),
  error: () =>
    translate({
      id: 'offline.status.error',
      message: 'The docs could not be saved for offline reading. Check your connection and free storage, then try again.',
      description: 'Status when turning offline reading on or off failed',
    }),
};

/**
 * "Available offline": turns offline reading on or off for the reader's
 * locale (src/plugins/offline). Renders nothing where offline reading is
 * not available (dev server, no service worker support).
 */
export default function OfflineSwitch(): ReactNode {
  const state = useSyncExternalStore(offlineStore.subscribe, offlineStore.getSnapshot, offlineStore.getServerSnapshot);
  const statusId = useId();
  if (!state.supported) return null;
  return (
    <div className={styles.offline}>
      <label className={styles.label}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={state.enabled}
          aria-describedby={statusId}
          disabled={state.phase === 'downloading'}
          onChange={(e) => void offlineStore.toggle(e.currentTarget.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        {translate({
          id: 'offline.switch.label',
          message: 'Available offline',
          description: 'Label of the switch that stores the docs for offline reading',
        })}
      </label>
      <p id={statusId} role="status" className={styles.status} data-phase={state.phase}>
        {statusText[state.phase]()}
      </p>
    </div>
  );
}
