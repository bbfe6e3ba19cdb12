/**
 * Looks: the announcement bar in both colour modes, API parameter tables and
 * the version pill on a 375 px phone. Russian and German.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './baseTest';

const sites = [
  {locale: 'ru', base: '/kanban/ru/'},
  {locale: 'de', base: '/kanban/de/'},
] as const;

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
};

const phone = {width: 375, height: 800};

for (const {locale, base} of sites) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${locale}, ${mode}: the announcement bar follows the colour mode with readable text`, async ({page, gotoHydrated}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(base);
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      const colours = await bar.evaluate((el) => {
        const link = el.querySelector('a')!;
        return {bar: getComputedStyle(el).backgroundColor, text: getComputedStyle(el).color, link: getComputedStyle(link).color};
      });
      const page_ = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      if (mode === 'dark') {
        expect(luminance(colours.bar)).toBeLessThan(0.1);
        expect(luminance(page_)).toBeLessThan(0.1);
      } else {
        expect(luminance(colours.bar)).toBeGreaterThan(0.7);
      }
      expect(contrast(colours.text, colours.bar)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.link, colours.bar)).toBeGreaterThanOrEqual(4.5);
      const results = await new AxeBuilder({page}).include('.theme-announcement-bar').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }

  test(`${locale}: API parameter tables read as definition lists on a 375 px phone, without sideways scrolling`, async ({
    page,
    gotoHydrated,
  }) => {
    await page.setViewportSize(phone);
    for (const path of [
      'api/config/js_kanban_cardshape_config/',
      'api/methods/js_kanban_addcard_method/',
      'api/events/js_kanban_movecard_event/',
    ]) {
      await gotoHydrated(`${base}${path}`);
      const table = page.locator('h2#parameters ~ table').first();
      const headers = await table.locator('thead th').allTextContents();
      const m = await table.evaluate((el) => {
        const row = el.querySelector('tbody tr')!;
        const cells = Array.from(row.querySelectorAll('td'));
        const name = cells[0]!;
        const description = cells[cells.length - 1]!;
        const style = getComputedStyle(description);
        return {
          tableScroll: el.scrollWidth - el.clientWidth,
          labels: cells.slice(1).map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
          descriptionWidth: description.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
        };
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(phone.width);
      expect(m.tableScroll, path).toBeLessThanOrEqual(1);
      // Each value after its column's (translated) name; the description gets a readable measure.
      expect(m.labels, path).toEqual(headers.slice(1).map((h) => h.trim()));
      expect(m.descriptionWidth, path).toBeGreaterThanOrEqual(180);
      expect(m.nameLines, path).toBeLessThanOrEqual(2);
    }
  });

  test(`${locale}: the version pill above the title has room on a 375 px phone`, async ({page, gotoHydrated}) => {
    await page.setViewportSize(phone);
    await gotoHydrated(`${base}api/methods/js_kanban_addcard_method/`);
    const pill = page.locator('.theme-doc-version-badge');
    await expect(pill).toBeVisible();
    const box = await pill.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {height: r.height, width: r.width, fontSize: parseFloat(s.fontSize), padX: parseFloat(s.paddingLeft)};
    });
    expect(box.height).toBeGreaterThanOrEqual(28);
    expect(box.fontSize).toBeGreaterThanOrEqual(13);
    expect(box.padX).toBeGreaterThanOrEqual(10);
    expect(box.width).toBeLessThan(phone.width / 2);
  });
}
