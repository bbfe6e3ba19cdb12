/** The Algolia upload's dry run on a small two-locale build (node --test). */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {main, loadSynonymTable} from './algolia-upload.mjs';

const SYNONYMS = loadSynonymTable();

/** A build folder with an English and a Russian search index, one shard each. */
function fixtureBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-upload-'));
  const write = (rel, data) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), JSON.stringify(data));
  };
  const shards = {
    '': {
      language: 'en',
      tag: 'docs-default-current',
      version: 'current',
      docs: [
        {
          url: '/kanban/api/methods/js_kanban_addcard_method/',
          h: ['Methods', 'addCard()', null, null, null, null, null],
          c: ['Adds a card.'],
        },
      ],
    },
    'ru/': {
      language: 'ru',
      tag: 'docs-default-1.6',
      version: '1.6',
      docs: [
        {
          url: '/kanban/ru/1.6/api/methods/js_kanban_addcard_method/#usage',
          h: ['Методы', 'addCard()', 'Использование', null, null, null, null],
          c: ['Первый.', 'Второй.'],
        },
      ],
    },
  };
  // The English page as built: its keywords are in its <meta> only, not in the shipped shard.
  fs.mkdirSync(path.join(dir, 'api/methods/js_kanban_addcard_method'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'api/methods/js_kanban_addcard_method/index.html'),
    '<html><head><meta data-rh="true" name="keywords" content="new task from code,create ticket &amp; open it"></head><body></body></html>',
  );
  for (const [prefix, shard] of Object.entries(shards)) {
    write(`${prefix}search-index/${shard.tag}.0123abcd.json`, shard);
    write(`${prefix}search-index/manifest.json`, {
      formatVersion: 1,
      language: shard.language,
      shards: [{tag: shard.tag, version: shard.version, file: `${shard.tag}.0123abcd.json`, sections: 1, bytes: 1}],
    });
  }
  return dir;
}

async function dryRun(env) {
  const dir = fixtureBuild();
  const out = path.join(dir, 'dry-run.json');
  const logs = [];
  const code = await main(['--dry-run', '--build-dir', dir, '--out', out], env, (m) => logs.push(m));
  return {code, logs, sent: JSON.parse(fs.readFileSync(out, 'utf8'))};
}

test('dry run: records of every locale, absolute on SITE_URL, in the index ALGOLIA_INDEX_NAME names', async () => {
  const {code, logs, sent} = await dryRun({SITE_URL: 'https://docs.kanban.test', ALGOLIA_INDEX_NAME: 'kanban_staging'});
  assert.equal(code, 0);
  assert.equal(sent.indexName, 'kanban_staging');
  assert.deepEqual(
    sent.records.map((r) => [r.language, r.type]),
    [
      ['en', 'lvl1'],
      ['en', 'content'],
      ['ru', 'lvl2'],
      ['ru', 'content'],
      ['ru', 'content'],
    ],
  );
  const usage = sent.records[2];
  assert.equal(usage.url, 'https://docs.kanban.test/kanban/ru/1.6/api/methods/js_kanban_addcard_method/#usage');
  assert.equal(usage.docusaurus_tag, 'docs-default-1.6');
  assert.equal(usage.version, '1.6');
  assert.equal(new Set(sent.records.map((r) => r.objectID)).size, sent.records.length);
  assert.match(logs.join('\n'), /kanban_staging.*5 records/);
  assert.match(logs.join('\n'), /dry run, nothing sent/);
});

test("dry run: a page's record carries the keywords of its built page; section records and pages without them do not", async () => {
  const {sent} = await dryRun({});
  assert.deepEqual(sent.records[0].keywords, ['new task from code', 'create ticket & open it']);
  assert.deepEqual(
    sent.records.filter((r) => 'keywords' in r).map((r) => r.objectID),
    [sent.records[0].objectID],
  );
  assert.ok(sent.settings.searchableAttributes.includes('unordered(keywords)'));
});

test('dry run: default index `kanban` and the placeholder origin without environment', async () => {
  const {sent} = await dryRun({});
  assert.equal(sent.indexName, 'kanban');
  assert.ok(sent.records.every((r) => r.url.startsWith('https://docs.example.com/kanban/')));
});

test('dry run: settings facet on language and version tag, with the build languages (CJK first)', async () => {
  const {sent} = await dryRun({});
  for (const facet of ['language', 'docusaurus_tag', 'lang', 'version', 'type'])
    assert.ok(sent.settings.attributesForFaceting.includes(facet), facet);
  assert.deepEqual(sent.settings.queryLanguages, ['en', 'ru']);
  assert.deepEqual(sent.settings.indexLanguages, ['en', 'ru']);
  assert.equal(sent.settings.attributeForDistinct, 'url');
});

test('dry run: the embedded engine synonyms of the build languages, one-way, locale-prefixed ids', async () => {
  const {sent} = await dryRun({});
  const expected = (lang) => Object.entries(SYNONYMS[lang]).filter(([k, v]) => v.some((w) => w !== k)).length;
  assert.equal(sent.synonyms.length, expected('en') + expected('ru'));
  assert.ok(sent.synonyms.every((s) => /^(en|ru):/.test(s.objectID) && s.type === 'onewaysynonym'));
  assert.deepEqual(
    sent.synonyms.find((s) => s.objectID === 'en:remove'),
    {objectID: 'en:remove', type: 'onewaysynonym', input: 'remove', synonyms: ['delete']},
  );
  assert.deepEqual(
    sent.synonyms.find((s) => s.objectID === 'ru:карточка'),
    {objectID: 'ru:карточка', type: 'onewaysynonym', input: 'карточка', synonyms: ['card']},
  );
  // An entry listing its own key ("limit": limit, wip) sends only the alternatives.
  assert.deepEqual(sent.synonyms.find((s) => s.objectID === 'en:limit')?.synonyms, ['wip']);
  assert.equal(new Set(sent.synonyms.map((s) => s.objectID)).size, sent.synonyms.length);
  assert.ok(!sent.synonyms.some((s) => s.objectID.startsWith('zh:')), 'no synonyms for languages the build lacks');
});

test('without a build, or without credentials outside a dry run, it stops with a clear message', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-upload-empty-'));
  assert.equal(await main(['--build-dir', empty], {}, () => {}), 1);
  assert.equal(await main(['--build-dir', fixtureBuild()], {}, () => {}), 2);
});
