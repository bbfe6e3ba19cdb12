#!/usr/bin/env node
/**
 * Content depth figures per docs version and locale: pages with under 60 words
 * of prose (code, inline code, link targets, tags and headings left out; words
 * counted with Intl.Segmenter, so Chinese and Korean count words, not
 * characters), pages with a Behaviour section, and "Open a live sample" links.
 *
 * Usage: node scripts/content-stats.mjs [--json]
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {listDocs} from './check-docs.mjs';
import {prose} from './check-translations.mjs';
import {docsFolders} from './generate-behaviour.mjs';

const MIN_WORDS = 60;

/** Words of prose in a page's Markdown body. */
export function proseWords(content, locale) {
  const text = prose(content)
    .split('\n')
    .filter((l) => !/^\s*#/.test(l) && !/^\s*\|?\s*-{3}/.test(l))
    .join('\n');
  const seg = new Intl.Segmenter(locale, {granularity: 'word'});
  let n = 0;
  for (const s of seg.segment(text)) if (s.isWordLike) n++;
  return n;
}

export function stats() {
  const rows = [];
  for (const f of docsFolders()) {
    const files = listDocs([f.dir]);
    let short = 0;
    let behaviour = 0;
    let samples = 0;
    for (const file of files) {
      const {content} = matter(fs.readFileSync(file, 'utf8'));
      if (proseWords(content, f.locale) < MIN_WORDS) short++;
      if (/\{#behaviour\}/.test(content)) behaviour++;
      samples += (content.match(/\]\(https:\/\/snippet\.dhtmlx\.com\/[^)]*\)/g) ?? []).length;
    }
    rows.push({version: f.version, locale: f.locale, pages: files.length, under60: short, behaviour, sampleLinks: samples});
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = stats();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('| Version | Locale | Pages | Under 60 words of prose | Behaviour sections | Live sample links |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(`| ${r.version} | ${r.locale} | ${r.pages} | ${r.under60} | ${r.behaviour} | ${r.sampleLinks} |`);
  }
}
