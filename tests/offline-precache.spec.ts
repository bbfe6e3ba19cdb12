/**
 * What a locale's service worker precaches (run after `npm run build`, by
 * Playwright's runner; no browser): the current docs version of that locale
 * only, every page of it, within the 25 MB budget. Prints the real size.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {locales, defaultLocale} from '../src/data/locales';

const buildDir = path.resolve(__dirname, '../build');
/** Offline copy of one locale: at most this many bytes (issue 19). */
const BUDGET = 25 * 1024 * 1024;
const olderVersions = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../versions.json'), 'utf8')) as string[];

/** URLs of the precache list Workbox injected into sw.js. */
export function precacheUrls(swJs: string): string[] {
  return [...swJs.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1]!);
}

const built = locales.filter((l) => fs.existsSync(path.join(buildDir, l === defaultLocale ? '' : l, 'sw.js')));

test('the build has a service worker per locale', () => {
  expect(built.length, 'run `npm run build` first').toBeGreaterThan(0);
});

for (const locale of built) {
  test(`${locale}: the precache holds every current-version page of the locale and nothing else, within 25 MB`, () => {
    const dir = path.join(buildDir, locale === defaultLocale ? '' : locale);
    const urls = precacheUrls(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'));
    const bytes = urls.reduce((n, u) => n + fs.statSync(path.join(dir, decodeURI(u))).size, 0);
    console.log(`[precache] ${locale}: ${urls.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
    test.info().annotations.push({type: 'precache', description: `${locale}: ${urls.length} files, ${bytes} bytes`});
    expect(bytes).toBeLessThanOrEqual(BUDGET);

    const foreign = urls.filter(
      (u) =>
        locales.some((l) => l !== defaultLocale && u.startsWith(`${l}/`)) ||
        olderVersions.some((v) => u.startsWith(`${v}/`)) ||
        u.startsWith('search-index/') ||
        u.startsWith('__dogfooding/') ||
        /^api(\.schema)?\.json$/.test(u),
    );
    expect(foreign).toEqual([]);

    const pages = fs
      .readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')
      .match(/<loc>[^<]+<\/loc>/g)!
      .map((loc) => new URL(loc.slice(5, -6)).pathname)
      .map((p) => p.replace(/^\/kanban\/(?:(?:de|ru|zh|ko)\/)?/, ''))
      .filter((p) => !olderVersions.some((v) => p.startsWith(`${v}/`)))
      .map((p) => `${p}index.html`);
    expect(pages.length).toBeGreaterThan(150);
    const missing = pages.filter((p) => !urls.includes(p));
    expect(missing).toEqual([]);
    expect(urls.some((u) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^assets\/css\/.+\.css$/.test(u))).toBe(true);
  });
}
