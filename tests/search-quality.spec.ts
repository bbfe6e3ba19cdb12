/**
 * Search quality on the built index of each locale, with the same engine the
 * browser runs (loaded from the shipped prebuilt index):
 * - the first labelled set (tests/search-queries.json): at least 90% in the top 3;
 * - the holdout half of the readers' queries (tests/search-queries.holdout.json,
 *   never looked at while tuning) must not fall below the floors measured
 *   minus 5 points: the first holdout (the queries without a `set` field) its
 *   floor of 2026-11-26, the whole holdout (with the queries of
 *   `"set": "2026-11-27"`, written apart from the ranking and split by the
 *   same hash) its floor of 2026-11-27. Issue 15's targets (top-3 ≥ 95%
 *   en/ru, ≥ 90% de/zh/ko, top-1 ≥ 80%): a locale that meets them
 *   (TARGETS_MET) fails under them; the others report them as an annotation
 *   instead of failing CI. A floor, like the list, is only ever raised.
 * A query counts when its labelled page is among the first distinct pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './baseTest';
import {SectionIndex} from '../src/plugins/search/shared/engine';
import type {Shard, ShardManifest} from '../src/plugins/search/shared/types';
import {labelledQueries, holdoutQueries, type Labelled} from './search-queries';
import {site} from '../src/data/site';

const buildDir = path.join(__dirname, '..', 'build');

/** Holdout targets of issue 15 (reported, not yet enforced). */
const TARGET_TOP3: Record<string, number> = {en: 0.95, ru: 0.95, de: 0.9, zh: 0.9, ko: 0.9};
const TARGET_TOP1 = 0.8;
/**
 * The locales whose holdout meets the targets (ru, zh, ko since the pages' keywords; de since 2026-12-06, 80.5 / 95.1):
 * below them, the test fails.
 */
const TARGETS_MET = new Set(['ru', 'zh', 'ko', 'de']);
/**
 * Regression floor: the holdout shares this test measured on 2026-11-26,
 * after table fields, route paths, compound splits, the Toolbar's rank and
 * the glossary synonyms (top-1/top-3 %: en 66/74, ru 61/74, de 78/94,
 * zh 71/88, ko 65/80), minus 5 points; en raised on 2026-11-27 after the
 * everyday-verb synonyms (en 68/76); ru raised on 2026-11-27 after the
 * synonyms carried to every locale (ru 61/80; ko fell to 65/75, its floor);
 * en and ko top-1 raised after the selection/mode/display synonyms (en 70/78,
 * ko 70/80); ru and ko top-3 raised after the page credit (ru 61/83,
 * ko 70/85; en 68/78).
 * ru top-1 raised after the method/event order (ru 63/83); ru and ko raised
 * after the Korean particles and closest corrections (ru 65/83, ko 75/90).
 * ru top-1 raised on 2026-11-28 after the named page's words and the quoted
 * fields (ru 67/83), zh top-1 after synonyms weighed as stems (zh 76/88);
 * ru top-3 raised on 2026-11-28 after the loanword and verb-form searches
 * (ru 67/85). Raised on 2026-11-29 after proximity, the title share, the
 * past-tense and route-verb cues, the field weights and the page credit
 * (en 72/84, de 83/94, zh 82/94, ko 90/95; ru 67/85). en top-3 and ru
 * top-1 raised on 2026-11-29 after the pages' descriptions and the falling
 * word share (en 72/86, ru 72/83). en, ru, de and ko raised on 2026-11-29
 * after what linking pages say of a page and the guides that match more of
 * the words (en 76/88, ru 70/91, de 89/94, ko 100/100; zh 82/94).
 * Raised on 2026-12-06 after the pages' keywords, the cue words of every
 * locale and the keywords naming a page (en 82/92, ru 80/93, de 83/100,
 * zh 94/94; ko 95/100).
 * Raise it when ranking improves; never lower it.
 */
const FLOOR_TOP3: Record<string, number> = {en: 0.87, ru: 0.88, de: 0.95, zh: 0.89, ko: 0.95};
const FLOOR_TOP1: Record<string, number> = {en: 0.77, ru: 0.75, de: 0.83, zh: 0.89, ko: 0.95};
/**
 * Floor of the whole holdout (301 queries): measured on 2026-11-27 after the
 * method/event order and the Korean typo length (top-1/top-3 %: en 70/85,
 * ru 71/83, de 76/90, zh 67/88, ko 68/79), minus 5 points; raised after the
 * hyphenated and Korean words and the closest corrections (ru 73/83,
 * de 76/93, ko 70/81; en 69/85); raised on 2026-11-28 after the named
 * page's words, the synonyms and the quoted fields (en 70/85, ru 74/83,
 * de 78/93, zh 69/88, ko 72/83); zh again after synonyms weighed as stems
 * (zh 71/88); raised again on 2026-11-28 after the route, event and method
 * cues, the typed fields, the loanword and verb-form searches and the
 * readers' words (en 72/85, ru 75/86, zh 79/93, ko 70/85); raised on
 * 2026-11-29 after proximity, the title share, the past-tense and route-verb
 * cues, the field weights and the page credit (en 72/87, ru 77/87,
 * de 80/95, zh 83/95, ko 79/91); zh top-1 raised on 2026-11-29 after the
 * coverage by rarity (zh 86/95); en, ru and ko raised on 2026-11-29 after
 * the pages' descriptions, the falling word share and the event cues
 * (en 74/89, ru 81/87, ko 79/87; de 80/95, zh 86/95); en, ru and ko
 * raised on 2026-11-29 after what linking pages say of a page (en 76/91,
 * ru 79/93, ko 83/91; de 80/95, zh 86/93); en, ru and zh raised on
 * 2026-12-06 after the pages' keywords (en 85/94, ru 87/95, zh 90/95;
 * de 78/93, ko 83/91); en and ko top-1 raised on 2026-12-06 (evening) after
 * the named fields, the German cues and the properties weighed less when a
 * call is asked (en 89/94, ko 85/91; de 80/95, ru 86/95, zh 90/95).
 * ko raised on 2026-12-07 after the language names and the board's creation
 * (ko 87/94; en 90/94, de 85/95, ru 87/95, zh 90/95).
 */
const FLOOR_ALL_TOP3: Record<string, number> = {en: 0.89, ru: 0.9, de: 0.9, zh: 0.9, ko: 0.89};
const FLOOR_ALL_TOP1: Record<string, number> = {en: 0.84, ru: 0.82, de: 0.75, zh: 0.85, ko: 0.82};

function loadIndex(locale: string): {index: SectionIndex; base: string} {
  const dir = locale === 'en' ? buildDir : path.join(buildDir, locale);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'manifest.json'), 'utf8')) as ShardManifest;
  const current = manifest.shards.filter((s) => s.tag === 'docs-default-current');
  const shards = current.map((s) => JSON.parse(fs.readFileSync(path.join(dir, 'search-index', s.file), 'utf8')) as Shard);
  return {index: new SectionIndex(shards, manifest.language), base: locale === 'en' ? site.baseUrl : `${site.baseUrl}${locale}/`};
}

/** The first `n` distinct pages a query ranks. */
export function topPages(index: SectionIndex, query: string, n = 3): string[] {
  const pages: string[] = [];
  for (const r of index.rank(query)) {
    const page = r.doc.url.split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}

for (const [locale, queries] of Object.entries(labelledQueries)) {
  test(`${locale}: at least 90% of readers' queries find their page in the top 3`, () => {
    const {index, base} = loadIndex(locale);
    const misses = queries
      .filter(({q, page}) => !topPages(index, q).includes(base + page))
      .map(({q, page}) => `${q} → ${page} (got ${topPages(index, q).join(', ')})`);
    const share = (queries.length - misses.length) / queries.length;
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
}

/**
 * A reader who remembers a page's title types it: each page's title, as the query, finds the page. First for at least
 * 99% of the pages whose title is their own (measured 2026-12-07: 165 of 165 in en, ru, zh; 164 in de and ko, where
 * the one left is second or third) and in the top 3 for all of them; in the top 5 for a page that shares its title
 * (the Toolbar's `locale` and the board's, an event and the method of its action: the query cannot tell them apart).
 */
for (const locale of Object.keys(labelledQueries)) {
  test(`${locale}: each page's own title finds the page`, () => {
    const {index} = loadIndex(locale);
    const pages = index.docs.filter((d) => !d.url.includes('#') && d.h[1]);
    const key = (title: string) => title.replace(/\(\)$/, '').toLowerCase();
    const shared = new Map<string, number>();
    for (const d of pages) shared.set(key(d.h[1]!), (shared.get(key(d.h[1]!)) ?? 0) + 1);
    const own = pages.filter((d) => shared.get(key(d.h[1]!)) === 1);
    const twins = pages.filter((d) => shared.get(key(d.h[1]!))! > 1);
    expect(own.length).toBeGreaterThan(100);
    // Each title ranked once: its page's place among the first 5 pages (0 when lower).
    const rank = new Map(pages.map((d) => [d, topPages(index, d.h[1]!, 5).indexOf(d.url) + 1]));
    const notFirst = own.filter((d) => rank.get(d) !== 1);
    expect(notFirst.length / own.length, `not first: ${notFirst.map((d) => d.h[1]).join(', ')}`).toBeLessThanOrEqual(0.01);
    expect(own.filter((d) => !(rank.get(d)! >= 1 && rank.get(d)! <= 3)).map((d) => d.h[1])).toEqual([]);
    expect(twins.filter((d) => rank.get(d) === 0).map((d) => d.h[1])).toEqual([]);
  });
}

/** Top-1 and top-3 shares of labelled queries. */
function shares(index: SectionIndex, base: string, queries: Labelled[]): {top1: number; top3: number} {
  const ranked = queries.map((entry) => ({entry, pages: topPages(index, entry.q)}));
  return {
    top3: ranked.filter(({entry, pages}) => pages.includes(base + entry.page)).length / queries.length,
    top1: ranked.filter(({entry, pages}) => pages[0] === base + entry.page).length / queries.length,
  };
}

for (const [locale, queries] of Object.entries(holdoutQueries)) {
  test(`${locale}: holdout queries stay at or above the measured floor`, () => {
    const {index, base} = loadIndex(locale);
    const first = queries.filter((entry) => !entry.set);
    expect(first.length).toBeGreaterThan(0);
    expect(queries.length).toBeGreaterThan(first.length);
    // Only the shares are reported: the holdout's misses are not for tuning.
    const all = shares(index, base, queries);
    const target3 = TARGET_TOP3[locale] ?? 0.9;
    test.info().annotations.push({
      type: 'issue 15 target',
      description: `${locale} holdout top-3 ${(all.top3 * 100).toFixed(0)}% (target ${target3 * 100}%), top-1 ${(all.top1 * 100).toFixed(0)}% (target ${TARGET_TOP1 * 100}%)${all.top3 >= target3 && all.top1 >= TARGET_TOP1 ? '' : ' — MISSED'}`,
    });
    if (TARGETS_MET.has(locale)) {
      expect(all.top3, `${locale} holdout top-3, issue 15 target`).toBeGreaterThanOrEqual(target3);
      expect(all.top1, `${locale} holdout top-1, issue 15 target`).toBeGreaterThanOrEqual(TARGET_TOP1);
    }
    expect(FLOOR_ALL_TOP3[locale], `${locale} has a floor`).toBeDefined();
    expect(all.top3, `${locale} holdout top-3`).toBeGreaterThanOrEqual(FLOOR_ALL_TOP3[locale]!);
    expect(all.top1, `${locale} holdout top-1`).toBeGreaterThanOrEqual(FLOOR_ALL_TOP1[locale]!);
    const firstShares = shares(index, base, first);
    expect(firstShares.top3, `${locale} first holdout top-3`).toBeGreaterThanOrEqual(FLOOR_TOP3[locale]!);
    expect(firstShares.top1, `${locale} first holdout top-1`).toBeGreaterThanOrEqual(FLOOR_TOP1[locale]!);
  });
}
