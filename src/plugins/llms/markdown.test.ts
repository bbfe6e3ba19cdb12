/**
 * Unit tests of the HTML -> Markdown conversion of the twins, on markup as
 * the classic theme renders it. Run by Playwright's runner (no browser).
 */
import {test, expect} from 'vitest';
import {htmlToMarkdown} from './markdown';

const page = (body: string) =>
  `<!doctype html><html><body><nav class="navbar">menu</nav><main><article><nav class="theme-doc-breadcrumbs">Home</nav>` +
  `<div class="theme-doc-markdown markdown"><header><h1>addCard()</h1></header>${body}</div>` +
  `<footer class="theme-doc-footer"><a href="/edit">Edit this page</a></footer></article></main></body></html>`;
const pageUrl = 'https://docs.example.com/kanban/ru/api/methods/js_kanban_addcard_method/';

test('keeps the title as H1 and drops the page chrome and heading anchors', async () => {
  const md = await htmlToMarkdown({
    html: page(
      '<h2 class="anchor" id="usage">Usage<a href="#usage" class="hash-link" aria-label="Direct link">\u200b</a></h2><p>Text.</p>',
    ),
    pageUrl,
  });
  expect(md).toBe('# addCard()\n\n## Usage\n\nText.\n');
});

test('code blocks keep their language and lines, without the copy button', async () => {
  const md = await htmlToMarkdown({
    html: page(
      '<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_x">board.ts</div><div class="codeBlockContent_QJqH">' +
        '<pre class="prism-code language-ts"><code class="codeBlockLines_e6Vv">' +
        '<span class="token-line"><span class="token keyword">import</span> { Kanban } from "@dhx/trial-kanban";<br></span>' +
        '<span class="token-line"><br></span>' +
        '<span class="token-line">const a = 1 &lt; 2;<br></span></code></pre>' +
        '<div class="buttonGroup__atx"><button aria-label="Copy code">Copy</button></div></div></div>',
    ),
    pageUrl,
  });
  expect(md).toContain('**board.ts**\n\n```ts\nimport { Kanban } from "@dhx/trial-kanban";\n\nconst a = 1 < 2;\n```');
  expect(md).not.toContain('Copy');
});

test('admonitions become blockquotes led by their title', async () => {
  const md = await htmlToMarkdown({
    html: page(
      '<div class="theme-admonition theme-admonition-caution alert alert--warning"><div class="admonitionHeading_Gvgb">' +
        '<span class="admonitionIcon_Rf37"><svg viewBox="0 0 1 1"><path d="M0"/></svg></span>Changed in v1.7</div>' +
        '<div class="admonitionContent_BuS1"><p>Use <code>editor.autoSave</code>.</p></div></div>',
    ),
    pageUrl,
  });
  expect(md).toContain('> **Changed in v1.7**\n>\n> Use `editor.autoSave`.');
});

test('tabs become headed sections one level below the heading before them, hidden panels included', async () => {
  const md = await htmlToMarkdown({
    html: page(
      '<h2 id="install">Install</h2><div class="theme-tabs-container tabs-container tabList__CuJ"><ul role="tablist" class="tabs">' +
        '<li role="tab" class="tabs__item">npm</li><li role="tab" class="tabs__item">yarn</li></ul><div class="margin-top--md">' +
        '<div role="tabpanel"><p>With npm.</p></div><div role="tabpanel" hidden><p>With yarn.</p></div></div></div><h2>Next</h2>',
    ),
    pageUrl,
  });
  expect(md).toContain('## Install\n\n### npm\n\nWith npm.\n\n### yarn\n\nWith yarn.\n\n## Next');
  expect(md).not.toMatch(/<|tablist/);
});

test('links and images become absolute URLs on the site; tables stay tables', async () => {
  const md = await htmlToMarkdown({
    html: page(
      '<p><a href="../js_kanban_getcard_method/">getCard()</a>, <a href="#parameters">below</a>, <a href="/kanban/ru/">home</a>, ' +
        '<img src="/kanban/img/logo.svg" alt="Logo"></p>' +
        '<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>id</code></td><td><code>string | number</code></td></tr></tbody></table>',
    ),
    pageUrl,
  });
  expect(md).toContain('[getCard()](https://docs.example.com/kanban/ru/api/methods/js_kanban_getcard_method/)');
  expect(md).toContain('[below](https://docs.example.com/kanban/ru/api/methods/js_kanban_addcard_method/#parameters)');
  expect(md).toContain('[home](https://docs.example.com/kanban/ru/)');
  expect(md).toContain('![Logo](https://docs.example.com/kanban/img/logo.svg)');
  expect(md).toContain('| `id` | `string \\| number` |');
});

test('a page without a content element gives null; a page without H1 gets the given title', async () => {
  expect(await htmlToMarkdown({html: '<html><body><p>x</p></body></html>', pageUrl})).toBeNull();
  const md = await htmlToMarkdown({
    html: '<html><body><main><article><p>List</p></article></main></body></html>',
    pageUrl,
    title: 'Backend API',
  });
  expect(md).toBe('# Backend API\n\nList\n');
});
