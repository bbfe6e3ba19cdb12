/**
 * Every `@since` tag in the declaration of the widget's API
 * (src/types/kanban.d.ts) must give the version the manifest records for the
 * tagged member: the item of the same name (`addColumn` → addColumn(),
 * `detach` → api.detach()), else a parameter or nested field of that name,
 * else a change-log entry that names it (`config.clearButton -> config.clear`).
 * A tag whose member the manifest does not know is reported too.
 *
 * Run by check-examples (the declaration's other check); exported for its unit test.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {loadManifest, paramEntries, root} from './api-pages.mjs';

/** Declaration names the manifest spells differently: declaration name -> manifest parameter path. */
const ALIASES = {
  CommentData: 'cards:comments',
  EventConfig: 'api.on:config',
};
/** Members outside the API manifest, with the version and where it is recorded. */
const OUTSIDE_MANIFEST = {
  salesForceEnv: {version: '1.7', source: "What's new 1.7 (Salesforce Lightning support)"},
  enableSalesForce: {version: '1.7', source: "What's new 1.7 (Salesforce Lightning support)"},
};

/** `@since` tags of a declaration source: member name, version, line. */
export function sinceTags(source, fileName = 'kanban.d.ts') {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const out = [];
  const seen = new Set();
  const visit = (node) => {
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== 'since' || seen.has(tag.pos)) continue;
      seen.add(tag.pos);
      const text = typeof tag.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? '');
      let named = node;
      while (named && !named.name) named = named.parent;
      // `const salesForceEnv: ...` carries its JSDoc on the statement; the name is on the declaration.
      const name = node.name?.getText(sf) ?? node.declarationList?.declarations?.[0]?.name.getText(sf) ?? named?.name?.getText(sf);
      out.push({name, version: text.trim().split(/\s+/)[0], line: sf.getLineAndCharacterOfPosition(tag.getStart(sf)).line + 1});
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Versions the manifest gives a member name, from the most to the least specific source. */
export function manifestVersions(name, manifest = loadManifest()) {
  const items = manifest.items.filter((i) => i.name === name || i.name.replace(/^(api|export)\./, '') === name);
  if (items.length) return {source: 'item', versions: items.map((i) => i.since)};
  if (ALIASES[name]) {
    const [itemName, param] = ALIASES[name].split(':');
    const item = manifest.items.find((i) => i.name === itemName);
    const p = paramEntries(item?.params).find((e) => e.name === param);
    if (p) return {source: `parameter ${itemName} ${param}`, versions: [p.since ?? item.since]};
  }
  const params = manifest.items.flatMap((i) =>
    paramEntries(i.params)
      .filter((p) => p.name.split('.').pop() === name)
      .map((p) => p.since ?? i.since),
  );
  if (params.length) return {source: 'parameter', versions: params};
  const log = manifest.items.flatMap((i) =>
    (i.changelog ?? [])
      .filter((c) =>
        (c.names ?? []).some(
          (n) =>
            n
              .split(/\s*->\s*/)
              .pop()
              .split('.')
              .pop() === name,
        ),
      )
      .map((c) => c.version),
  );
  if (log.length) return {source: 'change log', versions: log};
  if (OUTSIDE_MANIFEST[name]) return {source: OUTSIDE_MANIFEST[name].source, versions: [OUTSIDE_MANIFEST[name].version]};
  return {source: null, versions: []};
}

/** Problems: tags whose version is not the manifest's. */
export function checkSince(file = path.join(root, 'src/types/kanban.d.ts'), manifest = loadManifest()) {
  const rel = path.relative(root, file);
  const problems = [];
  for (const tag of sinceTags(fs.readFileSync(file, 'utf8'), file)) {
    const {source, versions} = manifestVersions(tag.name, manifest);
    if (!source) problems.push(`${rel}:${tag.line}: @since ${tag.version} on ${tag.name}: the API manifest does not know ${tag.name}`);
    else if (!versions.includes(tag.version)) {
      problems.push(
        `${rel}:${tag.line}: @since ${tag.version} on ${tag.name}, but the manifest (${source}) says ${[...new Set(versions)].join(' or ')}`,
      );
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkSince();
  for (const p of problems) console.error(p);
  console.log(`check-since: ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}
