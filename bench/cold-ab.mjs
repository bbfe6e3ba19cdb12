#!/usr/bin/env node
/**
 * Compares the search dialog's cold open of two or more builds on this machine, side by side: each build served by
 * scripts/serve.mjs on its own port, one Chromium, and the runs interleaved (A, B, A, B …) so that the machine's
 * changing load falls on every build alike. One run is bench/coldOpen.mjs, the measure of `npm run bench`; the
 * bench's nine runs of one build swing by ±40 ms from one run of the bench to the next on a loaded 2-core machine,
 * too much to see a change of 30 ms.
 *
 *   node bench/cold-ab.mjs <build-dir> <build-dir> [...] [--runs 30] [--url /kanban/ru/] [--query addCard]
 *
 * Prints, per build, the medians of: click → first hit as the test sees it, keydown → first hit in the page, and
 * keydown → the dialog's input in the page.
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serve} from './compare.mjs';
import {BROWSER_ARGS, coldOpen, median} from './coldOpen.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv.splice(i, 2)[1] : fallback;
};
const runs = Number(option('runs', 30));
const url = option('url', '/kanban/ru/');
const query = option('query', 'addCard');
const dirs = argv;
if (dirs.length < 2 || !(runs > 0)) {
  console.error('usage: node bench/cold-ab.mjs <build-dir> <build-dir> [...] [--runs 30] [--url /kanban/ru/] [--query addCard]');
  process.exit(2);
}

const servers = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: BROWSER_ARGS,
});
try {
  for (const [i, dir] of dirs.entries()) servers.push(await serve(path.resolve(dir), 3320 + i));
  const results = dirs.map(() => ({outer: [], inPage: [], toInput: []}));
  for (let i = 0; i < runs; i++) {
    for (const [d, result] of results.entries()) {
      const run = await coldOpen(browser, `http://localhost:${3320 + d}${url}`, query);
      for (const key of Object.keys(result)) result[key].push(run[key]);
    }
  }
  console.log(`Cold open of the search dialog on ${url}, "${query}", ${runs} interleaved runs per build (medians, ms):\n`);
  console.log('| Build | Click → first hit | Keydown → first hit (page) | Keydown → input (page) |');
  console.log('| --- | --- | --- | --- |');
  for (const [d, r] of results.entries()) {
    console.log(`| ${dirs[d]} | ${median(r.outer)} | ${median(r.inPage)} | ${median(r.toInput)} |`);
  }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
}
