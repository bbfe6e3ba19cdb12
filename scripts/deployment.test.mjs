/** SITE_URL, REPO_URL and friends (src/data/deployment.mjs), node --test. */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import {readDeployment, warnAboutPlaceholders, PLACEHOLDER_SITE_URL, PLACEHOLDER_REPO_URL} from '../src/data/deployment.mjs';

test('defaults are the documented placeholders, and say so', () => {
  const d = readDeployment({});
  assert.equal(d.siteUrl, PLACEHOLDER_SITE_URL);
  assert.equal(d.repoUrl, PLACEHOLDER_REPO_URL);
  assert.equal(d.organizationName, 'example');
  assert.equal(d.projectName, 'kanban-docs');
  assert.equal(d.editBranch, 'main');
  assert.equal(d.algoliaIndexName, 'kanban');
  assert.deepEqual(d.placeholders, ['SITE_URL', 'REPO_URL']);
});

test('real values: trailing slashes and .git dropped, organization and project from REPO_URL', () => {
  const d = readDeployment({
    SITE_URL: 'https://docs.kanban.dev/',
    REPO_URL: 'https://github.com/acme/board-docs.git',
    ALGOLIA_INDEX_NAME: 'kb',
  });
  assert.equal(d.siteUrl, 'https://docs.kanban.dev');
  assert.equal(d.repoUrl, 'https://github.com/acme/board-docs');
  assert.deepEqual([d.organizationName, d.projectName, d.algoliaIndexName], ['acme', 'board-docs', 'kb']);
  assert.deepEqual(d.placeholders, []);
  const named = readDeployment({REPO_URL: 'https://git.acme.dev/docs/kanban', ORGANIZATION_NAME: 'Acme', PROJECT_NAME: 'kb-docs'});
  assert.deepEqual([named.organizationName, named.projectName, named.placeholders], ['Acme', 'kb-docs', ['SITE_URL']]);
});

test('malformed values stop the build with a clear message', () => {
  assert.throws(() => readDeployment({SITE_URL: 'docs.kanban.dev'}), /SITE_URL must be an absolute http\(s\) URL/);
  assert.throws(() => readDeployment({SITE_URL: 'https://docs.kanban.dev/kanban/'}), /SITE_URL is an origin only/);
  assert.throws(() => readDeployment({REPO_URL: 'ftp://x/y/z'}), /REPO_URL must be an absolute http\(s\) URL/);
  assert.throws(() => readDeployment({REPO_URL: 'https://github.com/acme'}), /REPO_URL must look like/);
});

test('a production build warns once with a banner while the URLs are placeholders', () => {
  const flag = Symbol.for('kanban-docs.placeholder-warning');
  const reset = () => delete globalThis[flag];
  const warnings = [];
  const warn = (m) => warnings.push(m);
  reset();
  assert.equal(warnAboutPlaceholders(readDeployment({}), {NODE_ENV: 'development'}, warn), false);
  assert.equal(
    warnAboutPlaceholders(readDeployment({SITE_URL: 'https://a.dev', REPO_URL: 'https://github.com/a/b'}), {CI: 'true'}, warn),
    false,
  );
  assert.equal(warnAboutPlaceholders(readDeployment({SITE_URL: 'https://a.dev'}), {CI: 'true'}, warn), true);
  assert.equal(
    warnAboutPlaceholders(readDeployment({SITE_URL: 'https://a.dev'}), {NODE_ENV: 'production'}, warn),
    false,
    'once per process',
  );
  assert.equal(warnings.length, 1);
  assert.match(
    warnings[0],
    /^={78}\nWARNING: production build with placeholder URLs: REPO_URL=https:\/\/github\.com\/example\/kanban-docs\n/,
  );
  reset();
  assert.equal(warnAboutPlaceholders(readDeployment({}), {NODE_ENV: 'production'}, warn), true);
  assert.match(warnings[1], /SITE_URL=https:\/\/docs\.example\.com, REPO_URL=/);
  assert.throws(() => warnAboutPlaceholders(readDeployment({}), {REQUIRE_SITE_URLS: 'true'}, warn), /placeholder URLs/);
  reset();
});
