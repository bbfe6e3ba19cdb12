/**
 * Service worker registration: replaces the default `swRegister` module of
 * @docusaurus/plugin-pwa 3.9.2 (lib/registerSw.js), keeping its behaviour
 * (the same offline mode activation strategies, the reload popup for a new
 * deploy, skip-waiting when offline mode is off) and adding what it lacks:
 *
 *   - a persisted flag (`kanban.offlineReading` in localStorage): once a
 *     reader turns offline reading on (the "Available offline" switch, or
 *     `?offlineMode=true`), every later visit registers the worker in
 *     offline mode too. The stock module decides on each visit, so a visit
 *     without the query string used to register a worker without the
 *     precache list, and its activation deleted the offline copy.
 *     `?offlineMode=false` or the switch turns it off;
 *   - the switch itself, through ./store.ts.
 *
 * The plugin's own pieces are reused: workbox-window and its translated
 * reload popup (`@theme/PwaReloadPopup` via lib/renderReloadPopup.js).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import {offlineStore} from './store';

declare const process: {env: Record<string, unknown>};

const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL as string;
const STRATEGIES = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as string[];
const DEBUG = Boolean(process.env.PWA_DEBUG);
const MAX_MOBILE_WIDTH = 996;

/** The reader's choice, kept across visits until turned off. */
export const OfflineReadingStorage = createStorageSlot('kanban.offlineReading');
const AppInstalledEventFiredStorage = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

function debugLog(msg: string, obj?: unknown): void {
  if (DEBUG) console.log(`[kanban-offline][registerSw]: ${msg}`, obj ?? '');
}

/** The plugin's strategies, unchanged. */
const strategies: Record<string, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: () => !!(navigator as {connection?: {saveData?: boolean}}).connection?.saveData,
  appInstalled: async () => {
    if (AppInstalledEventFiredStorage.get() === 'true') return true;
    const nav = navigator as {getInstalledRelatedApps?: () => Promise<{platform: string}[]>};
    try {
      return !!nav.getInstalledRelatedApps && (await nav.getInstalledRelatedApps()).some((a) => a.platform === 'webapp');
    } catch {
      return false;
    }
  },
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

/** The `offlineMode` query parameter turns the persisted flag on or off. */
function applyQueryString(): void {
  const value = new URLSearchParams(window.location.search).get('offlineMode');
  if (value === 'true' && STRATEGIES.includes('queryString')) OfflineReadingStorage.set('on');
  if (value === 'false') OfflineReadingStorage.del();
}

async function isOfflineModeEnabled(): Promise<boolean> {
  if (OfflineReadingStorage.get() === 'on') return true;
  const active = await Promise.all(STRATEGIES.map(async (name) => ((await strategies[name]?.()) ? name : null)));
  debugLog('active strategies', active);
  return active.some(Boolean);
}

const isOfflineWorker = (sw: ServiceWorker | null | undefined) => !!sw && decodeURIComponent(sw.scriptURL).includes('"offlineMode":true');

/** Registrations run one after another, and only the latest one reacts to worker events. */
let queue: Promise<void> = Promise.resolve();
let generation = 0;

/**
 * Registers the worker for the given mode, after any registration under way
 * (a switch flipped while the page's own registration is still running must
 * not be undone by it). `userInitiated`: the reader just
 * flipped the switch, so the new worker takes over at once instead of
 * waiting behind the "new version" popup.
 */
function registerSw(offlineMode: boolean, userInitiated: boolean): Promise<void> {
  const run = () => register(offlineMode, userInitiated, ++generation);
  queue = queue.then(run, run);
  return queue;
}

async function register(offlineMode: boolean, userInitiated: boolean, gen: number): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const url = `${SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: DEBUG}))}`;
  const wb = new Workbox(url);
  const skipWaiting = () => wb.messageSW({type: 'SKIP_WAITING'});
  const onWaiting = async () => {
    // A later registration (the reader flipped the switch) owns the waiting worker.
    if (gen !== generation) return;
    if (!offlineMode || userInitiated) return void skipWaiting();
    const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
    await renderReloadPopup({
      onReload() {
        wb.addEventListener('controlling', () => window.location.reload());
        void skipWaiting();
      },
    });
  };
  wb.addEventListener('waiting', () => void onWaiting());
  // workbox-window 7 still fires it for a worker installed by another tab; its types dropped the name.
  wb.addEventListener('externalwaiting' as 'waiting', () => void onWaiting());
  if (offlineMode) {
    wb.addEventListener('activated', () => gen === generation && offlineStore.set({phase: 'ready'}));
  }
  const registration = await wb.register();
  if (!registration || gen !== generation) return;
  if (offlineMode) {
    const settled = isOfflineWorker(registration.active) && !registration.installing && !registration.waiting;
    offlineStore.set({enabled: true, phase: settled ? 'ready' : 'downloading'});
  } else {
    offlineStore.set({enabled: false, phase: 'off'});
  }
  if (registration.waiting) await onWaiting();
}

/** The "Available offline" switch. */
async function toggle(on: boolean): Promise<void> {
  if (on) OfflineReadingStorage.set('on');
  else OfflineReadingStorage.del();
  offlineStore.set({enabled: on, phase: on ? 'downloading' : 'off'});
  await registerSw(on, true);
}

function addAppInstalledListeners(): void {
  // As the stock module: an installed app re-registers its worker in offline mode.
  const clearRegistrations = async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    window.location.reload();
  };
  window.addEventListener('appinstalled', () => {
    AppInstalledEventFiredStorage.set('true');
    void clearRegistrations();
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (AppInstalledEventFiredStorage.get()) {
      AppInstalledEventFiredStorage.del();
      void clearRegistrations();
    }
  });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  applyQueryString();
  addAppInstalledListeners();
  offlineStore.connect(toggle);
  isOfflineModeEnabled()
    .then((offlineMode) => {
      offlineStore.set({enabled: offlineMode, phase: offlineMode ? 'downloading' : 'off'});
      return registerSw(offlineMode, false);
    })
    .catch((e: unknown) => {
      console.error('registerSW failed', e);
      offlineStore.set({phase: 'error'});
    });
}
