/**
 * The embedded search engine: a MiniSearch index over page sections, with
 * ranking tiers (exact words, then the last word as a prefix while typing,
 * then typo-tolerant matches) and DocSearch-shaped hits.
 *
 * Runs in the browser (the index is built there from the shipped sections, in
 * well under a second) and in Node for unit tests and benchmarks.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {terms, tokenize, normalize} from './tokenize';
import {highlight, snippet, queryMatcher, type HighlightTags, DEFAULT_TAGS} from './highlight';
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
  /** Page title and headings above the section, on every section but the first. */
  path: string;
  content: string;
}

/** Field weights: titles and API names (page titles of API pages) before headings, before text. */
const BOOST = {title: 8, heading: 4, path: 1.5, content: 1};

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

  constructor(shards: Shard[], language = shards[0]?.language ?? 'en') {
    this.language = language;
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['title', 'heading', 'path', 'content'],
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
        const page = doc.url.split('#')[0]!;
        const first = page !== previousPage && !doc.url.includes('#');
        previousPage = page;
        const level = sectionLevel(doc);
        indexed.push({
          id,
          title: first ? (doc.h[1] ?? '') : '',
          heading: level >= 2 ? (doc.h[level] ?? '') : '',
          path: first ? '' : doc.h.slice(1, level).filter(Boolean).join(' '),
          content: doc.c.join('\n'),
        });
      }
    }
    this.mini.addAll(indexed);
  }

  /** Query tree: AND of the query's words, each an OR of its term variants. */
  private tree(query: string, mode: 'exact' | 'prefix' | 'fuzzy'): Query | null {
    const words = query.match(/[\p{L}\p{N}_$]+(?:[-'’][\p{L}\p{N}_$]+)*/gu) ?? [];
    if (words.length === 0) return null;
    const groups: Query[] = words.map((word, wi) => {
      const variants = [...new Set(terms(word, this.language).map((t) => t.term))];
      const last = wi === words.length - 1;
      const base = normalize(word);
      const queries: Query[] = variants.map((v) => ({queries: [v], prefix: false, fuzzy: false, combineWith: 'OR'}) as Query);
      if (mode === 'prefix' && last) queries.push({queries: [base], prefix: true, fuzzy: false} as Query);
      if (mode === 'fuzzy' && base.length >= 4) {
        queries.push({queries: [base], prefix: last, fuzzy: base.length >= 8 ? 2 : 1, maxFuzzy: 2} as unknown as Query);
      }
      return {combineWith: 'OR', queries} as Query;
    });
    return {combineWith: 'AND', queries: groups} as Query;
  }

  /** All matching sections, best first: exact, then prefix, then typo tiers. */
  rank(query: string, filter?: (tag: string) => boolean): {doc: SectionDoc; tag: string; language: string; result: SearchResult; id: number}[] {
    const seen = new Set<number>();
    const out: {doc: SectionDoc; tag: string; language: string; result: SearchResult; id: number}[] = [];
    for (const mode of ['exact', 'prefix', 'fuzzy'] as const) {
      const q = this.tree(query, mode);
      if (!q) break;
      const results = this.mini.search(q, {filter: filter ? (r) => filter(this.meta[r.id]!.tag) : undefined});
      for (const r of results) {
        if (seen.has(r.id)) continue;
        // A section that matches only through its page's title adds nothing to the page hit itself.
        if (Object.values(r.match).every((fields) => fields.every((f) => f === 'path'))) continue;
        seen.add(r.id);
        out.push({doc: this.docs[r.id]!, tag: this.meta[r.id]!.tag, language: this.meta[r.id]!.language, result: r, id: r.id});
      }
    }
    return out;
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
    const start = typeof performance !== 'undefined' ? performance.now() : Date.now();
    const hitsPerPage = opts.hitsPerPage ?? 20;
    const page = opts.page ?? 0;
    const ranked = query.trim() ? this.rank(query, filter).slice(0, 1000) : [];
    const tags: HighlightTags = {pre: opts.highlightPreTag ?? DEFAULT_TAGS.pre, post: opts.highlightPostTag ?? DEFAULT_TAGS.post};
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => this.toHit(r, query, tags, opts, origin));
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

  private toHit(
    r: {doc: SectionDoc; tag: string; language: string; result: SearchResult; id: number},
    query: string,
    tags: HighlightTags,
    opts: SearchOptions,
    origin: string,
  ): Hit {
    const {doc} = r;
    const matcher = queryMatcher(query, this.language, r.result.terms);
    const fields = new Set(Object.values(r.result.match).flat());
    const level = sectionLevel(doc);
    const type: Hit['type'] = fields.has('title') ? 'lvl1' : fields.has('heading') ? (`lvl${level}` as Hit['type']) : 'content';
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
