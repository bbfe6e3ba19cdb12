/**
 * UI strings split between the first load and the search code
 * (src/plugins/lean-bundle/translationsLoader.js): no page's first-load
 * scripts ask for a string that is left out of them, and the search dialog
 * and the search page, which bring those strings, show them in Russian.
 */
import {createRequire} from 'node:module';
import {test, expect, RU} from './baseTest';
import {t} from './i18n';
import ruStrings from '../i18n/ru/code.json';

const {isDeferred} = createRequire(__filename)('../src/plugins/lean-bundle/translationsLoader.js') as {isDeferred: (id: string) => boolean};
const deferredIds = Object.keys(ruStrings).filter(isDeferred);

const PAGES = {
  landing: RU,
  api: `${RU}api/methods/js_kanban_addcard_method/`,
  guide: `${RU}guides/configuration/`,
  category: `${RU}category/guides/`,
  notFound: `${RU}no-such-page/`,
};

test('the strings left out of the first load are the search dialog and search page ones', () => {
  expect(deferredIds).toContain('theme.SearchModal.searchBox.placeholderText');
  expect(deferredIds).toContain('theme.SearchPage.inputPlaceholder');
  expect(deferredIds).not.toContain('theme.SearchBar.label');
  expect(deferredIds).not.toContain('theme.CodeBlock.copy');
});

for (const [kind, url] of Object.entries(PAGES)) {
  test(`no first-load script of a ${kind} page asks for a string it does not have (ru)`, async ({page, gotoHydrated}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await gotoHydrated(url);
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(100_000);
    // A declaration names its id as a string literal (`id:"theme.SearchModal..."`).
    expect(deferredIds.filter((id) => code.includes(`"${id}"`))).toEqual([]);
  });
}

test('the search page, loaded directly, shows its own strings in Russian after hydration', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}search/?q=${encodeURIComponent('карточка')}`);
  const box = page.locator('input[name="q"]');
  await expect(box).toHaveAttribute('placeholder', t('ru', 'theme.SearchPage.inputPlaceholder'));
  // "Найден {count} документ|Найдено ...": the words before the count, in every plural form.
  const found = t('ru', 'theme.SearchPage.documentsFound.plurals').split('|')[0]!.split(' {count}')[0]!;
  await expect(page.getByText(new RegExp(`^${found}`))).toBeVisible();
});

test('the dialog opened from a page shows its strings in Russian', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}guides/configuration/`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('placeholder', t('ru', 'theme.SearchModal.searchBox.placeholderText'));
  await input.fill('zzqxjvw');
  await expect(page.locator('.DocSearch-NoResults')).toContainText(t('ru', 'theme.SearchModal.noResultsScreen.noResultsText'));
});
