/**
 * Pagefind (the `pagefind` npm package) as the peer engine in the benchmark:
 * one index over the built HTML of one locale's current docs (the pages our
 * own shard `docs-default-current` holds), queried in Chromium through its JS
 * API with the same labelled queries and the same top-3 rule (bench/quality.mjs).
 * Pagefind reads each page's `article` (the doc body with its title), like
 * our crawler reads `.theme-doc-markdown`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as pagefind from 'pagefind';
import {LOCALES, baseOf, buildDirOf, score} from './quality.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Outside build/ (which the site serves) and ignored by git.
const outRoot = path.join(root, 'node_modules/.cache/pagefind');

function* htmlFiles(dir, skip) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(p)) yield* htmlFiles(p, skip);
    } else if (entry.name.endsWith('.html')) yield p;
  }
}

/** Builds the Pagefind index of a locale's current docs into node_modules/.cache/pagefind/<locale>/; returns its size. */
export async function buildPagefind(locale) {
  const dir = buildDirOf(locale);
  const skip = new Set([
    ...LOCALES.filter((l) => l !== 'en').map((l) => path.join(buildDirOf('en'), l)),
    path.join(dir, 'assets'),
    path.join(dir, 'search-index'),
  ]);
  const {index} = await pagefind.createIndex({
    rootSelector: 'article',
    excludeSelectors: ['.theme-doc-breadcrumbs', '.theme-doc-footer', '.theme-doc-toc-mobile', '.pagination-nav'],
  });
  let pages = 0;
  for (const file of htmlFiles(dir, skip)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/name="?docsearch:docusaurus_tag"? content="?docs-default-current\b/.test(html)) continue;
    const rel = path.relative(dir, file).split(path.sep).join('/');
    await index.addHTMLFile({url: baseOf(locale) + rel.replace(/(^|\/)index\.html$/, '$1'), content: html});
    pages++;
  }
  const out = path.join(outRoot, locale);
  fs.rmSync(out, {recursive: true, force: true});
  await index.writeFiles({outputPath: out});
  await index.deleteIndex();
  return {pages, out};
}

export async function closePagefind() {
  await pagefind.close();
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Quality (tune and holdout) and per-keystroke latency of Pagefind for a locale,
 * in a Chromium page of the served site (the index is served from disk under /__pagefind__/).
 */
export async function measurePagefind(browser, origin, locale, halves, keystrokeQueries) {
  const page = await browser.newPage();
  const out = path.join(outRoot, locale);
  await page.route(`${origin}/__pagefind__/**`, (route) => {
    const rel = decodeURIComponent(new URL(route.request().url()).pathname.replace('/__pagefind__/', ''));
    route.fulfill({path: path.join(outRoot, rel)});
  });
  await page.goto(`${origin}${baseOf(locale)}__dogfooding/search-bench/`);
  await page.evaluate(async (url) => {
    const pf = await import(url);
    await pf.init();
    window.__pf = pf;
    // Top pages of a query: each result's page URL (Pagefind ranks pages).
    window.__pfSearch = async (q) => {
      const r = await pf.search(q);
      return Promise.all(r.results.slice(0, 10).map(async (x) => (await x.data()).url));
    };
  }, `${origin}/__pagefind__/${locale}/pagefind.js`);
  const result = {};
  for (const half of ['tune', 'holdout']) {
    result[half] = await score(halves[half][locale] ?? [], baseOf(locale), (q) => page.evaluate((q) => window.__pfSearch(q), q));
  }
  // Keystrokes: every prefix of the queries our engine is timed on (bench/run.mjs).
  const queries = keystrokeQueries.map((e) => e.q);
  const times = await page.evaluate(async (queries) => {
    const times = [];
    for (const q of queries) {
      for (let i = 1; i <= q.length; i++) {
        const t = performance.now();
        await window.__pf.search(q.slice(0, i));
        times.push(performance.now() - t);
      }
    }
    return times;
  }, queries);
  result.keystroke = {p50: percentile(times, 50), p95: percentile(times, 95), keystrokes: times.length};
  let bytes = 0;
  for (const f of fs.readdirSync(out, {recursive: true})) {
    const p = path.join(out, f);
    if (fs.statSync(p).isFile() && /^(pagefind-entry\.json|pagefind\.[^.]+\.pf_meta|index\/|filter\/)/.test(f))
      bytes += fs.statSync(p).size;
  }
  result.indexBytes = bytes;
  await page.close();
  return result;
}
