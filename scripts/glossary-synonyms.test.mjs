/**
 * Copyright (c) JavaScript Kanban documentation authors.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from 'vitest';
import {glossarySynonyms, OUTPUT} from './glossary-synonyms.mjs';

test('the glossary synonyms file is what the glossaries say (run node scripts/glossary-synonyms.mjs after editing one)', () => {
  expect(JSON.parse(fs.readFileSync(OUTPUT, 'utf8'))).toEqual(glossarySynonyms());
});

test('terms map word by word across slashes, each to all across commas; phrases of up to three words are kept; notes, longer phrases and yes/no are left out', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
  fs.mkdirSync(path.join(dir, 'i18n/ru'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'i18n/ru/GLOSSARY.md'),
    [
      '| English | Русский | Примечание |',
      '| --- | --- | --- |',
      '| undo / redo | отмена / повтор | «отменить» |',
      '| upload, attachment | загрузка, вложение | |',
      '| row, swimlane | строка (дорожка) | |',
      '| drag and drop | перетаскивание | |',
      '| toolbar | панель инструментов | |',
      '| sidebar | боковая панель слева от доски | |',
      '| required / optional | обязательный / необязательный | в таблицах: «да» / «нет» |',
      '| yes / no | да / нет | |',
      '',
      '| Other | Table |',
      '| --- | --- |',
      '| card | карточка |',
    ].join('\n'),
  );
  expect(glossarySynonyms(dir).ru).toEqual({
    вложение: ['upload', 'attachment'],
    загрузка: ['upload', 'attachment'],
    необязательный: ['optional'],
    обязательный: ['required'],
    отмена: ['undo'],
    'панель инструментов': ['toolbar'],
    повтор: ['redo'],
    строка: ['row', 'swimlane'],
  });
});
