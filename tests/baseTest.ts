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
  cspViolations: string[];
}>({
  // Every test runs under the Content-Security-Policy the local server sends
  // (scripts/headers.mjs): any violation in a page of the test's context fails it.
  // A test that provokes one on purpose asserts and empties this array.
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      const checks: Promise<void>[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const v = {
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: e.sourceFile,
            line: e.lineNumber,
            column: e.columnNumber,
            page: document.URL,
          };
          console.debug(`CSP violation ${JSON.stringify(v)}`);
        });
      });
      context.on('console', (m) => {
        if (m.type() !== 'debug' || !m.text().startsWith('CSP violation {')) return;
        const v = JSON.parse(m.text().slice('CSP violation '.length)) as CspViolation;
        checks.push(
          isZodEvalProbe(v).then((probe) => {
            if (!probe)
              violations.push(`${v.directive} blocked ${v.blocked || 'an inline resource'} in ${v.source || v.page}:${v.line}:${v.column}`);
          }),
        );
      });
      await use(violations);
      await Promise.all(checks);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],

  expectedPageErrors: [[], {option: true}],
  pageErrors: [
    async ({context, expectedPageErrors}, use) => {
      const errors: Error[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (e) => errors.push(e));
        // React reports a hydration mismatch (the server HTML and the first
        // client render differ) as a recoverable console error, not a page
        // error; it re-renders the whole root on the client, so it fails too.
        page.on('console', (m) => {
          if (m.type() === 'error' && /onRecoverableError|Minified React error #4(1[89]|2[0-5])\b/.test(m.text())) {
            errors.push(Object.assign(new Error(m.text().split('\n')[0]), {name: 'HydrationError'}));
          }
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      const unexpected = errors.filter((e) => !expectedPageErrors.some((re) => re.test(`${e.name}: ${e.message}`)));
      expect(
        unexpected.map((e) => `${e.name}: ${e.message}`),
        'uncaught page errors',
      ).toEqual([]);
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

type CspViolation = {directive: string; blocked: string; source: string; line: number; column: number; page: string};

/**
 * The one violation that is expected: zod (bundled in @docsearch/react 4.7)
 * probes `try { Function("") } catch {}` to decide whether it may compile
 * validators; under the CSP (no 'unsafe-eval') the probe throws, is caught,
 * and zod takes its non-compiling path. Recognised by the code at the
 * reported position, so any other eval still fails the test.
 */
async function isZodEvalProbe(v: CspViolation): Promise<boolean> {
  if (v.blocked !== 'eval' || !v.source) return false;
  // Node's fetch, not context.request: the report can arrive while the test's context is closing.
  const lines = (await (await fetch(v.source)).text()).split('\n');
  const line = lines[v.line - 1] ?? '';
  return /try\{return Function\(""\),!0\}catch/.test(line.slice(Math.max(0, v.column - 200), v.column + 200));
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** A client-side navigation, as the router does on a link click: the page loads the route's chunks, not a new document. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    window.history.pushState({}, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Fails, as a network error, every script whose text contains `marker` while `when()` holds. Chunk files are named by
 * id (src/plugins/lean-bundle), so a test finds the chunk it breaks by what the chunk contains.
 */
export async function failScriptsContaining(page: Page, marker: string, when: () => boolean = () => true): Promise<void> {
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (!when()) return route.continue();
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) return route.abort('failed');
    return route.fulfill({response});
  });
}

export {expect};
