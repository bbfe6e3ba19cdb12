#!/usr/bin/env node
/**
 * Fast checks of docs sources, without a full site build:
 *   - front matter has `title` and `description`;
 *   - the file compiles as Markdown/MDX (CommonMark for .md, MDX for .mdx,
 *     as `markdown.format: 'detect'` does in the site);
 *   - every h2..h6 heading carries an explicit id (`## Usage {#usage}`), ids
 *     are unique in the page, so anchors match in every locale;
 *   - relative links to other docs point at files that exist, and their
 *     `#anchor` at a heading id of that file; no absolute links into the site
 *     (use file links so each locale links to its own pages);
 *   - ```json code blocks parse as JSON.
 *
 * Usage: node scripts/check-docs.mjs [file or folder ...]   (default: docs/ and i18n/*)
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createHash} from 'node:crypto';
import matter from 'gray-matter';
import {createProcessor} from '@mdx-js/mdx';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {checkBehaviour} from './check-behaviour.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const versionsFile = path.join(root, 'versions.json');
const versions = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : ['1.6'];

/** All .md/.mdx files below the given paths. */
export function listDocs(paths) {
  const out = [];
  const walk = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else if (/\.mdx?$/.test(p)) out.push(p);
  };
  for (const p of paths) if (fs.existsSync(p)) walk(p);
  return out;
}

/**
 * Parses a page as the site does (`markdown.format: 'detect'`): CommonMark
 * for .md, MDX for .mdx, with GFM and directives, after escaping heading ids
 * (`{#id}`) with Docusaurus's own preprocessing. Returns the mdast tree; an
 * MDX page that does not parse is read as CommonMark (check-docs reports it).
 */
export function parse(source, format = 'md') {
  const text = escapeMarkdownHeadingIds(source);
  try {
    return processor(format).parse(text);
  } catch (e) {
    if (format === 'md') throw e;
    return processor('md').parse(text);
  }
}

const processors = new Map();
function processor(format) {
  if (!processors.has(format)) processors.set(format, createProcessor({format, remarkPlugins: [remarkGfm, remarkDirective]}));
  return processors.get(format);
}

/** Calls `fn(node)` for every node of the tree, in document order. */
function walk(node, fn) {
  fn(node);
  for (const child of node.children ?? []) walk(child, fn);
}

/** Plain text of a node: its text, inline code and the like, without markup. */
function plainText(node) {
  if (typeof node.value === 'string' && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/**
 * Headings, code blocks, links and link definitions of a page, from its
 * syntax tree. Links include reference-style links (`[x][ref]`), with the
 * target of their definition (`[ref]: ./page.md#id`). Line numbers are those
 * of `source`. Parsing is the slow part (~10 ms a page), so outlines are
 * cached on disk by content hash (see outlineCache).
 */
export function outline(source, format = 'md') {
  const cache = outlineCache();
  const key = cacheKey(source, format);
  let value = cache.entries.get(key);
  if (!value) {
    value = outlineOf(parse(source, format));
    cache.entries.set(key, value);
    cache.dirty = true;
  }
  return value;
}

/**
 * Outlines of pages already parsed (and whether they compile), by hash of
 * format and content, kept in node_modules/.cache/ between runs: check-translations and the unit tests
 * reuse what check-docs parsed. The file name carries the parsers' versions
 * and a version of outlineOf(); bump OUTLINE_VERSION when outlineOf() changes.
 */
const OUTLINE_VERSION = 1;
let cache = null;
function outlineCache() {
  if (cache) return cache;
  const parsers = ['@mdx-js/mdx', 'remark-gfm', 'remark-directive', '@docusaurus/utils']
    .map((name) => `${name}@${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`)
    .join(' ');
  const file = path.join(
    root,
    'node_modules/.cache/kanban-docs',
    `outlines-${OUTLINE_VERSION}-${createHash('sha1').update(parsers).digest('hex').slice(0, 10)}.json`,
  );
  cache = {file, entries: new Map(), compiled: new Map(), dirty: false};
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    cache.entries = new Map(Object.entries(saved.outlines));
    cache.compiled = new Map(Object.entries(saved.compiled));
  } catch {
    // no cache yet, or an unreadable one: start afresh
  }
  process.on('exit', () => {
    if (!cache.dirty) return;
    // Newest last: keep the newest 20,000 pages so the file does not grow without end.
    const newest = (map) => Object.fromEntries([...map].slice(-20000));
    // Written aside, then renamed: parallel runs (the unit tests) never read a half-written file.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(tmp, JSON.stringify({outlines: newest(cache.entries), compiled: newest(cache.compiled)}));
    fs.renameSync(tmp, file);
  });
  return cache;
}
const cacheKey = (source, format) => createHash('sha1').update(`${format}\0${source}`).digest('base64url');

/** The outline of an mdast tree (see outline()). */
function outlineOf(tree) {
  const definitions = new Map();
  walk(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  const value = {
    headings: [],
    codeBlocks: [],
    links: [],
    definitions: [...definitions.values()].map((d) => ({label: d.label ?? d.identifier, target: d.url, line: d.position.start.line})),
  };
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'heading') {
      const {text, id} = parseMarkdownHeadingId(plainText(node).trimEnd());
      value.headings.push({level: node.depth, text, id: id ?? null, line});
    } else if (node.type === 'code') {
      value.codeBlocks.push({lang: node.lang ?? '', meta: node.meta ?? '', body: unescapeHeadingIds(node.value), line});
    } else if (node.type === 'link' || node.type === 'image') {
      value.links.push({target: node.url, line});
    } else if (node.type === 'linkReference' || node.type === 'imageReference') {
      const d = definitions.get(node.identifier);
      if (d) value.links.push({target: d.url, line, reference: node.label ?? node.identifier});
    }
  });
  return value;
}

/** Code keeps its text: undo the heading-id escape on heading-like lines. */
const unescapeHeadingIds = (code) => code.replace(/^(#{1,6}(?!#).*?)\\\{#/gm, '$1{#');

/** Headings: level, text, explicit id (`{#id}`) or null, line number. */
export function headings(source, format) {
  return outline(source, format).headings;
}

/** Fenced (and indented) code blocks: lang, meta, body, line number. */
export function codeBlocks(source, format) {
  return outline(source, format).codeBlocks;
}

/** Link and image targets, inline and reference-style, with line numbers. */
export function links(source, format) {
  return outline(source, format).links;
}

const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const src = matter(fs.readFileSync(file, 'utf8')).content;
    idsCache.set(
      file,
      new Set(
        headings(src, formatOf(file))
          .map((h) => h.id)
          .filter(Boolean),
      ),
    );
  }
  return idsCache.get(file);
}

/**
 * Why a page does not compile as MDX/CommonMark ({line, reason}), or null.
 * Cached by content with the outline, which it computes on the way.
 */
async function compileFailure(content, format) {
  const cache = outlineCache();
  const key = cacheKey(content, format);
  if (cache.compiled.has(key)) return cache.compiled.get(key);
  const proc = processor(format);
  const text = escapeMarkdownHeadingIds(content);
  let failure = null;
  try {
    const tree = proc.parse(text);
    cache.entries.set(key, outlineOf(tree));
    await proc.run(tree, text);
  } catch (e) {
    failure = {line: e.line ?? e.place?.line ?? e.position?.start?.line ?? null, reason: e.reason ?? e.message};
  }
  cache.compiled.set(key, failure);
  cache.dirty = true;
  return failure;
}

/** CommonMark for .md, MDX for .mdx, as `markdown.format: 'detect'` reads them. */
export const formatOf = (file) => (file.endsWith('.mdx') ? 'mdx' : 'md');

/** Problems of one link target written in `file` ('' if none). */
function checkTarget(file, target) {
  if (/^(https?:|mailto:)/.test(target)) return '';
  if (target.startsWith('/')) {
    // Links into an older docs version are paths (`/1.6/api/...`): Docusaurus checks them at build time.
    if (versions.some((v) => target.startsWith(`/${v}/`))) return '';
    return `absolute link ${target}; link the file instead (../api/x.md)`;
  }
  const [p, anchor] = target.split('#');
  const dest = p ? path.resolve(path.dirname(file), decodeURI(p)) : file;
  if (!fs.existsSync(dest)) return `link target ${target} does not exist`;
  if (p && !/\.mdx?$/.test(p)) return '';
  if (anchor && !idsOf(dest).has(anchor)) return `${target}: no heading with id #${anchor}`;
  return '';
}

export async function checkFile(file) {
  const errors = [];
  const raw = fs.readFileSync(file, 'utf8');
  let fm;
  try {
    fm = matter(raw);
  } catch (e) {
    return [`${file}: front matter does not parse: ${e.message}`];
  }
  const rel = path.relative(root, file);
  const offset = raw.slice(0, raw.length - fm.content.length).split('\n').length - 1;
  const at = (line) => `${rel}:${line + offset}`;
  if (!fm.data.title) errors.push(`${rel}: front matter needs a title`);
  if (!fm.data.description) errors.push(`${rel}: front matter needs a description`);

  // Compile as the site does: a syntax error is reported, and the rest of the checks read the page as CommonMark.
  const format = formatOf(file);
  const failure = await compileFailure(fm.content, format);
  if (failure) errors.push(`${failure.line ? at(failure.line) : rel}: does not compile: ${failure.reason}`);
  const page = outline(fm.content, format);
  if (!idsCache.has(file)) idsCache.set(file, new Set(page.headings.map((h) => h.id).filter(Boolean)));
  const seen = new Set();
  for (const h of page.headings) {
    if (h.level === 1) continue;
    if (!h.id) errors.push(`${at(h.line)}: heading "${h.text}" needs an explicit id, like {#some-id}`);
    else if (seen.has(h.id)) errors.push(`${at(h.line)}: duplicate heading id #${h.id}`);
    else seen.add(h.id);
  }
  if (page.headings.filter((h) => h.level === 1).length > 1) errors.push(`${rel}: more than one h1`);

  // Inline links and images, then link definitions (`[ref]: ./page.md#id`), which reference-style links use.
  for (const {target, line, reference} of page.links) {
    if (reference) continue;
    const problem = checkTarget(file, target);
    if (problem) errors.push(`${at(line)}: ${problem}`);
  }
  for (const {label, target, line} of page.definitions) {
    const problem = checkTarget(file, target);
    if (problem) errors.push(`${at(line)}: [${label}]: ${problem}`);
  }

  for (const b of page.codeBlocks) {
    if (b.lang === 'json') {
      try {
        JSON.parse(b.body);
      } catch (e) {
        errors.push(`${at(b.line)}: json code block does not parse: ${e.message}`);
      }
    }
  }

  errors.push(...checkBehaviour(file, fm.content)); // Behaviour sections, paired API links, overview descriptions
  return errors;
}

async function main() {
  const args = process.argv.slice(2);
  const targets = args.length
    ? args.map((a) => path.resolve(a))
    : [
        path.join(root, 'docs'),
        path.join(root, 'versioned_docs'),
        ...fs.readdirSync(path.join(root, 'i18n')).map((l) => path.join(root, 'i18n', l, 'docusaurus-plugin-content-docs')),
      ];
  const files = listDocs(targets);
  let errors = [];
  for (const f of files) errors = errors.concat(await checkFile(f));
  for (const e of errors) console.error(e);
  console.log(`check-docs: ${files.length} files, ${errors.length} problems`);
  process.exit(errors.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
