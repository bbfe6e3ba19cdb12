/**
 * Ask AI answered from the docs, without a language model: the best sections
 * for a question are retrieved from the embedded index, and the answer is
 * built from quotes of those sections with links to them. Nothing is
 * generated, so nothing is made up; the disclaimer says so.
 */
import type {SectionIndex} from './engine';
import type {SectionDoc} from './types';

export interface AnswerStrings {
  /** Opening line, e.g. "Here is what the documentation says about this:". */
  intro: string;
  /** Said when no section matches the question. */
  nothingFound: string;
}

export interface Passage {
  title: string;
  url: string;
  quote: string;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max) > max * 0.6 ? text.lastIndexOf(' ', max) : max) + '…';

/** Markdown-safe text for a quote or a link label. */
const md = (text: string) => text.replace(/([\\`*_[\]<>|#])/g, '\\$1');

function sectionTitle(doc: SectionDoc): string {
  return doc.h.slice(1).filter(Boolean).join(' › ');
}

/** The best passages for a question: at most `limit` sections, at most one per page. */
export function retrieve(index: SectionIndex, question: string, limit = 3, filter?: (tag: string) => boolean): Passage[] {
  const pages = new Set<string>();
  const out: Passage[] = [];
  for (const r of index.rankLoose(question, filter)) {
    const page = r.doc.url.split('#')[0]!;
    if (pages.has(page) || r.doc.c.length === 0) continue;
    pages.add(page);
    out.push({title: sectionTitle(r.doc), url: r.doc.url, quote: clip(r.doc.c.slice(0, 2).join(' '), 420)});
    if (out.length >= limit) break;
  }
  return out;
}

/** The answer in Markdown: intro, then each passage as a linked title and a block quote. */
export function composeAnswer(passages: Passage[], strings: AnswerStrings, origin = ''): string {
  if (passages.length === 0) return strings.nothingFound;
  const parts = [strings.intro, ''];
  for (const p of passages) {
    parts.push(`**[${md(p.title)}](${origin}${p.url})**`, '', `> ${md(p.quote)}`, '');
  }
  return parts.join('\n').trim();
}
