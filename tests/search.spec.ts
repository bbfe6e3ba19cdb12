/**
 * Search on the Russian reference site: the DocSearch dialog and the search
 * page on the embedded index, Ask AI answered from the docs, and no request
 * leaving the machine.
 */
import type {Page} from '@playwright/test';
import {test, expect, RU, waitForHydration} from './baseTest';
import {t} from './i18n';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('.navbar').getByRole('button', {name: new RegExp(t('ru', 'theme.SearchBar.label'))});

/** Every request of the test, to assert that none leaves localhost. */
test.beforeEach(async ({page}, testInfo) => {
  const external: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) external.push(r.url());
  });
  testInfo.attach('external-requests', {body: ''});
  (page as Page & {external?: string[]}).external = external;
});

test.afterEach(async ({page}) => {
  expect((page as Page & {external?: string[]}).external, 'requests that left the machine').toEqual([]);
});

test.describe('opening and closing the dialog', () => {
  test("the dialog's styles load with the dialog, not in the stylesheet every page loads", async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    const dialogRules = () =>
      page.evaluate(
        () =>
          Array.from(document.styleSheets)
            .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
            .filter((text) => /\.DocSearch-(Container|Modal|Hit)\b/.test(text)).length,
      );
    expect(await dialogRules()).toBe(0);
    await expect(searchButton(page)).toHaveCSS('margin', '0px');
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialogRules()).toBeGreaterThan(0);
    // DocSearch's rules apply (a fixed container over the page), and the site's come after them: its z-index, one
    // above the navbar's, wins over DocSearch's own.
    const container = page.locator('.DocSearch-Container');
    await expect(container).toHaveCSS('position', 'fixed');
    const navbarZ = Number(await page.locator('.navbar').evaluate((e) => getComputedStyle(e).zIndex));
    await expect(container).toHaveCSS('z-index', String(navbarZ + 1));
    // … and so does its backdrop without DocSearch's blur (dialog.css: redone on every frame of a cold open).
    await expect(container).toHaveCSS('backdrop-filter', 'none');
  });

  test('opens on click and closes on Escape, giving focus back to the button', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', t('ru', 'theme.SearchModal.searchBox.placeholderText'));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('Ctrl+K opens and closes it', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeHidden();
  });

  test('"/" opens it unless an input has focus', async ({page, gotoHydrated}) => {
    await gotoHydrated(`${RU}search/`);
    // The search page's own input has focus: "/" is typed into it.
    const pageInput = page.locator('input[name="q"]');
    await pageInput.focus();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeHidden();
    await expect(pageInput).toHaveValue('/');
    await pageInput.blur();
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
  });

  test('a letter typed on the focused search button opens it with that letter', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await searchButton(page).focus();
    await page.keyboard.press('a');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('a');
  });

  test('hovering or focusing the button loads the dialog ahead of the click', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    await searchButton(page).hover();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(before);
    await expect(dialog(page)).toBeHidden();
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe('results', () => {
  test('a query finds its page, highlighted, and Enter opens it', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('addCard');
    const first = dialog(page).locator('.DocSearch-Hits .DocSearch-Hit').first();
    // A hit is an ARIA option holding no link (axe nested-interactive): Enter or a click opens it.
    await expect(first).toHaveAttribute('role', 'option');
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('addCard()');
    await expect(first.locator('mark').first()).toHaveText(/addCard/);
    // The Ask AI entry is selected first; the arrow moves to the first result.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kanban\/ru\/api\/methods\/js_kanban_addcard_method\/$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('addCard()');
  });

  test('a typo still finds the page', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('intercpt');
    await dialog(page).locator('.DocSearch-Hits .DocSearch-Hit').first().click();
    await expect(page).toHaveURL(/js_kanban_intercept_method\/$/);
  });

  test('Russian words find Russian pages whatever their ending', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('шиной событий');
    await expect(dialog(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(dialog(page).locator('.DocSearch-Hit mark').first()).toHaveText(/шин/i);
  });

  test('a query with no results shows the no-results screen with a working "Let us know" link', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('zzqxjvw');
    const screen = dialog(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText(t('ru', 'theme.SearchModal.noResultsScreen.noResultsText'));
    await expect(screen).toContainText('zzqxjvw');
    await expect(screen).toContainText(t('ru', 'theme.SearchModal.noResultsScreen.reportMissingResultsText'));
    const link = screen.getByRole('link', {name: t('ru', 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText')});
    await expect(link).toHaveAttribute('href', /issues\/new\?.*zzqxjvw/);
  });

  test('"See all results" leads to the search page, which pages through every result', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('карточка');
    const seeAll = dialog(page).getByRole('link', {name: /Показать все результаты/});
    await expect(seeAll).toHaveText(/\(\d+\)/);
    const total = Number((await seeAll.innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(15);
    await seeAll.click();
    await expect(page).toHaveURL(/\/kanban\/ru\/search\/\?q=/);
    const items = page.locator('article');
    await expect(items).toHaveCount(15);
    await expect(page.getByText(new RegExp(`Найден[о]? ${total} документ`))).toBeVisible();
    // Scrolling to the end loads the next page.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => items.count()).toBeGreaterThan(15);
  });

  test('the search page shows its message when nothing is found', async ({page, gotoHydrated}) => {
    await gotoHydrated(`${RU}search/?q=zzqxjvw`);
    await expect(page.getByText(t('ru', 'theme.SearchPage.noResultsText'))).toBeVisible();
  });
});

test.describe('hostile queries', () => {
  const hostile = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>карточка`;

  test('are shown as text in the dialog, never run', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill(hostile);
    await expect(dialog(page).locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await expect(dialog(page).locator('img[src="x"], .DocSearch-Hits script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('are shown as text on the search page, never run', async ({page, gotoHydrated}) => {
    await gotoHydrated(`${RU}search/?q=${encodeURIComponent(hostile)}`);
    await expect(page.locator('h1')).toContainText('<img src=x');
    await expect(page.locator('main img[src="x"], article script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
  });
});

test.describe('Ask AI', () => {
  test('answers from the docs with a source link that works, then Escape returns to keyword search', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    await page.keyboard.press('Control+k');
    await input(page).fill('как перехватить событие перед действием');
    await dialog(page).locator('.DocSearch-Hit-AskAIButton').click();
    const screen = dialog(page).locator('.DocSearch-AskAiScreen');
    await expect(screen).toContainText(t('ru', 'search.askAi.embedded.disclaimer'));
    await expect(screen).toContainText(t('ru', 'theme.SearchModal.askAiScreen.afterToolCallText'));
    await expect(screen).toContainText(t('ru', 'search.askAi.embedded.intro'));
    await expect(screen).toContainText(t('ru', 'theme.SearchModal.askAiScreen.relatedSourcesText'));
    const source = screen.locator('a[href*="/kanban/ru/"]').first();
    await expect(source).toBeVisible();
    const href = await source.getAttribute('href');

    // Feedback and copy buttons work offline.
    await screen
      .getByRole('button', {name: t('ru', 'theme.SearchModal.askAiScreen.likeButtonTitle')})
      .first()
      .click();
    await expect(screen).toContainText(t('ru', 'theme.SearchModal.askAiScreen.thanksForFeedbackText'));

    // Escape leaves Ask AI first, then closes the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    await expect(screen).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
  });
});
