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

/** Dotted paths of a parameter list and all nested fields, in document order. */
export function flattenParams(params = [], prefix = '') {
  return params.flatMap((p) => {
    const name = prefix ? `${prefix}.${p.name}` : p.name;
    return [name, ...flattenParams(p.children, name)];
  });
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
