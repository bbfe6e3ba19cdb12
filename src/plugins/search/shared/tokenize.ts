/**
 * Turns text into search terms, the same way for documents and queries:
 *
 * - Unicode words, lower-cased and NFKC-normalised (`ё` folds to `е`);
 *   a version number (`1.6.5`) is one word, also found by its release (`1.6`);
 * - camelCase, snake_case and kebab-case API names give their parts as extra
 *   terms, so `card` finds `addCard` and `add-card`;
 * - Chinese and Japanese runs are segmented with `Intl.Segmenter` and also
 *   split into character bigrams, so a two-character word is found inside a
 *   longer run whatever the segmenter decided; Korean words also give their
 *   form without a trailing particle (`카드를` gives `카드`);
 * - words are stemmed with the Snowball stemmer of their script and the
 *   page's language (English, German, Russian), the stem added next to the word.
 */
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import {stemmer as stemGerman} from '@orama/stemmers/german';
import {stemmer as stemRussian} from '@orama/stemmers/russian';

/** A term and whether it is an exact word of the text (not a stem or part). */
export interface Term {
  term: string;
  /** The word as it stands in the text (lower-cased), before stemming or splitting. */
  exact: boolean;
}

/**
 * A version number (`1.6`, `1.5.13`, `v1.7`), the first alternative of `WORD` (highlighting splits text into the same
 * words). The docs' change logs write `v1.6`; a query says `1.6` or `v1.6`: both are the number.
 */
export const VERSION_NUMBER = /[vV]?\d+(?:\.\d+)+/.source;
/**
 * A word: letters, digits, `_` and `$`, joined by hyphens or apostrophes; or
 * a version number (`1.6`, `1.5.13`, `v1.7`), which is one word, not two or three
 * numbers that half the docs contain (nor `v1` and `7`); a hyphen does not join one
 * to a word (`pre-1.3` is `pre` and `1.3`).
 */
export const WORD = new RegExp(`${VERSION_NUMBER}|[\\p{L}\\p{N}_$]+(?:[-'’](?!\\p{N}+\\.\\d)[\\p{L}\\p{N}_$]+)*`, 'gu');
/**
 * An English possessive ending (`row's`, `card’s`): the word is the noun without it. The Snowball stemmer leaves the
 * apostrophe (`row'`), so the possessive would otherwise be a term that no query or page shares with the noun.
 */
const POSSESSIVE = /(?<=\p{L})['’]s$/u;
/** A word of `WORD` without a possessive ending (`row's` → `row`). */
export function withoutPossessive(word: string): string {
  return word.replace(POSSESSIVE, '');
}
const VERSION = new RegExp(`^${VERSION_NUMBER}$`);
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Korean script: a word with it is tokenized by `koreanTerms`. */
export const HANGUL = /\p{Script=Hangul}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** Korean particles and endings, longest first, stripped to get a word's stem. */
const KOREAN_PARTICLES = [
  '했습니다',
  '되었을',
  '하도록',
  '하려면',
  '하세요',
  '에서는',
  '으로는',
  '에서만',
  '으로만',
  '에게서',
  '까지는',
  '부터는',
  '이라고',
  '에서',
  '에게',
  '한테',
  '께서',
  '으로',
  '부터',
  '까지',
  '하기',
  '해서',
  '하여',
  '되는',
  '처럼',
  '보다',
  '이나',
  '라고',
  '하고',
  '마다',
  '에는',
  '와는',
  '과는',
  '이다',
  '입니다',
  '합니다',
  // Endings of 하다/되다 verbs after a noun ("수정했을 때": when … was edited, "저장해도").
  '했을',
  '했다',
  '해도',
  '해야',
  '하지',
  '하게',
  '되면',
  '되어',
  '하는',
  '하면',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '에',
  '로',
  '와',
  '과',
  '의',
  '도',
  '만',
  '나',
  '요',
  '다',
];

/** NFKC, lower case, `ё` → `е`. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е');
}

/** Parts of an identifier: `getIDResolver` → get, id, resolver; `add-card` → add, card. */
export function identifierParts(word: string): string[] {
  const parts = word
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-$]+/)
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

const segmenters = new Map<string, Intl.Segmenter | null>();
/** The word segmenter for the Han and kana runs of a language's text: Chinese rules for Korean pages. */
function segmenter(lang: string): Intl.Segmenter | null {
  const rules = lang === 'ko' ? 'zh' : lang;
  if (!segmenters.has(rules)) {
    segmenters.set(rules, typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(rules, {granularity: 'word'}) : null);
  }
  return segmenters.get(rules)!;
}

/** Words of a Chinese/Japanese run: segmenter words plus all character bigrams. */
function hanTerms(run: string, lang: string): Term[] {
  const out: Term[] = [];
  const seg = segmenter(lang);
  const chars = Array.from(run);
  if (chars.length === 1) out.push({term: run, exact: true});
  // Bigrams inside a segmenter word, or inside a stretch of single characters (a word the
  // dictionary does not know: "组" "件"), not across two known words: those are mostly
  // noise ("的卡") and would double the index.
  const bigrams = (text: string) => {
    const c = Array.from(text);
    for (let i = 0; c.length >= 2 && i + 1 < c.length; i++) out.push({term: c[i]! + c[i + 1]!, exact: false});
  };
  if (!seg) {
    out.push({term: run, exact: true});
    bigrams(run);
    return out;
  }
  let pending = '';
  for (const s of seg.segment(run)) {
    if (!s.isWordLike) continue;
    out.push({term: s.segment, exact: true});
    if (Array.from(s.segment).length === 1) {
      pending += s.segment;
      continue;
    }
    bigrams(pending);
    pending = '';
    if (Array.from(s.segment).length > 2) bigrams(s.segment);
  }
  bigrams(pending);
  return out;
}

/**
 * The words of a text that mixes Chinese or Japanese runs with other text,
 * as a query sees them: segmenter words for the runs, the rest as is.
 */
export function segmentWords(text: string, lang: string): string[] {
  const out: string[] = [];
  for (const run of text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
  ) ?? []) {
    const seg = HAN_OR_KANA.test(run) ? segmenter(lang) : null;
    if (!seg) {
      out.push(run);
      continue;
    }
    // A word the dictionary does not know comes out as single characters:
    // join consecutive ones back into one word ("泳" "道" → "泳道").
    let pending = '';
    for (const s of seg.segment(run)) {
      if (!s.isWordLike) continue;
      if (Array.from(s.segment).length === 1) {
        pending += s.segment;
        continue;
      }
      if (pending) out.push(pending);
      pending = '';
      out.push(s.segment);
    }
    if (pending) out.push(pending);
  }
  return out;
}

/** A Korean word and its form without a trailing particle or ending. */
export function koreanTerms(word: string): Term[] {
  const out: Term[] = [{term: word, exact: true}];
  for (const p of KOREAN_PARTICLES) {
    if (word.length > p.length && word.endsWith(p)) {
      out.push({term: word.slice(0, -p.length), exact: false});
      break;
    }
  }
  return out;
}

/** Endings of a native Korean verb after its stem ("옮기려면": to move, "지웠을": when … deleted, "끌기": dragging). */
const KOREAN_VERB_ENDINGS = [
  '',
  '으려면',
  '어서',
  '아서',
  '서',
  '야',
  '도',
  '려면',
  '었을',
  '았을',
  '였을',
  '졌을',
  '어야',
  '아야',
  '으면',
  '면',
  '을',
  '는',
  '은',
  '기',
  '고',
  '어',
  '아',
];
const SYLLABLE_BASE = 0xac00;

/**
 * The letters (jamo) of a Hangul syllable, as indices: its initial consonant (0-18), its vowel (0-20) and its final
 * consonant (0 for none, 1-27). Null for any other character.
 */
export function hangulJamo(syllable: string): [lead: number, vowel: number, tail: number] | null {
  const code = syllable.codePointAt(0)! - SYLLABLE_BASE;
  if (!(code >= 0 && code <= 11171)) return null;
  return [Math.floor(code / 588), Math.floor((code % 588) / 28), code % 28];
}
/**
 * The dictionary forms (…다) a Korean verb form may come from, for looking it
 * up in the synonym table: the ending cut, the past-tense ㅆ dropped, a
 * contracted vowel opened again (옮겨 → 옮기, 지워 → 지우, 꺼 → 끄). Only
 * candidates: a form that is no verb matches no entry.
 */
export function koreanVerbForms(word: string): string[] {
  if (!HANGUL.test(word)) return [];
  const out = new Set<string>();
  for (const ending of KOREAN_VERB_ENDINGS) {
    if (word.length <= ending.length || !word.endsWith(ending)) continue;
    const stem = ending ? word.slice(0, -ending.length) : word;
    const jamo = hangulJamo(stem.slice(-1));
    if (!jamo) continue;
    const [lead, vowel, tail] = jamo;
    /** The stem with its last syllable written with `v` and no final consonant. */
    const open = (v: number) => stem.slice(0, -1) + String.fromCodePoint(SYLLABLE_BASE + lead * 588 + v * 28) + '다';
    out.add(stem + '다');
    // An attributive ㄹ (8) or ㄴ (4) on the stem's last syllable: 바뀔 때 → 바뀌다, 지운 → 지우다. Tuning sets
    // (2026-12-06): ko 81.36/94.24 → 82.37/94.24, four better, none worse.
    if (!ending && (tail === 8 || tail === 4)) out.add(open(vowel));
    // ㅆ (20) marks the past: 옮겼 → 옮겨, 지웠 → 지워. Another final consonant is the verb's own.
    if (tail !== 0 && tail !== 20) continue;
    out.add(open(vowel));
    // ㅕ (6) → ㅣ (20), ㅝ (14) → ㅜ (13), ㅓ (4) → ㅡ (18), ㅘ (9) → ㅗ (8): the vowel the ending merged with.
    const opened = ({6: 20, 14: 13, 4: 18, 9: 8} as Record<number, number>)[vowel];
    if (opened !== undefined) out.add(open(opened));
  }
  // A passive in -어지다 is its verb's (지워지면 → 지워지다 → 지우다, 옮겨지면 → 옮기다). Tuning sets (2026-12-06): ko
  // 81.36/93.90 → 81.36/94.24 ("댓글이 지워지면 로그 남기기" found the delete-comment event, one query fell from 1 to 2).
  for (const form of [...out])
    if (form.length >= 4 && form.endsWith('지다')) for (const active of koreanVerbForms(form.slice(0, -2))) out.add(active);
  return [...out];
}

/** The Snowball stem of a word, by its script and the page's language. */
export function stemWord(word: string, lang: string): string {
  return stem(word, lang);
}

/**
 * Stems already computed, per language. The Snowball stemmers are the
 * costliest step of tokenizing, and search stems the same words over and
 * over: each keystroke's query, the titles it ranks, the words it highlights.
 */
const stems = new Map<string, Map<string, string>>();

function stem(word: string, lang: string): string {
  let cache = stems.get(lang);
  if (!cache) stems.set(lang, (cache = new Map()));
  return remembered(cache, word, () =>
    CYRILLIC.test(word) ? stemRussian(word) : LATIN.test(word) ? (lang === 'de' ? stemGerman(word) : stemEnglish(word)) : word,
  );
}

/**
 * A cache lookup that computes and keeps what is missing. Emptied when it
 * holds 20 000 entries: search keeps meeting the same words, and no query,
 * however long, makes a cache grow without end.
 */
export function remembered<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= 20_000) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}

/**
 * Creates what tokenizing a language needs once (the word segmenter of
 * Chinese and Japanese) ahead of the first query: the search client calls it
 * while the index is still downloading.
 */
export function prepareTokenizer(lang: string): void {
  segmenter(lang);
}

/**
 * Terms of a text in the given language (a locale code: en, de, ru, zh, ko).
 * Exact words come first; stems and parts are marked `exact: false`.
 */
export function terms(text: string, lang: string): Term[] {
  const out: Term[] = [];
  for (const match of text.matchAll(WORD)) {
    const original = withoutPossessive(match[0]);
    const word = normalize(original);
    if (HAN_OR_KANA.test(word)) {
      // Split mixed runs ("API文档") into script runs first.
      for (const run of word.match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
      ) ?? []) {
        if (HAN_OR_KANA.test(run)) out.push(...hanTerms(run, lang));
        else out.push(...terms(run, lang));
      }
      continue;
    }
    if (VERSION.test(word)) {
      // 1.6.5 is also found as 1.6: "migrating from 1.6" means any 1.6.x. And v1.6 is 1.6.
      const version = word.replace(/^v/, '');
      out.push({term: version, exact: true});
      for (let end = version.lastIndexOf('.'); end > version.indexOf('.'); end = version.lastIndexOf('.', end - 1))
        out.push({term: version.slice(0, end), exact: false});
      continue;
    }
    if (HANGUL.test(word)) {
      out.push(...koreanTerms(word));
      continue;
    }
    out.push({term: word, exact: true});
    const s = stem(word, lang);
    if (s && s !== word) out.push({term: s, exact: false});
    for (const part of identifierParts(original)) {
      const p = normalize(part);
      if (p.length < 2) continue;
      out.push({term: p, exact: false});
      const ps = stem(p, lang);
      if (ps !== p) out.push({term: ps, exact: false});
    }
  }
  return out;
}

/** A name that begins with a sigil (`$meta`). */
const SIGIL = /^\$\p{L}/u;
/**
 * Distinct term strings of a text: what the index stores. A name with a sigil is also stored without it (`$meta` as
 * meta: a reader types the name without the sign); not in a query, whose `$state` asks for the sign (Svelte's rune, not
 * every page about the board's state).
 */
export function tokenize(text: string, lang: string): string[] {
  const out = new Set<string>();
  for (const {term} of terms(text, lang)) {
    out.add(term);
    if (SIGIL.test(term)) out.add(term.slice(1));
  }
  return [...out];
}
