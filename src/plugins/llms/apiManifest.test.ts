/**
 * The public API manifest (/kanban/api.json) against its JSON Schema
 * (src/data/api/api.schema.json) and the API facts. Run by Playwright's runner (no browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {buildApiJson, type SourceManifest} from './apiManifest';
import {locales, defaultLocale} from '../../data/locales';
import {site} from '../../data/site';

const root = path.resolve(__dirname, '../../..');
const readJson = (p: string) => JSON.parse(fs.readFileSync(path.resolve(root, p), 'utf8'));
const manifest = readJson('src/data/api/manifest.json') as SourceManifest;
const schema = readJson('src/data/api/api.schema.json');
/** The facts file the manifest is generated from (the same one scripts/import-api-facts.mjs reads). */
const factsPath = process.env.KANBAN_API_FACTS ?? '/work/shared/kanban-api-facts.json';

function validator() {
  const ajv = new Ajv({allErrors: true, strict: false});
  addFormats(ajv);
  return ajv.compile(schema);
}

const api = buildApiJson({
  manifest,
  siteUrl: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: true,
  locales,
  defaultLocale,
  currentVersion: site.currentVersionLabel,
  // As in loaded docs content: no trailing slash.
  permalink: (version, id) =>
    version === 'current' ? `${site.baseUrl}${id}` : id.includes('internal') ? undefined : `${site.baseUrl}${version}/${id}`,
  olderVersions: ['1.6'],
});

test('api.json is valid against api.schema.json', () => {
  const validate = validator();
  expect(validate(api), JSON.stringify(validate.errors, null, 1)).toBe(true);
});

test('the schema rejects an item without its page URLs or with a bad version', () => {
  const validate = validator();
  const {urls: _urls, ...noUrls} = api.items[0]!;
  expect(validate({...api, items: [noUrls]})).toBe(false);
  expect(validate({...api, items: [{...api.items[0], since: 'soon'}]})).toBe(false);
});

test('every item has its page and Markdown twin in every locale', () => {
  for (const item of api.items) {
    expect(Object.keys(item.urls).sort()).toEqual([...locales].sort());
    expect(item.urls.ru).toBe(`${site.url}${site.baseUrl}ru/${item.id}/`);
    expect(item.markdown.ru).toBe(`${site.url}${site.baseUrl}ru/${item.id}.md`);
    expect(item.urls.en).toBe(`${site.url}${site.baseUrl}${item.id}/`);
  }
  const cards = api.items.find((i) => i.id === 'api/config/js_kanban_cards_config')!;
  expect(cards.olderVersions?.['1.6']?.urls.de).toBe(`${site.url}${site.baseUrl}de/1.6/api/config/js_kanban_cards_config/`);
});

// The facts file sits beside the repository (../shared), as in CI; a clone without it skips this test.
test.skipIf(!fs.existsSync(factsPath))(
  'every item of the API facts file is in api.json with its kind, name, parameters and versions',
  () => {
    const facts = JSON.parse(fs.readFileSync(factsPath, 'utf8')) as {
      items: {docId: string; kind: string; name: string; availableSince?: string; params?: {name: string}[]}[];
    };
    const byId = new Map(api.items.map((i) => [i.id, i]));
    for (const fact of facts.items) {
      const item = byId.get(fact.docId);
      expect(item, fact.docId).toBeDefined();
      expect(item!.kind).toBe(fact.kind);
      expect(item!.name).toBe(fact.name);
      if (fact.availableSince) expect(item!.since).toBe(fact.availableSince);
      if (fact.params) expect(((item!.params ?? []) as {name: string}[]).map((p) => p.name)).toEqual(fact.params.map((p) => p.name));
    }
    expect(api.items).toHaveLength(facts.items.length);
  },
);

test('an item without a current page is an error, not a silent gap', () => {
  expect(() =>
    buildApiJson({
      manifest: {product: {}, items: [{id: 'x', kind: 'method', name: 'x'}]},
      siteUrl: '',
      baseUrl: '/',
      trailingSlash: true,
      locales: ['en'],
      defaultLocale: 'en',
      currentVersion: '1.7',
      permalink: () => undefined,
      olderVersions: [],
    }),
  ).toThrow(/no page/);
});
