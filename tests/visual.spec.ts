/**
 * Screenshot tests: one page of each kind, light and dark mode. The baseline
 * PNGs (tests/visual.spec.ts-snapshots/) were taken from a build of main
 * before the performance work of issue 16 (static code highlighting, lighter
 * first load), so any visual change it makes shows up here. Update them only
 * for an intended change: `npx playwright test tests/visual.spec.ts --update-snapshots`.
 *
 * Chromium here draws with the system fonts; animations are disabled, the
 * caret hidden, and the viewport fixed, so the pictures are deterministic.
 */
import {test, expect, RU} from './baseTest';

const pages = {
  landing: RU,
  api: `${RU}api/methods/js_kanban_addcard_method/`,
  guide: `${RU}guides/configuration/`,
  search: `${RU}search/?q=addCard`,
  notFound: `${RU}no-such-page/`,
} as const;

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.use({viewport: {width: 1280, height: 900}});
    for (const [kind, url] of Object.entries(pages)) {
      test(`${kind} looks as before`, async ({page, gotoHydrated}) => {
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await gotoHydrated(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (kind === 'search') await expect(page.locator('main article').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${kind}-${mode}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01});
      });
    }
    test('code block of a guide looks as before', async ({page, gotoHydrated}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(pages.guide);
      const block = page.locator('.theme-code-block').filter({hasText: 'new kanban.Kanban'}).first();
      // The sticky navbar would cover part of a tall block.
      await page.addStyleTag({content: '.navbar {visibility: hidden}'});
      await block.scrollIntoViewIfNeeded();
      await expect(block).toHaveScreenshot(`guide-code-${mode}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01});
    });
  });
}
