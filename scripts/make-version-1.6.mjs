#!/usr/bin/env node
/**
 * Turns a fresh copy of the current docs (`docusaurus docs:version 1.6`) into
 * the docs of the widget's 1.6 line, in English and in every translation,
 * from the API manifest's version data:
 *
 *   - pages of items added after 1.6 (and the Salesforce guide, new in 1.7)
 *     are removed, with their sidebar entries; links to them become plain
 *     text, and overview rows listing them go;
 *   - signatures that differed in 1.6 (`differsAtDocsTags`) are shown as they
 *     were, parameter rows added after 1.6 go, renamed parameters get their
 *     1.6 names back;
 *   - change-log lines, release notes and migration steps of 1.7 go, and the
 *     1.7 removal notice of editorAutoSave goes.
 *
 * The same edits apply to every locale, so translations keep the structure of
 * their English source. Run once after `docs:version`; it is idempotent.
 *
 *   node scripts/make-version-1.6.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {execFileSync} from 'node:child_process';
import {listDocs} from './check-docs.mjs';
import {loadManifest, paramEntries, isLaterThan, differenceAt} from './api-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = '1.6';
const manifest = loadManifest();
const after = (v) => isLaterThan(v, VERSION);

/** Doc ids that do not exist in 1.6. */
export const removedIds = [
  ...manifest.items.filter((i) => i.since && after(i.since)).map((i) => i.id),
  'guides/integration_with_salesforce',
  // Generated comparison of 1.6 and 1.7 (scripts/generate-api-changes.mjs): current docs only.
  'news/api_changes',
];

/** Parameter renames of the 1.6 → 1.7 step, per page: current name → 1.6 name. */
const renamed = {
  'api/config/js_kanban_links_config': {source: 'masterId', target: 'slaveId'},
};

const versionDirs = [
  path.join(root, 'versioned_docs', `version-${VERSION}`),
  ...fs
    .readdirSync(path.join(root, 'i18n'))
    .map((l) => path.join(root, 'i18n', l, 'docusaurus-plugin-content-docs', `version-${VERSION}`))
    .filter((d) => fs.existsSync(d)),
];

function docIdOf(dir, file) {
  return path
    .relative(dir, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
}

/** Splits into fenced code and the rest, so edits of prose never touch code. */
function mapOutsideCode(text, fn) {
  const parts = text.split(/(^```[\s\S]*?^```)/m);
  return parts.map((p, i) => (i % 2 === 1 ? p : fn(p))).join('');
}

function removeLinks(text, fileDir, dir) {
  const isRemoved = (target) => {
    const p = target.split('#')[0];
    if (!p || /^[a-z]+:/.test(p)) return false;
    const id = path
      .relative(dir, path.resolve(fileDir, p))
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
    return removedIds.includes(id);
  };
  return mapOutsideCode(text, (prose) =>
    prose
      // A table row whose first cell links a removed page goes.
      .replace(/^\|\s*\[[^\]]*\]\(([^)]+)\)[^\n]*\|\s*\n/gm, (row, target) => (isRemoved(target) ? '' : row))
      // A list item that is only a link to a removed page goes.
      .replace(/^\s*[-*]\s*\[[^\]]*\]\(([^)]+)\)[^\n]*\n/gm, (item, target) =>
        isRemoved(target) && item.trim().split('](').length === 2 ? '' : item,
      )
      // Elsewhere a link to a removed page becomes its text, and a ", " next to it in a list of links goes too.
      .replace(/(, )?\[([^\]]*)\]\(([^)]+)\)(, )?/g, (m, pre, label, target, post) => {
        // A link to a section that 1.6 does not have (1.7 release notes and migration) keeps its text.
        if (/(whats_new\.md#v1-7-|migration\.md#1-6-5-to-1-7-0)/.test(target)) return (pre ?? '') + label + (post ?? '');
        if (!isRemoved(target)) return m;
        return pre && post ? ', ' : '';
      }),
  );
}

/** Removes the h2 sections whose id matches, with everything up to the next h2. */
function removeSections(text, idPattern) {
  return text.replace(new RegExp(`^## [^\\n]*\\{#(${idPattern})\\}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'gm'), '');
}

function editPage(id, text, item) {
  let out = text;
  // Change-log lines of 1.7.
  out = mapOutsideCode(out, (p) => p.replace(/^- v1\.7[^\n]*\n/gm, ''));
  if (id === 'news/whats_new') out = removeSections(out, 'v1-7-\\d+');
  if (id === 'news/migration') out = removeSections(out, '1-6-5-to-1-7-0');
  if (id === 'index') out = mapOutsideCode(out, (p) => p.replace(/1\.7(?!\.\d)/g, VERSION));
  if (id === 'api/config/js_kanban_editorautosave_config') {
    out = out.replace(/^:::caution[^\n]*\n[\s\S]*?^:::\n\n?/m, '');
    out = mapOutsideCode(out, (p) => p.replace(/^- [^\n]*1\.7[^\n]*\n/gm, ''));
  }
  if (!item) return out;
  // The 1.6 view of the item (signature, top-level parameters) when it differed from today's.
  const at16 = differenceAt(item, VERSION);
  if (at16?.signatureAsDocumented) {
    out = out.replace(
      /^```ts signature\n[\s\S]*?^```/m,
      '```ts signature\n' + at16.signatureAsDocumented.replace(/,\s*\}/g, ' }') + '\n```',
    );
  }
  const dropped = new Set(
    paramEntries(item.params)
      .filter((p) => p.since && after(p.since))
      .map((p) => p.name),
  );
  const top16 = at16?.topLevelParams ? new Set(at16.topLevelParams) : null;
  const renames = renamed[item.id] ?? {};
  out = mapOutsideCode(out, (prose) =>
    prose.replace(/^\|\s*`([^`]+)`\s*\|[^\n]*\n/gm, (row, name) => {
      const top = name.split('.')[0];
      if (renames[top]) {
        // The 1.6 name, without the sentence about the 1.7 rename in the description cell.
        const renamedRow = row.replace('`' + name + '`', '`' + name.replace(top, renames[top]) + '`');
        const cut = renamedRow.lastIndexOf('|', renamedRow.length - 3);
        const cell = renamedRow.slice(cut + 1, renamedRow.lastIndexOf('|')).replace(/1\.7/g, '1_7');
        const kept = cell
          .split(/(?<=[.。])\s*/)
          .filter((sentence) => !sentence.includes('1_7'))
          .join(' ')
          .replace(/1_7/g, '1.7')
          .trim();
        return `${renamedRow.slice(0, cut + 1)} ${kept} |\n`;
      }
      if ([...dropped].some((d) => name === d || name.startsWith(d + '.'))) return '';
      if (top16 && item.kind !== 'rest-route' && !top16.has(top) && paramEntries(item.params).some((p) => p.name === top)) return '';
      return row;
    }),
  );
  return out;
}

const byId = new Map(manifest.items.map((i) => [i.id, i]));
for (const dir of versionDirs) {
  for (const id of removedIds) {
    for (const ext of ['.md', '.mdx']) fs.rmSync(path.join(dir, id + ext), {force: true});
  }
  for (const file of listDocs([dir])) {
    const id = docIdOf(dir, file);
    const before = fs.readFileSync(file, 'utf8');
    let text = removeLinks(before, path.dirname(file), dir);
    text = editPage(id, text, byId.get(id));
    if (text !== before) fs.writeFileSync(file, text);
  }
}

// The versioned sidebar lists no removed page.
const sidebarFile = path.join(root, 'versioned_sidebars', `version-${VERSION}-sidebars.json`);
const prune = (items) =>
  items
    .filter((i) => !(typeof i === 'string' ? removedIds.includes(i) : i.type === 'doc' && removedIds.includes(i.id)))
    .map((i) => (typeof i === 'object' && i.items ? {...i, items: prune(i.items)} : i));
const sidebars = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
for (const key of Object.keys(sidebars)) sidebars[key] = prune(sidebars[key]);
fs.writeFileSync(sidebarFile, JSON.stringify(sidebars, null, 2) + '\n');

// docs:version copies current.json, whose version label is the current one.
for (const locale of fs.readdirSync(path.join(root, 'i18n'))) {
  const file = path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', `version-${VERSION}.json`);
  if (!fs.existsSync(file)) continue;
  const labels = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (labels['version.label']) labels['version.label'].message = VERSION;
  fs.writeFileSync(file, JSON.stringify(labels, null, 2) + '\n');
}

console.log(`version ${VERSION}: removed ${removedIds.length} pages in ${versionDirs.length} folders`);

// Translations of the version record which revision of the versioned English
// page they match: stamp them once the English copy is committed (re-run).

const englishDir = versionDirs[0];
let stamped = 0;
for (const dir of versionDirs.slice(1)) {
  for (const file of listDocs([dir])) {
    const english = ['.md', '.mdx'].map((e) => path.join(englishDir, docIdOf(dir, file) + e)).find((f) => fs.existsSync(f));
    if (!english) continue;
    const rev = execFileSync('git', ['log', '-1', '--format=%H', '--', path.relative(root, english)], {cwd: root, encoding: 'utf8'}).trim();
    if (!rev) continue;
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(/^translated_from: .*$/m, `translated_from: ${rev}`);
    if (next !== text) {
      fs.writeFileSync(file, next);
      stamped++;
    }
  }
}

console.log(`version ${VERSION}: ${stamped} translations stamped with their English revision`);
