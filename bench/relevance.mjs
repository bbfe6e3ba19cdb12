/**
 * Relevance in the benchmark: our engine (in Node, bench/quality.mjs) and
 * Pagefind (in Chromium, bench/pagefind.mjs) on the same pages and the same
 * labelled queries, holdout and tuning halves, per locale; with Pagefind's
 * per-keystroke latency for the ratio to ours.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LOCALES, engineQuality, readQueries, fmt} from './quality.mjs';
import {buildPagefind, closePagefind, measurePagefind} from './pagefind.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brief = (s) => ({
  n: s.n,
  top1: s.top1,
  top3: s.top3,
  mrr: s.mrr,
  byClass: s.byClass,
  missed: s.misses.map((m) => ({q: m.q, class: m.class, rank: m.rank})),
});

export async function measureRelevance(browser, origin) {
  const halves = {tune: readQueries('tune'), holdout: readQueries('holdout')};
  const keystrokeQueries = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-queries.json'), 'utf8'));
  const ours = await engineQuality();
  const out = {};
  try {
    for (const locale of LOCALES) {
      if (!ours[locale]) continue;
      const {pages} = await buildPagefind(locale);
      const pf = await measurePagefind(browser, origin, locale, halves, keystrokeQueries[locale] ?? []);
      out[locale] = {
        ours: {tune: brief(ours[locale].tune), holdout: brief(ours[locale].holdout)},
        pagefind: {tune: brief(pf.tune), holdout: brief(pf.holdout), keystroke: pf.keystroke, indexBytes: pf.indexBytes, pages},
      };
    }
  } finally {
    await closePagefind();
  }
  return out;
}

/** Markdown: one table per locale, ours vs Pagefind. `keystroke` holds our p50/p95 per locale. */
export function relevanceSummary(r, keystroke, targets) {
  const lines = [
    '## Relevance: embedded engine vs Pagefind',
    '',
    "Labelled readers' queries (tests/search-queries.{tune,holdout}.json, split by FNV-1a of locale and query). A hit counts when its URL (without anchor) is the labelled page; top-1 / top-3 / MRR over distinct pages.",
    `Holdout targets: top-3 ≥ ${targets.top3.en * 100}% en/ru, ≥ ${targets.top3.de * 100}% de/zh/ko; top-1 ≥ ${targets.top1 * 100}%.`,
    '',
  ];
  for (const [locale, v] of Object.entries(r)) {
    const k = keystroke[locale];
    lines.push(
      `### ${locale}`,
      '',
      '| Engine | Holdout top-1 / top-3 / MRR | Tuning top-1 / top-3 / MRR | Keystroke p50 / p95 ms | Holdout target |',
      '| --- | --- | --- | --- | --- |',
    );
    const ok = v.ours.holdout.top3 >= targets.top3[locale] && v.ours.holdout.top1 >= targets.top1 ? 'ok' : 'MISSED';
    lines.push(
      `| embedded (MiniSearch) | ${fmt(v.ours.holdout)} (n=${v.ours.holdout.n}) | ${fmt(v.ours.tune)} (n=${v.ours.tune.n}) | ${k ? `${k.p50.toFixed(2)} / ${k.p95.toFixed(2)}` : ''} | ${ok} |`,
    );
    const pk = v.pagefind.keystroke;
    lines.push(
      `| Pagefind 1.6 (${v.pagefind.pages} pages) | ${fmt(v.pagefind.holdout)} | ${fmt(v.pagefind.tune)} | ${pk.p50.toFixed(2)} / ${pk.p95.toFixed(2)} | |`,
    );
    if (k) lines.push('', `Keystroke p95 ratio embedded / Pagefind: ${(k.p95 / pk.p95).toFixed(2)}.`);
    const failing = Object.entries(v.ours.holdout.byClass)
      .filter(([, c]) => c.top3 < c.n)
      .map(([c, s]) => `${c} ${s.top3}/${s.n}`);
    lines.push('', `Holdout classes not all in the top 3 (ours): ${failing.join(', ') || 'none'}.`, '');
  }
  return lines;
}
