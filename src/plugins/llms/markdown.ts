/**
 * Built HTML page -> clean Markdown (the page's "Markdown twin").
 *
 * Why from the built HTML and not from the MDX source: the HTML is what the
 * reader sees, with every MDX component (tabs, admonitions, generated
 * tables, links resolved per locale and version) already rendered, so no
 * `import` or JSX can leak through and nothing needs a second renderer. The
 * conversion itself is the maintained unified stack (rehype-parse ->
 * rehype-remark (hast-util-to-mdast) -> remark-gfm -> remark-stringify), the
 * same one @signalwire/docusaurus-plugin-llms-txt uses; this file only
 * reshapes Docusaurus' theme markup into plain HTML first:
 *   - code blocks (Prism token lines) -> `<pre><code class="language-x">`;
 *   - admonitions -> blockquotes starting with their bold title;
 *   - tabs -> one heading per tab (a level below the heading before them);
 *   - links and images -> absolute URLs on the site;
 *   - heading anchors, buttons and icons dropped.
 */
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Element, ElementContent, Root, RootContent} from 'hast';

export interface HtmlToMarkdownParams {
  /** Full built HTML of the page. */
  html: string;
  /** Absolute URL of the page (`https://site/kanban/ru/api/.../`): relative links resolve against it. */
  pageUrl: string;
  /** Title used as H1 when the content has none (generated pages). */
  title?: string;
}

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

function classes(node: Element): string[] {
  const c: unknown = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
}
const hasClass = (node: Element, prefix: string) => classes(node).some((c) => c === prefix || c.startsWith(`${prefix}_`));

function languageOf(...nodes: (Element | undefined)[]): string {
  for (const node of nodes) {
    const lang = node && classes(node).find((c) => c.startsWith('language-'));
    if (lang) return lang.slice('language-'.length);
  }
  return '';
}

/** Replaces `node` in place (keeps the object identity its parent holds). */
function replace(node: Element, next: Element): void {
  Object.assign(node, {tagName: next.tagName, properties: next.properties, children: next.children});
}

function codeBlock(lang: string, value: string): Element {
  return el('pre', {}, [el('code', lang ? {className: [`language-${lang}`]} : {}, [text(value)])]);
}

/** Prism renders one `.token-line` per line, each ending in `<br>`: join them with newlines. */
function codeText(pre: Element): string {
  const lines = selectAll('.token-line', pre);
  const value = lines.length ? lines.map((l) => toString(l)).join('\n') : toString(pre);
  return value.replace(/\n+$/, '');
}

function rewriteCodeBlocks(root: Element): void {
  for (const box of selectAll('.theme-code-block', root)) {
    const pre = select('pre', box);
    if (!pre) continue;
    const title = select('[class*="codeBlockTitle"]', box);
    const code = codeBlock(languageOf(box, pre, select('code', pre) ?? undefined), codeText(pre));
    replace(box, el('div', {}, title ? [el('p', {}, [el('strong', {}, [text(toString(title).trim())])]), code] : [code]));
  }
  // Code blocks rendered by anything else (a custom CodeBlock, build-time highlighting).
  for (const pre of selectAll('pre', root)) {
    const code = select('code', pre);
    if (code && classes(code).some((c) => c.startsWith('language-')) && code.children.every((c) => c.type === 'text')) continue;
    replace(pre, codeBlock(languageOf(pre, code ?? undefined), codeText(pre)));
  }
}

function rewriteAdmonitions(root: Element): void {
  for (const box of selectAll('.theme-admonition', root)) {
    const heading = select('[class*="admonitionHeading"]', box);
    const content = select('[class*="admonitionContent"]', box);
    const label = heading ? toString(heading).trim() : '';
    const title = label ? label.charAt(0).toLocaleUpperCase() + label.slice(1) : '';
    const body = content?.children ?? box.children;
    replace(box, el('blockquote', {}, [...(title ? [el('p', {}, [el('strong', {}, [text(title)])])] : []), ...body]));
  }
}

/** Tabs become headed sections, one level below the last heading before them (in document order). */
function rewriteTabs(root: Element): void {
  let level = 1;
  const walk = (node: Element) => {
    const h = /^h([1-6])$/.exec(node.tagName);
    if (h) {
      level = Number(h[1]);
      return;
    }
    if (hasClass(node, 'tabs-container') || hasClass(node, 'theme-tabs-container')) {
      const labels = selectAll('[role="tab"]', node).map((t) => toString(t).trim());
      const panels = selectAll('[role="tabpanel"]', node);
      const sub = `h${Math.min(level + 1, 6)}`;
      const outer = level;
      replace(
        node,
        el(
          'div',
          {},
          panels.flatMap((panel, i) => [el(sub, {}, [text(labels[i] ?? '')]), ...panel.children]),
        ),
      );
      for (const c of node.children) if (c.type === 'element') walk(c);
      level = outer;
      return;
    }
    for (const c of node.children) if (c.type === 'element') walk(c);
  };
  walk(root);
}

function absolutize(root: Element, pageUrl: string): void {
  for (const a of selectAll('a[href]', root)) {
    try {
      a.properties.href = new URL(String(a.properties.href), pageUrl).href;
    } catch {
      /* keep as is */
    }
  }
  for (const img of selectAll('img[src]', root)) {
    try {
      img.properties.src = new URL(String(img.properties.src), pageUrl).href;
    } catch {
      /* keep as is */
    }
  }
}

function removeAll(root: Element, selector: string): void {
  const doomed = new Set<unknown>(selectAll(selector, root));
  const prune = (node: Element) => {
    node.children = node.children.filter((c) => !doomed.has(c));
    for (const c of node.children) if (c.type === 'element') prune(c);
  };
  prune(root);
}

/** The content element of a doc page (`.theme-doc-markdown`), or of any other page (`main article`, `main`). */
export function contentElement(tree: Root): Element | undefined {
  return select('.theme-doc-markdown', tree) ?? select('main article', tree) ?? select('main', tree) ?? undefined;
}

const processor = unified()
  .use(rehypeRemark)
  // Unpadded tables: a model reads them the same and the files stay small.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one'});

/** Converts a built page to Markdown; `null` when the page has no content element. */
export async function htmlToMarkdown({html, pageUrl, title}: HtmlToMarkdownParams): Promise<string | null> {
  const tree = unified().use(rehypeParse).parse(html);
  const content = contentElement(tree);
  if (!content) return null;
  const root = el('div', {}, content.children);
  removeAll(root, 'a.hash-link, button, svg, script, style, nav, [hidden]:not([role="tabpanel"]), [class*="buttonGroup"]');
  rewriteCodeBlocks(root);
  rewriteAdmonitions(root);
  rewriteTabs(root);
  absolutize(root, pageUrl);
  if (!select('h1', root) && title) root.children.unshift(el('h1', {}, [text(title)]));
  const hast: Root = {type: 'root', children: [root as RootContent]};
  const mdast = await processor.run(hast as never);
  const md = processor.stringify(mdast as never);
  return `${md
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
