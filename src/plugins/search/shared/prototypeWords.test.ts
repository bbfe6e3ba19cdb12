/**
 * Words that are keys of plain JavaScript objects (`constructor`, `toString`,
 * `__proto__` …) are user text like any other: every own property name of
 * Object.prototype and Function.prototype searches, highlights, finds
 * synonyms and answers Ask AI like an ordinary word. Run by Playwright's
 * runner (no browser needed).
 */
import {test, expect} from 'vitest';
import {SectionIndex} from './engine';
import {synonymsOf} from './synonyms';
import {highlight, snippet, queryMatcher} from './highlight';
import {retrieve, composeAnswer} from './answer';
import {terms} from './tokenize';
import type {Shard} from './types';

/** Every own property name of Object.prototype and Function.prototype. */
export const PROTOTYPE_WORDS = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)]),
].filter((name) => /^[\p{L}\p{N}_$]+$/u.test(name));

const shardOf = (language: string): Shard => ({
  language,
  tag: 'docs-default-current',
  version: 'current',
  docs: [
    // One page per word: the word is its title, so it must rank first.
    ...PROTOTYPE_WORDS.map((word) => ({
      url: `/kanban/api/words/${word}/`,
      h: ['API', `${word}()`, null, null, null, null, null],
      c: [`The ${word} member of the board, described here.`],
    })),
    {url: '/kanban/guides/other/', h: ['Guides', 'Other page', null, null, null, null, null], c: ['An ordinary page about cards.']},
  ],
});

test('the list covers the words the issue names', () => {
  expect(PROTOTYPE_WORDS).toEqual(
    expect.arrayContaining([
      'constructor',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__proto__',
      'isPrototypeOf',
      'apply',
      'bind',
      'call',
      'length',
      'name',
    ]),
  );
});

for (const language of ['en', 'ru', 'de', 'zh', 'ko']) {
  test(`every prototype word searches like any other word (${language})`, () => {
    const index = new SectionIndex([shardOf(language)], language);
    for (const word of PROTOTYPE_WORDS) {
      for (const query of [word, word.toLowerCase(), `${word} board`, `board ${word}`, word.slice(0, Math.max(2, word.length - 2))]) {
        const r = index.search(query, {hitsPerPage: 5});
        expect(r.nbHits, `${language}: ${query}`).toBeGreaterThan(0);
      }
      // Among the first hits (a German stem makes `caller` a form of `call`), highlighted.
      const r = index.search(word, {hitsPerPage: 3});
      const own = r.hits.find((h) => h.url === `/kanban/api/words/${word}/`);
      expect(own, `${language}: ${word}`).toBeTruthy();
      expect(JSON.stringify(own!._highlightResult), `${language}: ${word}`).toContain(`<mark>${word}</mark>`);
      // Ask AI retrieves the word's page too.
      expect(
        retrieve(index, `what is ${word}`, 3).map((p) => p.url),
        `${language}: ${word}`,
      ).toContain(`/kanban/api/words/${word}/`);
    }
  });
}

/** The prototype words a synonym table names: the Korean glossary's 생성자 is the constructor, 이름 the name. */
const TABLE_WORDS: Record<string, string[]> = {'ko:constructor': ['생성자'], 'ko:name': ['이름']};

test('synonyms of a prototype word are an empty list, in every language, but for a word the tables name', () => {
  for (const language of ['en', 'ru', 'de', 'zh', 'ko', 'xx']) {
    for (const word of PROTOTYPE_WORDS) {
      const s = synonymsOf(word, language);
      expect(Array.isArray(s), `${language}: ${word}`).toBe(true);
      expect(s, `${language}: ${word}`).toEqual(TABLE_WORDS[`${language}:${word}`] ?? []);
    }
  }
});

test('the highlighter and snippets mark prototype words', () => {
  for (const word of PROTOTYPE_WORDS) {
    const m = queryMatcher(word, 'en');
    expect(highlight(`Use ${word} here`, m, word).value).toBe(`Use <mark>${word}</mark> here`);
    expect(snippet(`Use ${word} here`, m, word).value).toContain(`<mark>${word}</mark>`);
    expect(terms(word, 'en').length).toBeGreaterThan(0);
  }
});

test('an Ask AI answer about a prototype word quotes its page', () => {
  const index = new SectionIndex([shardOf('en')], 'en');
  const answer = composeAnswer(retrieve(index, 'constructor __proto__ toString', 3), {intro: 'Intro', nothingFound: 'None'});
  expect(answer).toContain('/kanban/api/words/constructor/');
});
