/** Unit tests of llms.txt and llms-full.txt rendering. Run by Playwright's runner (no browser). */
import {test, expect} from 'vitest';
import {sidebarSections, renderLlmsTxt, renderLlmsFull, uniquePages, type SidebarItem} from './llmsTxt';
import {twinPath} from './twin';

const sidebar = [
  {type: 'doc', id: 'index'},
  {type: 'doc', id: 'how_to_start'},
  {
    type: 'category',
    label: 'API',
    collapsed: false,
    collapsible: true,
    link: {type: 'doc', id: 'api/overview'},
    items: [
      {
        type: 'category',
        label: 'Methods',
        collapsed: true,
        collapsible: true,
        link: {type: 'generated-index', slug: '/category/methods', permalink: '/kanban/category/methods/', title: 'All methods'},
        items: [
          {type: 'doc', id: 'api/addcard'},
          {type: 'doc', id: 'missing'},
        ],
      },
    ],
  },
  {type: 'link', label: 'Forum', href: 'https://forum.example.com'},
] as unknown as SidebarItem[];

const entry = (id: string) => ({title: `T ${id} [x]`, mdUrl: `https://s/kanban/${id}.md`, description: `About ${id}.`});
const lookup = {
  doc: (id: string) => (id === 'missing' ? undefined : entry(id)),
  generatedIndex: (permalink: string) => ({title: 'All methods', mdUrl: `https://s${twinPath(permalink, false)}`}),
};

test('sections follow the sidebar: top-level pages first, then one per category named by its path', () => {
  const sections = sidebarSections(sidebar, lookup, 'Start here');
  expect(sections.map((s) => s.title)).toEqual(['Start here', 'API', 'API › Methods']);
  expect(sections[2]!.pages.map((p) => p.mdUrl)).toEqual(['https://s/kanban/category/methods.md', 'https://s/kanban/api/addcard.md']);
});

test('llms.txt has the llmstxt.org shape', () => {
  const txt = renderLlmsTxt({
    title: 'JavaScript Kanban',
    summary: 'A board\nwidget.',
    details: ['More.'],
    sections: sidebarSections(sidebar, lookup, 'Start here'),
  });
  const lines = txt.split('\n');
  expect(lines[0]).toBe('# JavaScript Kanban');
  expect(lines[2]).toBe('> A board widget.');
  expect(txt).toContain('\nMore.\n');
  expect(txt).toContain(
    '## API › Methods\n\n- [All methods](https://s/kanban/category/methods.md)\n- [T api/addcard \\[x\\]](https://s/kanban/api/addcard.md): About api/addcard.',
  );
  // Only H1, H2, the blockquote, the details paragraph and link lines.
  for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(# |## |> |- \[|More\.)/);
});

test('llms-full.txt has every page once, in order, each with its source URL', () => {
  const pages = uniquePages([
    {title: 'a', pages: [entry('a'), entry('b')]},
    {title: 'b', pages: [entry('b'), entry('c')]},
  ]);
  expect(pages.map((p) => p.mdUrl)).toEqual(['a', 'b', 'c'].map((id) => `https://s/kanban/${id}.md`));
  const full = renderLlmsFull({
    title: 'K',
    summary: 'S',
    pages: [
      {url: 'https://s/a/', markdown: '# A\n\nx\n'},
      {url: 'https://s/b/', markdown: '# B\n'},
    ],
  });
  expect(full).toBe('# K\n\n> S\n\n---\n\nSource: <https://s/a/>\n\n# A\n\nx\n\n---\n\nSource: <https://s/b/>\n\n# B\n');
});

test('twin paths: page URL without the slash plus .md; a version landing page gets index.md', () => {
  expect(twinPath('/kanban/ru/api/config/js_kanban_cards_config/', false)).toBe('/kanban/ru/api/config/js_kanban_cards_config.md');
  expect(twinPath('/kanban/ru/', true)).toBe('/kanban/ru/index.md');
  expect(twinPath('/kanban/ru/1.6/', true)).toBe('/kanban/ru/1.6/index.md');
});
