#!/usr/bin/env node
/**
 * Generates the page "API changes between 1.6 and 1.7" (docs/news/api_changes.md)
 * and its translations from the API manifest: what was added, changed and
 * removed, each linking the page in 1.7 and, where it exists, in 1.6.
 * One-line descriptions come from each locale's own API pages, so the
 * translations need no separate text. Re-run after changing the manifest:
 *
 *   node scripts/generate-api-changes.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {loadManifest, paramEntries, isLaterThan, differenceAt} from './api-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FROM = '1.6';
const TO = '1.7';
const manifest = loadManifest();
const after = (v) => isLaterThan(v, FROM);

const strings = {
  en: {
    title: `API changes between ${FROM} and ${TO}`,
    sidebar: `API changes ${FROM} → ${TO}`,
    description: `Every property, method, event and parameter of JavaScript Kanban that was added, changed or removed between ${FROM} and ${TO}.`,
    intro: `This page is generated from the project's API manifest. Each entry links the page in ${TO} and, where the item existed, in ${FROM}. For upgrade steps with code, see [Migration](migration.md).`,
    added: `Added in ${TO}`,
    addedParams: 'New parameters',
    changed: 'Changed',
    removed: `Removed in ${TO}`,
    name: 'Name',
    what: 'What',
    links: 'Pages',
    newItem: 'New',
    newParams: 'New parameters:',
    signature: 'Signature or parameters changed',
    removedItem: 'Removed',
    replacement: 'use',
  },
  ru: {
    title: `Изменения API между ${FROM} и ${TO}`,
    sidebar: `Изменения API ${FROM} → ${TO}`,
    description: `Все свойства, методы, события и параметры JavaScript Kanban, которые появились, изменились или были удалены между версиями ${FROM} и ${TO}.`,
    intro: `Страница создаётся автоматически из манифеста API проекта. У каждой записи есть ссылки на страницу в версии ${TO} и, если элемент уже существовал, в версии ${FROM}. Пошаговый переход с примерами кода описан в разделе [Миграция](migration.md).`,
    added: `Добавлено в ${TO}`,
    addedParams: 'Новые параметры',
    changed: 'Изменено',
    removed: `Удалено в ${TO}`,
    name: 'Имя',
    what: 'Что изменилось',
    links: 'Страницы',
    newItem: 'Новое',
    newParams: 'Новые параметры:',
    signature: 'Изменились сигнатура или параметры',
    removedItem: 'Удалено',
    replacement: 'используйте',
  },
  de: {
    title: `API-Änderungen zwischen ${FROM} und ${TO}`,
    sidebar: `API-Änderungen ${FROM} → ${TO}`,
    description: `Alle Eigenschaften, Methoden, Ereignisse und Parameter von JavaScript Kanban, die zwischen ${FROM} und ${TO} hinzugekommen, geändert oder entfernt worden sind.`,
    intro: `Diese Seite wird aus dem API-Manifest des Projekts erzeugt. Jeder Eintrag verlinkt die Seite in ${TO} und, falls es das Element schon gab, in ${FROM}. Die Umstellung mit Codebeispielen beschreibt die [Migration](migration.md).`,
    added: `Neu in ${TO}`,
    addedParams: 'Neue Parameter',
    changed: 'Geändert',
    removed: `Entfernt in ${TO}`,
    name: 'Name',
    what: 'Änderung',
    links: 'Seiten',
    newItem: 'Neu',
    newParams: 'Neue Parameter:',
    signature: 'Signatur oder Parameter geändert',
    removedItem: 'Entfernt',
    replacement: 'stattdessen',
  },
  zh: {
    title: `${FROM} 与 ${TO} 之间的 API 变更`,
    sidebar: `API 变更 ${FROM} → ${TO}`,
    description: `JavaScript Kanban 在 ${FROM} 与 ${TO} 之间新增、变更或移除的全部属性、方法、事件和参数。`,
    intro: `本页根据项目的 API 清单自动生成。每个条目都链接到 ${TO} 中的页面；如果该项在 ${FROM} 中已存在，也链接到 ${FROM} 中的页面。带代码示例的升级步骤请参阅[迁移](migration.md)。`,
    added: `${TO} 新增`,
    addedParams: '新增参数',
    changed: '变更',
    removed: `${TO} 移除`,
    name: '名称',
    what: '变更内容',
    links: '页面',
    newItem: '新增',
    newParams: '新增参数：',
    signature: '签名或参数有变化',
    removedItem: '已移除',
    replacement: '请改用',
  },
  ko: {
    title: `${FROM}와 ${TO} 사이의 API 변경 사항`,
    sidebar: `API 변경 사항 ${FROM} → ${TO}`,
    description: `JavaScript Kanban에서 ${FROM}와 ${TO} 사이에 추가, 변경 또는 제거된 모든 속성, 메서드, 이벤트, 매개변수입니다.`,
    intro: `이 페이지는 프로젝트의 API 매니페스트에서 자동으로 생성됩니다. 각 항목은 ${TO}의 페이지와, 항목이 이미 있었다면 ${FROM}의 페이지로 연결됩니다. 코드 예제가 포함된 업그레이드 절차는 [마이그레이션](migration.md)을 참조하세요.`,
    added: `${TO}에서 추가됨`,
    addedParams: '새 매개변수',
    changed: '변경됨',
    removed: `${TO}에서 제거됨`,
    name: '이름',
    what: '변경 내용',
    links: '페이지',
    newItem: '새 항목',
    newParams: '새 매개변수:',
    signature: '시그니처 또는 매개변수 변경',
    removedItem: '제거됨',
    replacement: '대신 사용:',
  },
};

const docsDir = (locale) =>
  locale === 'en' ? path.join(root, 'docs') : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

const current = manifest.items.filter((i) => i.kind !== 'overview' && i.kind !== 'rest-route');
const added = current.filter((i) => i.since && after(i.since));
const newParams = current
  .filter((i) => !added.includes(i))
  .map((i) => ({
    item: i,
    params: paramEntries(i.params)
      .filter((p) => p.since && after(p.since))
      .map((p) => p.name),
  }))
  .filter((x) => x.params.length);
const changed = current.filter((i) => !added.includes(i) && !i.removedIn && differenceAt(i, FROM) !== null);
const removed = current.filter((i) => i.removedIn && after(i.removedIn.version));

const link = (item) => `../${item.id}.md`;
const oldLink = (item) => `/${FROM}/${item.id}/`;
const label = (item) => '`' + item.title.replace(/`/g, '') + '`';

function summary(locale, item) {
  const file = ['.md', '.mdx'].map((e) => path.join(docsDir(locale), item.id + e)).find((f) => fs.existsSync(f));
  if (!file) return item.summary;
  const {content} = matter(fs.readFileSync(file, 'utf8'));
  const para = content
    .split('\n\n')
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('#') && !p.startsWith(':::'));
  return (para ?? item.summary).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function page(locale) {
  const t = strings[locale];
  const rows = (items, what) => items.map((i) => `| ${label(i)} | ${what(i)} |`).join('\n');
  const parts = [
    `# ${t.title}`,
    '',
    t.intro,
    '',
    `## ${t.added} {#added}`,
    '',
    `| ${t.name} | ${t.what} |`,
    '| --- | --- |',
    rows(added, (i) => `[${t.newItem}](${link(i)}): ${summary(locale, i)}`),
    '',
    `## ${t.addedParams} {#added-parameters}`,
    '',
    `| ${t.name} | ${t.what} |`,
    '| --- | --- |',
    newParams
      .map(
        ({item, params}) =>
          `| ${label(item)} | ${t.newParams} ${params.map((p) => '`' + p + '`').join(', ')}. [${TO}](${link(item)}), [${FROM}](${oldLink(item)}) |`,
      )
      .join('\n'),
    '',
    `## ${t.changed} {#changed}`,
    '',
    `| ${t.name} | ${t.what} |`,
    '| --- | --- |',
    rows(changed, (i) => `${t.signature}. [${TO}](${link(i)}), [${FROM}](${oldLink(i)})`),
    '',
    `## ${t.removed} {#removed}`,
    '',
    `| ${t.name} | ${t.what} |`,
    '| --- | --- |',
    rows(removed, (i) => `${t.removedItem}; ${t.replacement} \`${i.removedIn.replacement}\`. [${FROM}](${oldLink(i)})`),
    '',
  ];
  return parts.join('\n');
}

function englishRevision(file) {
  try {
    return execFileSync('git', ['log', '-1', '--format=%H', '--', file], {cwd: root, encoding: 'utf8'}).trim();
  } catch {
    return '';
  }
}

const englishFile = path.join(root, 'docs', 'news', 'api_changes.md');
for (const locale of Object.keys(strings)) {
  const t = strings[locale];
  const fm = {title: t.title, sidebar_label: t.sidebar, description: t.description};
  if (locale !== 'en') {
    const rev = englishRevision(englishFile);
    if (!rev) {
      console.log(`skip ${locale}: commit docs/news/api_changes.md first, then re-run for the translations`);
      continue;
    }
    fm.translated_from = rev;
  }
  const dir = path.join(docsDir(locale), 'news');
  if (locale !== 'en' && !fs.existsSync(dir)) continue;
  fs.writeFileSync(path.join(dir, 'api_changes.md'), matter.stringify(page(locale), fm));
  console.log(`wrote ${path.relative(root, path.join(dir, 'api_changes.md'))}`);
}
