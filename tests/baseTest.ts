import {test as base, expect, type Page} from '@playwright/test';

/** The Russian site is the reference site: most shell tests run there. */
export const RU = '/kanban/ru/';

/**
 * `test` for every spec: fails a test on any uncaught page error (automatic:
 * every test gets it, whether it asks for `pageErrors` or not, on every page
 * of its browser context), and waits for hydration after each navigation made
 * with `gotoHydrated`. A test that provokes a known error on purpose lists it
 * with `test.use({expectedPageErrors: [/^ChunkLoadError:/]})` (matched against
 * `name: message`); every other error still fails it.
 */
export const test = base.extend<{
  pageErrors: Error[];
  expectedPageErrors: RegExp[];
  gotoHydrated: (url: string) => Promise<void>;
}>({
  expectedPageErrors: [[], {option: true}],
  pageErrors: [
    async ({context, expectedPageErrors}, use) => {
      const errors: Error[] = [];
      const watch = (page: Page) => page.on('pageerror', (e) => errors.push(e));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      const unexpected = errors.filter((e) => !expectedPageErrors.some((re) => re.test(`${e.name}: ${e.message}`)));
      expect(unexpected.map((e) => `${e.name}: ${e.message}`), 'uncaught page errors').toEqual([]);
    },
    {auto: true},
  ],
  gotoHydrated: async ({page}, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      await waitForHydration(page);
    });
  },
});

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export {expect};
