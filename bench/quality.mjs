/**
 * Search quality on the labelled queries (tests/search-queries.{tune,holdout}.json),
 * measured in Node with the engine the browser runs, over the built index of
 * a locale's current docs. A query scores by the rank of its labelled page
 * among the distinct pages the engine returns: top-1, top-3 and the mean
 * reciprocal rank (MRR, over the first 10 pages). Shared by bench/run.mjs
 * and tests/search-quality.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));

export const LOCALES = ['en', 'de', 'ru', 'zh', 'ko'];
export const baseOf = (locale) => (locale === 'en' ? '/kanban/' : `/kanban/${locale}/`);
export const buildDirOf = (locale) => path.join(root, 'build', locale === 'en' ? '' : locale);

export function readQueries(half) {
  return JSON.parse(fs.readFileSync(path.join(root, `tests/search-queries.${half}.json`), 'utf8'));
}

/** The distinct pages (URL without anchor) of a list of hit URLs, in order, at most `n`. */
export function distinctPages(urls, n = 10) {
  const pages = [];
  for (const url of urls) {
    const page = url.split('#')[0];
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}

/**
 * Top-1, top-3 and MRR of `search(q) → hit URLs` over labelled queries, plus the
 * misses (with what came first) and, per class, the top-3 share.
 */
export async function score(queries, base, search) {
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  const misses = [];
  const byClass = {};
  for (const entry of queries) {
    const pages = distinctPages(await search(entry.q));
    const rank = pages.indexOf(base + entry.page) + 1;
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank) rr += 1 / rank;
    const c = (byClass[entry.class ?? 'other'] ??= {n: 0, top1: 0, top3: 0});
    c.n++;
    if (rank === 1) c.top1++;
    if (rank >= 1 && rank <= 3) c.top3++;
    if (rank !== 1) misses.push({...entry, rank, got: pages.slice(0, 3).map((p) => p.replace(base, ''))});
  }
  const n = queries.length || 1;
  return {n: queries.length, top1: top1 / n, top3: top3 / n, mrr: rr / n, misses, byClass}; // misses: every query not ranked first
}

/** The embedded engine over a locale's built current-docs shard(s). */
export function loadEngine(locale) {
  // SEARCH_ENGINE=<dir> measures another copy of the engine (e.g. the one before a change).
  const {SectionIndex} = jiti(
    process.env.SEARCH_ENGINE ? path.resolve(process.env.SEARCH_ENGINE, 'engine.ts') : '../src/plugins/search/shared/engine.ts',
  );
  const dir = path.join(buildDirOf(locale), 'search-index');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const shards = manifest.shards
    .filter((s) => s.tag === 'docs-default-current')
    .map((s) => JSON.parse(fs.readFileSync(path.join(dir, s.file), 'utf8')));
  const index = SectionIndex.fromShards ? SectionIndex.fromShards(shards, manifest.language) : new SectionIndex(shards, manifest.language);
  return {index, search: (q) => index.rank(q).map((r) => r.doc.url)};
}

/** Quality of the embedded engine, per locale and half. */
export async function engineQuality(locales = LOCALES, names = ['tune', 'holdout']) {
  const halves = Object.fromEntries(names.map((half) => [half, readQueries(half)]));
  const out = {};
  for (const locale of locales) {
    if (!fs.existsSync(path.join(buildDirOf(locale), 'search-index', 'manifest.json'))) continue;
    const {search} = loadEngine(locale);
    out[locale] = {};
    for (const half of names) out[locale][half] = await score(halves[half][locale] ?? [], baseOf(locale), search);
  }
  return out;
}

const pct = (x) => `${(x * 100).toFixed(0)}%`;
export const fmt = (s) => `${pct(s.top1)} / ${pct(s.top3)} / ${s.mrr.toFixed(2)}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node bench/quality.mjs [tune|holdout|scratch] [locale...]: figures and misses of one set (holdout: figures only).
  const half = process.argv[2] ?? 'tune';
  const locales = process.argv.slice(3).length ? process.argv.slice(3) : LOCALES;
  const q = await engineQuality(locales, [half]);
  for (const [locale, r] of Object.entries(q)) {
    const s = r[half];
    console.log(`${locale} ${half} (n=${s.n}) top-1 / top-3 / MRR: ${fmt(s)}`);
    if (half !== 'holdout' || process.env.SHOW_MISSES)
      for (const m of s.misses) console.log(`   [${m.class}] ${m.q} → ${m.page} (rank ${m.rank || '-'}; got ${m.got.join(', ')})`);
  }
}
