/**
 * check-docs reads links and headings from the page's syntax tree
 * (npm run test:unit): reference-style links and their definitions are
 * checked like inline links, and code blocks hold no headings or links.
 */
import {test, afterAll} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkFile, headings, links, codeBlocks} from './check-docs.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Writes a page with front matter and returns its path. */
function page(name, body) {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `---\ntitle: ${name}\ndescription: A test page.\n---\n\n${body}`);
  return file;
}

page('target.md', '# Target\n\n## Parameters {#parameters}\n\nText.\n');

test('a reference-style link to a missing page is reported at its definition', async () => {
  const file = page('ref-missing.md', '# Page\n\nSee [the method][m].\n\n[m]: ./missing.md#x\n');
  const errors = await checkFile(file);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /ref-missing\.md:10: \[m\]: link target \.\/missing\.md#x does not exist/);
});

test('a reference-style link to a missing anchor is reported', async () => {
  const file = page(
    'ref-anchor.md',
    '# Page\n\nSee [parameters][p] and [the page][ok].\n\n[p]: ./target.md#params\n[ok]: ./target.md#parameters\n',
  );
  const errors = await checkFile(file);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /\[p\]: \.\/target\.md#params: no heading with id #params/);
});

test('inline links and images are checked, valid ones pass', async () => {
  assert.deepEqual(await checkFile(page('ok.md', '# Page\n\n[Parameters](./target.md#parameters), [x][t].\n\n[t]: target.md\n')), []);
  const errors = await checkFile(page('inline.md', '# Page\n\n[Gone](./target.md#gone) ![Logo](./logo.png)\n'));
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors.join('\n'), /no heading with id #gone/);
  assert.match(errors.join('\n'), /logo\.png does not exist/);
});

test('a heading without an id is reported; heading-like lines in code are not headings', async () => {
  const body = '# Page\n\n## Usage\n\n```md\n## Not a heading\n[not a link](./missing.md)\n```\n';
  const errors = await checkFile(page('code.md', body));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /heading "Usage" needs an explicit id/);
});

test('outline: heading ids, code kept verbatim, reference links resolved in document order', () => {
  const src = '# T\n\nSee [x][ref] and [y](./a.md#b).\n\n## H `code` {#h}\n\n```md title="x"\n## Code {#code}\n```\n\n[ref]: ./r.md#x\n';
  assert.deepEqual(
    headings(src).map(({level, text, id}) => [level, text, id]),
    [
      [1, 'T', null],
      [2, 'H code', 'h'],
    ],
  );
  assert.deepEqual(
    codeBlocks(src).map(({lang, meta, body}) => [lang, meta, body]),
    [['md', 'title="x"', '## Code {#code}']],
  );
  assert.deepEqual(
    links(src).map((l) => l.target),
    ['./r.md#x', './a.md#b'],
  );
});

test('MDX pages are read as MDX: links inside components count', () => {
  const src = '# T\n\n<Tabs>\n<TabItem value="a">\n\n[In a tab](./target.md#parameters)\n\n</TabItem>\n</Tabs>\n';
  assert.deepEqual(
    links(src, 'mdx').map((l) => l.target),
    ['./target.md#parameters'],
  );
});

test('a page that does not compile is reported', async () => {
  const errors = await checkFile(page('broken.mdx', '# Page\n\n<div>\n\nunclosed {\n'));
  assert.match(errors.join('\n'), /does not compile/);
});
