/**
 * Category index pages (`/category/...`) on the Russian reference site: each
 * card of a doc shows that doc's description (the page's own meta
 * description), whether the index is the first page loaded or reached by a
 * client-side navigation. The descriptions travel with the index page's route
 * (src/plugins/lean-docs), not with the version data every page loads.
 */
import {test, expect, RU, navigateInApp} from './baseTest';

const INDEX = `${RU}category/guides/`;

/** The description of each doc card on the page, by its link. */
async function cardDescriptions(page: import('@playwright/test').Page): Promise<Map<string, string>> {
  const cards = page.locator('article a[class*="cardContainer"]');
  await expect(cards.first()).toBeVisible();
  const out = new Map<string, string>();
  for (const card of await cards.all()) {
    const href = (await card.getAttribute('href'))!;
    if (href.includes('/category/')) continue;
    out.set(href, (await card.locator('[class*="cardDescription"]').textContent()) ?? '');
  }
  return out;
}

test('each doc card of a category index shows its doc’s description, loaded first or navigated to', async ({page, gotoHydrated}) => {
  await gotoHydrated(INDEX);
  const loaded = await cardDescriptions(page);
  expect(loaded.size).toBeGreaterThanOrEqual(5);
  for (const [href, text] of loaded) {
    const html = await (await page.request.get(href)).text();
    const meta = html.match(/<meta[^>]*name="?description"?[^>]*content="([^"]*)"/)?.[1] ?? '';
    const decoded = meta
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text, `card of ${href}`).not.toBe('');
    expect(text, `card of ${href}`).toBe(decoded);
  }

  await gotoHydrated(`${RU}how_to_start/`);
  await navigateInApp(page, INDEX);
  await expect(page.locator('h1')).toHaveText(/Руководства/);
  expect(await cardDescriptions(page)).toEqual(loaded);
});
