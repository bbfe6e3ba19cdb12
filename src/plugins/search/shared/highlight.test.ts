/**
 * `highlightWithSnippet` marks a hit's best paragraph once and cuts its
 * snippet from those marks. It must give what highlighting the whole text and
 * then highlighting the snippet's own words again gave: that two-pass version
 * is kept here as the reference, and both run over texts whose snippet starts
 * or ends on white space or punctuation, texts without words, long Chinese
 * runs, and tags with spaces.
 */
import {test, expect} from 'vitest';
import {normalize} from './tokenize';
import {
  highlight,
  highlightWithSnippet,
  queryMatcher,
  queryMatchers,
  snippet,
  DEFAULT_TAGS,
  type HighlightTags,
  type TermMatcher,
} from './highlight';

const WORD_OR_OTHER = /(\d+(?:\.\d+)+|[\p{L}\p{N}_$]+)|([^\p{L}\p{N}_$]+)/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The snippet as it was cut before (36418ec): tokenize, find the first match, then highlight the cut piece again. */
function twoPassSnippet(text: string, matches: TermMatcher, query: string, words: number, ellipsis: string, tags: HighlightTags) {
  const tokens = [...text.matchAll(WORD_OR_OTHER)].map((m) => m[0]);
  const wordIdx = tokens.map((t, i) => (/[\p{L}\p{N}_$]/u.test(t) ? i : -1)).filter((i) => i >= 0);
  const needles = normalize(query).match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu) ?? [];
  let first = wordIdx.find(
    (i) => matches(tokens[i]!) || (needles.length > 0 && CJK.test(tokens[i]!) && needles.some((n) => normalize(tokens[i]!).includes(n))),
  );
  const matched = first !== undefined;
  first ??= wordIdx[0] ?? 0;
  const pos = wordIdx.indexOf(first);
  const startWord = Math.max(0, pos - Math.floor(words / 3));
  const endWord = Math.min(wordIdx.length - 1, startWord + words - 1);
  const startTok = startWord === 0 ? 0 : wordIdx[startWord]!;
  const endTok = endWord >= wordIdx.length - 1 ? tokens.length - 1 : wordIdx[endWord]!;
  let piece = tokens.slice(startTok, endTok + 1).join('');
  let cutStart = startTok > 0;
  let cutEnd = endTok < tokens.length - 1;
  if (piece.length > 240) {
    const lower = normalize(piece);
    const hit = Math.min(...needles.map((n) => lower.indexOf(n)).filter((i) => i >= 0), Infinity);
    const at = Number.isFinite(hit) ? Math.max(0, hit - 60) : 0;
    cutStart ||= at > 0;
    cutEnd ||= at + 240 < piece.length;
    piece = piece.slice(at, at + 240);
  }
  const body = highlight(piece.trim(), matches, query, tags).value;
  return {value: (cutStart ? ellipsis : '') + body + (cutEnd ? ellipsis : ''), matched};
}

const filler = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const TEXTS = [
  '',
  '  ',
  '— … —',
  'card',
  '  card  ',
  ` ${filler(3)} card ${filler(3)} `,
  `(${filler(12)}) the <card> & "column", ${filler(12)} — end.  `,
  `${filler(30)} addCard(): adds a card. ${filler(30)}`,
  `${filler(2)}, card; ${filler(40)}`,
  `"${filler(20)} cards'`,
  'Version 1.6.5 adds cards, 1.7 adds more.',
  '看板'.repeat(200) + '卡片' + '列'.repeat(100),
  '在看板中添加卡片的方法 addCard 以及 updateCard',
  'Карточки  и колонки; карточка — это «задача».',
];
const QUERIES: [string, string][] = [
  ['card', 'en'],
  ['cards column', 'en'],
  ['addCard', 'en'],
  ['1.6.5', 'en'],
  ['卡片', 'zh'],
  ['看板卡', 'zh'],
  ['карточка', 'ru'],
  ['xyz', 'en'],
];
const TAGS: HighlightTags[] = [DEFAULT_TAGS, {pre: ' <em> ', post: ' </em> '}, {pre: '__ais-highlight__', post: '__/ais-highlight__'}];

test('highlightWithSnippet gives the two-pass highlight and snippet for every text, query, length and tag', () => {
  let compared = 0;
  for (const text of TEXTS) {
    for (const [query, lang] of QUERIES) {
      const matches = queryMatcher(query, lang);
      for (const words of [1, 5, 15]) {
        for (const tags of TAGS) {
          const got = highlightWithSnippet(text, matches, query, words, '…', tags);
          const context = JSON.stringify({text: text.slice(0, 40), query, words, tags});
          expect(got.highlight, context).toEqual(highlight(text, matches, query, tags));
          expect(got.snippet, context).toEqual(twoPassSnippet(text, matches, query, words, '…', tags));
          expect(snippet(text, matches, query, words, '…', tags), context).toEqual(got.snippet);
          compared++;
        }
      }
    }
  }
  expect(compared).toBe(TEXTS.length * QUERIES.length * 3 * TAGS.length);
});

test('a snippet that runs to the end of the text drops the white space there and marks what the whole text marks', () => {
  const text = `${filler(20)} ,  the card  ; `;
  const got = highlightWithSnippet(text, queryMatcher('card', 'en'), 'card', 5);
  expect(got.snippet).toEqual({value: '…the <mark>card</mark>  ;', matched: true});
  expect(got.highlight).toEqual({value: `${filler(20)} ,  the <mark>card</mark>  ; `, matched: true});
});

test('hits of one query that matched the same extra terms share one matcher, which marks as a fresh one does', () => {
  const query = 'карточки кол';
  const matchers = queryMatchers(query, 'ru');
  const text = 'Колонки и карточки: колонка держит карточку, а не колесо.';
  const shared = matchers(['колонк', 'карточк']);
  expect(matchers(['колонк', 'карточк'])).toBe(shared);
  expect(matchers(['колесо'])).not.toBe(shared);
  // The marked headings of a page are remembered per matcher (SectionIndex.page): one matcher must mark as a new one.
  expect(highlight(text, shared, query).value).toBe(highlight(text, queryMatcher(query, 'ru', ['колонк', 'карточк']), query).value);
  expect(highlight(text, matchers(['колесо']), query).value).toContain('<mark>колесо</mark>');
});
