/**
 * static/_headers, deploy/nginx.conf and the local server say the same
 * headers, all from scripts/headers.mjs (node --test).
 */
import {test} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  generatedFiles,
  contentSecurityPolicy,
  securityHeaders,
  renderHeadersFile,
  parseHeadersFile,
  headersForPath,
  renderNginx,
  cacheControl,
  CACHE_IMMUTABLE,
  ALGOLIA_CONNECT_SRC,
} from './headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (rel) => fs.readFileSync(path.join(root, rel), 'utf8');

/** CSP directives as a map. */
const directives = (csp) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...v]) => [name, v]),
  );

test('static/_headers and deploy/nginx.conf are what scripts/headers.mjs generates (run it with --write)', () => {
  for (const [rel, text] of Object.entries(generatedFiles()))
    assert.equal(read(rel), text, `${rel} is stale: node scripts/write-headers.mjs`);
});

test('_headers, the nginx snippet and the server send one CSP and the same security headers', () => {
  const expected = securityHeaders();
  const rules = parseHeadersFile(read('static/_headers'));
  // The server sends headersForPath(rules of the build _headers) — the same function on the same file.
  for (const p of ['/kanban/', '/kanban/ru/how_to_start/', '/kanban/assets/js/main.0123abcd.js']) {
    const got = headersForPath(rules, p);
    for (const [name, value] of Object.entries(expected)) assert.equal(got[name], value, `${name} for ${p}`);
  }
  const nginx = read('deploy/nginx.conf');
  const nginxCsp = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((m) => m[1]);
  assert.equal(nginxCsp.length, 4, 'every nginx location repeats the headers');
  assert.deepEqual([...new Set(nginxCsp)], [expected['Content-Security-Policy']]);
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(nginx.split(`add_header ${name} "${value}" always;`).length - 1, 4, name);
  }
  assert.match(
    nginx,
    /location ~ \^\/kanban\/\(\?:\(\?:de\|ru\|zh\|ko\)\/\)\?assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
  );
  assert.match(nginx, /error_page 404 \/kanban\/\$kanban_locale\/404\.html;/);
});

test('the CSP allows only the own origin, the colour-mode script by hash, and the PWA directives', () => {
  const d = directives(contentSecurityPolicy());
  assert.deepEqual(d['default-src'], ["'self'"]);
  assert.equal(d['script-src'][0], "'self'");
  assert.ok(
    d['script-src'].slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
    'no unsafe-inline or unsafe-eval for scripts',
  );
  assert.deepEqual(d['connect-src'], ["'self'"]);
  assert.deepEqual(d['worker-src'], ["'self'"]);
  assert.deepEqual(d['manifest-src'], ["'self'"]);
  assert.deepEqual(d['object-src'], ["'none'"]);
  assert.deepEqual(d['img-src'], ["'self'", 'data:']);
});

test('configured third parties and hosted Algolia widen exactly their directives', () => {
  const d = directives(
    contentSecurityPolicy({
      analyticsScriptUrl: 'http://127.0.0.1:9/analytics.js',
      consentStylesheetUrl: 'https://cdn.consent.test/c.css',
      algolia: true,
    }),
  );
  assert.ok(d['script-src'].includes('http://127.0.0.1:9'));
  assert.ok(d['connect-src'].includes('http://127.0.0.1:9'));
  assert.ok(d['style-src'].includes('https://cdn.consent.test'));
  assert.ok(!d['script-src'].includes('https://cdn.consent.test'));
  for (const host of ALGOLIA_CONNECT_SRC) assert.ok(d['connect-src'].includes(host), host);
  assert.ok(!directives(contentSecurityPolicy({analyticsScriptUrl: 'not a url'}))['script-src'].includes('not'));
});

test('_headers round trip, and cache rules: immutable hashed assets, revalidated pages', () => {
  const rules = parseHeadersFile(renderHeadersFile({algolia: true}));
  assert.equal(headersForPath(rules, '/kanban/zh/assets/css/styles.0123abcd.css')['Cache-Control'], CACHE_IMMUTABLE);
  assert.equal(headersForPath(rules, '/kanban/zh/')['Cache-Control'], undefined);
  assert.match(headersForPath(rules, '/kanban/zh/')['Content-Security-Policy'], /algolia\.net/);
  assert.equal(cacheControl('/kanban/ru/search-index/docs-default-current.0123abcd.json'), CACHE_IMMUTABLE);
  assert.equal(cacheControl('/kanban/ru/search-index/manifest.json'), 'no-cache');
  assert.equal(cacheControl('/kanban/ru/how_to_start/'), 'no-cache');
  assert.notEqual(renderNginx({algolia: true}), renderNginx());
});
