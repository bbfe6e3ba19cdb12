#!/usr/bin/env node
/**
 * Type-checks the code examples of the docs against the declaration of the
 * widget's public API (`src/types/kanban.d.ts`), without a site build.
 *
 * - Takes every fenced code block whose language is `js`, `javascript`, `ts` or
 *   `typescript` from the given Markdown/MDX files (folders are searched
 *   recursively; default: `docs/api`). Blocks whose info string carries
 *   `signature` or `no-check` after the language are skipped:
 *   ```ts signature
 * - Writes each block to its own file in a temporary folder, with `export {};`
 *   appended so that every block is a module with its own scope.
 * - Checks all `ts` blocks in one TypeScript program (`strict: true`) and all
 *   `js` blocks in another (`allowJs` + `checkJs`, not strict; excess-property
 *   checks on object literals still apply), both with `src/types/kanban.d.ts`,
 *   `lib: ["es2022", "dom"]`, `noEmit` and `skipLibCheck`.
 * - Prints each error at `path/to/page.md:LINE:COL` of the Markdown source and a
 *   summary line; exits with 1 if there are errors.
 *
 * Usage: node scripts/check-examples.mjs [file or folder ...]   (default: docs/api)
 *        KEEP_EXAMPLES=1 node scripts/check-examples.mjs ...    keeps the generated files
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ts from 'typescript';
import {listDocs} from './check-docs.mjs';
import {checkSince} from './check-since.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DECLARATION = path.join(root, 'src/types/kanban.d.ts');

const LANGS = {js: 'js', javascript: 'js', ts: 'ts', typescript: 'ts'};
const SKIP_META = /(^|[\s,{])(signature|no-check)(?=$|[\s,}=])/;

/** All .md/.mdx files below the given paths, sorted; a path that does not exist is an error. */
export function listMarkdown(paths) {
  for (const p of paths) {
    if (!fs.existsSync(p)) throw new Error(`check-examples: no such file or folder: ${p}`);
  }
  return listDocs(paths);
}

/**
 * Fenced code blocks of a Markdown source (front matter skipped by line
 * counting, so line numbers are those of the file).
 * Returns {lang, meta, code, line, indent}: `line` is the 1-based line of the
 * first line of code, `indent` the indentation removed from each line.
 */
export function extractBlocks(source) {
  const lines = source.split(/\r?\n/);
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  const blocks = [];
  for (; i < lines.length; i++) {
    const open = lines[i].match(/^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*?)\s*$/);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    if (fence[0] === '`' && /`/.test(meta)) continue; // inline code, not a fence
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].match(/^\s*(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j]);
    }
    const strip = (l) => {
      let k = 0;
      while (k < indent.length && k < l.length && /\s/.test(l[k])) k++;
      return l.slice(k);
    };
    blocks.push({lang: lang.toLowerCase(), meta, code: body.map(strip).join('\n'), line: i + 2, indent: indent.length});
    i = j;
  }
  return blocks;
}

/** Whether a block is type-checked: right language, no `signature`/`no-check`. */
export function isChecked(block) {
  return block.lang in LANGS && !SKIP_META.test(block.meta);
}

const COMMON_OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  forceConsistentCasingInFileNames: true,
};

export const OPTIONS = {
  ts: {...COMMON_OPTIONS, strict: true},
  js: {...COMMON_OPTIONS, strict: false},
};

/** A compiler host that parses each lib/declaration file once for both programs. */
function cachingHost(options) {
  const host = ts.createCompilerHost(options, true);
  const cache = cachingHost.cache;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const isShared = fileName.endsWith('.d.ts');
    const key = `${fileName}|${typeof languageVersion === 'object' ? JSON.stringify(languageVersion) : languageVersion}`;
    if (isShared && cache.has(key)) return cache.get(key);
    const sf = getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (isShared && sf) cache.set(key, sf);
    return sf;
  };
  return host;
}
cachingHost.cache = new Map();

function formatMessage(messageText) {
  return ts.flattenDiagnosticMessageText(messageText, '\n    ');
}

/**
 * Checks the examples of the given Markdown files/folders.
 * @param {string[]} [paths] files or folders, relative to the cwd (default: the project's docs/api)
 * @param {{declaration?: string, keep?: boolean}} [opts]
 * @returns {{files: number, blocks: number, errors: Array<{file: string, line: number, column: number, code: number, message: string}>}}
 */
export function checkExamples(paths = [path.join(root, 'docs/api')], opts = {}) {
  const declaration = opts.declaration ?? DECLARATION;
  const files = listMarkdown(paths);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanban-examples-'));
  /** generated file -> {page, line, indent} */
  const origin = new Map();
  const roots = {ts: [], js: []};
  let blocks = 0;
  try {
    for (const page of files) {
      const rel = path.relative(process.cwd(), page) || page;
      const base = path
        .basename(page)
        .replace(/\.mdx?$/, '')
        .replace(/[^\w-]/g, '_');
      for (const block of extractBlocks(fs.readFileSync(page, 'utf8'))) {
        if (!isChecked(block)) continue;
        const kind = LANGS[block.lang];
        const file = path.join(dir, `${String(blocks).padStart(4, '0')}-${base}-L${block.line}.${kind}`);
        fs.writeFileSync(file, `${block.code}\nexport {};\n`);
        origin.set(path.resolve(file), {page: rel, line: block.line, indent: block.indent});
        roots[kind].push(file);
        blocks++;
      }
    }

    const errors = [];
    const seenGlobal = new Set();
    for (const kind of ['ts', 'js']) {
      if (!roots[kind].length) continue;
      const options = OPTIONS[kind];
      const program = ts.createProgram({rootNames: [declaration, ...roots[kind]], options, host: cachingHost(options)});
      for (const d of ts.getPreEmitDiagnostics(program)) {
        if (d.category !== ts.DiagnosticCategory.Error) continue;
        const message = formatMessage(d.messageText);
        const src = d.file && origin.get(path.resolve(d.file.fileName));
        if (src) {
          const {line, character} = ts.getLineAndCharacterOfPosition(d.file, d.start ?? 0);
          errors.push({file: src.page, line: src.line + line, column: character + 1 + src.indent, code: d.code, message});
        } else {
          // Errors of the declaration itself or of the options: report once.
          let where = '(options)';
          let line = 0;
          let column = 0;
          if (d.file) {
            const pos = ts.getLineAndCharacterOfPosition(d.file, d.start ?? 0);
            where = path.relative(process.cwd(), d.file.fileName);
            line = pos.line + 1;
            column = pos.character + 1;
          }
          const key = `${where}:${line}:${column}:${d.code}`;
          if (seenGlobal.has(key)) continue;
          seenGlobal.add(key);
          errors.push({file: where, line, column, code: d.code, message});
        }
      }
    }
    errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    return {files: files.length, blocks, errors};
  } finally {
    if (opts.keep || process.env.KEEP_EXAMPLES) console.error(`check-examples: generated files kept in ${dir}`);
    else fs.rmSync(dir, {recursive: true, force: true});
  }
}

function main() {
  const args = process.argv.slice(2);
  const {files, blocks, errors} = checkExamples(args.length ? args : undefined);
  for (const e of errors) {
    console.log(`${e.file}:${e.line}:${e.column} - error TS${e.code}: ${e.message}`);
  }
  const since = checkSince(); // every @since of the declaration equals the manifest's version
  for (const p of since) console.log(p);
  console.log(`check-examples: ${blocks} blocks in ${files} files, ${errors.length} errors, ${since.length} @since problems`);
  process.exitCode = errors.length || since.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
