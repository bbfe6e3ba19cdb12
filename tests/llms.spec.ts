/**
 * Docs for machines, as the local server serves them: Markdown twins and
 * llms.txt per locale with their content types, the `<link rel="alternate">`
 * of each page, and the "Copy page" button (clipboard granted, denied,
 * keyboard menu).
 */
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, RU} from './baseTest';
import {t} from './i18n';
import {locales, defaultLocale} from '../src/data/locales';
import {site} from '../src/data/site';

const prefix = (l: string) => `${site.baseUrl}${l === defaultLocale ? '' : `${l}/`}`;
const PAGE = 'api/config/js_kanban_cards_config';

for (const locale of locales) {
  test(`${locale}: the Markdown twin and llms.txt are served as Markdown and plain text`, async ({request}) => {
    const twin = await request.get(`${prefix(locale)}${PAGE}.md`);
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
    const md = await twin.text();
    expect(md).toMatch(/^# cards\n/);
    expect(md).toContain('```js\n');

    const landing = await request.get(`${prefix(locale)}index.md`);
    expect(landing.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await landing.text()).toMatch(/^# /);

    for (const [file, link] of [
      ['llms.txt', `(${site.url}${prefix(locale)}${PAGE}.md)`],
      ['1.6/llms.txt', `(${site.url}${prefix(locale)}1.6/${PAGE}.md)`],
      ['llms-full.txt', `Source: <${site.url}${prefix(locale)}${PAGE}/>\n\n# cards\n`],
    ]) {
      const res = await request.get(`${prefix(locale)}${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/);
      const txt = await res.text();
      expect(txt).toMatch(/^# JavaScript Kanban/);
      expect(txt).toContain(link);
    }
  });
}

test('/kanban/llms.txt is the English index; api.json and its schema are served as JSON', async ({request}) => {
  const txt = await (await request.get('/kanban/llms.txt')).text();
  expect(txt).toContain('## Start here');
  const api = await request.get('/kanban/api.json');
  expect(api.headers()['content-type']).toMatch(/^application\/json/);
  const body = await api.json();
  expect(body.items.find((i: {id: string}) => i.id === `${PAGE}`).urls.ru).toBe(`${site.url}/kanban/ru/${PAGE}/`);
  expect((await request.get('/kanban/api.schema.json')).status()).toBe(200);
});

test('each doc page links its Markdown twin in <head>', async ({page, gotoHydrated, request}) => {
  for (const [url, twin] of [
    [`${RU}${PAGE}/`, `${RU}${PAGE}.md`],
    [RU, `${RU}index.md`],
    [`${RU}1.6/${PAGE}/`, `${RU}1.6/${PAGE}.md`],
  ] as const) {
    await gotoHydrated(url);
    const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', `${site.url}${twin}`);
    expect((await request.get(twin)).status()).toBe(200);
  }
});

const copyButton = (page: Page) => page.getByRole('button', {name: t('ru', 'copyPage.button')});

test.describe('Copy page, clipboard granted', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('puts the page Markdown on the clipboard and says so', async ({page, gotoHydrated, request}) => {
    await gotoHydrated(`${RU}${PAGE}/`);
    // Beside the title: on the same line as the H1.
    const [button, h1] = [await copyButton(page).boundingBox(), await page.locator('article h1').boundingBox()];
    expect(Math.abs(button!.y - h1!.y)).toBeLessThan(h1!.height);
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: t('ru', 'copyPage.status.copied')})).toBeVisible();
    await expect(page.getByRole('button', {name: t('ru', 'copyPage.button.copied')})).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get(`${RU}${PAGE}.md`)).text());
    expect(clipboard).toMatch(/^# cards\n\n/);
  });
});

test('Copy page degrades when the clipboard is denied: the Markdown is selected and the reader is told', async ({
  page,
  gotoHydrated,
  request,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  await gotoHydrated(`${RU}${PAGE}/`);
  await copyButton(page).click();
  await expect(page.getByRole('status').filter({hasText: t('ru', 'copyPage.status.denied')})).toBeVisible();
  const box = page.getByRole('textbox', {name: t('ru', 'copyPage.textarea.label')});
  await expect(box).toBeFocused();
  const expected = await (await request.get(`${RU}${PAGE}.md`)).text();
  await expect(box).toHaveValue(expected);
  const selected = await box.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe(expected);
});

for (const width of [1280, 375]) {
  test(`Copy page buttons are at least 24 × 24 px, the WCAG 2.2 target size, at ${width} px`, async ({page, gotoHydrated}) => {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(`${RU}${PAGE}/`);
    for (const name of [t('ru', 'copyPage.button'), t('ru', 'copyPage.menu.toggle')]) {
      const box = await page.getByRole('button', {name, exact: true}).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.width, `${name}: width`).toBeGreaterThanOrEqual(24);
      expect(box!.height, `${name}: height`).toBeGreaterThanOrEqual(24);
    }
  });
}

test('Copy page menu works from the keyboard and opens the Markdown twin', async ({page, gotoHydrated}) => {
  await gotoHydrated(`${RU}${PAGE}/`);
  const toggle = page.getByRole('button', {name: t('ru', 'copyPage.menu.toggle')});
  await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {name: t('ru', 'copyPage.menu.label')});
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([t('ru', 'copyPage.menu.copy'), t('ru', 'copyPage.menu.view')]);
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // Arrow Down on the toggle opens the menu on its first item; each key waits for the focus it moves (pressed
  // back to back, End could land before the menu has rendered).
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(1)).toBeFocused();
  const response = page.waitForResponse((r) => r.url().endsWith(`${PAGE}.md`));
  await page.keyboard.press('Enter');
  expect((await response).headers()['content-type']).toMatch(/^text\/markdown/);
  // The reader sees the Markdown (closing the context mid-navigation can hang the browser).
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\.md$`));
  await expect(page.locator('body')).toContainText('# cards');
});

for (const mode of ['light', 'dark'] as const) {
  test(`Copy page with its menu open and the denied fallback has no serious axe violations in ${mode} mode`, async ({
    page,
    gotoHydrated,
  }) => {
    await page.addInitScript((m) => {
      localStorage.setItem('theme', m);
      Object.defineProperty(navigator.clipboard, 'writeText', {value: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))});
    }, mode);
    await gotoHydrated(`${RU}${PAGE}/`);
    await copyButton(page).click();
    await expect(page.getByRole('textbox', {name: t('ru', 'copyPage.textarea.label')})).toBeVisible();
    await page.getByRole('button', {name: t('ru', 'copyPage.menu.toggle')}).click();
    await expect(page.getByRole('menu')).toBeVisible();
    const results = await new AxeBuilder({page})
      .include('article')
      .include('footer')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({id: v.id, targets: v.nodes.map((n) => n.target.join(' '))}));
    expect(bad).toEqual([]);
  });
}
