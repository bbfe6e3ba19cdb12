/**
 * Translations keep the structure of their English source (npm run test:unit).
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {compare, normalizeCode, checkTranslations, readHistory, revisionsBehind, root} from './check-translations.mjs';

const english = `---
title: getCard()
description: Returns the data of a card.
---

# getCard()

Returns the data object of one card. See [cards](../config/js_kanban_cards_config.md).

## Example {#example}

\`\`\`js
// read the card
const card = board.getCard(1); /* a copy */
\`\`\`
`;

const russian = `---
title: getCard()
description: Возвращает данные карточки.
translated_from: 0000000
---

# getCard()

Возвращает объект данных одной карточки. См. [cards](../config/js_kanban_cards_config.md).

## Пример {#example}

\`\`\`js
// прочитать карточку
const card = board.getCard(1); /* копия */
\`\`\`
`;

test('a faithful translation passes: prose and comments translated, code and links kept', () => {
  assert.deepEqual(compare('ru', english, russian), []);
});

test('a changed heading id is reported', () => {
  assert.match(compare('ru', english, russian.replace('{#example}', '{#primer}')).join('\n'), /heading #2 differs/);
});

test('changed code is reported, even when only a string literal changed', () => {
  assert.match(compare('ru', english, russian.replace('getCard(1)', 'getCard(2)')).join('\n'), /code block #1 differs/);
});

test('a changed link target is reported', () => {
  assert.match(
    compare('ru', english, russian.replace('../config/js_kanban_cards_config.md)', '../config/js_kanban_rows_config.md)')).join('\n'),
    /link #1 differs/,
  );
});

test('an untranslated description and English prose are reported', () => {
  const untranslated = russian
    .replace('Возвращает данные карточки.', 'Returns the data of a card.')
    .replace('Возвращает объект данных одной карточки. См.', 'Returns the data object of one card. See');
  const problems = compare('ru', english, untranslated).join('\n');
  assert.match(problems, /description is not translated/);
  assert.match(problems, /not in the ru script/);
});

test('comments are not code, URLs in strings are', () => {
  assert.equal(normalizeCode('js', 'fetch("https://x.test/a"); // go'), 'fetch("https://x.test/a");');
  assert.equal(normalizeCode('bash', 'npm i x # install'), 'npm i x');
});

test('a shallow clone makes the staleness check say so instead of passing silently', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, dir], {stdio: 'ignore'});
    const gitHistory = readHistory(dir);
    assert.equal(gitHistory.shallow, true);
    const first = execFileSync('git', ['rev-list', '--max-parents=0', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim().split('\n')[0];
    assert.equal(revisionsBehind(first, path.join(root, 'docs/index.mdx'), gitHistory), null);
    const {warnings} = checkTranslations({locales: ['none'], gitHistory});
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /shallow clone.*full git history.*git fetch --unshallow/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('revisions behind count the commits that changed the English file since the recorded one', () => {
  const commits = execFileSync('git', ['log', '--format=%H', '--', 'docs/index.mdx'], {cwd: root, encoding: 'utf8'}).trim().split('\n');
  const file = path.join(root, 'docs/index.mdx');
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'docs/index.mdx'], {cwd: root, encoding: 'utf8'}) ? 1 : 0;
  assert.equal(revisionsBehind(commits[0], file), dirty);
  if (commits.length > 1) assert.equal(revisionsBehind(commits[1].slice(0, 10), file), 1 + dirty);
  assert.throws(() => revisionsBehind('0123456789abcdef0123456789abcdef01234567', file), /not a commit of this repository/);
});

test('a changed target of a reference-style link is reported', () => {
  const en = `${english}\nAlso [the cards][c].\n\n[c]: ../config/js_kanban_cards_config.md\n`;
  const ru = `${russian}\nТакже [карточки][c].\n\n[c]: ../config/js_kanban_cards_config.md\n`;
  assert.deepEqual(compare('ru', en, ru), []);
  assert.match(
    compare('ru', en, ru.replace('[c]: ../config/js_kanban_cards_config.md', '[c]: ../config/js_kanban_rows_config.md')).join('\n'),
    /link #2 differs/,
  );
});
