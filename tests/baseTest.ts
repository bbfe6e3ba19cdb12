import {test as base, expect, type Page} from '@playwright/test';

/** The Russian site is the reference site: most shell tests run there. */
export const RU = '/kanban/ru/';

/**
 * Fails a test on any uncaught page error, and waits for hydration after each
 * navigation made with `gotoHydrated`.
 */
export const test = base.extend<{pageErrors: Error[]; gotoHydrated: (url: string) => Promise<void>}>({
  pageErrors: async ({page}, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
  gotoHydrated: async ({page, pageErrors}, use) => {
    void pageErrors;
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
