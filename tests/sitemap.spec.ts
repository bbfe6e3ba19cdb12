/**
 * Every page listed in each locale's sitemap.xml answers 200, and the sitemap
 * uses the seed's change frequency and priority.
 */
import {test, expect} from './baseTest';
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
