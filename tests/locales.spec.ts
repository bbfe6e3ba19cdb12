/**
 * German, Chinese and Korean sites: landing page, an API page, search in the
 * site's language, switching back to Russian, and per-locale SEO metadata.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './baseTest';
import {t} from './i18n';
import {localeConfigs, locales} from '../src/data/locales';
import {site} from '../src/data/site';

const base = (l: string) => (l === 'en' ? site.baseUrl : `${site.baseUrl}${l}/`);

/** A word of each site's own prose, typed into the search, and the page it must find. */
const searches: Record<string, {query: string; page: string; mark: RegExp}> = {
  de: {query: 'Spalten', page: 'api/config/js_kanban_columns_config/', mark: /Spalte/i},
  // A two-character Chinese word from the prose of the rows page: 泳道 (swimlane).
  zh: {query: '泳道', page: 'api/config/js_kanban_rows_config/', mark: /泳道/},
  // A Korean word stem without its particle: 스윔레인 (swimlane), written 스윔레인을/스윔레인의 in the prose.
  ko: {query: '스윔레인', page: 'api/config/js_kanban_rows_config/', mark: /스윔레인/},
};

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

for (const locale of ['de', 'zh', 'ko'] as const) {
  test.describe(`${locale} site`, () => {
    test('landing page is translated, with its language and SEO metadata', async ({page, gotoHydrated}) => {
      await gotoHydrated(base(locale));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', localeConfigs[locale].htmlLang);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', localeConfigs[locale].ogLocale);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${base(locale)}`);
      for (const other of locales) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${localeConfigs[other].htmlLang}"]`)).toHaveAttribute(
          'href',
          `${site.url}${base(other)}`,
        );
      }
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      const english = await (await page.request.get(site.baseUrl)).text();
      expect(english).not.toContain(`content="${description}"`);
      await expect(
        page.locator('.navbar').getByRole('link', {name: t(locale, 'item.label.Get started', 'docusaurus-theme-classic/navbar.json')}),
      ).toBeVisible();
    });

    test('an API page is translated and keeps the English anchors', async ({page, gotoHydrated}) => {
      await gotoHydrated(`${base(locale)}api/methods/js_kanban_addcard_method/`);
      await expect(page.locator('article h1')).toHaveText('addCard()');
      for (const id of ['usage', 'parameters', 'returns', 'example', 'change-log', 'related']) {
        await expect(page.locator(`h2#${id}`)).toHaveCount(1);
      }
      const breadcrumbs = page.locator('.theme-doc-breadcrumbs');
      await expect(breadcrumbs).toContainText(
        t(locale, 'sidebar.docs.category.Kanban methods', 'docusaurus-plugin-content-docs/current.json'),
      );
    });

    test('search finds the page for a word of its own language', async ({page, gotoHydrated}) => {
      const {query, page: target, mark} = searches[locale]!;
      await gotoHydrated(base(locale));
      await openSearch(page);
      await page.locator('.DocSearch-Input').fill(query);
      const hits = page.locator('.DocSearch-Hits .DocSearch-Hit .kanban-search-hit');
      await expect(hits.first()).toBeVisible();
      const hrefs = (await hits.evaluateAll((as) => as.map((a) => a.getAttribute('data-url')))).slice(0, 5);
      expect(hrefs.some((h) => h?.replace(/#.*$/, '').endsWith(`${base(locale)}${target}`))).toBe(true);
      await expect(page.locator('.DocSearch-Hits mark').filter({hasText: mark}).first()).toBeVisible();
    });

    test('the locale dropdown switches back to the same page in Russian', async ({page, gotoHydrated}) => {
      await gotoHydrated(`${base(locale)}how_to_start/`);
      await page.locator('.navbar').getByRole('button', {name: localeConfigs[locale].label}).hover();
      await page.getByRole('link', {name: 'Русский'}).click();
      await expect(page).toHaveURL(/\/kanban\/ru\/how_to_start\/$/);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    });
  });
}
