/**
 * Unit tests of build-time highlighting: the HTML keeps the code exactly (the
 * copy button reads it back), tokens get the theme's style slot, and blocks the
 * theme decorates at run time are left to it.
 */
import {test, expect} from 'vitest';
import {highlightToHtml, needsRuntime, tokenCss} from './highlight';
import {htmlToCode} from './client/htmlToCode';
import {prismLight, prismDark} from '../../data/prismThemes';

const slotOf = (type: string) => prismLight.styles.findIndex((s) => s.types.includes(type));

test('the code survives the round trip, markup characters and empty lines included', () => {
  for (const [code, lang] of [
    ['const a = `x${1}` < 2 && "s";\n\n// <b>&amp;</b>\nfoo(a);', 'js'],
    ['<div id="root"></div>\n<script src="kanban.js"></script>', 'html'],
    ['npm install @dhx/trial-kanban', 'bash'],
    ['GET /cards HTTP/1.1', 'http'],
    ['plain text', undefined],
  ] as const) {
    expect(htmlToCode(highlightToHtml(code, lang))).toBe(code);
  }
});

test('tokens carry the style slot of their type, one line per span', () => {
  const html = highlightToHtml('const n = 1;\nfoo();', 'js');
  expect(html).toContain(`<span class="tk${slotOf('keyword')}">const</span>`);
  expect(html).toContain(`<span class="tk${slotOf('number')}">1</span>`);
  expect(html).toContain(`<span class="tk${slotOf('function')}">foo</span>`);
  expect(html.match(/class="token-line"/g)).toHaveLength(2);
});

test('bash, which prism-react-renderer lacks, is highlighted too', () => {
  expect(highlightToHtml('echo "hi"', 'bash')).toContain(`<span class="tk${slotOf('string')}">"hi"</span>`);
});

test('the CSS has every slot in both modes', () => {
  prismLight.styles.forEach((s, i) => expect(tokenCss).toContain(`.theme-code-block .tk${i}{color:${String(s.style.color)}}`));
  prismDark.styles.forEach((s, i) =>
    expect(tokenCss).toContain(`[data-theme='dark'] .theme-code-block .tk${i}{color:${String(s.style.color)}}`),
  );
});

test('line ranges, line numbers and magic comments stay with the theme', () => {
  expect(needsRuntime('a()', '{1,3}')).toBe(true);
  expect(needsRuntime('a()', 'showLineNumbers')).toBe(true);
  expect(needsRuntime('// highlight-next-line\na()', '')).toBe(true);
  expect(needsRuntime('a()', 'title="main.js" no-check')).toBe(false);
});
