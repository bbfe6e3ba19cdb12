/**
 * Tab groups (src/theme/Tabs, ejected without the theme's remount after
 * hydration): the server's tab groups are hydrated in place, and the tab a
 * reader chose before is the one selected, on the page and on another page of
 * the same group. A hydration mismatch would fail any of these tests
 * (baseTest's page-error check).
 */
import {test, expect, RU, waitForHydration} from './baseTest';
import {t} from './i18n';

const start = `${RU}how_to_start/`;
const other = `${RU}guides/initialization/`;
const firstGroup = (page: import('@playwright/test').Page) => page.locator('.tabs-container').first();

test('tab groups are hydrated in place, not rebuilt once the page has hydrated', async ({page, gotoHydrated}) => {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedTabGroups: string[]}).removedTabGroups = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('.tabs-container') || node.querySelector('.tabs-container')))
            removed.push(node.className);
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(start);
  // The code blocks' buttons render in the browser only, in the render that follows hydration: the theme's remount
  // happened in that same render.
  await expect(
    firstGroup(page)
      .getByRole('button', {name: t('ru', 'theme.CodeBlock.copyButtonAriaLabel')})
      .first(),
  ).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as {removedTabGroups: string[]}).removedTabGroups)).toEqual([]);
});

test('the tab chosen before is selected after hydration, on reload and on another page of the group', async ({page, gotoHydrated}) => {
  await gotoHydrated(start);
  await expect(firstGroup(page).getByRole('tab', {name: 'npm'})).toHaveAttribute('aria-selected', 'true');
  await firstGroup(page).getByRole('tab', {name: 'yarn'}).click();
  await expect(firstGroup(page).getByRole('tabpanel')).toContainText('yarn add');

  await page.reload();
  await waitForHydration(page);
  await expect(firstGroup(page).getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
  await expect(firstGroup(page).getByRole('tabpanel')).toContainText('yarn add');

  await gotoHydrated(other);
  await expect(firstGroup(page).getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
  await expect(firstGroup(page).getByRole('tab', {name: 'npm'})).toHaveAttribute('aria-selected', 'false');
  await expect(firstGroup(page).getByRole('tabpanel')).toContainText('yarn add');
});
