/** Section records of a built page (npm run test:unit). */
import {test, expect} from 'vitest';
import {codeWords, defaultAdmonitionTitles, extractPage, linkContext} from './extract';

const html = (description: string) => `<!doctype html><html><head>
<meta name="docsearch:language" content="ru"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
<meta name="docsearch:version" content="current">${description}</head><body>
<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Методы Kanban</li><li class="breadcrumbs__item">destructor()</li></ul></nav>
<article><div class="theme-doc-markdown"><h1>destructor()</h1><p>Уничтожает экземпляр.</p>
<h2 id="usage">Использование<a class="hash-link" href="#usage">#</a></h2><p>Вызовите метод.</p></div></article></body></html>`;

test("the page's description goes with its first section only", () => {
  const page = extractPage(html('<meta name="description" content="Метод  удаляет доску со страницы.">'), '/kanban/ru/x/')!;
  expect(page.sections.map((s) => [s.url, s.d])).toEqual([
    ['/kanban/ru/x/', 'Метод удаляет доску со страницы.'],
    ['/kanban/ru/x/#usage', undefined],
  ]);
  expect(page.sections[1]!.h.slice(0, 3)).toEqual(['Методы Kanban', 'destructor()', 'Использование']);
});

test('a page without a description has no description field (the shard stays as small)', () => {
  const page = extractPage(html(''), '/kanban/ru/x/')!;
  expect('d' in page.sections[0]!).toBe(false);
});

test("the page's keywords (its `keywords` front matter) go with its first section only, one phrase each", () => {
  const page = extractPage(html('<meta name="keywords" content="удалить доску, очистить  страницу ,,">'), '/kanban/ru/x/')!;
  expect(page.sections.map((s) => s.w)).toEqual([['удалить доску', 'очистить страницу'], undefined]);
  expect('w' in extractPage(html(''), '/kanban/ru/x/')!.sections[0]!).toBe(false);
});

test('a link takes the words around it in its sentence, as the language segments them', () => {
  const en = 'The board keeps a history. Call undo() to revert the last change a user made on the board today, or redo it.';
  expect(linkContext(en, 'undo()', 'en')).toBe('Call undo() to revert the last change a user made');
  expect(linkContext('撤销历史。调用 undo() 撤销上一步操作，然后刷新看板。', 'undo()', 'zh')).toBe(
    '调 用 undo() 撤销 上 一步 操作 然后 刷新 看板',
  );
  expect(linkContext('No sentence names it.', 'undo()', 'en')).toBe('undo()');
});

test("a link's words stop at the sentence's other links: a neighbour's name says nothing of the page", () => {
  const text = 'Create links with addLink() and drop them with deleteLink() when a card is archived.';
  const anchors = ['addLink()', 'deleteLink()'];
  expect(linkContext(text, 'addLink()', 'en', anchors)).toBe('Create links with addLink() and drop them with');
  expect(linkContext(text, 'deleteLink()', 'en', anchors)).toBe('and drop them with deleteLink() when a card is archived');
});

test("a page's links to other pages: resolved paths, a table row's cells, no self-links or external links", () => {
  const page = extractPage(
    `<!doctype html><html><head><meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article><div class="theme-doc-markdown">
<h1>Methods</h1><p>Use <a href="../undo/">undo()</a> to revert a change. See <a href="#usage">usage</a>,
<a href="/kanban/x/">this page</a> and <a href="https://example.com/">the site</a>.</p>
<table><tr><td><a href="/kanban/redo/">redo()</a></td><td>Repeats the reverted change</td></tr></table></div></article></body></html>`,
    '/kanban/x/',
  )!;
  expect(page.links).toEqual([
    {to: '/kanban/undo/', text: 'Use undo() to revert a change'},
    {to: '/kanban/redo/', text: 'redo() Repeats the reverted change'},
  ]);
});

test("a code example's words: identifiers, keys and comments once each; no string values, numbers or keywords", () => {
  const code = `// open the editor once the card is added
const id = board.addCard({columnId: "backlog", card: {"label": 'Fix the login form', priority: 2}});
board.setEdit({cardId: id}); board.setEdit({cardId: id});`;
  expect(codeWords(code)).toEqual([
    'open',
    'the',
    'editor',
    'once',
    'card',
    'is',
    'added',
    'id',
    'board',
    'addCard',
    'columnId',
    'label',
    'priority',
    'setEdit',
    'cardId',
  ]);
});

test("an admonition's own title is its section's text; a default title (the type, or its translation) is not", () => {
  const admonition = (type: string, title: string, text: string) =>
    `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert"><div class="admonitionHeading_Gvgb">` +
    `<span class="admonitionIcon_Rf37"><svg></svg></span>${title}</div><div class="admonitionContent_BuS1"><p>${text}</p></div></div>`;
  const page = (titles?: Set<string>) =>
    extractPage(
      html('').replace(
        '<p>Вызовите метод.</p>',
        admonition('tip', 'Один исполнитель на карточку', 'Выберите select.') +
          admonition('tip', 'совет', 'Вызовите метод.') +
          admonition('note', 'note', 'Коротко.'),
      ),
      '/kanban/ru/x/',
      titles,
    )!.sections[1]!.c;
  const ru = defaultAdmonitionTitles({'theme.admonition.tip': {message: 'совет'}});
  expect(page(ru)).toEqual(['Один исполнитель на карточку', 'Выберите select.', 'Вызовите метод.', 'Коротко.']);
  // Without the locale's titles, only the English type names are default.
  expect(page()).toContain('совет');
  expect(page()).not.toContain('note');
});
