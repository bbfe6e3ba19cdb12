/**
 * The index written from built pages (npm run test:unit): what other pages say of a page where they link to it, the
 * words of API pages' code examples, and the pages' keywords.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from 'vitest';
import {writeIndex} from './writeIndex';
import {SectionIndex} from '../shared/engine';
import type {Shard} from '../shared/types';

const html = (title: string, body: string, head = '') => `<!doctype html><html><head><meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:version" content="current">${head}</head>
<body><article><div class="theme-doc-markdown"><h1>${title}</h1>${body}</div></article></body></html>`;

/** Writes the pages (path → HTML) as a built site, indexes it and hands the shard to `check`; the site is removed after. */
async function withIndexedSite(pages: Record<string, string>, check: (shard: Shard) => void): Promise<void> {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'kanban-index-'));
  try {
    for (const [rel, text] of Object.entries(pages)) {
      await fs.mkdir(path.dirname(path.join(out, rel)), {recursive: true});
      await fs.writeFile(path.join(out, rel), text);
    }
    const manifest = await writeIndex({outDir: out, baseUrl: '/kanban/', indexDir: 'search-index', ignorePaths: [], otherLocaleDirs: []});
    check(JSON.parse(await fs.readFile(path.join(out, 'search-index', manifest.shards[0]!.file), 'utf8')) as Shard);
  } finally {
    await fs.rm(out, {recursive: true, force: true});
  }
}

/** Five pages that share the common words. */
const fillers = Object.fromEntries(
  Array.from({length: 5}, (_, i) => [`filler/${i}/index.html`, html(`Filler ${i}`, '<p>Cards and columns.</p>')]),
);

test('a page is found by what another page says where it links to it; the shipped sections do not carry that text', async () => {
  await withIndexedSite(
    {
      'api/meta/index.html': html('$meta', '<p>Options of an operation.</p>'),
      'api/history/index.html': html(
        'history',
        '<p>To keep a server push out of ctrl+z, pass <a href="../meta/">$meta</a> with the operation.</p>',
      ),
      ...fillers,
    },
    (shard) => {
      expect(shard.docs.some((d) => 'l' in d)).toBe(false);
      const index = new SectionIndex([shard], 'en');
      // The page's own text says nothing of a server push: only the history page's words around its link do.
      expect(index.rank('server push').map((r) => r.doc.url)).toContain('/kanban/api/meta/');
    },
  );
});

test('an API page is found by the words of its code example, a guide is not; the shipped sections do not carry them', async () => {
  const example =
    '<pre><code>// leave change detection alone while dragging\nzone.runOutsideAngular(() => board.api.on("drag-card", log));</code></pre>';
  await withIndexedSite(
    {
      'api/methods/on/index.html': html('on()', `<p>Subscribes to an action.</p>${example}`),
      'guides/frameworks/index.html': html('Frameworks', `<p>Mount the board in a component.</p>${example}`),
      ...fillers,
    },
    (shard) => {
      expect(shard.docs.some((d) => 'k' in d)).toBe(false);
      const index = new SectionIndex([shard], 'en');
      // Only the code says runOutsideAngular and change detection; the guide's copy of the example is not indexed.
      expect(index.rank('runOutsideAngular').map((r) => r.doc.url)).toEqual(['/kanban/api/methods/on/']);
      expect(index.rank('change detection').map((r) => r.doc.url)).toEqual(['/kanban/api/methods/on/']);
    },
  );
});

test("a page is found by its keywords (readers' words the page does not use), the shipped sections do not carry them", async () => {
  await withIndexedSite(
    {
      // As Docusaurus writes a doc's `keywords` front matter.
      'api/events/move-card/index.html': html(
        'move-card',
        '<p>Fires when a card moves to another column.</p>',
        '<meta data-rh="true" name="keywords" content="handoff to another team,ticket moved to another list">',
      ),
      'api/events/update-card/index.html': html('update-card', '<p>Fires when a card changes.</p>'),
      ...fillers,
    },
    (shard) => {
      expect(shard.docs.some((d) => 'w' in d)).toBe(false);
      const index = new SectionIndex([shard], 'en');
      // No page writes "handoff": only move-card's keywords do.
      expect(index.rank('team handoff').map((r) => r.doc.url)).toEqual(['/kanban/api/events/move-card/']);
    },
  );
});
