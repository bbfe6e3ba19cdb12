/**
 * Code blocks highlighted at build time (src/plugins/static-highlight): the
 * theme's colours in both modes, the title, and the copy button copying the
 * code exactly, with no Prism in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, RU} from './baseTest';
import {t} from './i18n';
import {prismLight, prismDark} from '../src/data/prismThemes';

const GUIDE = `${RU}guides/configuration/`;
/** The first block of the guide, as written in the Russian page. */
function firstBlockSource(): string {
  const file = path.join(__dirname, '../i18n/ru/docusaurus-plugin-content-docs/current/guides/configuration.mdx');
  const src = fs.readFileSync(file, 'utf8');
  const m = /```js title="main\.js"\n([\s\S]*?)\n```/.exec(src);
  return m![1]!;
}

const colorOf = (theme: typeof prismLight, type: string) => theme.styles.find((s) => s.types.includes(type))!.style.color!;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const [mode, theme] of [
  ['light', prismLight],
  ['dark', prismDark],
] as const) {
  test(`keywords and block background use the ${mode} theme's colours`, async ({page, gotoHydrated}) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await gotoHydrated(GUIDE);
    const block = page.locator('.theme-code-block').first();
    const keyword = block.locator('.token-line span', {hasText: /^const$/}).first();
    await expect(keyword).toHaveCSS('color', rgb(colorOf(theme, 'keyword')));
    await expect(block).toHaveCSS('background-color', rgb(theme.plain.backgroundColor!));
  });
}

test('the title shows and the copy button copies the code as written', async ({page, context, gotoHydrated}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(GUIDE);
  const block = page.locator('.theme-code-block').first();
  await expect(block).toContainText('main.js');
  await block.hover();
  await block.getByRole('button', {name: t('ru', 'theme.CodeBlock.copyButtonAriaLabel')}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(firstBlockSource());
});

test('no Prism code reaches the browser', async ({page, gotoHydrated}) => {
  // The bodies are read as the responses arrive; the test waits for every read, not only for the network to settle.
  const reads: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') reads.push(res.text().catch(() => ''));
  });
  // The page requests its scripts only once its first paint is on screen (src/ssr/template.ts), which under load can
  // come after the network first falls idle: wait for hydration, then for the network.
  await gotoHydrated(GUIDE);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(0);
  // Prism's core defines this grammar helper; prism-react-renderer bundles it.
  expect(scripts.filter((s) => s.includes('insertBefore:function') || s.includes('Prism.languages.markup'))).toEqual([]);
});
