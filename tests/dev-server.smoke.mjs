/**
 * Smoke test of `npm start` (`docusaurus start`), in the default locale and in
 * Russian: the dev server starts, a doc page renders in Chromium, and the
 * search dialog finds pages. `docusaurus start` runs no postBuild, so it serves
 * the search index of the last production build (src/plugins/search/dev.ts):
 * run it after `npm run build` (`npm test` does).
 *
 * Usage: npm run test:dev   (DEV_PORT=3050 by default; the Russian server uses DEV_PORT+10)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const docusaurusBin = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
const basePort = Number(process.env.DEV_PORT ?? 3050);
/** Chromium from Debian's `chromium` package, as in playwright.config.ts. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A cold dev compile of one locale takes ~30-60 s on two cores. */
const startTimeout = 150_000;

const page = 'api/methods/js_kanban_getcard_method';
const titleOf = (file) => matter(fs.readFileSync(path.join(root, file), 'utf8')).data.title;

const cases = [
  {name: 'default locale (no --locale)', args: [], port: basePort, base: '/kanban/', docsDir: 'docs'},
  {
    name: '--locale ru',
    args: ['--locale', 'ru'],
    port: basePort + 10,
    base: '/kanban/ru/',
    docsDir: 'i18n/ru/docusaurus-plugin-content-docs/current',
  },
];

/** Starts `docusaurus start` in its own process group, so that stopping it stops its workers too. */
function startDevServer({args, port}) {
  const child = spawn(process.execPath, [docusaurusBin, 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port), ...args], {
    cwd: root,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({code, signal})));
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves when `url` answers 200; rejects if the server exits or the time runs out. */
async function waitForServer(server, url) {
  const deadline = Date.now() + startTimeout;
  let exit = null;
  server.exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit)
      throw new Error(`docusaurus start exited (${exit.code ?? exit.signal}) before serving ${url}:\n${server.output().slice(-4000)}`);
    try {
      const res = await fetch(url, {signal: AbortSignal.timeout(60_000)});
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`docusaurus start did not serve ${url} within ${startTimeout / 1000} s:\n${server.output().slice(-4000)}`);
}

async function getJson(url) {
  const res = await fetch(url);
  assert.equal(res.status, 200, `GET ${url}`);
  return res.json();
}

for (const c of cases) {
  test(`npm start, ${c.name}: a doc page renders and search finds it`, {timeout: startTimeout + 60_000}, async (t) => {
    const origin = `http://127.0.0.1:${c.port}`;
    const server = startDevServer(c);
    t.after(() => server.stop());
    await waitForServer(server, `${origin}${c.base}`);

    // The index of the last production build, served by the dev server.
    const manifest = await getJson(`${origin}${c.base}search-index/manifest.json`);
    assert.equal(manifest.missing, undefined, `no search index: ${manifest.missing}`);
    const current = manifest.shards.find((s) => s.version === 'current');
    assert.ok(current, 'the manifest lists a shard of the current version');
    const shard = await getJson(`${origin}${c.base}search-index/${current.file}`);
    assert.ok(
      shard.docs.some((d) => d.url.startsWith(`${c.base}${page}`)),
      `the shard holds ${c.base}${page}`,
    );

    const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
    t.after(() => browser.close());
    const tab = await browser.newPage();
    const pageErrors = [];
    tab.on('pageerror', (e) => pageErrors.push(e.message));

    // The page renders in the browser, in its language.
    await tab.goto(`${origin}${c.base}${page}`);
    await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await tab.locator('article h1').waitFor({timeout: 30_000});
    assert.equal((await tab.locator('article h1').textContent())?.trim(), titleOf(`${c.docsDir}/${page}.md`));
    await tab.goto(`${origin}${c.base}how_to_start`);
    await tab.locator('article h1').waitFor({timeout: 30_000});
    assert.equal((await tab.locator('article h1').textContent())?.trim(), titleOf(`${c.docsDir}/how_to_start.mdx`));

    // The search dialog gets hits from the served index, in this locale.
    await tab.keyboard.press('Control+k');
    await tab.locator('.DocSearch-Input').fill('getCard');
    const hit = tab.locator(`.DocSearch-Hit .kanban-search-hit[data-url^="${c.base}${page}"]`).first();
    await hit.waitFor({timeout: 30_000});
    const hrefs = await tab.locator('.DocSearch-Hit .kanban-search-hit').evaluateAll((as) => as.map((a) => a.getAttribute('data-url')));
    assert.ok(
      hrefs.every((h) => h?.startsWith(c.base)),
      `every hit is in this locale: ${hrefs.join(' ')}`,
    );

    assert.deepEqual(pageErrors, [], 'uncaught page errors');
  });
}
