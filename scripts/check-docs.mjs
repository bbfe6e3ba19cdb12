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
import matter from 'gray-matter';
import {compile} from '@mdx-js/mdx';
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

const HEADING = /^(#{1,6})\s+(.*?)\s*(?:\{#([A-Za-z0-9_-]+)\})?\s*$/;

/** Calls `fn(line, lineNumber)` for every line outside fenced code blocks. */
export function forEachProseLine(source, fn) {
  let fence = null;
  source.split('\n').forEach((line, i) => {
    const f = line.match(/^\s*(```+|~~~+)/);
    if (f) {
      if (!fence) fence = f[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (!fence) fn(line, i + 1);
  });
}

/** Headings outside code fences: level, text, explicit id, line number. */
export function headings(source) {
  const result = [];
  forEachProseLine(source, (line, n) => {
    const m = line.match(HEADING);
    if (m) result.push({level: m[1].length, text: m[2], id: m[3] ?? null, line: n});
  });
  return result;
}

/** Fenced code blocks: lang, meta, body, line number. */
export function codeBlocks(source) {
  const blocks = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^(\s*)(```+)([\w-]*)\s*(.*)$/);
    if (!open) continue;
    const body = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j].trim().startsWith(open[2]); j++) body.push(lines[j]);
    blocks.push({lang: open[3], meta: open[4], body: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** Markdown links `[text](target)` outside code, with line numbers. */
export function links(source) {
  const out = [];
  forEachProseLine(source, (line, n) => {
    const stripped = line.replace(/`[^`]*`/g, '');
    for (const m of stripped.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push({target: m[1], line: n});
  });
  return out;
}

const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const src = matter(fs.readFileSync(file, 'utf8')).content;
    idsCache.set(file, new Set(headings(src).map((h) => h.id).filter(Boolean)));
  }
  return idsCache.get(file);
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

  const hs = headings(fm.content);
  const seen = new Set();
  for (const h of hs) {
    if (h.level === 1) continue;
    if (!h.id) errors.push(`${at(h.line)}: heading "${h.text}" needs an explicit id, like {#some-id}`);
    else if (seen.has(h.id)) errors.push(`${at(h.line)}: duplicate heading id #${h.id}`);
    else seen.add(h.id);
  }
  if (hs.filter((h) => h.level === 1).length > 1) errors.push(`${rel}: more than one h1`);

  for (const {target, line} of links(fm.content)) {
    if (/^(https?:|mailto:)/.test(target)) continue;
    if (target.startsWith('/')) {
      // Links into an older docs version are paths (`/1.6/api/...`): Docusaurus checks them at build time.
      if (versions.some((v) => target.startsWith(`/${v}/`))) continue;
      errors.push(`${at(line)}: absolute link ${target}; link the file instead (../api/x.md)`);
      continue;
    }
    const [p, anchor] = target.split('#');
    const dest = p ? path.resolve(path.dirname(file), decodeURI(p)) : file;
    if (p && !/\.mdx?$/.test(p)) {
      if (!fs.existsSync(dest)) errors.push(`${at(line)}: link target ${target} does not exist`);
      continue;
    }
    if (!fs.existsSync(dest)) {
      errors.push(`${at(line)}: link target ${target} does not exist`);
      continue;
    }
    if (anchor && !idsOf(dest).has(anchor)) errors.push(`${at(line)}: ${target}: no heading with id #${anchor}`);
  }

  for (const b of codeBlocks(fm.content)) {
    if (b.lang === 'json') {
      try {
        JSON.parse(b.body);
      } catch (e) {
        errors.push(`${at(b.line)}: json code block does not parse: ${e.message}`);
      }
    }
  }

  errors.push(...checkBehaviour(file, fm.content)); // Behaviour sections, paired API links, overview descriptions

  // Heading ids are Docusaurus syntax, not Markdown: drop them before compiling.
  const body = fm.content.replace(/^(#{1,6}\s.*?)\s*\{#[A-Za-z0-9_-]+\}\s*$/gm, '$1');
  try {
    await compile(body, {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      remarkPlugins: [remarkGfm, remarkDirective],
    });
  } catch (e) {
    const line = e.line ?? e.place?.line ?? e.position?.start?.line;
    errors.push(`${line ? at(line) : rel}: does not compile: ${e.reason ?? e.message}`);
  }
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
