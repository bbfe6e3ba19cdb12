/**
 * Docs versions on the Russian site: the 1.7 line at the base path, the 1.6
 * line under /1.6/ with the 1.6 API, the version dropdown, the "older
 * version" banner, the preferred version and versioned search.
 */
import {test, expect, RU, waitForHydration} from './baseTest';
import {t} from './i18n';

const PAGE = 'api/methods/js_kanban_addcard_method/';
const OLD = `${RU}1.6/`;

test('the version dropdown lists 1.7 and 1.6 and keeps the page when switching', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}${PAGE}`);
  const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: '1.7', exact: true})});
  await dropdown.hover();
  const items = dropdown.locator('.dropdown__menu a');
  await expect(items).toHaveText(['1.7', '1.6']);
  await items.filter({hasText: '1.6'}).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}${PAGE}$`));
  await expect(page.locator('article h1')).toHaveText('addCard()');
});

test('a 1.6 page carries the older-version banner linking the same page in 1.7', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${OLD}${PAGE}`);
  const banner = page.locator('.theme-doc-version-banner');
  const text = t('ru', 'theme.docs.versions.unmaintainedVersionLabel')
    .replace('{siteTitle}', 'JavaScript Kanban')
    .replace('{versionLabel}', '1.6');
  await expect(banner).toContainText(text);
  const latest = banner.getByRole('link', {name: t('ru', 'theme.docs.versions.latestVersionLinkLabel')});
  await expect(latest).toHaveAttribute('href', `${RU}${PAGE}`);
  await latest.click();
  await expect(page).toHaveURL(new RegExp(`${RU}${PAGE}$`));
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('the 1.6 docs show the API as it was in 1.6', async ({page, request, gotoHydrated}) => {
  // Added in 1.7: no page in 1.6.
  expect((await request.get(`${OLD}api/methods/js_kanban_getcolumncards_method/`)).status()).toBe(404);
  expect((await request.get(`${RU}api/methods/js_kanban_getcolumncards_method/`)).status()).toBe(200);
  // Renamed in 1.7: links used masterId/slaveId.
  await gotoHydrated(`${OLD}api/config/js_kanban_links_config/`);
  const params = page.locator('#parameters ~ table').first();
  await expect(params.locator('code', {hasText: /^masterId$/})).toHaveCount(1);
  await expect(params.locator('code', {hasText: /^source$/})).toHaveCount(0);
  // What's new stops at 1.6.
  await gotoHydrated(`${OLD}news/whats_new/`);
  await expect(page.locator('h2#v1-6-5')).toHaveCount(1);
  await expect(page.locator('h2#v1-7-0')).toHaveCount(0);
});

test('the chosen version is remembered in localStorage', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}${PAGE}`);
  const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: '1.7', exact: true})});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: '1.6'}).click();
  await expect(page).toHaveURL(new RegExp(`${OLD}${PAGE}$`));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.6');
  // It stays chosen on the next visit.
  await page.goto(`${RU}search/`);
  await waitForHydration(page);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.6');
});

test('search on a 1.6 page returns 1.6 pages', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${OLD}${PAGE}`);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('addCard');
  const hrefs = page.locator('.DocSearch-Hits .DocSearch-Hit .kanban-search-hit');
  await expect(hrefs.first()).toHaveAttribute('data-url', new RegExp(`${OLD}${PAGE}$`));
  const all = await hrefs.evaluateAll((as) => as.map((a) => a.getAttribute('data-url') ?? ''));
  expect(all.every((h) => h.startsWith(OLD))).toBe(true);
});
