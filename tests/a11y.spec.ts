/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA rules) finds no serious or critical
 * violation on the landing page, a doc page and the 404 page, in light and
 * dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, RU, waitForHydration} from './baseTest';

const pages = [
  {name: 'landing', url: RU},
  {name: 'doc page', url: `${RU}how_to_start/`},
  {name: 'not found', url: `${RU}no/such/page/`},
];

for (const mode of ['light', 'dark'] as const) {
  for (const {name, url} of pages) {
    test(`${name} has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))}));
      expect(bad).toEqual([]);
    });
  }
}
