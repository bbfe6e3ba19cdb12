/**
 * `@since` tags of src/types/kanban.d.ts equal the manifest's versions.
 *
 * Run: node --test scripts/check-since.test.mjs
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkSince, sinceTags, manifestVersions} from './check-since.mjs';

test('the declaration agrees with the manifest', () => {
  assert.deepEqual(checkSince(), []);
});

test('addColumn() and addRow() are tagged with 1.0, the version they appeared in', () => {
  const tags = sinceTags(fs.readFileSync(new URL('../src/types/kanban.d.ts', import.meta.url), 'utf8'));
  assert.equal(tags.find((t) => t.name === 'addColumn')?.version, '1.0');
  assert.equal(tags.find((t) => t.name === 'addRow')?.version, '1.0');
});

test('a tag that disagrees with the manifest, or names a member it does not know, fails', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'since-'));
  const file = path.join(dir, 'kanban.d.ts');
  fs.writeFileSync(
    file,
    `declare namespace kanban {
  class Kanban {
    /** @since 1.1 */
    addColumn(config: object): void;
    /** @since 1.7 */
    noSuchMethod(): void;
  }
  interface ColumnShape {
    /** Keeps headers pinned. @since 1.5 */
    fixedHeaders?: boolean;
  }
}
`,
  );
  try {
    const problems = checkSince(file);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0], /:3: @since 1\.1 on addColumn, but the manifest \(item\) says 1\.0/);
    assert.match(problems[1], /:5: @since 1\.7 on noSuchMethod: the API manifest does not know noSuchMethod/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('names the manifest spells differently resolve through parameters and the change log', () => {
  assert.deepEqual(manifestVersions('clear').versions, ['1.7']);
  assert.ok(manifestVersions('maxCount').versions.includes('1.6'));
});
