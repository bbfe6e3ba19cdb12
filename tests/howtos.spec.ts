/**
 * How-to recipes on the Russian reference site: the How-tos page links every
 * recipe, the sidebar lists them under the translated How-tos category, a
 * recipe page is translated and links its API pages, and the search dialog
 * finds a recipe by its topic.
 */
import {test, expect, RU} from './baseTest';
import {docsSidebar} from '../src/data/sidebar';

const category = (docsSidebar.docs as unknown[]).find(
  (i) => typeof i === 'object' && i !== null && (i as {label?: string}).label === 'How-tos',
) as {items: string[]} | undefined;
const recipes = category?.items ?? [];

test('the How-tos page and the sidebar list every recipe', async ({page, gotoHydrated}) => {
  expect(recipes.length, 'recipes in src/data/sidebar.ts').toBe(7);
  await gotoHydrated(`${RU}howtos/`);
  const table = page.locator('#recipes + p + table');
  for (const id of recipes) {
    await expect(table.locator(`a[href="/kanban/ru/${id}/"]`)).toHaveCount(1);
  }
  // The How-tos page is its category's own page: the sidebar shows the category open, with every recipe, and its caret
  // folds it and opens it again. (The caret was once clicked to open it, which folded the open category: the check
  // passed only while the fold's animation still showed the links.)
  const sidebar = page.locator('nav.menu');
  await expect(sidebar.getByRole('link', {name: 'Типовые задачи', exact: true})).toBeVisible();
  const recipe = sidebar.locator(`a[href="/kanban/ru/${recipes[1]}/"]`);
  await expect(recipe).toBeVisible();
  const caret = sidebar.getByRole('button', {name: /Типовые задачи/});
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await caret.click();
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(recipe).toBeHidden();
  await caret.click();
  await expect(recipe).toBeVisible();
});

test('a recipe page is translated and links the API pages it uses', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}howtos/persist_localstorage/`);
  await expect(page.locator('h1')).toHaveText('Сохранение доски в localStorage');
  await expect(page.locator('#how-it-works')).toHaveText(/Как это работает/);
  await expect(page.locator('article a[href="/kanban/ru/api/methods/js_kanban_serialize_method/"]').first()).toBeVisible();
  await expect(page.locator('article pre code').first()).toContainText('board.serialize()');
});

test('search finds a recipe', async ({page, gotoHydrated}) => {
  await gotoHydrated(RU);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('localStorage');
  await expect(
    page.locator('.DocSearch-Hits .DocSearch-Hit .kanban-search-hit[data-url*="/howtos/persist_localstorage/"]').first(),
  ).toBeVisible();
});
