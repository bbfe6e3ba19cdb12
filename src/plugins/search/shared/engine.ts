/**
 * The embedded search engine: a MiniSearch index over page sections, with
 * ranking tiers (exact words, then the last word as a prefix while typing,
 * then typo-tolerant matches) and DocSearch-shaped hits.
 *
 * Runs in the browser (the index is built there from the shipped sections, in
 * well under a second) and in Node for unit tests and benchmarks.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {terms, tokenize, normalize, segmentWords, identifierParts, stemWord} from './tokenize';
import {synonymsOf} from './synonyms';
import {highlight, snippet, queryMatchers, type HighlightTags, type TermMatcher, DEFAULT_TAGS} from './highlight';
import type {SectionDoc, Shard} from './types';

/** A DocSearch hit: what the dialog and the search page render. */
export interface Hit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

interface IndexedDoc {
  id: number;
  /** Page title, only on a page's first section: a title match ranks the page itself first. */
  title: string;
  /** The section's own heading. */
  heading: string;
  /** The page's one-line summary (first paragraph), only on its first section. */
  summary: string;
  /** Page title and headings above the section, on every section but the first. */
  path: string;
  content: string;
}

export type Ranked = {doc: SectionDoc; tag: string; language: string; result: SearchResult; id: number};

const HAN_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Words that carry no meaning on their own; dropped from queries that have other words. */
const STOP_WORDS = new Map<string, Set<string>>(Object.entries({
  en: new Set('a an the to of in on for from and or with my is are be it this that how do does can i what when where which by at as into your you use using via'.split(' ')),
  ru: new Set('и в во на с со к ко по о об от до из за для как что это ли же а но или не ни у мой моя моё мое мои свой чтобы так то при через'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer und oder zu zum zur im in mit von für auf an ist sind wie was ich mein meine bei aus'.split(' ')),
}));

/**
 * Hub pages (the task index, overview tables, release notes, category
 * indexes, the landing page) mention everything; a query about a thing should
 * rank that thing's own page first, so hubs weigh less.
 */
export function pageRank(url: string): number {
  const path = url.split('#')[0]!;
  if (/\/(howtos|news\/whats_new|category\/[^/]+)\/$|\/api\/overview\//.test(path)) return 0.3;
  if (/^\/kanban\/(([a-z]{2}|[0-9.]+)\/)*$/.test(path)) return 0.3;
  // Route pages are for backend implementers: on a tie, the widget's own API comes first.
  if (/\/api\/provider\/rest_routes\//.test(path)) return 0.7;
  // An event page describes the action its method performs: on a tie, the method you call comes first.
  if (/\/api\/events\//.test(path)) return 0.9;
  return 1;
}

/**
 * BM25 with low term-frequency saturation: a title or summary that names the
 * thing beats a long section that repeats the word.
 */
const BM25 = {k: 0.5, b: 0.75, d: 0.5};

/** Field weights: titles and API names (page titles of API pages) before headings, before text. */
const BOOST = {title: 10, summary: 5, heading: 3, path: 1, content: 0.5};

/** Deepest non-empty hierarchy level of a section (1 for the page intro). */
export function sectionLevel(doc: SectionDoc): number {
  let level = 1;
  doc.h.forEach((v, i) => {
    if (i >= 2 && v) level = i;
  });
  return level;
}

export interface SearchOptions {
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Words of a snippet (DocSearch asks for 15). */
  snippetWords?: number;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
}

/** Ranked sections of one shard or of several (one locale, one or more versions). */
export class SectionIndex {
  readonly docs: SectionDoc[] = [];
  private readonly meta: {language: string; tag: string}[] = [];
  private readonly mini: MiniSearch<IndexedDoc>;
  readonly language: string;
  /** Page rank of each section (DocSearch's `weight.pageRank`): hub pages rank below the pages they link to. */
  private readonly rankOf: number[] = [];
  /** For a page's first section: the word and stem of a one-word title (`rows`, `undo()`). */
  private readonly titleTerms: (Set<string> | undefined)[] = [];

  constructor(shards: Shard[], language = shards[0]?.language ?? 'en') {
    this.language = language;
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['title', 'summary', 'heading', 'path', 'content'],
      storeFields: [],
      tokenize: (text) => tokenize(text, language),
      processTerm: (term) => term,
      searchOptions: {boost: BOOST, tokenize: (t) => [t], processTerm: (t) => t},
    });
    const indexed: IndexedDoc[] = [];
    for (const shard of shards) {
      let previousPage = '';
      for (const doc of shard.docs) {
        const id = this.docs.length;
        this.docs.push(doc);
        this.meta.push({language: shard.language, tag: shard.tag});
        this.rankOf.push(pageRank(doc.url));
        const page = doc.url.split('#')[0]!;
        const first = page !== previousPage && !doc.url.includes('#');
        const titleWords = first ? ((doc.h[1] ?? '').replace(/\(\)$/, '').match(/[\p{L}\p{N}_$.-]+/gu) ?? []) : [];
        const single = titleWords.length === 1 && identifierParts(titleWords[0]!).length === 0 ? normalize(titleWords[0]!) : null;
        this.titleTerms.push(single ? new Set([single, stemWord(single, language)]) : undefined);
        previousPage = page;
        const level = sectionLevel(doc);
        indexed.push({
          id,
          title: first ? (doc.h[1] ?? '') : '',
          heading: level >= 2 ? (doc.h[level] ?? '') : '',
          path: first ? '' : doc.h.slice(1, level).filter(Boolean).join(' '),
          summary: first ? (doc.c[0] ?? '') : '',
          content: (first ? doc.c.slice(1) : doc.c).join('\n'),
        });
      }
    }
    this.mini.addAll(indexed);
  }

  /** The query's words, without stop words unless the query is nothing but stop words. */
  private words(query: string): string[] {
    // Chinese and Japanese write words without spaces: their segments are the query's words.
    const words = (query.match(/[\p{L}\p{N}_$]+(?:[-'’][\p{L}\p{N}_$]+)*/gu) ?? []).flatMap((w) =>
      HAN_RUN.test(w) ? segmentWords(w, this.language) : [w],
    );
    const stop = STOP_WORDS.get(this.language) ?? STOP_WORDS.get('en')!;
    // A word said twice counts once: a pasted or repeated text costs no more than its distinct words.
    const distinct = [...new Map(words.map((w) => [normalize(w), w])).values()];
    const content = distinct.filter((w) => !stop.has(normalize(w)));
    return content.length ? content : distinct;
  }

  /**
   * All matching sections, best first. Each query word is scored by its best
   * variant (the word, its stem, its parts, a synonym, the unfinished last
   * word as a prefix, or a typo-tolerant match), so a word counts once however
   * many forms of it a section has. Sections matched without typos come
   * before typo-only matches; within each tier the order is the sum of the
   * words' scores (BM25 with field weights: page titles and API names before
   * summaries, headings and text), times the page rank, times the square of
   * the share of query words matched. A section must match at least half of
   * the words.
   */
  rank(query: string, filter?: (tag: string) => boolean): Ranked[] {
    const words = this.words(query);
    if (words.length === 0) return [];
    const searchFilter = filter ? (r: {id: number}) => filter(this.meta[r.id]!.tag) : undefined;
    type WordHit = {score: number; exact: boolean; match: Record<string, string[]>; terms: string[]};
    const perWordVariants: string[][] = [];
    const perWord: Map<number, WordHit>[] = words.map((word, wi) => {
      const base = normalize(word);
      const synonyms = synonymsOf(word, this.language).flatMap((w) => terms(w, this.language).map((t) => t.term));
      const variants = [...new Set([...terms(word, this.language).map((t) => t.term), ...synonyms])];
      // For the exact-title criterion: the word itself, its stem and its synonyms, not its parts.
      const whole = [base, ...synonymsOf(word, this.language).map(normalize)];
      perWordVariants.push(whole.flatMap((w) => [w, stemWord(w, this.language)]));
      const last = wi === words.length - 1;
      const fuzzy = base.length >= 8 ? 2 : base.length >= 4 ? 1 : 0;
      const hits = new Map<number, WordHit>();
      const take = (results: SearchResult[], exactOf: (r: SearchResult) => boolean) => {
        for (const r of results) {
          const prev = hits.get(r.id);
          const exact = exactOf(r);
          const better = !prev || (exact && !prev.exact) || (exact === prev.exact && r.score > prev.score);
          if (better) hits.set(r.id, {score: r.score, exact: exact || Boolean(prev?.exact), match: r.match, terms: r.terms});
        }
      };
      // The word itself counts fully, its stem and synonyms nearly, its parts (`card` of `addCard`) half.
      const stemmed = stemWord(base, this.language);
      const synonymTerms = new Set(synonyms);
      for (const v of variants) {
        const factor = v === base ? 1 : v === stemmed ? 0.9 : synonymTerms.has(v) ? 0.8 : 0.5;
        take(
          this.mini.search(v, {prefix: false, fuzzy: false, filter: searchFilter, bm25: BM25}).map((r) => ({...r, score: r.score * factor})),
          () => true,
        );
      }
      if (last && base.length >= 2) {
        take(this.mini.search(base, {prefix: true, fuzzy: false, filter: searchFilter, bm25: BM25, weights: {prefix: 0.6, fuzzy: 0}}), () => true);
      }
      if (fuzzy) {
        take(
          this.mini.search(base, {prefix: last, fuzzy, maxFuzzy: 2, filter: searchFilter, bm25: BM25, weights: {prefix: 0.6, fuzzy: 0.25}}),
          (r) => r.terms.some((t) => variants.includes(t) || (last && t.startsWith(base))),
        );
      }
      return hits;
    });

    const minWords = Math.ceil(words.length / 2);
    const ids = new Set(perWord.flatMap((m) => [...m.keys()]));
    const ranked: (Ranked & {weight: number; typos: number})[] = [];
    for (const id of ids) {
      const found = perWord.map((m) => m.get(id)).filter((h): h is WordHit => Boolean(h));
      if (found.length < minWords) continue;
      // Keyed by matched terms, i.e. user text: no prototype, so `constructor` or `__proto__` is a key like any other.
      const match: Record<string, string[]> = Object.create(null);
      for (const h of found) for (const [term, fields] of Object.entries(h.match)) match[term] = fields;
      // A section that matches only through its page's title adds nothing to the page hit itself.
      if (Object.values(match).every((fields) => fields.every((f) => f === 'path'))) continue;
      // Algolia's "exact" criterion: for a one-word query, a page whose whole title is that word ranks first among equals.
      const exactTitle = words.length === 1 && this.titleTerms[id] && perWordVariants.some((vs) => vs.some((v) => this.titleTerms[id]!.has(v))) ? 2 : 1;
      const score = found.reduce((sum, h) => sum + h.score, 0) * (this.rankOf[id] ?? 1) * exactTitle;
      const result = {id, score, match, terms: [...new Set(found.flatMap((h) => h.terms))], queryTerms: words.map(normalize)} as SearchResult;
      ranked.push({
        doc: this.docs[id]!,
        tag: this.meta[id]!.tag,
        language: this.meta[id]!.language,
        result,
        id,
        weight: score * (found.length / words.length) ** 2,
        typos: found.filter((h) => !h.exact).length,
      });
    }
    ranked.sort((a, b) => Number(a.typos > 0) - Number(b.typos > 0) || b.weight - a.weight);
    return ranked;
  }

  /**
   * Sections for a question in natural language: any word may match (OR),
   * with typo tolerance, ranked by relevance. Used by Ask AI.
   */
  rankLoose(question: string, filter?: (tag: string) => boolean): {doc: SectionDoc; tag: string; result: SearchResult}[] {
    const words = question.match(/[\p{L}\p{N}_$]+(?:[-'’][\p{L}\p{N}_$]+)*/gu) ?? [];
    const queries: Query[] = words.map((word) => {
      const base = normalize(word);
      const variants = [...new Set(terms(word, this.language).map((t) => t.term))];
      return {
        combineWith: 'OR',
        queries: [...variants, ...(base.length >= 5 ? [{queries: [base], fuzzy: 1, maxFuzzy: 1} as unknown as Query] : [])],
      } as Query;
    });
    if (queries.length === 0) return [];
    return this.mini
      .search({combineWith: 'OR', queries} as Query, {filter: filter ? (r) => filter(this.meta[r.id]!.tag) : undefined})
      .map((result) => ({doc: this.docs[result.id]!, tag: this.meta[result.id]!.tag, result}));
  }

  /** A page of DocSearch hits for a query. */
  search(query: string, opts: SearchOptions = {}, filter?: (tag: string) => boolean, origin = ''): SearchResponse {
    return this.page(query.trim() ? this.rank(query, filter) : [], query, opts, origin);
  }

  /** A page of DocSearch hits from sections already ranked for the query (at most 1000 count). */
  page(rankedAll: Ranked[], query: string, opts: SearchOptions = {}, origin = ''): SearchResponse {
    const start = typeof performance !== 'undefined' ? performance.now() : Date.now();
    const hitsPerPage = opts.hitsPerPage ?? 20;
    const page = opts.page ?? 0;
    const ranked = rankedAll.slice(0, 1000);
    const tags: HighlightTags = {pre: opts.highlightPreTag ?? DEFAULT_TAGS.pre, post: opts.highlightPostTag ?? DEFAULT_TAGS.post};
    const matchers = queryMatchers(query, this.language);
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => this.toHit(r, matchers(r.result.terms), query, tags, opts, origin));
    const end = typeof performance !== 'undefined' ? performance.now() : Date.now();
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(end - start),
    };
  }

  private toHit(r: Ranked, matcher: TermMatcher, query: string, tags: HighlightTags, opts: SearchOptions, origin: string): Hit {
    const {doc} = r;
    const fields = new Set(Object.values(r.result.match).flat());
    const level = sectionLevel(doc);
    const type: Hit['type'] = fields.has('title') || fields.has('summary') ? 'lvl1' : fields.has('heading') ? (`lvl${level}` as Hit['type']) : 'content';
    const hierarchy = Object.fromEntries(doc.h.map((v, i) => [`lvl${i}`, v ?? null])) as Hit['hierarchy'];
    const paragraphs = doc.c;
    const best = paragraphs.find((p) => highlight(p, matcher, query, tags).matched) ?? paragraphs[0] ?? null;
    const highlightLevels: Record<string, unknown> = {};
    const snippetLevels: Record<string, unknown> = {};
    doc.h.forEach((v, i) => {
      if (!v) return;
      const hl = highlight(v, matcher, query, tags);
      highlightLevels[`lvl${i}`] = {value: hl.value, matchLevel: hl.matched ? 'full' : 'none', matchedWords: []};
      snippetLevels[`lvl${i}`] = {value: hl.value, matchLevel: hl.matched ? 'full' : 'none'};
    });
    const content = best ?? '';
    const hlContent = highlight(content, matcher, query, tags);
    const snip = snippet(content, matcher, query, opts.snippetWords ?? 15, opts.snippetEllipsisText ?? '…', tags);
    return {
      objectID: `${r.tag}:${r.id}`,
      url: origin + doc.url,
      type,
      hierarchy,
      content: best,
      language: r.language,
      docusaurus_tag: r.tag,
      _highlightResult: {
        hierarchy: highlightLevels,
        content: {value: hlContent.value, matchLevel: hlContent.matched ? 'full' : 'none', matchedWords: []},
      },
      _snippetResult: {
        hierarchy: snippetLevels,
        content: {value: snip.value, matchLevel: snip.matched ? 'full' : 'none'},
      },
    };
  }
}
