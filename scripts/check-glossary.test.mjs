/**
 * check-translations fails a page that uses a wording its locale's glossary rejects.
 *
 * Run: node --test scripts/check-glossary.test.mjs
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import {glossaryProblems} from './check-glossary.mjs';
import {checkTranslations} from './check-translations.mjs';

const page = (body) => `---\ntitle: T\ndescription: D\n---\n\n# T\n\n${body}\n`;

test('Russian: events fire (срабатывают), they are not called (вызываются)', () => {
  assert.equal(glossaryProblems('ru', page('При удалении колонки вызывается событие `delete-column`.')).length, 1);
  assert.equal(glossaryProblems('ru', page('События `undo` и `redo`: вызываются при отмене.')).length, 1);
  assert.deepEqual(glossaryProblems('ru', page('При удалении колонки срабатывает событие `delete-column`. Метод вызывается у доски.')), []);
});

test('Russian: the spread operator is not "развернуть", and route placeholders are translated', () => {
  assert.equal(glossaryProblems('ru', page('Если сначала развернуть английский раздел, все ключи будут на месте.')).length, 1);
  const problems = glossaryProblems('ru', page('| `add-card` | `{ "id": <new card ID> }` |'));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /line 8: glossary rejects "<new card ID>"/);
  assert.deepEqual(glossaryProblems('ru', page('| `add-card` | `{ "id": <ID новой карточки> }` |\n\nРазверните свёрнутую колонку.')), []);
});

test('German: the calque "Geben Sie ihm nun etwas zum Anzeigen" fails', () => {
  assert.ok(glossaryProblems('de', page('Sie sehen ein leeres Board. Geben Sie\nihm nun etwas zum Anzeigen.')).length >= 1);
});

test('Chinese and Korean: the first mention of swimlanes follows the glossary', () => {
  assert.equal(glossaryProblems('zh', page('三列、两条泳道和几张卡片。')).length, 1);
  assert.deepEqual(glossaryProblems('zh', page('三列、两条泳道（行）和几张卡片。之后的泳道不必再加注。')), []);
  assert.equal(glossaryProblems('ko', page('두 개의 스윔레인이 있습니다.')).length, 1);
  assert.deepEqual(glossaryProblems('ko', page('두 개의 스윔레인(행)이 있습니다. 스윔레인마다 다릅니다.')), []);
  // Code does not count as a mention
  assert.deepEqual(glossaryProblems('zh', page('```js\n// 泳道\n```\n\n行（泳道）')), []);
});

test('the translated pages pass the glossary checks', () => {
  const {errors} = checkTranslations();
  assert.deepEqual(
    errors.filter((e) => /glossary|first mention/.test(e)),
    [],
  );
});
