/**
 * Build-time code highlighting: the tokens of prism-react-renderer's Prism
 * (the highlighter the theme uses in the browser), turned into HTML once when
 * the site is built, so the browser neither downloads nor runs Prism.
 *
 * Colours come from the same themes (src/data/prismThemes.ts) as CSS rules per
 * token style, light and dark (`tokenCss`). A token gets the class of the style
 * the theme would have given it: the last of its types that has a style, as
 * prism-react-renderer's `getTokenProps` merges them.
 */
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import {prismLight, prismDark} from '../../data/prismThemes';

/**
 * Prism languages prism-react-renderer does not bundle, loaded from prismjs
 * into its Prism instance (as the theme's `prism-include-languages` does).
 */
export const extraLanguages = ['bash'];

let languagesLoaded = false;
function loadLanguages(): void {
  if (languagesLoaded) return;
  const g = globalThis as {Prism?: unknown};
  const before = g.Prism;
  g.Prism = Prism;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const lang of extraLanguages) require(`prismjs/components/prism-${lang}`);
  if (before === undefined) delete g.Prism;
  else g.Prism = before;
  languagesLoaded = true;
}

/** Type → index of its style in the theme; light and dark must share the type lists. */
function styleIndex(theme: PrismTheme): Map<string, number> {
  const map = new Map<string, number>();
  theme.styles.forEach((s, i) => s.types.forEach((t) => map.set(t, i)));
  return map;
}
const lightIndex = styleIndex(prismLight);
const darkIndex = styleIndex(prismDark);
for (const [type, i] of lightIndex) {
  if (darkIndex.get(type) !== i) throw new Error(`prismThemes: token type "${type}" has a different style slot in light and dark`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Code blocks whose lines the theme decorates at run time; these stay with the theme. */
export function needsRuntime(code: string, metastring: string): boolean {
  return /\{[\d,-]+\}|showLineNumbers/.test(metastring) || /highlight-(next-line|start|end)|this-line-/.test(code);
}

/**
 * HTML of the `<code>` content: one `span.token-line` per line ending in `<br>`,
 * like the theme's CodeBlock/Line. Plain text needs no span.
 */
export function highlightToHtml(code: string, language: string | undefined): string {
  loadLanguages();
  const grammar = language ? Prism.languages[language] : undefined;
  const lines = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : normalizeTokens([code]);
  let html = '';
  for (const line of lines) {
    html += '<span class="token-line">';
    for (const token of line) {
      const content = token.content === '\n' ? '' : token.content;
      let slot: number | undefined;
      for (const type of token.types) slot = lightIndex.get(type) ?? slot;
      if (token.empty) html += `<span style="display:inline-block">${escapeHtml(content)}</span>`;
      else if (slot === undefined) html += escapeHtml(content);
      else html += `<span class="tk${slot}">${escapeHtml(content)}</span>`;
    }
    html += '<br></span>';
  }
  return html;
}

function themeRules(theme: PrismTheme, scope: string): string {
  const vars = `${scope}.theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`;
  return vars + theme.styles.map((s, i) => `${scope}.theme-code-block .tk${i}{color:${String(s.style.color)}}`).join('');
}

/** Token colours and block colours of both modes, for a `<style>` in every page. */
export const tokenCss = themeRules(prismLight, '') + themeRules(prismDark, "[data-theme='dark'] ");
