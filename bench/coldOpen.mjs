/** Chromium's flags for the bench's in-browser search figures (bench/run.mjs), and for bench/cold-ab.mjs's comparisons. */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/** The median the bench reports for its in-browser figures: the middle run (the upper of the two middle ones). */
export const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

/**
 * One cold open of the search dialog, as `npm run bench` measures it (bench/run.mjs) and bench/cold-ab.mjs compares
 * builds with: a new browser context (nothing cached) on `url`, Ctrl+K once the page has hydrated, `query` typed, and
 * the time until the first hit is on screen.
 *
 * Besides the time seen from the test (which includes Playwright's own round trips), the page records the keydown →
 * first hit in the DOM, the part of it until the dialog's input is in the DOM (DocSearch's modal, before any query
 * reaches the engine), and the main thread's long tasks (over 50 ms) in between: what a reader's typing would wait
 * behind.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the page to open the dialog on
 * @returns {Promise<{outer: number, inPage: number, toInput: number, longestTask: number, longTasksTotal: number}>} ms
 */
export async function coldOpen(browser, url, query = 'addCard') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => {
      const t = (globalThis.__coldOpen = {longTasks: []});
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) t.longTasks.push([e.startTime, e.duration]);
      }).observe({type: 'longtask'});
      addEventListener('keydown', () => (t.key ??= performance.now()), true);
      new MutationObserver(() => {
        // The dialog's input in the DOM: until then the time is DocSearch's modal (its chunk parsed and rendered).
        if (!t.input && document.querySelector('.DocSearch-Input')) t.input = performance.now();
        if (!t.hit && document.querySelector('.DocSearch-Hits .DocSearch-Hit')) t.hit = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    const t0 = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    const outer = Date.now() - t0;
    const t = await page.evaluate(() => globalThis.__coldOpen);
    const tasks = t.longTasks.filter(([start]) => start >= t.key - 5 && start <= t.hit).map(([, d]) => d);
    return {
      outer,
      inPage: Math.round(t.hit - t.key),
      toInput: Math.round(t.input - t.key),
      longestTask: Math.round(Math.max(0, ...tasks)),
      longTasksTotal: Math.round(tasks.reduce((a, b) => a + b, 0)),
    };
  } finally {
    await context.close();
  }
}
