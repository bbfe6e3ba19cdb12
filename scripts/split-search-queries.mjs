#!/usr/bin/env node
/**
 * Splits the labelled search queries into a tuning half and a holdout half,
 * deterministically: FNV-1a (32-bit) over the UTF-8 bytes of
 * `${locale}\n${query}`; an even hash goes to tests/search-queries.tune.json,
 * an odd one to tests/search-queries.holdout.json. Ranking may be changed
 * looking at the tuning half only.
 *
 *   node scripts/split-search-queries.mjs all.json   # (re)write both halves from one list
 *   node scripts/split-search-queries.mjs --check    # exit 1 when a query sits in the wrong half
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = {tune: path.join(root, 'tests/search-queries.tune.json'), holdout: path.join(root, 'tests/search-queries.holdout.json')};

/** FNV-1a, 32-bit, over the UTF-8 bytes of a string. */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `tune` or `holdout` for a query of a locale. */
export function halfOf(locale, q) {
  return fnv1a(`${locale}\n${q}`) % 2 === 0 ? 'tune' : 'holdout';
}

export function split(all) {
  const out = {tune: {}, holdout: {}};
  for (const [locale, queries] of Object.entries(all)) {
    for (const half of ['tune', 'holdout']) out[half][locale] = [];
    for (const entry of queries) out[halfOf(locale, entry.q)][locale].push(entry);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === '--check') {
    let wrong = 0;
    for (const half of ['tune', 'holdout']) {
      for (const [locale, queries] of Object.entries(JSON.parse(fs.readFileSync(files[half], 'utf8')))) {
        for (const {q} of queries) {
          if (halfOf(locale, q) !== half) {
            console.error(`${locale} "${q}" belongs in ${halfOf(locale, q)}, not ${half}`);
            wrong++;
          }
        }
      }
    }
    process.exit(wrong ? 1 : 0);
  } else if (arg) {
    const halves = split(JSON.parse(fs.readFileSync(arg, 'utf8')));
    for (const half of ['tune', 'holdout']) fs.writeFileSync(files[half], JSON.stringify(halves[half], null, 1) + '\n');
    for (const locale of Object.keys(halves.tune))
      console.log(`${locale}: ${halves.tune[locale].length} tune, ${halves.holdout[locale].length} holdout`);
  } else {
    console.error('usage: split-search-queries.mjs <all.json> | --check');
    process.exit(2);
  }
}
