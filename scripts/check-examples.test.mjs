// Tests of scripts/check-examples.mjs: run with `npm run test:unit`.
import {afterAll, test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkExamples, extractBlocks} from './check-examples.mjs';

const board = `const columns = [{ id: "todo", label: "To do" }, { id: "done", label: "Done" }];
const cards = [{ id: 1, label: "Write docs", column: "todo", priority: 2 }];
const board = new kanban.Kanban("#root", { columns, cards });`;

const dirs = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
});

/** Writes a Markdown page to a fresh temp folder; returns its path. */
function page(text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-test-'));
  dirs.push(dir);
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(file, text);
  return file;
}

/** 1-based line of the first line containing `needle`. */
function lineOf(file, needle) {
  const i = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle));
  assert.ok(i >= 0, `${needle} not found`);
  return i + 1;
}

test('a correct example passes, signature and no-check blocks are skipped', () => {
  const file = page(`---
title: ok
description: A page whose examples are right.
---

# ok

\`\`\`ts signature
addCard({ columnId: string | number }): void;
\`\`\`

\`\`\`js
${board}
board.addCard({ columnId: "todo", card: { label: "New", custom: 1 }, select: true });
board.api.on("add-card", (ev) => console.log(ev.columnId, ev.card));
board.api.intercept("move-card", ({ id }) => id !== 1);
board.api.exec("undo");
board.setEdit(null);
\`\`\`

\`\`\`ts
${board}
const ids: kanban.ID[] = board.getSelection();
board.api.on("select-card", ({ id, groupMode }) => console.log(id, groupMode, ids));
\`\`\`

\`\`\`js no-check
board.thisIsNotChecked();
\`\`\`

\`\`\`json
{ "not": "checked" }
\`\`\`
`);
  const {files, blocks, errors} = checkExamples([file]);
  assert.equal(files, 1);
  assert.equal(blocks, 2);
  assert.deepEqual(errors, []);
});

test('wrong examples fail at the right line', () => {
  const file = page(`---
title: wrong
description: A page whose examples have mistakes.
---

# wrong

Some text.

\`\`\`javascript
${board}
board.addCrd({ columnId: "todo" });
board.addCard({ columnId: true });
board.addCard({ columId: "todo" });
board.api.on("add-crd", (ev) => console.log(ev));
board.api.exec("move-card", { id: 1, columnId: "done", bfore: 2 });
board.api.exec("add-card", { id: 3 });
\`\`\`

- A list item with an indented block:

  \`\`\`ts
  const b = new kanban.Kanban("#root", {});
  b.api.on("update-card", (ev) => ev.card.css);
  b.deleteCard("1");
  \`\`\`
`);
  const {blocks, errors} = checkExamples([file]);
  assert.equal(blocks, 2);
  const rel = path.relative(process.cwd(), file);
  const at = (needle) => errors.filter((e) => e.line === lineOf(file, needle));
  for (const e of errors) assert.equal(e.file, rel);

  const misspelledMethod = at('board.addCrd(');
  assert.equal(misspelledMethod.length, 1);
  assert.match(misspelledMethod[0].message, /addCrd/);
  assert.equal(misspelledMethod[0].column, 7);

  const wrongType = at('columnId: true');
  assert.equal(wrongType.length, 1);
  assert.match(wrongType[0].message, /boolean/);

  const misspelledParam = at('columId:');
  assert.equal(misspelledParam.length, 1);
  assert.match(misspelledParam[0].message, /columId/);

  const unknownEvent = at('"add-crd"');
  assert.equal(unknownEvent.length, 1);
  assert.match(unknownEvent[0].message, /add-crd/);

  assert.match(at('bfore')[0].message, /bfore/);
  assert.match(at('{ id: 3 }')[0].message, /columnId/);

  // ts blocks are strict: `card` is optional in the payload
  const strict = at('ev.card.css');
  assert.equal(strict.length, 1);
  assert.match(strict[0].message, /possibly 'undefined'/);
  assert.equal(strict[0].column, 35); // 2 spaces of list indentation + position in the block

  assert.match(at('b.deleteCard("1")')[0].message, /string/);
  assert.equal(errors.length, 8, JSON.stringify(errors, null, 1));
});

test('extractBlocks keeps line numbers of the file, skips front matter and nested fences', () => {
  const src = [
    '---',
    'title: "```js"',
    '---',
    '',
    '````md',
    '```js',
    'inner()',
    '```',
    '````',
    '',
    '~~~ts no-check',
    'x()',
    '~~~',
    '```js {2} title="a.js"',
    'a()',
    'b()',
    '```',
  ].join('\n');
  const blocks = extractBlocks(src);
  assert.deepEqual(
    blocks.map((b) => [b.lang, b.meta, b.line, b.code]),
    [
      ['md', '', 6, '```js\ninner()\n```'],
      ['ts', 'no-check', 12, 'x()'],
      ['js', '{2} title="a.js"', 15, 'a()\nb()'],
    ],
  );
});
