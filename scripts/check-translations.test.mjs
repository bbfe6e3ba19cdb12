/**
 * Translations keep the structure of their English source (npm run test:unit).
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import {compare, normalizeCode, checkTranslations} from './check-translations.mjs';

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
  assert.match(compare('ru', english, russian.replace('../config/js_kanban_cards_config.md)', '../config/js_kanban_rows_config.md)')).join('\n'), /link #1 differs/);
});

test('an untranslated description and English prose are reported', () => {
  const untranslated = russian.replace('Возвращает данные карточки.', 'Returns the data of a card.').replace('Возвращает объект данных одной карточки. См.', 'Returns the data object of one card. See');
  const problems = compare('ru', english, untranslated).join('\n');
  assert.match(problems, /description is not translated/);
  assert.match(problems, /not in the ru script/);
});

test('comments are not code, URLs in strings are', () => {
  assert.equal(normalizeCode('js', 'fetch("https://x.test/a"); // go'), 'fetch("https://x.test/a");');
  assert.equal(normalizeCode('bash', 'npm i x # install'), 'npm i x');
});

test('every translated locale is complete, in step with English, and no more than one source revision behind', () => {
  const {errors} = checkTranslations();
  assert.deepEqual(errors, []);
});
