/** The index written from built pages (npm run test:unit): what other pages say of a page where they link to it. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from 'vitest';
import {writeIndex} from './writeIndex';
import {SectionIndex} from '../shared/engine';
import type {Shard} from '../shared/types';

const html = (title: string, body: string) => `<!doctype html><html><head><meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:version" content="current"></head>
<body><article><div class="theme-doc-markdown"><h1>${title}</h1>${body}</div></article></body></html>`;

test('a page is found by what another page says where it links to it; the shipped sections do not carry that text', async () => {
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'kanban-index-'));
  try {
    const write = async (rel: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(out, rel)), {recursive: true});
      await fs.writeFile(path.join(out, rel), text);
    };
    await write('api/meta/index.html', html('$meta', '<p>Options of an operation.</p>'));
    await write(
      'api/history/index.html',
      html('history', '<p>To keep a server push out of ctrl+z, pass <a href="../meta/">$meta</a> with the operation.</p>'),
    );
    for (let i = 0; i < 5; i++) await write(`filler/${i}/index.html`, html(`Filler ${i}`, '<p>Cards and columns.</p>'));
    const manifest = await writeIndex({outDir: out, baseUrl: '/kanban/', indexDir: 'search-index', ignorePaths: [], otherLocaleDirs: []});
    const shard = JSON.parse(await fs.readFile(path.join(out, 'search-index', manifest.shards[0]!.file), 'utf8')) as Shard;
    expect(shard.docs.some((d) => 'l' in d)).toBe(false);
    const index = new SectionIndex([shard], 'en');
    // The page's own text says nothing of a server push: only the history page's words around its link do.
    expect(index.rank('server push').map((r) => r.doc.url)).toContain('/kanban/api/meta/');
  } finally {
    await fs.rm(out, {recursive: true, force: true});
  }
});
