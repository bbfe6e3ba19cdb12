/**
 * Highlighted titles and snippets for search results. The DocSearch dialog
 * and the search page insert these strings as HTML, so this is the XSS
 * boundary: every character of the text is escaped, and the only markup ever
 * added is the highlight tags.
 */
import {normalize, remembered, terms, tokenize, VERSION_NUMBER} from './tokenize';

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

/**
 * A word matches when one of its terms is a query term, or starts with the query's last term (typing).
 * `cjkTerms`: the Chinese or Japanese words the hit matched, marked as substrings of the text's runs like the query's
 * own runs: a query run ("删除卡片") is rarely written as such, its words are ("删除一张卡片").
 */
export type TermMatcher = ((termText: string) => boolean) & {cjkTerms?: readonly string[]};

/**
 * Matchers for the words of results: a word matches when one of its terms
 * equals a query term (or one of the extra terms a result matched, such as a
 * typo's correction), or begins with the last (possibly unfinished) query
 * word. The query is tokenized once, and what the query's own terms say of a
 * word is remembered for every result of the query (twenty hits repeat their
 * titles and many words); the results that matched the same extra terms
 * share one matcher for them.
 */
export function queryMatchers(query: string, lang: string): (extraTerms?: Iterable<string>) => TermMatcher {
  const queryTerms = new Set(terms(query, lang).map((t) => t.term));
  const words = normalize(query).match(HIGHLIGHT_WORD) ?? [];
  const last = words[words.length - 1] ?? '';
  const prefix = last.length >= 2 ? last : '';
  const queryInitials = initialsOf(queryTerms, prefix);
  const seen = new Map<string, boolean>();
  const matchesQuery: TermMatcher = (word) => {
    if (cannotMatch(word, queryInitials)) return false;
    let matched = seen.get(word);
    if (matched === undefined) {
      matched = someTermMatches(word, queryTerms, prefix, lang);
      seen.set(word, matched);
    }
    return matched;
  };
  // Hits of one query often matched the same extra terms (a stem, a prefix's completion): one matcher serves them all,
  // and what it remembers (the marked headings of the hits of one page) with it.
  const withExtra = new Map<string, TermMatcher>();
  return (extraTerms = []) => {
    const all = [...extraTerms];
    const key = all.join('\u0000');
    let made = withExtra.get(key);
    if (!made) withExtra.set(key, (made = matcherWith(all)));
    return made;
  };
  function matcherWith(all: string[]): TermMatcher {
    const extra = new Set(all.filter((t) => !queryTerms.has(t)));
    // Single characters are left out: 一 or 张 would mark half a Chinese text.
    const cjkTerms = [...new Set(all.filter((t) => t.length >= 2 && CJK.test(t)))];
    const extraInitials = initialsOf(extra, '');
    const matcher: TermMatcher =
      extra.size === 0
        ? (word) => matchesQuery(word)
        : (word) => matchesQuery(word) || (!cannotMatch(word, extraInitials) && someTermMatches(word, extra, '', lang));
    if (cjkTerms.length) matcher.cjkTerms = cjkTerms;
    else if (extra.size === 0) return matchesQuery;
    return matcher;
  }
}

/**
 * The initials of some terms and of a prefix. A plain word (one part, no CJK)
 * has terms that begin as it does: the word and its stem. A word whose first
 * letter begins none of the terms cannot match, and is not stemmed at all
 * (most words of a snippet).
 */
function initialsOf(terms: Set<string>, prefix: string): Set<string> {
  const out = new Set([...terms].map(initialOf));
  if (prefix) out.add(initialOf(prefix));
  return out;
}

/** Whether a word is plain and begins as none of the terms whose initials are given (most words of a snippet). */
function cannotMatch(word: string, initials: Set<string>): boolean {
  const initial = plainInitial(word);
  return initial !== '' && !initials.has(initial);
}

/**
 * A plain word's initial (`wordInitial`), '' for a word that is not plain; remembered: every keystroke highlights
 * twenty hits, mostly the same words again. A CPU profile put 102 of the 424 ms of highlighting in a typed pass over
 * the Russian first set in this test; remembering it saved only 3-4 % of that pass (interleaved A/B, 2026-12-07),
 * nothing measurable in the other locales.
 */
const plainInitials = new Map<string, string>();
function plainInitial(word: string): string {
  return remembered(plainInitials, word, () => (PLAIN_WORD.test(word) ? wordInitial(word) : ''));
}

/** Whether one of a word's terms is one of `wanted` or begins with `prefix` (when not empty). */
function someTermMatches(word: string, wanted: Set<string>, prefix: string, lang: string): boolean {
  for (const t of termsOfWord(word, lang)) {
    if (wanted.has(t)) return true;
    if (prefix && t.startsWith(prefix)) return true;
  }
  return false;
}

/** A word of lower-case letters only after its first (no camelCase, hyphen or digit: no parts), not Chinese or Japanese. */
const PLAIN_WORD = /^[\p{L}][\p{Ll}\p{Lm}]*$/u;

/** The first letter of a term, without its diacritics (the German stemmer writes ä as a: "ändern" → andern). */
function initialOf(term: string): string {
  return (term[0] ?? '').normalize('NFD')[0] ?? '';
}

const letterInitials = new Map<string, string>();
/**
 * `initialOf(normalize(word))` for a plain word, from its first letter alone:
 * a plain word has no combining marks for normalizing to join to that letter,
 * so its initial is the first letter's. Normalizing every word of every
 * snippet was the largest single cost of highlighting.
 */
function wordInitial(word: string): string {
  // A letter outside the BMP is two code units; any other is one, and `word[0]` needs no new string.
  const unit = word.charCodeAt(0);
  const first = unit >= 0xd800 && unit <= 0xdbff ? String.fromCodePoint(word.codePointAt(0)!) : word[0]!;
  let initial = letterInitials.get(first);
  if (initial === undefined) {
    initial = initialOf(normalize(first));
    letterInitials.set(first, initial);
  }
  return initial;
}

/**
 * The terms of a word of a result, as the index holds them (`$meta` is meta too), remembered: every keystroke
 * highlights the titles and snippets of twenty hits, mostly the same words again.
 */
const wordTerms = new Map<string, Map<string, string[]>>();
function termsOfWord(word: string, lang: string): string[] {
  let ofLanguage = wordTerms.get(lang);
  if (!ofLanguage) wordTerms.set(lang, (ofLanguage = new Map()));
  return remembered(ofLanguage, word, () => tokenize(word, lang));
}

/** A matcher for one query (see queryMatchers). */
export function queryMatcher(query: string, lang: string, extraTerms: Iterable<string> = []): TermMatcher {
  return queryMatchers(query, lang)(extraTerms);
}

const WORD_OR_OTHER = new RegExp(`(${HIGHLIGHT_WORD.source})|([^\\p{L}\\p{N}_$]+)`, 'gu');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Query terms written in Chinese/Japanese script, matched as substrings; the last query's are kept (one per hit field). */
let lastNeedles: {query: string; needles: string[]} = {query: '', needles: []};
function queryNeedles(query: string): string[] {
  if (lastNeedles.query !== query) {
    const needles = normalize(query).match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu) ?? [];
    lastNeedles = {query, needles};
  }
  return lastNeedles.needles;
}

/** What is marked as substrings in Chinese or Japanese runs: the query's runs and the words the hit matched. */
function cjkNeedles(query: string, matches: TermMatcher): readonly string[] {
  const own = queryNeedles(query);
  return matches.cjkTerms ? [...own, ...matches.cjkTerms] : own;
}

/**
 * The runs of a text (words and what lies between them) as `highlight` writes
 * them: escaped, a matching word wrapped in the highlight tags. `cjk` marks
 * the Chinese or Japanese words of a query with such words (matched as
 * substrings, not by `matches`).
 */
interface MarkedText {
  raw: string[];
  out: string[];
  isWord: boolean[];
  marked: boolean[];
  cjk: boolean[];
  matched: boolean;
}

function markText(text: string, matches: TermMatcher, query: string, tags: HighlightTags): MarkedText {
  const t: MarkedText = {raw: [], out: [], isWord: [], marked: [], cjk: [], matched: false};
  const needles = cjkNeedles(query, matches);
  for (const m of text.matchAll(WORD_OR_OTHER)) {
    const [token, word] = m;
    let out: string;
    let marked = false;
    const cjk = Boolean(word) && needles.length > 0 && CJK.test(word!);
    if (!word) {
      out = escapeHtml(token);
    } else if (cjk) {
      const substrings = markSubstrings(word, needles, tags);
      marked = substrings !== null;
      out = substrings ?? escapeHtml(word);
    } else {
      marked = matches(word);
      out = marked ? tags.pre + escapeHtml(word) + tags.post : escapeHtml(word);
    }
    t.matched ||= marked;
    t.raw.push(token);
    t.out.push(out);
    t.isWord.push(Boolean(word));
    t.marked.push(marked);
    t.cjk.push(cjk);
  }
  return t;
}

/** The whole text escaped, with matching words wrapped in highlight tags. */
export function highlight(
  text: string,
  matches: TermMatcher,
  query = '',
  tags: HighlightTags = DEFAULT_TAGS,
): {value: string; matched: boolean} {
  const t = markText(text, matches, query, tags);
  return {value: t.out.join(''), matched: t.matched};
}

/** Whether `highlight` would mark a word of the text, without building the marked text. */
export function hasMatch(text: string, matches: TermMatcher, query = ''): boolean {
  const needles = cjkNeedles(query, matches);
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
function markSubstrings(run: string, needles: readonly string[], tags: HighlightTags): string | null {
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
  return highlightWithSnippet(text, matches, query, words, ellipsis, tags).snippet;
}

/**
 * `highlight` and `snippet` of one text from one pass over its words: a hit
 * shows both for its best paragraph, and the snippet's words are marked
 * exactly as the whole text's are.
 */
export function highlightWithSnippet(
  text: string,
  matches: TermMatcher,
  query = '',
  words = 15,
  ellipsis = '…',
  tags: HighlightTags = DEFAULT_TAGS,
): {highlight: {value: string; matched: boolean}; snippet: {value: string; matched: boolean}} {
  const t = markText(text, matches, query, tags);
  const wordIdx: number[] = [];
  t.isWord.forEach((w, i) => w && wordIdx.push(i));
  // The first word the snippet centres on: one highlighting marks, or a Chinese or Japanese word that `matches` too.
  let first = wordIdx.find((i) => t.marked[i] || (t.cjk[i] && matches(t.raw[i]!)));
  const matched = first !== undefined;
  first ??= wordIdx[0] ?? 0;
  const pos = wordIdx.indexOf(first);
  const startWord = Math.max(0, pos - Math.floor(words / 3));
  const endWord = Math.min(wordIdx.length - 1, startWord + words - 1);
  const startTok = startWord === 0 ? 0 : wordIdx[startWord]!;
  const endTok = endWord >= wordIdx.length - 1 ? t.raw.length - 1 : wordIdx[endWord]!;
  let cutStart = startTok > 0;
  let cutEnd = endTok < t.raw.length - 1;
  let body: string;
  const pieceLength = t.raw.slice(startTok, endTok + 1).reduce((n, r) => n + r.length, 0);
  if (pieceLength > 240) {
    // Chinese and Japanese sentences are one long "word": cut them by characters around the match, and mark the cut.
    let piece = t.raw.slice(startTok, endTok + 1).join('');
    const lower = normalize(piece);
    const hit = Math.min(
      ...cjkNeedles(query, matches)
        .map((n) => lower.indexOf(n))
        .filter((i) => i >= 0),
      Infinity,
    );
    const at = Number.isFinite(hit) ? Math.max(0, hit - 60) : 0;
    cutStart ||= at > 0;
    cutEnd ||= at + 240 < piece.length;
    piece = piece.slice(at, at + 240);
    body = highlight(piece.trim(), matches, query, tags).value;
  } else {
    // The runs as marked, without white space at the snippet's two ends (only the runs between words hold any).
    const out = t.out.slice(startTok, endTok + 1);
    const last = out.length - 1;
    if (last >= 0 && !t.isWord[startTok]) out[0] = escapeHtml(last === 0 ? t.raw[startTok]!.trim() : t.raw[startTok]!.trimStart());
    if (last > 0 && !t.isWord[endTok]) out[last] = escapeHtml(t.raw[endTok]!.trimEnd());
    body = out.join('');
  }
  return {
    highlight: {value: t.out.join(''), matched: t.matched},
    snippet: {value: (cutStart ? ellipsis : '') + body + (cutEnd ? ellipsis : ''), matched},
  };
}
