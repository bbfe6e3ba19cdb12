/**
 * Placeholders in translated UI strings (`{count}`, `{query}` …) must be
 * filled by the code that shows them, or the reader sees them raw. For every
 * id of i18n/<locale>/code.json: each placeholder of each plural form is one
 * the English message has, and every placeholder of the English message is
 * passed by each place in the code (ours, and the Docusaurus theme's) that
 * translates that id. Run by Playwright's runner (no browser needed).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from 'vitest';
import {locales} from '../src/data/locales';

type Messages = Record<string, {message: string}>;
const root = path.join(__dirname, '..');
const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Messages;
const english = read('en');

/** Placeholders of an ICU-like message, as Docusaurus' interpolation sees them. */
export function placeholders(message: string): Set<string> {
  return new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
}

function* files(dir: string, exts: RegExp): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* files(p, exts);
    } else if (exts.test(entry.name)) {
      yield p;
    }
  }
}

const OPEN: Record<string, string> = {'(': ')', '{': '}', '[': ']'};

/** Index just past the bracket that closes the one at `start`, skipping string literals. */
function closing(text: string, start: number): number {
  const stack: string[] = [];
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (OPEN[c]) stack.push(OPEN[c]!);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return text.length;
}

/** Top-level comma-separated parts of a bracketed source (without its brackets). */
function topLevelParts(inner: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (OPEN[c] || c === "'" || c === '"' || c === '`') {
      i = closing(inner, i) - 1;
      continue;
    }
    if (c === ',') {
      parts.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(inner.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Keys of an object literal's source (`{count, query: q}` → count, query). */
const keysOf = (object: string) =>
  topLevelParts(object.trim().replace(/^\{|\}$/g, ''))
    .map((part) => part.match(/^['"]?(\w+)/)?.[1])
    .filter((k): k is string => Boolean(k));

/**
 * Every place in the code that translates an id, with the value names it
 * passes: `translate({id, ...}, {values})` and `<Translate id values={{...}}>`.
 */
export function translateCalls(sources: string[]): {id: string; values: Set<string>; file: string}[] {
  const calls: {id: string; values: Set<string>; file: string}[] = [];
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\btranslate\(/g)) {
      const open = m.index! + m[0].length - 1;
      const args = topLevelParts(text.slice(open + 1, closing(text, open) - 1));
      const id = args[0]?.match(/\bid:\s*(['"])(.+?)\1/)?.[2];
      if (id) calls.push({id, values: new Set(args[1]?.startsWith('{') ? keysOf(args[1]) : []), file});
    }
    for (const m of text.matchAll(/<Translate\b/g)) {
      // The opening tag: up to the first `>` outside braces.
      let end = m.index! + m[0].length;
      while (end < text.length && text[end] !== '>') end = text[end] === '{' ? closing(text, end) : end + 1;
      const tag = text.slice(m.index!, end);
      const id = tag.match(/\bid=(['"])(.+?)\1/)?.[2] ?? tag.match(/\bid=\{(['"])(.+?)\1\}/)?.[2];
      if (!id) continue;
      const at = tag.search(/\bvalues=\{/);
      const values = at >= 0 ? tag.slice(tag.indexOf('{', at) + 1, closing(tag, tag.indexOf('{', at)) - 1) : '';
      calls.push({id, values: new Set(values ? keysOf(values) : []), file});
    }
  }
  return calls;
}

const sources = [
  ...files(path.join(root, 'src'), /\.(tsx?|jsx?)$/),
  ...['theme-classic', 'theme-common', 'theme-search-algolia', 'plugin-content-docs', 'plugin-content-blog'].flatMap((pkg) => [
    ...files(path.join(root, 'node_modules', '@docusaurus', pkg, 'lib'), /\.js$/),
  ]),
];
const calls = translateCalls(sources);

test('the scanner finds the search strings with placeholders', () => {
  const seeAll = calls.filter((c) => c.id === 'theme.SearchBar.seeAll');
  expect(seeAll.length).toBeGreaterThan(0);
  expect(seeAll.every((c) => c.values.has('count'))).toBe(true);
  expect(calls.find((c) => c.id === 'theme.SearchPage.existingResultsTitle')?.values).toEqual(new Set(['query']));
});

for (const locale of locales.filter((l) => l !== 'en')) {
  test(`${locale}: every placeholder of a translation is one the English message has`, () => {
    const problems: string[] = [];
    for (const [id, {message}] of Object.entries(read(locale))) {
      const en = english[id];
      if (!en) continue; // untranslated or extra ids are scripts/ui-strings.test.mjs' business
      const allowed = placeholders(en.message);
      for (const form of message.split('|')) {
        for (const p of placeholders(form)) if (!allowed.has(p)) problems.push(`${id}: {${p}} in "${form}" is not in "${en.message}"`);
      }
      // A plural form may leave the number out ("One document found"), the message as a whole may not drop one.
      for (const p of allowed) if (!placeholders(message).has(p)) problems.push(`${id}: "${message}" drops {${p}}`);
    }
    expect(problems).toEqual([]);
  });
}

test('every placeholder of every message is passed by the code that shows it', () => {
  const problems: string[] = [];
  for (const call of calls) {
    const en = english[call.id];
    if (!en) continue;
    for (const p of placeholders(en.message)) {
      if (!call.values.has(p)) problems.push(`${path.relative(root, call.file)}: ${call.id} does not pass {${p}}`);
    }
  }
  expect(problems).toEqual([]);
});

test('DocSearch strings, which DocSearch shows as they are, have no placeholders in any locale', () => {
  const problems: string[] = [];
  for (const locale of locales) {
    for (const [id, {message}] of Object.entries(read(locale))) {
      if (id.startsWith('theme.SearchModal.') && placeholders(message).size) problems.push(`${locale} ${id}: "${message}"`);
    }
  }
  expect(problems).toEqual([]);
});
