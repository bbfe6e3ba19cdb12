/**
 * Byte budgets of bench/budgets.json, enforced on the production build (the
 * deterministic figures of the benchmark; Lighthouse and timings stay in
 * `npm run bench`, too noisy for CI):
 *   - first load of a landing page, an API page and the longest guide, en and
 *     ru: gzip bytes of everything, of JS, and of the largest JS chunk;
 *   - every JS chunk of the build, loaded first or later;
 *   - every search shard (one per locale and docs version).
 * Of the targets against stock Docusaurus (`vsStock`), the 170 KiB of JS is
 * enforced here on every one of those pages; the rest is reported by the
 * benchmark (bench/compare.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect, waitForHydration} from './baseTest';

const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '../bench/budgets.json'), 'utf8')) as {
  firstLoad: {totalBytes: number; jsBytes: number; largestJsChunkBytes: number};
  vsStock: {firstLoadJsBytes: number};
  search: {shardBytes: number};
};
const gzip = (buf: Buffer) => zlib.gzipSync(buf, {level: 9}).length;

const pages: Record<string, string> = {};
for (const base of ['/kanban/', '/kanban/ru/']) {
  pages[`${base} landing`] = base;
  pages[`${base} API page`] = `${base}api/methods/js_kanban_addcard_method/`;
  pages[`${base} longest guide`] = `${base}guides/configuration/`;
}

for (const [name, url] of Object.entries(pages)) {
  test(`first load of ${name} is within the byte budgets`, async ({page, gotoHydrated}) => {
    const files: {url: string; js: boolean; bytes: number}[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      pending.push(
        res
          .body()
          .then((body) => void files.push({url: res.url(), js: res.request().resourceType() === 'script', bytes: gzip(body)}))
          .catch(() => undefined),
      );
    });
    // Scripts start once the first paint is on screen (src/ssr/template.ts), which under load can come after the
    // network first falls idle: all of them count only once the page has hydrated and the network is idle again.
    await gotoHydrated(url);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    // A file fetched once counts once: a chunk prefetched and then run shows as two responses.
    const byUrl = new Map<string, {url: string; js: boolean; bytes: number}>();
    for (const f of files) {
      const known = byUrl.get(f.url);
      byUrl.set(f.url, known ? {url: f.url, js: known.js || f.js, bytes: Math.max(known.bytes, f.bytes)} : f);
    }
    const unique = [...byUrl.values()];
    const js = unique.filter((f) => f.js);
    const jsBytes = js.reduce((a, f) => a + f.bytes, 0);
    const total = unique.reduce((a, f) => a + f.bytes, 0);
    const largest = js.reduce((a, f) => (f.bytes > a.bytes ? f : a), {url: '', bytes: 0});
    expect(jsBytes, `JS of ${url}`).toBeLessThanOrEqual(budgets.firstLoad.jsBytes);
    expect(jsBytes, `JS of ${url} (issue 16 target)`).toBeLessThanOrEqual(budgets.vsStock.firstLoadJsBytes);
    expect(total, `everything of ${url}`).toBeLessThanOrEqual(budgets.firstLoad.totalBytes);
    expect(largest.bytes, `largest chunk of ${url}: ${largest.url}`).toBeLessThanOrEqual(budgets.firstLoad.largestJsChunkBytes);
  });
}

test('every JS chunk of the build is within the chunk budget', () => {
  const build = path.join(__dirname, '../build');
  const over: string[] = [];
  for (const dir of ['assets/js', 'ru/assets/js']) {
    for (const file of fs.readdirSync(path.join(build, dir)).filter((f) => f.endsWith('.js'))) {
      const bytes = gzip(fs.readFileSync(path.join(build, dir, file)));
      if (bytes > budgets.firstLoad.largestJsChunkBytes) over.push(`${dir}/${file}: ${bytes}`);
    }
  }
  expect(over, `chunks over ${budgets.firstLoad.largestJsChunkBytes} gzip bytes`).toEqual([]);
});

test('every search shard of the build (locale × version) is within the shard budget', () => {
  const build = path.join(__dirname, '../build');
  const sizes: string[] = [];
  const over: string[] = [];
  for (const locale of ['', 'de', 'ru', 'zh', 'ko']) {
    const dir = path.join(build, locale, 'search-index');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {shards: {file: string}[]};
    for (const {file} of manifest.shards) {
      const bytes = gzip(fs.readFileSync(path.join(dir, file)));
      sizes.push(`${locale || 'en'}/${file}: ${bytes}`);
      if (bytes > budgets.search.shardBytes) over.push(`${locale || 'en'}/${file}: ${bytes}`);
    }
  }
  expect(sizes.length).toBe(10);
  expect(over, `shards over ${budgets.search.shardBytes} gzip bytes`).toEqual([]);
});

test('linked pages load on intent (hover, keyboard focus), not when their links scroll into view', async ({page}) => {
  const js: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(r.url())) js.push(r.url());
  });
  await page.goto('/kanban/ru/guides/configuration/');
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  const afterScroll = js.length;
  expect(await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), 'viewport prefetches').toBe(0);

  const links = page.locator('article a[href*="/kanban/ru/api/"]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const other = hrefs.findIndex((h) => h !== hrefs[0]);
  expect(other, 'two links to different API pages').toBeGreaterThan(0);
  await links.first().hover();
  await expect.poll(() => js.length, {message: 'hovering a link loads its page code'}).toBeGreaterThan(afterScroll);
  const afterHover = js.length;
  await links.nth(other).focus();
  await expect.poll(() => js.length, {message: 'focusing a link loads its page code'}).toBeGreaterThan(afterHover);
});

// The page template (src/ssr/template.ts) starts the bundles once the first
// contentful paint is on screen, so a slow phone shows the server-rendered
// article before it evaluates React and hydrates.
for (const url of ['/kanban/ru/', '/kanban/ru/api/methods/js_kanban_addcard_method/', '/kanban/guides/configuration/']) {
  test(`${url} paints its article before any script is requested, then hydrates`, async ({page, gotoHydrated}) => {
    await gotoHydrated(url);
    const {fcp, scripts} = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => ({url: e.name, start: e.startTime})),
    }));
    expect(fcp, 'first contentful paint').toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((s) => s.start < fcp)).toEqual([]);
    await expect(page.locator('article h1')).toBeVisible();
  });
}
