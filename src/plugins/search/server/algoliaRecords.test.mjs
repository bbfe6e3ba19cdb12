/** DocSearch records for hosted Algolia (npm run test:unit). */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import {shardToRecords, DOCSEARCH_SETTINGS} from './algoliaRecords.mjs';

const shard = {
  language: 'ru',
  tag: 'docs-default-current',
  version: 'current',
  docs: [
    {
      url: '/kanban/ru/api/methods/js_kanban_addcard_method/',
      h: ['Методы Kanban', 'addCard()', null, null, null, null, null],
      c: ['Создаёт карточку.'],
      d: 'Метод addCard() добавляет новую карточку на доску.',
    },
    {
      url: '/kanban/ru/api/methods/js_kanban_addcard_method/#usage',
      h: ['Методы Kanban', 'addCard()', 'Использование', null, null, null, null],
      c: ['Первый.', 'Второй.'],
    },
  ],
};

test('one record per heading and per paragraph, with DocSearch fields and facets', () => {
  const records = shardToRecords(shard, 'https://docs.example.com');
  assert.equal(records.length, 6);
  assert.deepEqual(
    records.map((r) => r.type),
    ['lvl1', 'content', 'content', 'lvl2', 'content', 'content'],
  );
  // The page's description is a content record of the page itself, as the embedded engine indexes it.
  assert.equal(records[2].content, 'Метод addCard() добавляет новую карточку на доску.');
  assert.equal(records[2].anchor, null);
  const usage = records[3];
  assert.equal(usage.url, 'https://docs.example.com/kanban/ru/api/methods/js_kanban_addcard_method/#usage');
  assert.equal(usage.url_without_anchor, 'https://docs.example.com/kanban/ru/api/methods/js_kanban_addcard_method/');
  assert.equal(usage.anchor, 'usage');
  assert.equal(usage.hierarchy.lvl2, 'Использование');
  assert.equal(usage.language, 'ru');
  assert.equal(usage.docusaurus_tag, 'docs-default-current');
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
});

test('the index settings facet on language and docusaurus_tag, as contextual search needs', () => {
  assert.ok(DOCSEARCH_SETTINGS.attributesForFaceting.includes('language'));
  assert.ok(DOCSEARCH_SETTINGS.attributesForFaceting.includes('docusaurus_tag'));
});

test('index settings name the site languages, a CJK language first (Algolia segments only then)', async () => {
  const {indexSettings} = await import('./algoliaRecords.mjs');
  const settings = indexSettings(['de', 'en', 'ko', 'ru', 'zh']);
  assert.deepEqual(settings.queryLanguages, ['ko', 'zh', 'de', 'en', 'ru']);
  assert.deepEqual(settings.indexLanguages, settings.queryLanguages);
  assert.equal(settings.attributeForDistinct, DOCSEARCH_SETTINGS.attributeForDistinct);
});

test("a page's keywords go on its own lvl1 record only, and are searched below headings, above the text", () => {
  const keywords = {'/kanban/ru/api/methods/js_kanban_addcard_method/': ['создать задачу из кода', 'новая карточка']};
  const records = shardToRecords(shard, 'https://docs.example.com', (url) => keywords[url] ?? []);
  assert.deepEqual(records[0].keywords, ['создать задачу из кода', 'новая карточка']);
  assert.equal(records[0].type, 'lvl1');
  assert.deepEqual(
    records.filter((r) => r.keywords).map((r) => r.objectID),
    [records[0].objectID],
  );
  // Without keywords, records have no such attribute (as before).
  assert.ok(shardToRecords(shard, 'https://docs.example.com').every((r) => !('keywords' in r)));
  const searchable = DOCSEARCH_SETTINGS.searchableAttributes;
  assert.ok(searchable.indexOf('unordered(keywords)') > searchable.indexOf('unordered(hierarchy.lvl6)'));
  assert.ok(searchable.indexOf('unordered(keywords)') < searchable.indexOf('content'));
});
