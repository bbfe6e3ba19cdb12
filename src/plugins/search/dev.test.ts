/** The index the dev server serves (npm run test:unit). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from 'vitest';
import {devSearchStaticDir} from './dev';
import {SHARD_FORMAT_VERSION} from './shared/types';

const manifestOf = (siteDir: string) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/.cache/kanban-search/ru/search-index/manifest.json'), 'utf8'));
const keep = (siteDir: string, manifest: object) => {
  const dir = path.join(siteDir, 'node_modules/.cache/kanban-search/ru/search-index');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
};

test('without a build the dev server serves a manifest that says to build once', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanban-dev-'));
  devSearchStaticDir(siteDir, 'ru', 'search-index');
  expect(manifestOf(siteDir).missing).toMatch(/npm run build/);
});

test("a build's index in the current format is served as it is; one in an older format is not read", () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanban-dev-'));
  const current = {formatVersion: SHARD_FORMAT_VERSION, language: 'ru', shards: [{tag: 'docs-default-current', file: 'a.json'}]};
  keep(siteDir, current);
  devSearchStaticDir(siteDir, 'ru', 'search-index');
  expect(manifestOf(siteDir)).toEqual(current);

  keep(siteDir, {...current, formatVersion: 1});
  devSearchStaticDir(siteDir, 'ru', 'search-index');
  expect(manifestOf(siteDir).shards).toEqual([]);
  expect(manifestOf(siteDir).missing).toMatch(/older format.*npm run build/);
});
