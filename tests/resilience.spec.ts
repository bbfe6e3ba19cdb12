/**
 * Bad conditions: blocked storage, failing chunks, hostile input, odd paths,
 * and no third-party request unless one is configured.
 */
import {test, expect, RU, waitForHydration, navigateInApp, failScriptsContaining} from './baseTest';
import {t} from './i18n';
import {capQuery} from '../src/plugins/search/shared/limits';

test.describe('localStorage unavailable', () => {
  test('the site renders, colour mode and dismissals work for the visit, one warning, no crash', async ({browser}) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors: Error[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (e) => errors.push(e));
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(`${RU}how_to_start/`);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();

    const toggleLabel = t('ru', 'theme.colorToggle.ariaLabel').split('(')[0]!.trim();
    await page
      .locator('.navbar')
      .getByRole('button', {name: new RegExp(toggleLabel)})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const bar = page.getByRole('banner').filter({hasText: 'JavaScript Kanban 1.7'});
    await bar.getByRole('button', {name: t('ru', 'theme.AnnouncementBar.closeButtonAriaLabel')}).click();
    await expect(bar).toBeHidden();

    expect(errors).toEqual([]);
    const storageWarnings = warnings.filter((w) => /storage/i.test(w));
    expect(storageWarnings.length, storageWarnings.join('\n')).toBe(1);
    await context.close();
  });
});

test.describe('failed loads', () => {
  // Provoked on purpose below; any other uncaught error still fails these tests.
  test.use({expectedPageErrors: [/ChunkLoadError/]});
  test('a route chunk that fails to load triggers a full page reload', async ({page}) => {
    await page.goto(RU);
    await waitForHydration(page);
    // Scripts fail until the browser requests a new document: the client-side
    // navigation cannot load the next route and falls back to a full reload.
    let reloaded = false;
    let aborted = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') reloaded = true;
    });
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (reloaded) return route.continue();
      aborted++;
      return route.abort('failed');
    });
    await page.evaluate(() => ((window as {marker?: number}).marker = 1));
    // A client-side navigation to a page whose component chunk no page links to,
    // so nothing can have loaded or prefetched it.
    await navigateInApp(page, '/kanban/ru/__dogfooding/lazy/');
    await expect(page).toHaveURL(/\/kanban\/ru\/__dogfooding\/lazy\/$/);
    await expect.poll(() => reloaded).toBe(true);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Lazy part test'})).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    expect(reloaded).toBe(true);
    // A full reload created a new window object.
    expect(await page.evaluate(() => (window as {marker?: number}).marker)).toBeUndefined();
  });

  test('a lazily loaded part that fails shows its error with a Retry button that works', async ({page}) => {
    let block = true;
    // The part's chunk, told by what it renders.
    await failScriptsContaining(page, 'id:"lazy-part"', () => block);
    // The server-rendered page holds the part; a client navigation loads its chunk.
    await page.goto(`${RU}__dogfooding/crash/`);
    await waitForHydration(page);
    await navigateInApp(page, '/kanban/ru/__dogfooding/lazy/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t('ru', 'theme.Loading.errorTitle'));
    block = false;
    await alert.getByRole('button', {name: t('ru', 'theme.Loading.retry')}).click();
    await expect(page.locator('#lazy-part')).toBeVisible();
  });
});

test.describe('third-party scripts', () => {
  test('with none configured, a page visit contacts no other host', async ({page}) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await page.goto(`${RU}api/methods/js_kanban_addcard_method/`);
    await waitForHydration(page);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect([...hosts]).toEqual([new URL(page.url()).host]);
    await expect(page.locator('#kanban-consent')).toHaveCount(0);
    await expect(page.locator('link[data-consent-stylesheet], script[data-analytics]')).toHaveCount(0);
  });
});

test.describe('hostile and odd input', () => {
  const inputs = [
    '<script>window.__xss=1</script>',
    '"><svg onload=window.__xss=2>',
    'x'.repeat(2000),
    'مرحبا بالعالم',
    '🗂️📌 карточка 🚀',
    '\u202Eevil\u202C',
  ];

  for (const q of inputs) {
    test(`search shows ${JSON.stringify(q.slice(0, 24))} as text in the dialog and on the search page`, async ({page, gotoHydrated}) => {
      await gotoHydrated(RU);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(q);
      await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Modal script, .DocSearch-Modal svg[onload]')).toHaveCount(0);
      await page.goto(`${RU}search/?q=${encodeURIComponent(q)}`);
      await waitForHydration(page);
      // The search page keeps at most 512 bytes of a query (Algolia's cap).
      await expect(page.locator('input[name="q"]')).toHaveValue(capQuery(q));
      await expect(page.locator('main script, svg[onload]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
    });
  }

  test('unknown paths show the not-found page; .html and /index.html lead to the clean path', async ({page, request}) => {
    const missing = await page.goto(`${RU}api/methods/js_kanban_nosuch_method/`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: t('ru', 'theme.NotFound.title')})).toBeVisible();

    for (const variant of ['how_to_start.html', 'how_to_start/index.html']) {
      await page.goto(`${RU}${variant}`);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toHaveText(/./);
      await expect(page.getByRole('heading', {name: t('ru', 'theme.NotFound.title')})).toHaveCount(0);
    }
    const redirect = await request.get(`${RU}how_to_start.html`, {maxRedirects: 0});
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`${RU}how_to_start/`);
  });
});

test.describe('third-party scripts configured on an unreachable host', () => {
  // The third-party build's server runs on PORT + 100 (playwright.config.ts).
  const site = `http://localhost:${Number(process.env.PORT ?? 3000) + 100}/kanban/`;

  test('a stylesheet that loads is applied without an inline onload handler (the CSP forbids those)', async ({page}) => {
    await page.route('http://127.0.0.1:9/consent.css', (route) =>
      route.fulfill({contentType: 'text/css', body: '#kanban-consent{outline:3px solid rgb(1, 2, 3)}'}),
    );
    await page.goto(site);
    await waitForHydration(page);
    const link = page.locator('link[data-consent-stylesheet]');
    await expect(link).not.toHaveAttribute('onload');
    await expect(link).toHaveAttribute('media', 'all');
    await expect(page.locator('#kanban-consent')).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
  });

  test('the stylesheet does not block rendering, analytics waits for consent, and pages still work', async ({page}) => {
    const requested: string[] = [];
    const errors: Error[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(site, {waitUntil: 'domcontentloaded'});
    await waitForHydration(page);
    // Non-blocking stylesheet: loaded as a print sheet, switched on when (if) it loads.
    await expect(page.locator('link[data-consent-stylesheet]')).toHaveAttribute('media', 'print');
    await expect(page.locator('article h1')).toBeVisible();
    // No analytics before consent.
    const banner = page.getByRole('region', {name: 'Cookie consent'});
    await expect(banner).toBeVisible();
    expect(requested.filter((u) => u.includes('analytics.js'))).toEqual([]);
    await banner.getByRole('button', {name: 'Accept'}).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requested.filter((u) => u.includes('analytics.js')).length).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('kanban.analytics-consent'))).toBe('granted');
    // The host is unreachable: the page keeps working.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('declining keeps analytics off on later visits', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(site);
    await waitForHydration(page);
    await page.getByRole('region', {name: 'Cookie consent'}).getByRole('button', {name: 'Decline'}).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', {name: 'Cookie consent'})).toHaveCount(0);
    expect(requested.filter((u) => u.includes('analytics.js'))).toEqual([]);
  });
});
