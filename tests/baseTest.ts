import {test as base, expect, type Page} from '@playwright/test';

/** The Russian site is the reference site: most shell tests run there. */
export const RU = '/kanban/ru/';

/**
 * Fails a test on any uncaught page error, and waits for hydration after each
 * navigation made with `gotoHydrated`.
 */
export const test = base.extend<{pageErrors: Error[]; gotoHydrated: (url: string) => Promise<void>; cspViolations: string[]}>({
  // Every test runs under the Content-Security-Policy the local server sends
  // (scripts/headers.mjs): any violation in a page of the test's context fails it.
  // A test that provokes one on purpose asserts and empties this array.
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'an inline resource'} in ${e.sourceFile || document.URL}`);
        });
      });
      context.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy|CSP violation/i.test(m.text())) violations.push(m.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
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
