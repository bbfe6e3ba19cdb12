/** Section records of a built page (npm run test:unit). */
import {test, expect} from 'vitest';
import {extractPage} from './extract';

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
