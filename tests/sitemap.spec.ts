/**
 * Every page listed in each locale's sitemap.xml answers 200, and the sitemap
 * uses the seed's change frequency and priority.
 */
import {test, expect, navigateInApp} from './baseTest';
import {locales, defaultLocale} from '../src/data/locales';
import {site} from '../src/data/site';

const base = (locale: string) => (locale === defaultLocale ? site.baseUrl : `${site.baseUrl}${locale}/`);

for (const locale of locales) {
  test(`every page of the ${locale} sitemap answers 200`, async ({request}) => {
    test.setTimeout(120_000);
    const xml = await (await request.get(`${base(locale)}sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(urls.length).toBeGreaterThan(3);
    expect(xml).toContain('<changefreq>daily</changefreq>');
    expect(xml).toContain('<priority>0.5</priority>');
    expect(xml).not.toContain('__dogfooding');
    const failures: string[] = [];
    // Bounded concurrency: a handful of requests at a time against the local server.
    for (let i = 0; i < urls.length; i += 8) {
      const batch = urls.slice(i, i + 8);
      const statuses = await Promise.all(batch.map(async (u) => [u, (await request.get(u)).status()] as const));
      for (const [u, s] of statuses) if (s !== 200) failures.push(`${s} ${u}`);
    }
    expect(failures).toEqual([]);
    for (const u of urls) expect(u.startsWith(base(locale))).toBe(true);
  });
}

for (const locale of locales) {
  test(`every page of the ${locale} sitemap renders in the browser without page or console errors`, async ({page}) => {
    test.setTimeout(300_000);
    const xml = await (await page.request.get(`${base(locale)}sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const problems: string[] = [];
    let current = '';
    page.on('pageerror', (e) => problems.push(`${current}: uncaught ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`${current}: console error ${m.text()}`);
    });
    // The first page loads fully; the others render through the client router,
    // with each page's own chunks, as a reader clicking through the site sees them.
    await page.goto(urls[0]!);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    for (const url of urls) {
      current = url;
      await navigateInApp(page, url);
      await page
        .waitForFunction((u) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(u), url, {timeout: 10_000})
        .catch(() => problems.push(`${url}: did not render`));
    }
    expect(problems).toEqual([]);
  });
}
