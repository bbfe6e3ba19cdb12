/**
 * State of offline reading, shared by the service worker registration
 * (registerSw.ts) and the "Available offline" switch. A tiny external store
 * for `useSyncExternalStore`.
 */
export type OfflinePhase =
  /** Offline reading is off. */
  | 'off'
  /** On: the service worker is downloading the pages. */
  | 'downloading'
  /** On, and every page of the current version of this locale is stored. */
  | 'ready'
  /** Turning it on or off failed (storage full, network down while downloading...). */
  | 'error';

export interface OfflineState {
  /** False until the registration module runs (dev server, hash router, no service worker support). */
  supported: boolean;
  enabled: boolean;
  phase: OfflinePhase;
}

/**
 * What the server renders. Hydration must see the same, even when the
 * registration module has already marked the store supported: a switch
 * rendered during hydration would not match the HTML (React error #418).
 */
const serverState: OfflineState = {supported: false, enabled: false, phase: 'off'};
let state: OfflineState = serverState;
const listeners = new Set<() => void>();
let controller: ((on: boolean) => Promise<void>) | null = null;

export const offlineStore = {
  getSnapshot: (): OfflineState => state,
  getServerSnapshot: (): OfflineState => serverState,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Partial<OfflineState>): void {
    state = {...state, ...next};
    for (const l of listeners) l();
  },
  /** Called by registerSw.ts with the function that turns offline reading on or off. */
  connect(toggle: (on: boolean) => Promise<void>): void {
    controller = toggle;
    offlineStore.set({supported: true});
  },
  async toggle(on: boolean): Promise<void> {
    if (!controller) return;
    try {
      await controller(on);
    } catch (e) {
      console.error('[kanban-offline]', e);
      offlineStore.set({phase: 'error'});
    }
  },
};
