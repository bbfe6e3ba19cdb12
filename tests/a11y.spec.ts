/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA rules) finds no serious or critical
 * violation on the landing page, a doc page and the 404 page, and with the
 * search dialog open on results, with Ask AI open on an answer, and on the
 * search page with results, in light and dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, RU, waitForHydration} from './baseTest';

const pages = [
  {name: 'landing', url: RU},
  {name: 'doc page', url: `${RU}how_to_start/`},
  {name: 'not found', url: `${RU}no/such/page/`},
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' '))}));
}

/** Search states to check: each opens its state on the Russian site and waits until it is complete. */
const searchStates: {name: string; open: (page: Page) => Promise<void>}[] = [
  {
    name: 'search dialog with results',
    open: async (page) => {
      await page.goto(RU);
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('карточка');
      await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
    },
  },
  {
    name: 'Ask AI with an answer',
    open: async (page) => {
      await page.goto(RU);
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('как добавить карточку');
      await page.locator('.DocSearch-Hit-AskAIButton').click();
      await expect(page.locator('.DocSearch-AskAiScreen-RelatedSources')).toBeVisible();
      await expect(page.locator('.DocSearch-AskAiScreen-Answer-Footer').first()).toBeVisible();
    },
  },
  {
    name: 'search page with results',
    open: async (page) => {
      await page.goto(`${RU}search/?q=${encodeURIComponent('карточка')}`);
      await waitForHydration(page);
      await expect(page.locator('article').first()).toBeVisible();
    },
  },
];

for (const mode of ['light', 'dark'] as const) {
  for (const {name, url} of pages) {
    test(`${name} has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const {name, open} of searchStates) {
    test(`${name} has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Let the dialog's opening animation end: axe measures contrast on what is painted.
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
