/**
 * Copyright (c) JavaScript Kanban documentation authors.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Search synonyms from the translation glossaries: each locale's word for an
 * English term of the API's vocabulary (ru "комментарий", de "Kommentar",
 * ko "댓글" → comment) finds the pages whose API names say it (addComment(),
 * `comments`), as the hand-written table in synonyms.ts does for "карточка" →
 * card. Written to src/plugins/search/shared/glossarySynonyms.json, which the
 * engine and the Algolia upload read; scripts/glossary-synonyms.test.mjs fails
 * when a glossary changed and the file was not regenerated.
 *
 *   node scripts/glossary-synonyms.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LOCALE_FOLDERS} from './headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = path.join(root, 'src/plugins/search/shared/glossarySynonyms.json');

/** Cell text without parentheses, quotes, inline code and emphasis. */
const clean = (cell) =>
  cell
    .replace(/\([^)]*\)|（[^）]*）/g, ' ')
    .replace(/[«»“”„"'`*]/g, ' ')
    .trim();

/** The items of a cell: split on commas, slashes and list marks; `pairs` when split on slashes. */
function items(cell) {
  const text = clean(cell);
  const bySlash = text.split('/');
  const parts = (bySlash.length > 1 ? bySlash : text.split(/[,、;；]/)).map((p) => p.trim().toLowerCase().normalize('NFKC'));
  return {parts, bySlash: bySlash.length > 1};
}

const ENGLISH_WORD = /^[a-z][a-z-]{2,}$/;
/** Table words that are not API vocabulary ("yes" / "no" columns, "see also"). */
const NOT_VOCABULARY = new Set(['yes', 'no', 'see', 'also', 'read', 'the', 'and']);
/** A word, or a phrase of up to three words (ko "다시 실행" → redo): the engine reads two neighbouring query words as one. */
const LOCAL_WORD = /^[\p{L}][\p{L}-]*(?: [\p{L}][\p{L}-]*){0,2}$/u;

/** `{locale: {word: [english, ...]}}` from the glossaries' term tables (rows under an "English" header). */
export function glossarySynonyms(dir = root) {
  const out = {};
  for (const locale of LOCALE_FOLDERS) {
    const file = path.join(dir, 'i18n', locale, 'GLOSSARY.md');
    if (!fs.existsSync(file)) continue;
    const table = new Map();
    let inTerms = false;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('|')) {
        inTerms = false;
        continue;
      }
      const cells = line.split('|').slice(1, -1);
      if (/^\s*English\s*$/i.test(cells[0] ?? '')) {
        inTerms = true;
        continue;
      }
      if (!inTerms || cells.length < 2 || /^\s*-+\s*$/.test(cells[0])) continue;
      const english = items(cells[0]);
      const local = items(cells[1]);
      // "undo / redo" | "отмена / повтор": term by term; "upload, attachment" | "загрузка, вложение": each to all.
      const pairwise = english.bySlash && local.bySlash && english.parts.length === local.parts.length;
      local.parts.forEach((word, i) => {
        if (!LOCAL_WORD.test(word) || (word.length < 2 && !/\p{Script=Han}/u.test(word))) return;
        const targets = (pairwise ? [english.parts[i]] : english.parts).filter(
          (w) => ENGLISH_WORD.test(w) && !NOT_VOCABULARY.has(w) && w !== word,
        );
        if (targets.length === 0) return;
        table.set(word, [...new Set([...(table.get(word) ?? []), ...targets])]);
      });
    }
    out[locale] = Object.fromEntries([...table.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const table = glossarySynonyms();
  // Written as Prettier formats it, so `npm run lint` passes on a regenerated file.
  const {format, resolveConfig} = await import('prettier');
  fs.writeFileSync(OUTPUT, await format(JSON.stringify(table), {...(await resolveConfig(OUTPUT)), filepath: OUTPUT}));
  console.log(
    `wrote ${path.relative(root, OUTPUT)}: ${Object.entries(table)
      .map(([l, t]) => `${l} ${Object.keys(t).length}`)
      .join(', ')}`,
  );
}
