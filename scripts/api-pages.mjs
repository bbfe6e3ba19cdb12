/**
 * Reads the API manifest and the API pages, for the checks that keep them in
 * step (scripts/api-pages.test.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {headings, links} from './check-docs.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadManifest() {
  return JSON.parse(fs.readFileSync(path.join(root, 'src/data/api/manifest.json'), 'utf8'));
}

/** The file of a doc id in a docs folder, `.md` or `.mdx`, or null. */
export function docFile(id, docsDir = path.join(root, 'docs')) {
  for (const ext of ['.md', '.mdx']) {
    const f = path.join(docsDir, id + ext);
    if (fs.existsSync(f)) return f;
  }
  return null;
}

/** Every parameter and nested field, by dotted path, with the version it appeared in. */
export function paramEntries(params = [], prefix = '') {
  return (params ?? []).flatMap((p) => {
    const name = prefix ? `${prefix}.${p.name}` : p.name;
    return [{name, since: p.since}, ...paramEntries(p.children, name)];
  });
}

/** Dotted paths of a parameter list and all nested fields, in document order. */
export function flattenParams(params = []) {
  return paramEntries(params).map((p) => p.name);
}

/** Whether version `v` ("1.7", "1.5.6") is later than `base` ("1.6"), by major and minor. */
export function isLaterThan(v, base) {
  const [a, b] = v.split('.').map(Number);
  const [x, y] = base.split('.').map(Number);
  return a > x || (a === x && b > y);
}

/**
 * How an item was documented at a docs version, when it differed from today
 * (`differsAtDocsTags` ranges such as "v1.5-v1.6"); null when it did not.
 */
export function differenceAt(item, version) {
  for (const [range, diff] of Object.entries(item.differsAtDocsTags ?? {})) {
    const [from, to = from] = range.replace(/v/g, '').split('-');
    if (!isLaterThan(from, version) && !isLaterThan(version, to)) return diff;
  }
  return null;
}

/** Body of the section that starts with the heading carrying `id`, up to the next heading of the same or a higher level. */
export function section(content, id) {
  const lines = content.split('\n');
  const hs = headings(content);
  const start = hs.find((h) => h.id === id);
  if (!start) return null;
  const next = hs.find((h) => h.line > start.line && h.level <= start.level);
  return lines.slice(start.line, next ? next.line - 1 : lines.length).join('\n');
}

/** First-column code spans of the Markdown tables in a piece of text. */
export function tableNames(text) {
  if (!text) return [];
  const names = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^\|\s*`([^`]+)`\s*\|/);
    if (m) names.push(m[1]);
  }
  return names;
}

/** Page content without front matter. */
export function readPage(file) {
  return matter(fs.readFileSync(file, 'utf8'));
}

/** The section ids every page of a kind has, in order. */
export const skeletons = {
  method: ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  'toolbar-method': ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  internal: ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  'rest-method': ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  common: ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  event: ['usage', 'parameters', 'returns', 'example', 'change-log', 'related'],
  config: ['usage', 'parameters', 'default', 'example', 'change-log', 'related'],
  'toolbar-config': ['usage', 'parameters', 'default', 'example', 'change-log', 'related'],
  'rest-route': ['route', 'path-parameters', 'payload', 'response', 'status-codes', 'paired-api', 'change-log', 'related'],
  overview: [],
};

/** Resolved doc ids a page links to (relative file links only). */
export function linkedDocIds(file, docsDir = path.join(root, 'docs')) {
  const {content} = readPage(file);
  return links(content)
    .map((l) => l.target.split('#')[0])
    .filter((t) => t && /\.mdx?$/.test(t) && !/^https?:/.test(t))
    .map((t) => path.relative(docsDir, path.resolve(path.dirname(file), t)).replace(/\.mdx?$/, ''));
}
