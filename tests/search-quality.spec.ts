/**
 * Search quality on the built index of each locale: at least 90% of the
 * labelled queries find their page in the top 3 (distinct pages), with the
 * same engine the browser runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './baseTest';
import {SectionIndex} from '../src/plugins/search/shared/engine';
import type {Shard, ShardManifest} from '../src/plugins/search/shared/types';
import {labelledQueries} from './search-queries';
import {site} from '../src/data/site';

const buildDir = path.join(__dirname, '..', 'build');

function loadIndex(locale: string): {index: SectionIndex; base: string} {
  const dir = locale === 'en' ? buildDir : path.join(buildDir, locale);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'manifest.json'), 'utf8')) as ShardManifest;
  const current = manifest.shards.filter((s) => s.tag === 'docs-default-current');
  const shards = current.map((s) => JSON.parse(fs.readFileSync(path.join(dir, 'search-index', s.file), 'utf8')) as Shard);
  return {index: new SectionIndex(shards, manifest.language), base: locale === 'en' ? site.baseUrl : `${site.baseUrl}${locale}/`};
}

/** The first three distinct pages a query ranks. */
export function topPages(index: SectionIndex, query: string, n = 3): string[] {
  const pages: string[] = [];
  for (const r of index.rank(query)) {
    const page = r.doc.url.split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}

for (const [locale, queries] of Object.entries(labelledQueries)) {
  test(`${locale}: at least 90% of readers' queries find their page in the top 3`, () => {
    const {index, base} = loadIndex(locale);
    const misses = queries.filter(({q, page}) => !topPages(index, q).includes(base + page)).map(({q, page}) => `${q} → ${page} (got ${topPages(index, q).join(', ')})`);
    const share = (queries.length - misses.length) / queries.length;
    expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  });
}
