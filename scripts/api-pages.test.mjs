/**
 * The API reference follows the manifest: every item has its page, each page
 * has its kind's skeleton, documents exactly the manifest's parameters, and
 * overview pages list every item of their group.
 *
 * Run: npm run test:unit
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {headings} from './check-docs.mjs';
import {root, loadManifest, docFile, flattenParams, section, tableNames, readPage, skeletons, linkedDocIds} from './api-pages.mjs';

const {items} = loadManifest();
const byId = new Map(items.map((i) => [i.id, i]));

test('every manifest item has its page at docs/<id>', () => {
  const missing = items.filter((i) => !docFile(i.id)).map((i) => i.id);
  assert.deepEqual(missing, []);
});

test('every page under docs/api belongs to a manifest item', () => {
  const stray = [];
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else {
        const id = path.relative(path.join(root, 'docs'), p).replace(/\.mdx?$/, '');
        if (!byId.has(id)) stray.push(id);
      }
    }
  };
  walk(path.join(root, 'docs/api'));
  assert.deepEqual(stray, []);
});

for (const item of items) {
  test(`${item.id}: skeleton, title and parameters match the manifest`, () => {
    const file = docFile(item.id);
    assert.ok(file, 'page exists');
    const {content, data} = readPage(file);
    assert.ok(data.description, 'has a description');
    const h1 = headings(content).find((h) => h.level === 1);
    assert.ok(h1, 'has an h1');
    assert.equal(h1.text.replace(/`/g, ''), item.title.replace(/`/g, ''), 'h1 is the manifest title');

    const ids = headings(content)
      .filter((h) => h.level === 2)
      .map((h) => h.id);
    const expected = skeletons[item.kind];
    assert.deepEqual(
      ids.filter((id) => expected.includes(id)),
      expected,
      `sections ${expected.join(', ')} in this order`,
    );

    if (item.kind === 'rest-route') {
      const documented = tableNames(section(content, 'payload'));
      const body = (item.http?.requestBody ?? []).map((f) => f.name);
      assert.deepEqual(documented, body, 'request payload table lists exactly the manifest body fields');
      assert.ok(section(content, 'route').includes(item.http.path), 'route section shows the path');
      assert.ok(section(content, 'route').includes(item.http.method), 'route section shows the method');
    } else if (item.kind !== 'overview') {
      const documented = tableNames(section(content, 'parameters'));
      assert.deepEqual(documented, flattenParams(item.params), 'parameters table lists exactly the manifest parameters');
      if (item.since) assert.match(section(content, 'change-log'), new RegExp(`v?${item.since.replace('.', '\\.')}`));
    }
  });
}

for (const item of items.filter((i) => i.kind === 'overview')) {
  test(`${item.id}: links every listed page`, () => {
    const linked = new Set(linkedDocIds(docFile(item.id)));
    const missing = (item.listed ?? []).filter((id) => !linked.has(id));
    assert.deepEqual(missing, []);
  });
}

test('overview pages together link every API page', () => {
  const linked = new Set(items.filter((i) => i.kind === 'overview').flatMap((i) => linkedDocIds(docFile(i.id))));
  const orphans = items.filter((i) => i.kind !== 'overview' && !linked.has(i.id)).map((i) => i.id);
  assert.deepEqual(orphans, []);
});

/** Which items each overview page must list: every item of its group. */
const groups = {
  'api/overview/methods_overview': (i) => i.kind === 'method',
  'api/overview/events_overview': (i) => i.kind === 'event',
  'api/overview/properties_overview': (i) => i.kind === 'config',
  'api/overview/toolbar_methods_overview': (i) => i.kind === 'toolbar-method',
  'api/overview/toolbar_properties_overview': (i) => i.kind === 'toolbar-config',
  'api/overview/common_settings_overview': (i) => i.kind === 'common',
  'api/overview/internal_eventbus_overview': (i) => /^api\.(on|exec|intercept|detach|setNext)$/.test(i.name),
  'api/overview/internal_state_overview': (i) => /^api\.get(State|ReactiveState|Stores)$/.test(i.name),
  'api/overview/internal_export_overview': (i) => i.name === 'export.json',
  'api/overview/internal_rest_overview': (i) => i.kind === 'rest-method',
  'api/overview/rest_routes_overview': (i) => i.kind === 'rest-route',
  'api/overview/main_overview': (i) => ['method', 'event', 'config', 'toolbar-method', 'toolbar-config', 'rest-method'].includes(i.kind),
};

for (const [overview, inGroup] of Object.entries(groups)) {
  test(`${overview}: lists every item of its group`, () => {
    const linked = new Set(linkedDocIds(docFile(overview)));
    const missing = items
      .filter(inGroup)
      .filter((i) => !linked.has(i.id))
      .map((i) => i.id);
    assert.deepEqual(missing, []);
  });
}
