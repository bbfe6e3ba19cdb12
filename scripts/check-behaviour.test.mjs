/**
 * check-docs fails a data-changing method or event page without a Behaviour
 * section or without links to its counterparts, a route page whose Paired API
 * does not link its event, and an overview row without a description.
 *
 * Run: node --test scripts/check-behaviour.test.mjs
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {checkBehaviour} from './check-behaviour.mjs';
import {checkFile} from './check-docs.mjs';
import {root} from './api-pages.mjs';

const page = (rel) => path.join(root, rel);
const body = (rel) => matter(fs.readFileSync(page(rel), 'utf8')).content;
const withoutSection = (content, id) => content.replace(new RegExp(`^## [^\\n]*\\{#${id}\\}[\\s\\S]*?(?=^## )`, 'm'), '');

const METHOD = 'docs/api/methods/js_kanban_addcard_method.md';
const EVENT_RU = 'i18n/ru/docusaurus-plugin-content-docs/current/api/events/js_kanban_deletecolumn_event.md';
const ROUTE = 'docs/api/provider/rest_routes/post_routes/js_kanban_post_cards_route.md';
const OVERVIEW = 'docs/api/overview/events_overview.md';

test('the pages as they are pass', () => {
  for (const rel of [METHOD, EVENT_RU, ROUTE, OVERVIEW, 'versioned_docs/version-1.6/api/methods/js_kanban_redo_method.md']) {
    assert.deepEqual(checkBehaviour(page(rel), body(rel)), [], rel);
  }
});

test('a data-changing method page without a Behaviour section fails', () => {
  const errors = checkBehaviour(page(METHOD), withoutSection(body(METHOD), 'behaviour'));
  assert.equal(errors.length, 1);
  assert.match(errors[0], /needs a "Behaviour" section/);
});

test('a translated event page whose Behaviour section does not link its method and route fails', () => {
  const content = body(EVENT_RU)
    .replace('](../methods/js_kanban_deletecolumn_method.md)', '](../methods/js_kanban_getcard_method.md)')
    .replace(
      /\]\(\.\.\/provider\/rest_routes\/delete_routes\/js_kanban_delete_columns_route\.md(#response)?\)/g,
      '](../overview/rest_routes_overview.md)',
    );
  const errors = checkBehaviour(page(EVENT_RU), content);
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0], /must link deleteColumn\(\)/);
  assert.match(errors[1], /must link DELETE `\/columns\/\{id\}`|must link .*delete_columns_route/);
});

test('a route page whose Paired API section does not link its event fails', () => {
  const content = body(ROUTE).replace(
    /\]\(\.\.\/\.\.\/\.\.\/events\/js_kanban_addcard_event\.md\)/g,
    '](../../../overview/events_overview.md)',
  );
  const errors = checkBehaviour(page(ROUTE), content);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /Paired API section must link add-card/);
});

test('an overview row without a description fails', () => {
  const content = body(OVERVIEW).replace('| A card was added. |', '|  |').replace('| A column was added. |', '| — |');
  const errors = checkBehaviour(page(OVERVIEW), content);
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0], /overview row "\[`add-card`\]\(\.\.\/events\/js_kanban_addcard_event\.md\)" needs a one-line description/);
  assert.match(errors[1], /overview row "\[`add-column`\]/);
});

test('check-docs fails a data-changing page without Behaviour', async () => {
  // A copy in a throw-away docs version folder, so the real page is never touched while other tests read it.
  const folder = page(`versioned_docs/version-0.0-test-${process.pid}`);
  const file = path.join(folder, 'api/methods/js_kanban_deletecard_method.md');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  try {
    fs.writeFileSync(file, withoutSection(fs.readFileSync(page('docs/api/methods/js_kanban_deletecard_method.md'), 'utf8'), 'behaviour'));
    const errors = await checkFile(file);
    assert.ok(
      errors.some((e) => /deleteCard changes data and needs a "Behaviour" section/.test(e)),
      errors.join('\n'),
    );
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
});

test('a page that does not link its live samples fails', () => {
  const rel = 'i18n/zh/docusaurus-plugin-content-docs/current/api/config/js_kanban_columns_config.md';
  const content = body('docs/api/config/js_kanban_columns_config.md').replace(/^Open a live sample: .*$/m, '');
  const errors = checkBehaviour(page(rel), content);
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.match(errors[0], /link the live sample "Kanban\. Limits for columns and swimlanes"/);
});
