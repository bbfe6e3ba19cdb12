/**
 * llms.txt (https://llmstxt.org/) and llms-full.txt from the docs sidebar.
 * Pure functions: the plugin's postBuild hands them the sidebar and the pages.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

/** An item of a loaded sidebar (doc, category, link or html). */
export type SidebarItem = LoadedVersion['sidebars'][string][number];

/** One page as listed in llms.txt. */
export interface PageEntry {
  title: string;
  /** Absolute URL of the Markdown twin. */
  mdUrl: string;
  description?: string;
}

/** An H2 section of llms.txt: a sidebar category (or the top-level pages). */
export interface Section {
  title: string;
  pages: PageEntry[];
}

/** What the walk needs to know about each sidebar target. */
export interface SidebarLookup {
  doc: (id: string) => PageEntry | undefined;
  generatedIndex: (permalink: string) => PageEntry | undefined;
}

/**
 * Sections in sidebar order: the top-level pages first (under `topLabel`),
 * then one section per category that lists pages, named by its path
 * (`API › Kanban methods`), with the category's own page first.
 */
export function sidebarSections(sidebar: readonly SidebarItem[], lookup: SidebarLookup, topLabel: string): Section[] {
  const top: Section = {title: topLabel, pages: []};
  const sections: Section[] = [top];
  const walk = (items: readonly SidebarItem[], trail: string[], into: Section) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = lookup.doc(item.id);
        if (page) into.pages.push(page);
      } else if (item.type === 'category') {
        const path = [...trail, item.label];
        const section: Section = {title: path.join(' › '), pages: []};
        sections.push(section);
        const link = item.link;
        const own =
          link?.type === 'doc' ? lookup.doc(link.id) : link?.type === 'generated-index' ? lookup.generatedIndex(link.permalink) : undefined;
        if (own) section.pages.push(own);
        walk(item.items, path, section);
      }
    }
  };
  walk(sidebar, [], top);
  return sections.filter((s) => s.pages.length > 0);
}

/** Markdown link text: brackets escaped. */
const linkText = (s: string) => s.replace(/([[\]\\])/g, '\\$1');
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface LlmsTxtParams {
  title: string;
  summary: string;
  /** Optional paragraphs between the summary and the sections. */
  details?: string[];
  sections: Section[];
}

export function renderLlmsTxt({title, summary, details = [], sections}: LlmsTxtParams): string {
  const out = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, ''];
  for (const d of details) out.push(d, '');
  for (const section of sections) {
    out.push(`## ${oneLine(section.title)}`, '');
    for (const p of section.pages) {
      const desc = p.description ? `: ${oneLine(p.description)}` : '';
      out.push(`- [${linkText(oneLine(p.title))}](${p.mdUrl})${desc}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** Every page's Markdown one after another, in sidebar order, each page once. */
export function renderLlmsFull({
  title,
  summary,
  pages,
}: {
  title: string;
  summary: string;
  pages: {url: string; markdown: string}[];
}): string {
  const parts = [`# ${oneLine(title)}\n\n> ${oneLine(summary)}\n`];
  for (const p of pages) parts.push(`Source: <${p.url}>\n\n${p.markdown.trim()}\n`);
  return parts.join('\n---\n\n');
}

/** Pages of the sections in order, without repeats (a page can head a category and sit in the top list). */
export function uniquePages(sections: Section[]): PageEntry[] {
  const seen = new Set<string>();
  return sections.flatMap((s) => s.pages).filter((p) => (seen.has(p.mdUrl) ? false : (seen.add(p.mdUrl), true)));
}
