#!/usr/bin/env node
/**
 * Keeps translated docs in step with their English source. For every locale
 * that has translated docs (`i18n/<locale>/docusaurus-plugin-content-docs/<version>/`):
 *
 *   - each English page has its translation;
 *   - a translation has the same headings (level and id, in order), the same
 *     code blocks (comments aside, which are translated) and the same link
 *     targets, in order;
 *   - its prose is in the target language (script check for ru/zh/ko, a
 *     translated description for every locale);
 *   - it uses none of the wordings its locale's glossary rejects
 *     (`i18n/<locale>/glossary-rules.json`, scripts/check-glossary.mjs);
 *   - its front matter records `translated_from: <commit>` of the English
 *     file, and the English file has changed at most once since then. One
 *     revision behind is reported as stale; more fails the check.
 *
 * Usage: node scripts/check-translations.mjs [--locale ru] [--report]
 *   --report  also list stale translations (one revision behind)
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {headings, codeBlocks, links, listDocs, formatOf} from './check-docs.mjs';
import {glossaryProblems} from './check-glossary.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const translatedLocales = ['ru', 'de', 'zh', 'ko'];

/** Expected script of the prose per locale (share of letters). */
const scripts = {
  ru: /[\u0400-\u04FF]/gu,
  zh: /[\u4E00-\u9FFF]/gu,
  ko: /[\uAC00-\uD7AF]/gu,
};

/** Docs versions: `current` plus each entry of versions.json. */
export function docsVersions() {
  const file = path.join(root, 'versions.json');
  const versions = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  return [
    {name: 'current', source: path.join(root, 'docs'), folder: 'current'},
    ...versions.map((v) => ({name: v, source: path.join(root, 'versioned_docs', `version-${v}`), folder: `version-${v}`})),
  ];
}

/** Code without comments and with whitespace folded: what must be equal across locales. */
export function normalizeCode(lang, body) {
  let code = body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  if (['bash', 'sh', 'shell', 'yaml', 'yml', 'ini', 'toml', 'dockerfile'].includes(lang)) {
    code = code.replace(/(^|\s)#.*$/gm, '$1');
  }
  return code.replace(/\s+/g, ' ').trim();
}

/** The parts of a page that must match its translation. */
export function structure(source, format = 'md') {
  const {content, data} = matter(source);
  return {
    data,
    content,
    headings: headings(content, format).map((h) => `h${h.level}${h.id ? '#' + h.id : ''}`),
    code: codeBlocks(content, format).map((b) => `${b.lang} ${b.meta}\n${normalizeCode(b.lang, b.body)}`),
    links: links(content, format).map((l) => l.target),
  };
}

/** Prose only: no code blocks, inline code, links targets, HTML/JSX tags, imports. */
export function prose(content) {
  return content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/\{#[\w-]+\}/g, ' ');
}

/** Share of letters in the locale's script, or null for Latin-script locales. */
export function scriptShare(locale, text) {
  const re = scripts[locale];
  if (!re) return null;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 1;
  return (text.match(re)?.length ?? 0) / letters;
}

/** Differences between an English page and its translation, as messages. */
export function compare(locale, english, translated, format = 'md') {
  const a = structure(english, format);
  const b = structure(translated, format);
  const problems = [];
  const diff = (what, x, y) => {
    const n = Math.max(x.length, y.length);
    for (let i = 0; i < n; i++) {
      if (x[i] !== y[i]) {
        problems.push(
          `${what} #${i + 1} differs: English ${JSON.stringify(x[i] ?? '(none)').slice(0, 120)}, translation ${JSON.stringify(y[i] ?? '(none)').slice(0, 120)}`,
        );
        return;
      }
    }
  };
  diff('heading', a.headings, b.headings);
  diff('code block', a.code, b.code);
  diff('link', a.links, b.links);
  if (a.data.description && a.data.description === b.data.description) problems.push('description is not translated');
  const share = scriptShare(locale, prose(b.content));
  if (share !== null && share < 0.5) problems.push(`prose is mostly not in the ${locale} script (${Math.round(share * 100)}%)`);
  return problems;
}

function git(args, cwd = root) {
  return execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  }).trim();
}

/**
 * The history the staleness check needs, read in three git calls instead of
 * a few per page: the parents of every commit, which commits touched each
 * file under docs/ and versioned_docs/, and which of those files have
 * uncommitted changes.
 */
export function readHistory(cwd = root) {
  const shallow = git(['rev-parse', '--is-shallow-repository'], cwd) === 'true';
  const parents = new Map();
  for (const line of git(['rev-list', '--parents', 'HEAD'], cwd).split('\n')) {
    const [commit, ...ps] = line.split(' ');
    if (commit) parents.set(commit, ps);
  }
  // `git log -- <paths>`: non-merge commits that changed each file, newest first.
  const touched = new Map();
  let commit = null;
  for (const line of git(['log', '--format=%x1e%H', '--name-only', 'HEAD', '--', 'docs', 'versioned_docs'], cwd).split('\n')) {
    if (line.startsWith('\x1e')) commit = line.slice(1);
    else if (line && commit) {
      if (!touched.has(line)) touched.set(line, []);
      touched.get(line).push(commit);
    }
  }
  const uncommitted = new Set(
    git(['status', '--porcelain', '--no-renames', '--', 'docs', 'versioned_docs'], cwd)
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3)),
  );
  return {shallow, parents, touched, uncommitted, ancestors: new Map()};
}

let history = null;
/** Full hash of `rev` if it names a commit of HEAD's history, else null. */
function resolve(h, rev) {
  if (h.parents.has(rev)) return rev;
  const matches = [...h.parents.keys()].filter((c) => c.startsWith(rev));
  return rev.length >= 4 && matches.length === 1 ? matches[0] : null;
}

/** `rev` and every commit it descends from. */
function ancestorsOf(h, rev) {
  if (!h.ancestors.has(rev)) {
    const seen = new Set();
    const stack = [rev];
    while (stack.length) {
      const c = stack.pop();
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(h.parents.get(c) ?? []));
    }
    h.ancestors.set(rev, seen);
  }
  return h.ancestors.get(rev);
}

/**
 * How many commits changed the English file since `rev` (plus one for
 * uncommitted changes), as `git rev-list --count <rev>..HEAD -- <file>` counts
 * them; null if the clone is shallow and `rev` is beyond its history.
 */
export function revisionsBehind(rev, englishFile, h = (history ??= readHistory())) {
  const rel = path.relative(root, englishFile).split(path.sep).join('/');
  const full = resolve(h, rev);
  if (!full) {
    if (h.shallow) return null;
    throw new Error(`translated_from ${rev} is not a commit of this repository`);
  }
  const before = ancestorsOf(h, full);
  const since = (h.touched.get(rel) ?? []).filter((c) => !before.has(c)).length;
  return since + (h.uncommitted.has(rel) ? 1 : 0);
}

/** Checks every translated locale (or the given ones). */
export function checkTranslations({locales = translatedLocales, gitHistory = readHistory()} = {}) {
  const errors = [];
  const stale = [];
  const warnings = [];
  let pages = 0;
  let unchecked = 0;
  for (const locale of locales) {
    for (const version of docsVersions()) {
      const dir = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', version.folder);
      if (!fs.existsSync(dir) || listDocs([dir]).length === 0) continue;
      for (const englishFile of listDocs([version.source])) {
        const rel = path.relative(version.source, englishFile);
        const where = `i18n/${locale}/docusaurus-plugin-content-docs/${version.folder}/${rel}`;
        const translatedFile = path.join(dir, rel);
        if (!fs.existsSync(translatedFile)) {
          errors.push(`${where}: missing translation of ${path.relative(root, englishFile)}`);
          continue;
        }
        pages++;
        const english = fs.readFileSync(englishFile, 'utf8');
        const translated = fs.readFileSync(translatedFile, 'utf8');
        for (const p of compare(locale, english, translated, formatOf(englishFile))) errors.push(`${where}: ${p}`);
        for (const p of glossaryProblems(locale, translated)) errors.push(`${where}: ${p}`); // words the glossary rejects
        const from = matter(translated).data.translated_from;
        if (!from) {
          errors.push(`${where}: front matter needs translated_from: <commit of the English file>`);
          continue;
        }
        try {
          const behind = revisionsBehind(String(from), englishFile, gitHistory);
          if (behind === null) unchecked++;
          else if (behind === 1) stale.push(`${where}: the English source changed once since ${String(from).slice(0, 10)}`);
          else if (behind !== null && behind > 1)
            errors.push(`${where}: ${behind} revisions behind its English source (translated from ${String(from).slice(0, 10)})`);
        } catch (e) {
          errors.push(`${where}: ${e.message}`);
        }
      }
      for (const translatedFile of listDocs([dir])) {
        const rel = path.relative(dir, translatedFile);
        if (!fs.existsSync(path.join(version.source, rel)))
          errors.push(`i18n/${locale}/docusaurus-plugin-content-docs/${version.folder}/${rel}: no English source`);
      }
    }
  }
  if (gitHistory.shallow) {
    warnings.push(
      `WARNING: shallow clone: the freshness check of translations needs full git history; ${unchecked} of ${pages} translations could not be compared with their English source, and the others may count too few changes. Run \`git fetch --unshallow\` (in CI: fetch-depth: 0).`,
    );
  }
  return {errors, stale, pages, warnings};
}

function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--locale');
  const locales = i >= 0 ? [args[i + 1]] : translatedLocales;
  const {errors, stale, pages, warnings} = checkTranslations({locales});
  for (const w of warnings) console.warn(`check-translations: ${w}`);
  for (const e of errors) console.error(e);
  if (args.includes('--report') || errors.length === 0) for (const s of stale) console.warn(`stale: ${s}`);
  console.log(`check-translations: ${pages} translated pages, ${stale.length} stale, ${errors.length} problems`);
  process.exit(errors.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
