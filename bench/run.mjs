#!/usr/bin/env node
/**
 * Benchmarks (npm run bench; not part of the tests). Measures:
 *   - the production build of every locale and version: wall time, peak memory;
 *   - bytes on first load (gzip) of a landing page, an API page and a guide,
 *     split by kind, and the largest JS chunk;
 *   - Lighthouse (Debian Chromium) for those pages, mobile and desktop;
 *   - search: index bytes per locale and version, dialog cold open to first
 *     results, first results once the shard has arrived (prebuilt index
 *     loaded + one query), per-keystroke latency p50/p95 in the browser, and
 *     the same figures for a lunr baseline on the same records, with top-3
 *     accuracy on the labelled queries;
 *   - relevance: holdout and tuning top-1/top-3/MRR per locale, ours and
 *     Pagefind's over the same pages (bench/relevance.mjs).
 * Writes bench/results/latest.json and bench/results/latest.md, each figure
 * against its budget in bench/budgets.json.
 *
 *   npm run bench                 # everything (builds first)
 *   npm run bench -- --no-build   # reuse build/
 *   npm run bench -- --no-lighthouse
 *   npm run bench -- --no-stock-build  # reuse bench/.stock/build
 * It also builds a stock Docusaurus site from the same content (bench/stock.mjs)
 * and compares ours with it side by side (bench/compare.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {generateStock, buildStock} from './stock.mjs';
import {compare, compareSummary, firstLoadResponses, serve} from './compare.mjs';
import {BROWSER_ARGS, coldOpen, median} from './coldOpen.mjs';
import {measureRelevance, relevanceSummary} from './relevance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.PORT ?? 3300);
/** Fresh pages per locale for the in-browser search figures (first results, keystrokes), reported as medians. */
const SEARCH_RUNS = 5;
const origin = `http://localhost:${port}`;
const pages = {
  landing: '/kanban/ru/',
  api: '/kanban/ru/api/methods/js_kanban_addcard_method/',
  guide: '/kanban/ru/guides/configuration/',
};
const gzip = (buf) => zlib.gzipSync(buf, {level: 9}).length;
const results = {date: new Date().toISOString(), machine: {cpus: (await import('node:os')).cpus().length}};

/** Peak resident memory of a process tree, sampled from /proc. */
function treeRss(pid) {
  let total = 0;
  const children = new Map();
  for (const p of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(p));
    } catch {}
  }
  const walk = (id) => {
    try {
      const m = fs.readFileSync(`/proc/${id}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      if (m) total += Number(m[1]) * 1024;
    } catch {}
    for (const c of children.get(id) ?? []) walk(c);
  };
  walk(pid);
  return total;
}

async function measureBuild() {
  const start = Date.now();
  const child = spawn('npx', ['docusaurus', 'build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
  const code = await new Promise((r) => child.on('exit', r));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code})`);
  return {wallSeconds: (Date.now() - start) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024), command: 'npx docusaurus build'};
}

async function measureFirstLoad(browser) {
  const out = {};
  for (const [name, url] of Object.entries(pages)) {
    const bodies = await firstLoadResponses(browser, origin + url);
    const byKind = {html: 0, js: 0, css: 0, fonts: 0, images: 0, other: 0};
    for (const b of bodies) byKind[b.kind] += b.bytes;
    const js = bodies.filter((b) => b.kind === 'js');
    out[name] = {
      url,
      totalBytes: Object.values(byKind).reduce((a, b) => a + b, 0),
      ...byKind,
      largestJsChunkBytes: Math.max(0, ...js.map((b) => b.bytes)),
      largestJsChunk: js.sort((a, b) => b.bytes - a.bytes)[0]?.url.replace(origin, ''),
    };
  }
  return out;
}

async function measureLighthouse() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const out = {};
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const [name, url] of Object.entries(pages)) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        };
        const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
        const {lhr} = await lighthouse(origin + url, flags, config);
        out[`${formFactor}:${name}`] = {
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        };
      }
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

async function measureSearch(browser) {
  const indexSizes = {};
  for (const dir of ['', 'de', 'ru', 'zh', 'ko']) {
    const manifestFile = path.join(root, 'build', dir, 'search-index', 'manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const s of manifest.shards) {
      const raw = fs.readFileSync(path.join(path.dirname(manifestFile), s.file));
      indexSizes[`${manifest.language}:${s.version}`] = {sections: s.sections, bytes: raw.length, gzipBytes: gzip(raw)};
    }
  }
  // Cold open: a fresh browser context, Ctrl+K, type a query, first results (bench/coldOpen.mjs).
  const cold = {outer: [], inPage: [], toInput: [], longestTask: [], longTasksTotal: []};
  for (let i = 0; i < 9; i++) {
    const run = await coldOpen(browser, origin + pages.landing);
    for (const key of Object.keys(cold)) cold[key].push(run[key]);
  }
  // Per keystroke, ours and lunr, in the browser, on the labelled queries.
  const labelledQueries = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-queries.json'), 'utf8'));
  const perLocale = {};
  // Each figure is the median of SEARCH_RUNS fresh pages: one run's first result swings by two (40 to 100 ms), with
  // how far the warm-up got before the shard arrived and where a garbage collection falls.
  const medianOf = (runs, fields) => ({...runs[0], ...Object.fromEntries(fields.map((f) => [f, median(runs.map((x) => x[f]))]))});
  for (const locale of Object.keys(labelledQueries)) {
    const runs = [];
    for (let i = 0; i < SEARCH_RUNS; i++) {
      const page = await browser.newPage();
      const base = locale === 'en' ? '/kanban/' : `/kanban/${locale}/`;
      await page.goto(`${origin}${base}__dogfooding/search-bench/`);
      await page.locator('body[data-bench-ready="true"]').waitFor({state: 'attached'});
      runs.push(await page.evaluate((q) => globalThis.runSearchBench(q), labelledQueries[locale]));
      await page.close();
    }
    const r = runs[0];
    perLocale[locale] = {
      sections: r.sections,
      keystrokes: r.engine.keystrokes,
      runs: runs.length,
      engine: {
        ...medianOf(
          runs.map((x) => x.engine),
          ['buildMs', 'firstResultMs', 'p50', 'p95'],
        ),
        firstResultRuns: runs.map((x) => Math.round(x.engine.firstResultMs)),
      },
      lunr: {
        ...medianOf(
          runs.map((x) => x.lunr),
          ['buildMs', 'p50', 'p95'],
        ),
        indexGzipBytes: gzip(Buffer.from(r.lunrIndexJson)),
      },
    };
    perLocale[locale].engine.indexGzipBytes = indexSizes[`${locale}:current`]?.gzipBytes;
  }
  return {
    indexSizes,
    coldOpenToResultsMs: {median: median(cold.outer), runs: cold.outer},
    coldOpenInPage: {
      keyToFirstHitMs: {median: median(cold.inPage), runs: cold.inPage},
      keyToInputMs: {median: median(cold.toInput), runs: cold.toInput},
      longestTaskMs: median(cold.longestTask),
      longTasksTotalMs: median(cold.longTasksTotal),
    },
    perLocale,
  };
}

/** Targets of issue 15 (not budgets: they are reported, and the holdout ones are asserted by tests/search-quality.spec.ts). */
const SEARCH_TARGETS = {
  top1: 0.8,
  top3: {en: 0.95, ru: 0.95, de: 0.9, zh: 0.9, ko: 0.9},
  firstResultMs: 50,
  coldOpenMs: 300,
  keystrokeP95Ms: 10,
  shardGzipBytes: 250000,
};

function check(value, budget, higherIsBetter = false) {
  if (budget === undefined || value === undefined) return '';
  return (higherIsBetter ? value >= budget : value <= budget) ? 'ok' : 'MISSED';
}

function summary(r) {
  const lines = [
    '# Benchmark results',
    '',
    `Run ${r.date} on ${r.machine.cpus} cores. Command: \`npm run bench\` (bench/run.mjs); budgets in bench/budgets.json.`,
    '',
  ];
  if (r.vsStock) lines.push(compareSummary(r.vsStock, budgets));
  if (r.build) {
    lines.push('## Build', '', '| Figure | Value | Budget | |', '| --- | --- | --- | --- |');
    lines.push(
      `| Wall time, every locale and version | ${r.build.wallSeconds.toFixed(1)} s | ${budgets.build.wallSeconds} s | ${check(r.build.wallSeconds, budgets.build.wallSeconds)} |`,
    );
    lines.push(
      `| Peak memory | ${r.build.peakMemoryMB} MB | ${budgets.build.peakMemoryMB} MB | ${check(r.build.peakMemoryMB, budgets.build.peakMemoryMB)} |`,
      '',
    );
  }
  lines.push(
    '## First load (gzip bytes)',
    '',
    '| Page | Total | JS | CSS | HTML | Fonts | Images | Largest JS chunk | Budget total / JS / chunk | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, f] of Object.entries(r.firstLoad)) {
    const ok = [
      check(f.totalBytes, budgets.firstLoad.totalBytes),
      check(f.js, budgets.firstLoad.jsBytes),
      check(f.largestJsChunkBytes, budgets.firstLoad.largestJsChunkBytes),
    ].includes('MISSED')
      ? 'MISSED'
      : 'ok';
    lines.push(
      `| ${name} (${f.url}) | ${f.totalBytes} | ${f.js} | ${f.css} | ${f.html} | ${f.fonts} | ${f.images} | ${f.largestJsChunkBytes} | ${budgets.firstLoad.totalBytes} / ${budgets.firstLoad.jsBytes} / ${budgets.firstLoad.largestJsChunkBytes} | ${ok} |`,
    );
  }
  lines.push('');
  if (r.lighthouse) {
    lines.push(
      '## Lighthouse',
      '',
      '| Run | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | Mobile budget |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [name, l] of Object.entries(r.lighthouse)) {
      const b = budgets.lighthouseMobile;
      const ok = name.startsWith('mobile')
        ? [
            check(l.performance, b.performance, true),
            check(l.accessibility, b.accessibility, true),
            check(l['best-practices'], b['best-practices'], true),
            check(l.seo, b.seo, true),
            check(l.cls, b.cls),
          ].includes('MISSED')
          ? 'MISSED'
          : 'ok'
        : '';
      lines.push(
        `| ${name} | ${l.performance} | ${l.accessibility} | ${l['best-practices']} | ${l.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${ok} |`,
      );
    }
    lines.push('');
  }
  const s = r.search;
  lines.push(
    '## Search',
    '',
    `Dialog cold open to first results (median of ${s.coldOpenToResultsMs.runs.length}, runs ${s.coldOpenToResultsMs.runs.join(', ')}): ${s.coldOpenToResultsMs.median} ms (budget ${budgets.search.coldOpenToResultsMs} ms) ${check(s.coldOpenToResultsMs.median, budgets.search.coldOpenToResultsMs)}; target ${SEARCH_TARGETS.coldOpenMs} ms ${check(s.coldOpenToResultsMs.median, SEARCH_TARGETS.coldOpenMs)}.`,
    ...(s.coldOpenInPage
      ? [
          '',
          `Timed in the page over the same runs (medians): keydown → first hit in the DOM ${s.coldOpenInPage.keyToFirstHitMs.median} ms${s.coldOpenInPage.keyToInputMs ? `, of which until the dialog's input is in the DOM (DocSearch's modal loading and rendering) ${s.coldOpenInPage.keyToInputMs.median} ms` : ''}; main-thread long tasks (over 50 ms) in between: longest ${s.coldOpenInPage.longestTaskMs} ms, total ${s.coldOpenInPage.longTasksTotalMs} ms.`,
        ]
      : []),
    '',
  );
  lines.push('| Index (locale:version) | Sections | Bytes | Gzip bytes | Budget (gzip) | |', '| --- | --- | --- | --- | --- | --- |');
  for (const [k, v] of Object.entries(s.indexSizes))
    lines.push(
      `| ${k} | ${v.sections} | ${v.bytes} | ${v.gzipBytes} | ${budgets.search.shardBytes} | ${check(v.gzipBytes, budgets.search.shardBytes)} |`,
    );
  const first = Object.entries(s.perLocale).map(
    ([l, v]) =>
      `${l} ${v.engine.firstResultMs?.toFixed(0)} ms${v.engine.firstResultRuns ? ` (runs ${v.engine.firstResultRuns.join(', ')})` : ''}${v.engine.prebuilt ? '' : ' (not prebuilt)'}`,
  );
  const runs = Object.values(s.perLocale)[0]?.runs;
  lines.push(
    '',
    `First results once the shard has arrived (load the prebuilt index + one query; target ${SEARCH_TARGETS.firstResultMs} ms${runs ? `; median of ${runs} pages` : ''}): ${first.join(', ')}.`,
  );
  lines.push(
    '',
    `Per keystroke in Chromium, every prefix of the labelled queries (tests/search-queries.ts)${runs ? `; each figure the median of ${runs} pages' p50 and p95` : ''}:`,
    '',
    '| Locale | Engine | p50 ms | p95 ms | Index build ms | Index gzip bytes | Top-3 share | Budget p50 / p95 / top-3 | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [locale, v] of Object.entries(s.perLocale)) {
    for (const engine of ['engine', 'lunr']) {
      const e = v[engine];
      const ok =
        engine === 'engine'
          ? [
              check(e.p50, budgets.search.keystrokeP50Ms),
              check(e.p95, budgets.search.keystrokeP95Ms),
              check(e.top3, budgets.search.top3Share, true),
            ].includes('MISSED')
            ? 'MISSED'
            : 'ok'
          : 'baseline';
      lines.push(
        `| ${locale} | ${engine === 'engine' ? 'embedded (MiniSearch)' : 'lunr 2.3.9'} | ${e.p50.toFixed(2)} | ${e.p95.toFixed(2)} | ${e.buildMs.toFixed(0)} | ${e.indexGzipBytes ?? ''} | ${(e.top3 * 100).toFixed(0)}% | ${budgets.search.keystrokeP50Ms} / ${budgets.search.keystrokeP95Ms} / ${budgets.search.top3Share * 100}% | ${ok} |`,
      );
    }
  }
  if (r.relevance) {
    const keystroke = Object.fromEntries(Object.entries(s.perLocale).map(([l, v]) => [l, v.engine]));
    lines.push('', ...relevanceSummary(r.relevance, keystroke, SEARCH_TARGETS));
  }
  return lines.join('\n') + '\n';
}

async function main() {
  if (!args.has('--no-build')) results.build = await measureBuild();
  const server = await serve(path.join(root, 'build'), port);
  const browser = await chromium.launch({executablePath: chromiumPath, args: BROWSER_ARGS});
  try {
    results.firstLoad = await measureFirstLoad(browser);
    results.search = await measureSearch(browser);
    results.relevance = await measureRelevance(browser, origin);
    if (!args.has('--no-lighthouse')) results.lighthouse = await measureLighthouse();
  } finally {
    await browser.close();
    server.kill();
  }
  if (!args.has('--no-stock-build')) {
    generateStock();
    buildStock();
  }
  results.vsStock = await compare({runs: 5, lighthouse: !args.has('--no-lighthouse')});
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
  fs.writeFileSync(path.join(root, 'bench/results/latest.md'), summary(results));
  process.stdout.write(summary(results));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
