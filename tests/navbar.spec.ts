/**
 * The navbar against the spec (sections 2, 4 and 9): item positions, every
 * item type, the preferred docs version outside the docs, one active item per
 * page, and the language menu of the 404 pages. Russian and German.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './baseTest';
import {t} from './i18n';
import {site} from '../src/data/site';
import {locales, localeConfigs} from '../src/data/locales';

const sites = [
  {locale: 'ru', base: '/kanban/ru/'},
  {locale: 'de', base: '/kanban/de/'},
] as const;

const navbarLabel = (locale: string, id: string) => t(locale, `item.label.${id}`, 'docusaurus-theme-classic/navbar.json');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const baseOf = (locale: string) => (locale === 'en' ? '/kanban/' : `/kanban/${locale}/`);

/** Labels of the top-level navbar items shown as active (class or aria-current), in both groups. */
async function activeItems(page: Page): Promise<string[]> {
  return page
    .locator('.navbar__inner .navbar__items > *')
    .evaluateAll((items) =>
      items
        .filter((item) =>
          [item, ...Array.from(item.querySelectorAll(':scope > .navbar__link'))].some((el) =>
            el.matches('.navbar__link--active, .active, [aria-current="page"]'),
          ),
        )
        .map((item) => (item.querySelector(':scope > .navbar__link')?.textContent ?? item.textContent ?? '').trim()),
    );
}

for (const {locale, base} of sites) {
  test.describe(`navbar (${locale})`, () => {
    test('version menu, language menu and search sit in the right group (default position right)', async ({page, gotoHydrated}) => {
      await gotoHydrated(`${base}how_to_start/`);
      const right = page.locator('.navbar__inner .navbar__items--right');
      const left = page.locator('.navbar__inner .navbar__items:not(.navbar__items--right)');
      const versionMenu = page.locator('.dropdown').filter({has: page.getByRole('button', {name: site.currentVersionLabel, exact: true})});
      const localeMenu = page.locator('.dropdown').filter({has: page.getByRole('button', {name: localeConfigs[locale].label})});
      const search = page.getByRole('button', {name: t(locale, 'theme.SearchBar.label')});
      for (const item of [versionMenu, localeMenu, search]) {
        await expect(right.locator(item)).toHaveCount(1);
        await expect(left.locator(item)).toHaveCount(0);
      }
      // The docs sections stay on the left.
      await expect(left.getByRole('link', {name: navbarLabel(locale, 'Docs'), exact: true})).toHaveCount(1);
    });

    test('has a docsVersion badge and a plain link', async ({page, gotoHydrated}) => {
      await gotoHydrated(`${base}how_to_start/`);
      const badge = page.locator('.navbar__inner a.navbar-docs-version');
      await expect(badge).toHaveText(site.currentVersionLabel);
      await expect(badge).toHaveAttribute('href', base);
      // On a 1.6 page the badge is the 1.6 one and leads to the 1.6 start page.
      await gotoHydrated(`${base}1.6/how_to_start/`);
      await expect(badge).toHaveText('1.6');
      await expect(badge).toHaveAttribute('href', `${base}1.6/`);
      await badge.click();
      await expect(page).toHaveURL(new RegExp(`${base}1\\.6/$`));

      const releaseNotes = page.locator('.navbar__inner').getByRole('link', {name: navbarLabel(locale, 'Release notes'), exact: true});
      await expect(releaseNotes).toHaveAttribute('href', `${base}news/whats_new/`);
      await releaseNotes.click();
      await expect(page).toHaveURL(new RegExp(`${base}news/whats_new/$`));
      await expect(page.locator('article h1')).toBeVisible();
    });

    test('outside the docs, the doc links and the version menu follow the preferred version across a reload', async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(`${base}api/methods/js_kanban_addcard_method/`);
      const versionMenu = page.locator('.navbar__inner .dropdown').filter({has: page.locator('.navbar__link', {hasText: /^1\.[67]$/})});
      await versionMenu.hover();
      await versionMenu.locator('.dropdown__menu a', {hasText: '1.6'}).click();
      await expect(page).toHaveURL(new RegExp(`${base}1\\.6/api/methods/js_kanban_addcard_method/$`));

      const nav = page.locator('.navbar__inner');
      for (const url of [`${base}search/`, `${base}no/such/page/`]) {
        await page.goto(url);
        await waitForHydration(page);
        for (let visit = 0; visit < 2; visit++) {
          await expect(versionMenu.locator(':scope > .navbar__link')).toHaveText('1.6');
          await expect(nav.getByRole('link', {name: navbarLabel(locale, 'Docs'), exact: true})).toHaveAttribute('href', `${base}1.6/`);
          await expect(nav.getByRole('link', {name: navbarLabel(locale, 'Get started'), exact: true})).toHaveAttribute(
            'href',
            `${base}1.6/how_to_start/`,
          );
          await expect(nav.locator('a.navbar-docs-version')).toHaveText('1.6');
          await versionMenu.hover();
          await expect(versionMenu.locator('.dropdown__link--active')).toHaveText('1.6');
          await page.reload();
          await waitForHydration(page);
        }
      }
      // A 1.7 page still shows 1.7: the page read wins over the preference.
      await gotoHydrated(`${base}how_to_start/`);
      await expect(versionMenu.locator(':scope > .navbar__link')).toHaveText('1.7');
    });

    test('exactly one navbar item is active on each docs page, none on the search page', async ({page, gotoHydrated}) => {
      const expected: [string, string][] = [
        ['', navbarLabel(locale, 'Docs')],
        ['how_to_start/', navbarLabel(locale, 'Get started')],
        ['guides/configuration/', navbarLabel(locale, 'Docs')],
        ['api/methods/js_kanban_addcard_method/', navbarLabel(locale, 'Docs')],
        ['news/whats_new/', navbarLabel(locale, 'Release notes')],
        ['1.6/how_to_start/', navbarLabel(locale, 'Get started')],
        ['1.6/guides/configuration/', navbarLabel(locale, 'Docs')],
      ];
      for (const [path, label] of expected) {
        await gotoHydrated(`${base}${path}`);
        expect(await activeItems(page), path || 'landing page').toEqual([label]);
      }
      await gotoHydrated(`${base}search/`);
      expect(await activeItems(page)).toEqual([]);
    });
  });
}

test.describe('404 pages', () => {
  for (const locale of locales) {
    test(`${locale}: the language menu links each language's home and the canonical URL is a real page`, async ({page, request}) => {
      const base = baseOf(locale);
      // As built (what crawlers and a reader without JavaScript get) ...
      const html = await (await request.get(`${base}no/such/page/`)).text();
      const builtLinks = [...html.matchAll(/<a [^>]*class="?dropdown__link[^>]*\slang=([\w-]+)[^>]*>/g)].map((m) => m[0]);
      expect(builtLinks).toHaveLength(locales.length);
      for (const other of locales) {
        const link = builtLinks.find((a) => a.includes(`lang=${localeConfigs[other].htmlLang}`));
        expect(link, other).toMatch(new RegExp(`href="?${baseOf(other)}[" ]`));
      }
      const canonical = html.match(/<link [^>]*rel="?canonical"?[^>]*>/g) ?? [];
      expect(canonical).toHaveLength(1);
      expect(canonical[0]).toMatch(new RegExp(`href="?${escape(`${site.url}${base}`)}["\\s/>]`));
      // ... and once hydrated.
      const response = await page.goto(`${base}no/such/page/`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: t(locale, 'theme.NotFound.title')})).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${base}`);
      const hrefs = await page.locator('.navbar__inner .dropdown__link[lang]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual(locales.map(baseOf).sort());
      for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200);
    });
  }
});
