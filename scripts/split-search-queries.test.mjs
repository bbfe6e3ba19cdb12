import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {fnv1a, halfOf} from './split-search-queries.mjs';

const read = (half) => JSON.parse(fs.readFileSync(new URL(`../tests/search-queries.${half}.json`, import.meta.url), 'utf8'));

test('FNV-1a matches the reference values', () => {
  assert.equal(fnv1a(''), 0x811c9dc5);
  assert.equal(fnv1a('a'), 0xe40c292c);
  assert.equal(fnv1a('foobar'), 0xbf9cf968);
});

test('every labelled query sits in the half its hash names, and the set is big enough', () => {
  const halves = {tune: read('tune'), holdout: read('holdout')};
  const minimum = {en: 80, ru: 80, de: 40, zh: 40, ko: 40};
  for (const [locale, min] of Object.entries(minimum)) {
    const all = [...halves.tune[locale], ...halves.holdout[locale]];
    assert.ok(all.length >= min, `${locale}: ${all.length} queries, want ${min}`);
    for (const half of ['tune', 'holdout'])
      for (const {q} of halves[half][locale]) assert.equal(halfOf(locale, q), half, `${locale} "${q}"`);
    assert.equal(new Set(all.map((e) => e.q)).size, all.length, `${locale}: duplicate queries`);
    for (const e of all) assert.ok(e.class && e.page, `${locale} "${e.q}" needs a class and a page`);
  }
});
