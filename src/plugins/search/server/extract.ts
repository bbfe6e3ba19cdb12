/**
 * Section records from a built HTML page, the way DocSearch's Docusaurus
 * crawler reads a page: lvl0 is the page's sidebar category, lvl1 the `h1`,
 * lvl2..lvl6 the `h2`..`h6`, and the content is the text of `p`, `li` and `td`
 * inside `.theme-doc-markdown` only (no breadcrumbs, TOC, pager or footer).
 * Beyond the crawler: what linking pages say of a page, the words of the
 * API pages' code examples (both for the prebuilt index only), and an
 * admonition's own title (`:::tip One assignee per card`).
 */
import * as cheerio from 'cheerio';
import {WORD} from '../shared/tokenize';
import type {SectionDoc} from '../shared/types';

export interface PageRecords {
  language: string;
  tag: string;
  version: string;
  sections: SectionDoc[];
  /** The links of the page's text to other pages: the target's path (no anchor) and the words that tell of it. */
  links: {to: string; text: string}[];
}

const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Words on each side of a link that are taken as what the linking page says of the linked one. Measured on the
 * tuning sets (2026-11-29), weighted top-1/top-3: without links 69.6/86.7; the whole sentence 69.6/87.1; 5 words
 * 70.2/87.1; 8 words 70.6/87.3; 12 words 70.3/87.1 (each with the `links` field at weight 1). Links from hub pages
 * left out: 69.6/87.1 (sentences).
 */
const LINK_WINDOW = 8;

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The words around a link's text within its sentence, LINK_WINDOW on each side (words as the language segments them),
 * up to the sentence's other links (`others`: their texts). Tuning sets (2026-12-06), weighted top-1/top-3: up to the
 * other links 81.57/93.80, across them 81.49/93.69 (73 queries better, 28 worse).
 */
export function linkContext(paragraph: string, anchor: string, language: string, others: readonly string[] = []): string {
  const sentence = paragraph.split(/(?<=[.!?])\s+|(?<=[。！？])/).find((x) => x.includes(anchor));
  if (!sentence) return anchor;
  const at = sentence.indexOf(anchor);
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, {granularity: 'word'})));
  const words = (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
  // Another link of the sentence ends the context on its side: "create links with addLink() and drop them with
  // deleteLink()" says nothing of addLink() by deleteLink()'s name, which had made addLink() a page that names it.
  const cut = (text: string, side: 'before' | 'after') => {
    let out = text;
    for (const o of others) {
      if (!o || o === anchor) continue;
      const i = side === 'before' ? out.lastIndexOf(o) : out.indexOf(o);
      if (i < 0) continue;
      out = side === 'before' ? out.slice(i + o.length) : out.slice(0, i);
    }
    return out;
  };
  const before = words(cut(sentence.slice(0, at), 'before')).slice(-LINK_WINDOW);
  const after = words(cut(sentence.slice(at + anchor.length), 'after')).slice(0, LINK_WINDOW);
  return [...before, anchor, ...after].join(' ');
}

/** Words every JavaScript example is made of, whatever it shows. */
const CODE_KEYWORDS = new Set(
  'const let var new function return import from export default if else true false null undefined this await async of in for while then typeof class extends'.split(
    ' ',
  ),
);
/** A quoted string that is a value ("To do", 'Alex'), not an object's key (`"id": 1` in a JSON payload). */
const STRING_VALUE = /(["'`])(?:\\.|(?!\1)[^\\\n])*\1(?!\s*:)/g;

/**
 * The words of a code example that say what it does: its identifiers (`api.on`, `runOutsideAngular`,
 * `--wx-kanban-column-width`), keys and comments, each once; not its string values, numbers and keywords, which every
 * example has. A reader asks for these ("zone.js runOutsideAngular", "remove a handler added with api.on") where the
 * prose around the example does not name them.
 */
export function codeWords(code: string): string[] {
  const words = code.replace(STRING_VALUE, ' ').match(WORD) ?? [];
  return [...new Set(words)].filter((w) => !CODE_KEYWORDS.has(w) && !/^\d+$/.test(w));
}

/**
 * Pages whose code examples are indexed: the API reference's. Measured on the tuning sets (2026-11-30), weighted
 * top-1/top-3: without code 71.95/87.88; the code of API pages 72.50/88.29; of guides and how-tos 71.88/87.92 (a
 * guide's long listings name everything); of every page 72.61/88.48, but that takes the ru shard to 250.7 KB, past its
 * 250 KB budget (API pages: 242.5 KB).
 */
const CODE_PAGES = /\/api\//;

/**
 * The phrases of a page's `<meta name="keywords">` content (the `keywords` front matter, which Docusaurus joins with
 * commas). Also read by the Algolia upload (scripts/algolia-upload.mjs), whose records come from the shipped shards,
 * which do not carry them.
 */
export function keywordsOf(content: string): string[] {
  return content.split(',').map(clean).filter(Boolean);
}

/** The admonition types of Docusaurus (`:::tip`), whose names are the English default titles. */
const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

/**
 * The default titles of admonitions in a locale: the type names and their translations in the locale's `code.json`
 * (`theme.admonition.tip`: "совет"). An admonition's own title ("One assignee per card") is part of its section's
 * text; a default one says nothing.
 */
export function defaultAdmonitionTitles(codeJson: Record<string, {message?: string}> = {}): Set<string> {
  const titles = new Set(ADMONITION_TYPES);
  for (const type of ADMONITION_TYPES) {
    const message = codeJson[`theme.admonition.${type}`]?.message;
    if (message) titles.add(message.toLowerCase());
  }
  return titles;
}

/** The rendered title of an admonition (Docusaurus' `Admonition/Layout`: its class is a CSS module's, hashed). */
const ADMONITION_HEADING = 'div[class*="admonitionHeading"]';

/** Returns null for pages that must not be indexed (404, noindex, no docs content). */
export function extractPage(
  html: string,
  pathname: string,
  defaultTitles: ReadonlySet<string> = defaultAdmonitionTitles(),
): PageRecords | null {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  if (/noindex/i.test(meta('robots')) || /noindex/i.test($('meta[property="robots"]').attr('content') ?? '')) return null;
  const article = $('.theme-doc-markdown').first();
  if (article.length === 0) return null;
  const language = meta('docsearch:language');
  const tag = meta('docsearch:docusaurus_tag');
  if (!language || !tag) return null;

  // lvl0: the innermost sidebar category of the page, else the page's own sidebar label.
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((el) => clean($(el).text()))
    .filter(Boolean);
  const lvl0 =
    crumbs.length >= 2
      ? crumbs[crumbs.length - 2]!
      : clean($('.theme-doc-sidebar-menu .menu__link--active').first().text()) || crumbs[0] || '';

  const title = clean($('article h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const sections: SectionDoc[] = [];
  // The page's description says what the page is for in other words than its text: a field of the page's first section.
  const description = clean(meta('description'));
  // Its keywords (the `keywords` front matter) say it in the words readers use when they do not know the API's name.
  const keywords = keywordsOf(meta('keywords'));
  let current: SectionDoc = {
    url: pathname,
    h: [lvl0, title, null, null, null, null, null],
    c: [],
    ...(description ? {d: description} : {}),
    ...(keywords.length ? {w: keywords} : {}),
  };
  sections.push(current);
  const links: PageRecords['links'] = [];

  article.find(`h2, h3, h4, h5, h6, p, li, td, pre, ${ADMONITION_HEADING}`).each((_, el) => {
    const $el = $(el);
    const name = el.tagName.toLowerCase();
    if (name === 'div') {
      const title = clean($el.text());
      if (title && !defaultTitles.has(title.toLowerCase())) current.c.push(title);
      return;
    }
    if (/^h[2-6]$/.test(name)) {
      const level = Number(name[1]);
      const id = $el.attr('id');
      const text = clean($el.clone().find('.hash-link').remove().end().text());
      const h = current.h.slice(0, level);
      while (h.length < level) h.push(null);
      h.push(text);
      while (h.length < 7) h.push(null);
      current = {url: id ? `${pathname}#${id}` : pathname, h, c: []};
      sections.push(current);
      return;
    }
    if (name === 'pre') {
      const words = CODE_PAGES.test(pathname) ? codeWords($el.text()) : [];
      if (words.length) (current.k ??= []).push(words.join(' '));
      return;
    }
    // Skip text inside code blocks; a list item's own paragraphs are read as paragraphs.
    if ($el.closest('pre').length) return;
    let text: string;
    if (name === 'li') {
      text = clean($el.clone().children('ul, ol, p, pre, div').remove().end().text());
    } else {
      if (name === 'p' && $el.parents('td').length) return;
      text = clean($el.text());
    }
    if (text) current.c.push(text);
    // What a page says of the pages it links to: the words around the link in its sentence (a table row: its cells).
    if (!text) return;
    const context = name === 'td' ? clean($el.parent().text()) : text;
    // Each link's text, read once: the context of one link stops at the others' (linkContext).
    const found = $el
      .find('a[href]')
      .map((_, a) => ({href: $(a).attr('href') ?? '', anchor: clean($(a).text())}))
      .get();
    const anchors = found.map((f) => f.anchor);
    for (const {href, anchor} of found) {
      if (/^[a-z]+:/i.test(href) || href.startsWith('#')) continue;
      const to = new URL(href, `http://docs${pathname}`).pathname;
      // A link in a nested list is read with that list's item, not with the item around it.
      if (to !== pathname && anchor && context.includes(anchor)) links.push({to, text: linkContext(context, anchor, language, anchors)});
    }
  });

  return {
    language,
    tag,
    version: meta('docsearch:version') || 'current',
    sections: sections.filter((s, i) => i === 0 || s.c.length > 0 || s.h.some((x, lvl) => lvl >= 2 && x)),
    links,
  };
}
