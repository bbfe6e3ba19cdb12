/**
 * When things break: the site-wide error page (a crash outside a page's own
 * layout) and a page whose code fails to load even after the automatic
 * reload. Russian and another locale; the error page in both colour modes.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration, navigateInApp} from './baseTest';
import {t} from './i18n';

const sites = [
  {locale: 'ru', base: '/kanban/ru/'},
  {locale: 'de', base: '/kanban/de/'},
] as const;

/** Relative luminance of a computed `rgb(...)` colour (WCAG); transparent shows the white canvas. */
function luminance(rgb: string): number {
  const values = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  if (values[3] === 0) return 1;
  const [r, g, b] = values.slice(0, 3).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

for (const {locale, base} of sites) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${locale}, ${mode}: a crash outside the page's layout shows the translated Page Error in the site's layout`, async ({
      page,
      gotoHydrated,
    }) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(`${base}__dogfooding/site-crash/`);
      await page.getByRole('button', {name: 'Crash the page'}).click();

      await expect(page.getByRole('heading', {level: 1, name: t(locale, 'theme.ErrorPageContent.title')})).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${t(locale, 'theme.ErrorPage.title')} \\| JavaScript Kanban$`));
      const cause = t(locale, 'theme.ErrorPageContent.cause');
      await expect(page.getByText('The board failed to load')).toHaveText(
        `The board failed to load\n\n${cause}\nColumn "done" is missing\n\n${cause}\nThe server answered 500`,
      );
      // The site's layout (navbar, footer) in the chosen colour mode.
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      if (mode === 'dark') expect(luminance(background)).toBeLessThan(0.1);
      else expect(luminance(background)).toBeGreaterThan(0.9);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // "Try again" brings the page back, working.
      await page.getByRole('button', {name: t(locale, 'theme.ErrorPageContent.tryAgain')}).click();
      await expect(page.getByRole('heading', {name: 'Site crash test'})).toBeVisible();
      await expect(page.getByRole('button', {name: 'Crash the page'})).toBeEnabled();
    });
  }
}

test.describe('chunk that fails twice', () => {
  // The failed chunk is what these tests provoke; any other page error still fails them.
  test.use({expectedPageErrors: [/^ChunkLoadError:/]});
  for (const {locale, base} of [
    {locale: 'ru', base: '/kanban/ru/'},
    {locale: 'en', base: '/kanban/'},
  ]) {
    test(`${locale}: a page chunk that fails again after the reload shows a translated notice with a working reload button`, async ({
      page,
    }) => {
      await page.goto(base);
      await waitForHydration(page);
      // From now on every script but the entry bundle (runtime, React DOM, main:
      // the scripts the HTML itself lists) fails: the client-side
      // navigation fails, the client reloads the page, and the page's own chunks fail again.
      let failing = true;
      let documents = 0;
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents++;
      });
      await page.route(/\/assets\/js\/.*\.js$/, (route) =>
        failing && !/\/(runtime~main|react-dom|main)\.[\w]+\.js$/.test(route.request().url()) ? route.abort('failed') : route.continue(),
      );
      await navigateInApp(page, `${base}__dogfooding/lazy/`);

      const notice = page.getByRole('alert').filter({hasText: t(locale, 'theme.LoadFailure.message')});
      await expect(notice).toBeVisible();
      expect(documents).toBe(1);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

      failing = false;
      await notice.getByRole('button', {name: t(locale, 'theme.LoadFailure.reload')}).click();
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'Lazy part test'})).toBeVisible();
      await expect(page.locator('#lazy-part')).toBeVisible();
      await expect(notice).toHaveCount(0);
    });
  }
});
