/**
 * Offline reading (@docusaurus/plugin-pwa + src/plugins/offline) on the
 * Russian site: offline mode by query string and by the footer switch, a
 * page never visited and search working with the network cut, and the
 * choice surviving later ordinary visits until it is turned off.
 */
import type {Page} from '@playwright/test';
import {test, expect, RU, waitForHydration} from './baseTest';
import {t} from './i18n';

// Each test downloads a locale's precache; give it room.
test.describe.configure({timeout: 120_000});

const offlineSwitch = (page: Page) => page.getByRole('switch', {name: t('ru', 'offline.switch.label')});
const status = (page: Page) => page.locator('footer [role="status"]');

/** Script URL of the worker controlling the page, and whether it runs in offline mode. */
async function workerMode(page: Page): Promise<'offline' | 'online' | 'none'> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const url = reg?.active?.scriptURL;
    if (!url) return 'none';
    return decodeURIComponent(url).includes('"offlineMode":true') ? 'offline' : 'online';
  });
}

async function waitUntilSaved(page: Page) {
  await expect(status(page)).toHaveText(t('ru', 'offline.status.ready'), {timeout: 90_000});
  await expect(offlineSwitch(page)).toBeChecked();
}

test('with ?offlineMode=true and the network cut, a page never visited opens and search and Ask AI answer', async ({
  page,
  context,
  gotoHydrated,
}) => {
  await gotoHydrated(`${RU}?offlineMode=true`);
  await waitUntilSaved(page);
  expect(await workerMode(page)).toBe('offline');

  await context.setOffline(true);
  // Never visited in this context.
  await page.goto(`${RU}api/events/js_kanban_addcomment_event/`);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('add-comment');
  await expect(page.getByRole('button', {name: t('ru', 'copyPage.button')})).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('updateCard');
  const hit = page.locator('.DocSearch-Hits .DocSearch-Hit .kanban-search-hit').first();
  await expect(hit).toHaveAttribute('data-url', /\/kanban\/ru\/api\/methods\/js_kanban_updatecard_method\/$/);

  await page.locator('.DocSearch-Input').fill('как отменить последнее действие');
  await page.locator('.DocSearch-Hit-AskAIButton').click();
  await expect(page.locator('.DocSearch-AskAiScreen')).toContainText(t('ru', 'search.askAi.embedded.intro'));

  // Client-side navigation to another page never visited also works.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.goto(`${RU}guides/working_with_server/`);
  await expect(page.locator('article h1')).toBeVisible();
});

test('offline mode stays on across ordinary visits until the switch turns it off', async ({page, context, gotoHydrated}) => {
  await gotoHydrated(`${RU}?offlineMode=true`);
  await waitUntilSaved(page);

  // A later visit without the query string keeps the offline worker and its copy.
  await gotoHydrated(`${RU}how_to_start/`);
  await waitUntilSaved(page);
  expect(await workerMode(page)).toBe('offline');
  await context.setOffline(true);
  await page.goto(`${RU}api/methods/js_kanban_getcard_method/`);
  await expect(page.locator('article h1')).toHaveText('getCard()');
  await context.setOffline(false);

  // Turned off: an online worker takes over and the copy is gone.
  await gotoHydrated(RU);
  await offlineSwitch(page).click();
  await expect(offlineSwitch(page)).not.toBeChecked();
  await expect(status(page)).toHaveText(t('ru', 'offline.status.off'));
  await expect.poll(() => workerMode(page), {timeout: 30_000}).toBe('online');
  await gotoHydrated(`${RU}news/whats_new/`);
  await expect(offlineSwitch(page)).not.toBeChecked();
  await context.setOffline(true);
  const failed = await page.goto(`${RU}api/methods/js_kanban_parse_method/`).then(
    () => false,
    () => true,
  );
  expect(failed, 'a page not in any cache fails offline once offline reading is off').toBe(true);
});

test('the footer switch turns offline reading on from any page, translated and keyboard-operable', async ({
  page,
  context,
  gotoHydrated,
}) => {
  await gotoHydrated(`${RU}guides/configuration/`);
  await expect(offlineSwitch(page)).not.toBeChecked();
  await expect(status(page)).toHaveText(t('ru', 'offline.status.off'));
  await offlineSwitch(page).focus();
  await page.keyboard.press('Space');
  await waitUntilSaved(page);
  await expect.poll(() => workerMode(page)).toBe('offline');

  await context.setOffline(true);
  await page.goto(`${RU}api/config/js_kanban_readonly_config/`);
  await expect(page.locator('article h1')).toHaveText('readonly');
});

test('the installable app: a manifest per locale with icons, and a theme colour per colour mode', async ({page, request, gotoHydrated}) => {
  await gotoHydrated(RU);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${RU}manifest.webmanifest`);
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({lang: 'ru-RU', start_url: RU, scope: RU, display: 'standalone'});
  expect(manifest.name).toMatch(/\p{Script=Cyrillic}/u);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect(manifest.icons.map((i: {sizes: string}) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // The HTML carries one colour per colour mode (for the first paint)...
  const html = await (await request.get(RU)).text();
  const light = /<meta name="?theme-color"? media="?\(prefers-color-scheme: light\)"? content="?(#[0-9a-f]{6})/i.exec(html)?.[1];
  const dark = /<meta name="?theme-color"? media="?\(prefers-color-scheme: dark\)"? content="?(#[0-9a-f]{6})/i.exec(html)?.[1];
  expect(light).toBeTruthy();
  expect(dark).toBeTruthy();
  expect(light).not.toBe(dark);
  // ...and the page follows the colour mode the reader picks.
  const colors = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => (m as HTMLMetaElement).content));
  await expect.poll(colors).toEqual([light, light]);
  await page.locator('html').evaluate((el) => el.setAttribute('data-theme', 'dark'));
  await expect.poll(colors).toEqual([dark, dark]);
});

test('a new deploy shows the translated "new version available" prompt to an offline reader, and Refresh activates it', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`${RU}?offlineMode=true`);
  await waitUntilSaved(page);
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);

  // The previous deploy: a worker whose script differs from the one the site now ships takes over
  // (same code under another URL), as after a deploy that changed sw.js.
  await page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.getRegistration())!;
    const url = `${reg.active!.scriptURL}&deploy=previous`;
    const next = await navigator.serviceWorker.register(url, {scope: reg.scope});
    await new Promise<void>((resolve, reject) => {
      // SKIP_WAITING is asked a second after the worker turns "installed", as a reader clicks the popup's Refresh:
      // Chromium 156 ignores that worker's skipWaiting() for good when the message is posted from the "installed"
      // state change itself.
      let asking: ReturnType<typeof setInterval> | undefined;
      const check = (event?: Event) => {
        // An install that fails (a precache request that failed) ends here, not in the test's timeout.
        if ((event?.target as ServiceWorker | undefined)?.state === 'redundant' && next.active?.scriptURL !== url) {
          clearInterval(asking);
          reject(new Error("the second deploy's service worker became redundant before it was active"));
        }
        if (next.waiting && !asking) asking = setInterval(() => next.waiting?.postMessage({type: 'SKIP_WAITING'}), 1000);
        if (next.active?.scriptURL === url) {
          clearInterval(asking);
          resolve();
        }
      };
      for (const sw of [next.installing, next.waiting]) sw?.addEventListener('statechange', check);
      check();
    });
  });
  await gotoHydrated(`${RU}how_to_start/`);
  const popup = page.locator('#pwa-popup-container');
  await expect(popup).toContainText(t('ru', 'theme.PwaReloadPopup.info'), {timeout: 60_000});
  const reloaded = page.waitForEvent('load');
  await popup.getByRole('button', {name: t('ru', 'theme.PwaReloadPopup.refreshButtonText')}).click();
  await reloaded;
  await waitForHydration(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(firstWorker);
  await expect(page.locator('#pwa-popup-container')).toHaveCount(0);
});
