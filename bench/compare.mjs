/**
 * Ours against stock Docusaurus on the same content (bench/stock.mjs), side by
 * side in one run: first-load bytes, Lighthouse mobile (median of 5 runs,
 * interleaved ours/stock so that machine noise hits both), long tasks in a
 * Chromium trace with 4x CPU throttling, and the cold-visit search time of
 * ours. Used by bench/run.mjs; also runnable alone over existing builds:
 *
 *   node bench/compare.mjs [--runs 5] [--no-lighthouse] [--ours build]
 *   node bench/compare.mjs --quick   # first load, and long tasks of the guides only
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {stockBuildDir} from './stock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const gzip = (buf) => zlib.gzipSync(buf, {level: 9}).length;

/** The pages compared, per locale: landing, an API page, the longest guide. */
export function comparedPages() {
  const out = {};
  for (const locale of ['en', 'ru']) {
    const base = locale === 'en' ? '/kanban/' : `/kanban/${locale}/`;
    out[`${locale}:landing`] = base;
    out[`${locale}:api`] = `${base}api/methods/js_kanban_addcard_method/`;
    out[`${locale}:guide`] = `${base}guides/configuration/`;
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ratio = (a, b) => (b ? Number((a / b).toFixed(2)) : null);

/** What a response is, for byte totals: html, js, css, fonts, images or other. */
function kindOf(url, type) {
  if (type === 'document') return 'html';
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'fonts';
  if (type === 'image' || /\.(png|svg|jpe?g|webp|gif|ico)(\?|$)/.test(url)) return 'images';
  return 'other';
}

/**
 * Every response of a cold first load of `url` in a new context, gzip-sized: `{url, kind, bytes}`. The load ends
 * when the page has hydrated (Docusaurus marks <html> for stock and ours alike), the network is idle again and every
 * body has been read. Network idle alone comes too early on a loaded machine: ours requests its scripts only once its
 * first paint is on screen (src/ssr/template.ts), and a stock page its route chunks only once main.js runs; a run that
 * stopped there under-counted (stock's ru guide once read 235 KiB of JS instead of 407).
 */
export async function firstLoadResponses(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  const pending = [];
  page.on('response', (res) => {
    pending.push(
      res
        .body()
        .then((body) => void bodies.push({url: res.url(), kind: kindOf(res.url(), res.request().resourceType()), bytes: gzip(body)}))
        .catch(() => {}),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return bodies;
}

/** gzip bytes the browser fetches until the page has hydrated and the network is idle, by kind. */
export async function firstLoad(browser, url) {
  const bodies = await firstLoadResponses(browser, url);
  const sum = (kind) => bodies.filter((b) => b.kind === kind).reduce((a, b) => a + b.bytes, 0);
  const js = bodies.filter((b) => b.kind === 'js').sort((a, b) => b.bytes - a.bytes);
  return {
    js: sum('js'),
    css: sum('css'),
    html: sum('html'),
    total: bodies.reduce((a, b) => a + b.bytes, 0),
    largestJsChunkBytes: js[0]?.bytes ?? 0,
    jsFiles: js.length,
  };
}

/**
 * Main-thread long tasks (over 50 ms) of a cold load with the CPU throttled
 * 4x, read from a Chromium trace: their total time and total blocking time
 * (the part of each over 50 ms) until the page is hydrated and idle.
 */
export async function longTasks(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForTimeout(1500);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents ?? trace;
  // The renderer main thread of the page: where its navigation's tasks ran.
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && e.dur > 50_000);
  return {
    longTaskMs: Math.round(tasks.reduce((a, e) => a + e.dur, 0) / 1000),
    blockingMs: Math.round(tasks.reduce((a, e) => a + e.dur - 50_000, 0) / 1000),
    count: tasks.length,
  };
}

async function lighthouseRun(chromePort, url) {
  const {default: lighthouse} = await import('lighthouse');
  const {lhr} = await lighthouse(url, {port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

/** Navigation start → search dialog open with its first hit, typing at the first moment the page takes keys. */
export async function coldSearch(browser, url, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests = [];
  let intent = false;
  page.on('request', (req) => requests.push({url: req.url(), js: req.resourceType() === 'script', afterIntent: intent}));
  await page.goto(url, {waitUntil: 'commit'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  intent = true;
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
  const t1 = await page.evaluate(() => performance.now());
  await context.close();
  return {
    ms: Math.round(t1),
    intentToHitMs: Math.round(t1 - t0),
    // The search index or dialog fetched before the keys: search code loaded without intent.
    searchRequestsBeforeIntent: requests.filter((r) => !r.afterIntent && /search-index\/|docsearch/i.test(r.url)).length,
    jsFilesOnIntent: requests.filter((r) => r.afterIntent && r.js).length,
  };
}

/**
 * Starts scripts/serve.mjs over `dir` and resolves once it listens. It rejects when the server exits first: with the
 * port taken (a server left over from an earlier run), the figures would be measured on whatever answers there (a
 * bench of 2026-12-07 compared our build with itself that way).
 */
export function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', path.relative(root, dir)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      if (!/Serving /.test(String(d))) return;
      child.stdout.resume();
      resolve(child);
    });
    child.on('exit', (code) =>
      reject(
        new Error(
          `scripts/serve.mjs (port ${port}) exited with ${code} before listening: ${/Error: .*/.exec(stderr)?.[0] ?? stderr.trim().split('\n')[0]}`,
        ),
      ),
    );
  });
}

export async function compare({runs = 5, lighthouse = true, quick = false, oursDir = 'build'} = {}) {
  const ours = {port: 3310, dir: path.resolve(root, oursDir)};
  const stock = {port: 3311, dir: stockBuildDir};
  if (!fs.existsSync(path.join(stock.dir, 'index.html'))) throw new Error('No stock build: run node bench/stock.mjs');
  const started = await Promise.allSettled([serve(ours.dir, ours.port), serve(stock.dir, stock.port)]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of servers) s.kill();
    throw failed.reason;
  }
  const pages = comparedPages();
  const out = {pages, firstLoad: {}, longTasks: {}, lighthouse: {}, search: {}};
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromeArgs});
  try {
    for (const [name, url] of Object.entries(pages)) {
      const o = await firstLoad(browser, `http://localhost:${ours.port}${url}`);
      const s = await firstLoad(browser, `http://localhost:${stock.port}${url}`);
      out.firstLoad[name] = {ours: o, stock: s, jsRatio: ratio(o.js, s.js)};
    }
    for (const [name, url] of Object.entries(pages)) {
      if (quick && !name.endsWith(':guide')) continue;
      const o = [];
      const s = [];
      for (let i = 0; i < 3; i++) {
        o.push(await longTasks(browser, `http://localhost:${ours.port}${url}`));
        s.push(await longTasks(browser, `http://localhost:${stock.port}${url}`));
      }
      const pick = (xs) => ({longTaskMs: median(xs.map((x) => x.longTaskMs)), blockingMs: median(xs.map((x) => x.blockingMs))});
      out.longTasks[name] = {ours: pick(o), stock: pick(s), ratio: ratio(pick(o).longTaskMs, pick(s).longTaskMs)};
    }
    const times = [];
    for (let i = 0; i < (quick ? 0 : runs); i++)
      times.push(await coldSearch(browser, `http://localhost:${ours.port}/kanban/ru/`, 'addCard'));
    out.search = {
      url: '/kanban/ru/',
      query: 'addCard',
      medianMs: median(times.map((t) => t.ms)),
      intentToHitMedianMs: median(times.map((t) => t.intentToHitMs)),
      runs: times.map((t) => t.ms),
      searchRequestsBeforeIntent: times.reduce((a, t) => a + t.searchRequestsBeforeIntent, 0),
      jsFilesOnIntent: times.map((t) => t.jsFilesOnIntent),
    };
  } finally {
    await browser.close();
  }
  if (lighthouse) {
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromeArgs]});
    try {
      for (const [name, url] of Object.entries(pages)) {
        const o = [];
        const s = [];
        for (let i = 0; i < runs; i++) {
          o.push(await lighthouseRun(chrome.port, `http://localhost:${ours.port}${url}`));
          s.push(await lighthouseRun(chrome.port, `http://localhost:${stock.port}${url}`));
        }
        const pick = (xs) => Object.fromEntries(['performance', 'lcpMs', 'tbtMs', 'cls'].map((k) => [k, median(xs.map((x) => x[k]))]));
        const po = pick(o);
        const ps = pick(s);
        out.lighthouse[name] = {ours: po, stock: ps, tbtRatio: ratio(po.tbtMs, ps.tbtMs), runs: {ours: o, stock: s}};
      }
    } finally {
      await chrome.kill();
    }
  }
  for (const s of servers) s.kill();
  return out;
}

const kib = (b) => (b / 1024).toFixed(1);

/** Markdown section of the comparison, with each figure's target from bench/budgets.json. */
export function compareSummary(c, budgets) {
  const t = budgets.vsStock ?? {};
  const lines = [
    '## Ours vs stock Docusaurus 3.9.2 on the same content',
    '',
    'Stock: preset-classic, DocSearch with placeholder keys, no local plugins, no swizzles, same `future` flags and Markdown settings, our docs, versions and sidebars (bench/stock.mjs).',
    '',
  ];
  lines.push(
    '### First load (gzip KiB)',
    '',
    '| Page | JS ours | JS stock | JS ours/stock | CSS ours / stock | HTML ours / stock | Total ours / stock | Largest JS chunk ours / stock | JS target | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, f] of Object.entries(c.firstLoad)) {
    const ok = t.firstLoadJsBytes ? (f.ours.js <= t.firstLoadJsBytes ? 'ok' : 'MISSED') : '';
    lines.push(
      `| ${name} (${c.pages[name]}) | ${kib(f.ours.js)} | ${kib(f.stock.js)} | ${f.jsRatio} | ${kib(f.ours.css)} / ${kib(f.stock.css)} | ${kib(f.ours.html)} / ${kib(f.stock.html)} | ${kib(f.ours.total)} / ${kib(f.stock.total)} | ${kib(f.ours.largestJsChunkBytes)} / ${kib(f.stock.largestJsChunkBytes)} | ${t.firstLoadJsBytes ? kib(t.firstLoadJsBytes) : ''} | ${ok} |`,
    );
  }
  lines.push(
    '',
    '### Long tasks, Chromium trace, CPU throttled 4x (median of 3 cold loads, ms)',
    '',
    '| Page | Long-task total ours | stock | ours/stock | Blocking (over 50 ms) ours | stock |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, l] of Object.entries(c.longTasks))
    lines.push(`| ${name} | ${l.ours.longTaskMs} | ${l.stock.longTaskMs} | ${l.ratio} | ${l.ours.blockingMs} | ${l.stock.blockingMs} |`);
  if (Object.keys(c.lighthouse).length) {
    lines.push(
      '',
      '### Lighthouse mobile (median of 5, interleaved ours/stock)',
      '',
      '| Page | Score ours | stock | LCP ms ours | stock | TBT ms ours | stock | TBT ours/stock | CLS ours | stock | Targets | |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [name, l] of Object.entries(c.lighthouse)) {
      const isGuide = name.endsWith(':guide');
      const minScore = isGuide ? t.lighthouseGuideScore : t.lighthouseScore;
      const checks = [l.ours.performance >= minScore, l.ours.cls <= 0, !isGuide || l.tbtRatio === null || l.tbtRatio <= t.guideTbtRatio];
      lines.push(
        `| ${name} | ${l.ours.performance} | ${l.stock.performance} | ${l.ours.lcpMs} | ${l.stock.lcpMs} | ${l.ours.tbtMs} | ${l.stock.tbtMs} | ${l.tbtRatio ?? ''} | ${l.ours.cls} | ${l.stock.cls} | score ≥ ${minScore}, CLS 0${isGuide ? `, TBT ≤ ${t.guideTbtRatio * 100}% of stock` : ''} | ${checks.every(Boolean) ? 'ok' : 'MISSED'} |`,
      );
    }
  }
  const s = c.search;
  if (s.runs?.length) {
    lines.push(
      '',
      `### Search from a cold visit`,
      '',
      `Navigation start → dialog open with the first hit for "${s.query}" on ${s.url}, keys pressed as soon as the page takes them (median of ${s.runs.length}): ${s.medianMs} ms (runs ${s.runs.join(', ')}; target ${t.coldSearchMs} ms) ${s.medianMs <= t.coldSearchMs ? 'ok' : 'MISSED'}; of which from the keys to the first hit: ${s.intentToHitMedianMs} ms.`,
    );
    lines.push(
      '',
      `Search requests (index, dialog) before the keys, all runs: ${s.searchRequestsBeforeIntent} ${s.searchRequestsBeforeIntent === 0 ? 'ok' : 'MISSED'}; JS files loaded on intent per run: ${s.jsFilesOnIntent.join(', ')}. Stock has no search backend with placeholder keys, so it has no figure here.`,
      '',
    );
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
  const quick = argv.includes('--quick');
  const oursDir = argv.includes('--ours') ? argv[argv.indexOf('--ours') + 1] : 'build';
  const c = await compare({runs, lighthouse: !quick && !argv.includes('--no-lighthouse'), quick, oursDir});
  fs.mkdirSync(path.join(root, 'bench/results'), {recursive: true});
  fs.writeFileSync(path.join(root, 'bench/results/compare.tmp'), JSON.stringify(c, null, 2));
  process.stdout.write(compareSummary(c, budgets));
}
