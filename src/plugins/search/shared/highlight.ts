/**
 * Highlighted titles and snippets for search results. The DocSearch dialog
 * and the search page insert these strings as HTML, so this is the XSS
 * boundary: every character of the text is escaped, and the only markup ever
 * added is the highlight tags.
 */
import {normalize, remembered, terms, VERSION_NUMBER} from './tokenize';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

const HTML_SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most words and spaces have nothing to escape: highlighting twenty hits per keystroke escapes thousands of them.
  return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: HighlightTags = {pre: '<mark>', post: '</mark>'};

/** A word of highlighted text: a version number (`1.6.5`) is one word, as the tokenizer sees it. */
const HIGHLIGHT_WORD = new RegExp(`${VERSION_NUMBER}|[\\p{L}\\p{N}_$]+`, 'gu');

/** A word matches when one of its terms is a query term, or starts with the query's last term (typing). */
export type TermMatcher = (termText: string) => boolean;

/**
 * Matchers for the words of results: a word matches when one of its terms
 * equals a query term (or one of the extra terms a result matched, such as a
 * typo's correction), or begins with the last (possibly unfinished) query
 * word. The query is tokenized once; each result adds its own terms.
 */
export function queryMatchers(query: string, lang: string): (extraTerms?: Iterable<string>) => TermMatcher {
  const queryTerms = terms(query, lang).map((t) => t.term);
  const words = normalize(query).match(HIGHLIGHT_WORD) ?? [];
  const last = words[words.length - 1] ?? '';
  return (extraTerms = []) => {
    const qTerms = new Set([...queryTerms, ...extraTerms]);
    // A plain word (one part, no CJK) has terms that begin as it does: the word and its stem. A word whose first
    // letter begins no query term cannot match, and is not stemmed at all (most words of a snippet).
    const initials = new Set([...qTerms].map(initialOf));
    if (last.length >= 2) initials.add(initialOf(last));
    return (word) => {
      if (PLAIN_WORD.test(word) && !initials.has(wordInitial(word))) return false;
      for (const t of termsOfWord(word, lang)) {
        if (qTerms.has(t)) return true;
        if (last.length >= 2 && t.startsWith(last)) return true;
      }
      return false;
    };
  };
}

/** A word of lower-case letters only after its first (no camelCase, hyphen or digit: no parts), not Chinese or Japanese. */
const PLAIN_WORD = /^[\p{L}][\p{Ll}\p{Lm}]*$/u;

/** The first letter of a term, without its diacritics (the German stemmer writes ä as a: "ändern" → andern). */
function initialOf(term: string): string {
  return (term[0] ?? '').normalize('NFD')[0] ?? '';
}

const initials = new Map<string, string>();
/**
 * `initialOf(normalize(word))` for a plain word, from its first letter alone:
 * a plain word has no combining marks for normalizing to join to that letter,
 * so its initial is the first letter's. Normalizing every word of every
 * snippet was the largest single cost of highlighting.
 */
function wordInitial(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  let initial = initials.get(first);
  if (initial === undefined) {
    initial = initialOf(normalize(first));
    initials.set(first, initial);
  }
  return initial;
}

/**
 * The terms of a word of a result, remembered: every keystroke highlights
 * the titles and snippets of twenty hits, mostly the same words again.
 */
const wordTerms = new Map<string, string[]>();
function termsOfWord(word: string, lang: string): string[] {
  return remembered(wordTerms, `${lang}\u0000${word}`, () => terms(word, lang).map((t) => t.term));
}

/** A matcher for one query (see queryMatchers). */
export function queryMatcher(query: string, lang: string, extraTerms: Iterable<string> = []): TermMatcher {
  return queryMatchers(query, lang)(extraTerms);
}

const WORD_OR_OTHER = new RegExp(`(${HIGHLIGHT_WORD.source})|([^\\p{L}\\p{N}_$]+)`, 'gu');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Query terms written in Chinese/Japanese script, matched as substrings; the last query's are kept (one per hit field). */
let lastNeedles: {query: string; needles: string[]} = {query: '', needles: []};
function cjkNeedles(query: string): string[] {
  if (lastNeedles.query !== query) {
    const needles = normalize(query).match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu) ?? [];
    lastNeedles = {query, needles};
  }
  return lastNeedles.needles;
}

/** The whole text escaped, with matching words wrapped in highlight tags. */
export function highlight(
  text: string,
  matches: TermMatcher,
  query = '',
  tags: HighlightTags = DEFAULT_TAGS,
): {value: string; matched: boolean} {
  let matched = false;
  let out = '';
  const needles = cjkNeedles(query);
  for (const m of text.matchAll(WORD_OR_OTHER)) {
    const [token, word] = m;
    if (!word) {
      out += escapeHtml(token);
      continue;
    }
    if (needles.length && CJK.test(word)) {
      const marked = markSubstrings(word, needles, tags);
      if (marked !== null) {
        matched = true;
        out += marked;
        continue;
      }
      out += escapeHtml(word);
      continue;
    }
    if (matches(word)) {
      matched = true;
      out += tags.pre + escapeHtml(word) + tags.post;
    } else {
      out += escapeHtml(word);
    }
  }
  return {value: out, matched};
}

/** Whether `highlight` would mark a word of the text, without building the marked text. */
export function hasMatch(text: string, matches: TermMatcher, query = ''): boolean {
  const needles = cjkNeedles(query);
  for (const [word] of text.matchAll(HIGHLIGHT_WORD)) {
    if (needles.length && CJK.test(word)) {
      const lower = normalize(word);
      if (needles.some((n) => lower.includes(n))) return true;
      continue;
    }
    if (matches(word)) return true;
  }
  return false;
}

/** Marks every occurrence of the needles in a CJK run; null when none occurs. */
function markSubstrings(run: string, needles: string[], tags: HighlightTags): string | null {
  const lower = normalize(run);
  const marks = new Array<boolean>(lower.length).fill(false);
  let any = false;
  for (const n of needles) {
    let i = lower.indexOf(n);
    while (i >= 0) {
      for (let k = i; k < i + n.length; k++) marks[k] = true;
      any = true;
      i = lower.indexOf(n, i + 1);
    }
  }
  if (!any) return null;
  let out = '';
  let open = false;
  for (let i = 0; i < run.length; i++) {
    if (marks[i] && !open) {
      out += tags.pre;
      open = true;
    } else if (!marks[i] && open) {
      out += tags.post;
      open = false;
    }
    out += escapeHtml(run[i]!);
  }
  if (open) out += tags.post;
  return out;
}

/**
 * A snippet of about `words` words around the first match, escaped and
 * highlighted, with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  matches: TermMatcher,
  query = '',
  words = 15,
  ellipsis = '…',
  tags: HighlightTags = DEFAULT_TAGS,
): {value: string; matched: boolean} {
  const tokens = [...text.matchAll(WORD_OR_OTHER)].map((m) => m[0]);
  const isWord = (t: string) => /[\p{L}\p{N}_$]/u.test(t);
  const wordIdx = tokens.map((t, i) => (isWord(t) ? i : -1)).filter((i) => i >= 0);
  const needles = cjkNeedles(query);
  let first = wordIdx.find(
    (i) => matches(tokens[i]!) || (needles.length > 0 && CJK.test(tokens[i]!) && needles.some((n) => normalize(tokens[i]!).includes(n))),
  );
  const matched = first !== undefined;
  first ??= wordIdx[0] ?? 0;
  const pos = wordIdx.indexOf(first);
  // CJK runs are single "words": cut long runs by characters instead.
  const startWord = Math.max(0, pos - Math.floor(words / 3));
  const endWord = Math.min(wordIdx.length - 1, startWord + words - 1);
  const startTok = startWord === 0 ? 0 : wordIdx[startWord]!;
  const endTok = endWord >= wordIdx.length - 1 ? tokens.length - 1 : wordIdx[endWord]!;
  let piece = tokens.slice(startTok, endTok + 1).join('');
  let cutStart = startTok > 0;
  let cutEnd = endTok < tokens.length - 1;
  // Chinese and Japanese sentences are one long "word": cut them by characters around the match.
  if (piece.length > 240) {
    const lower = normalize(piece);
    const hit = Math.min(...needles.map((n) => lower.indexOf(n)).filter((i) => i >= 0), Infinity);
    const at = Number.isFinite(hit) ? Math.max(0, hit - 60) : 0;
    cutStart ||= at > 0;
    cutEnd ||= at + 240 < piece.length;
    piece = piece.slice(at, at + 240);
  }
  const body = highlight(piece.trim(), matches, query, tags).value;
  return {
    value: (cutStart ? ellipsis : '') + body + (cutEnd ? ellipsis : ''),
    matched,
  };
}
