/** The local static server (scripts/serve.mjs) on a small fixture build, fuzzed with hostile paths (node --test). */
import {test, beforeAll, afterAll} from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {createHandler} from './serve.mjs';
import {renderHeadersFile, securityHeaders, CACHE_IMMUTABLE} from './headers.mjs';

const SECRET = 'SECRET-OUTSIDE-THE-BUILD';
let server;
let base;
let root;

beforeAll(async () => {
  // <tmp>/build is served; <tmp>/secret.txt and <tmp>/build-secret/ sit right next to it.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const files = {
    'build/index.html': '<h1>home</h1>',
    'build/404.html': '<h1>not found</h1>',
    'build/how_to_start/index.html': '<h1>start</h1>',
    'build/assets/js/main.0123abcd.js': 'console.log(1)',
    'build/search-index/manifest.json': '{}',
    'build/llms.txt': '# Kanban',
    'build/how_to_start.md': '# Start',
    'build/ru/index.html': '<h1>главная</h1>',
    'build/ru/404.html': '<h1>не найдено</h1>',
    'build/ru/how_to_start/index.html': '<h1>начало</h1>',
    'build/_headers': renderHeadersFile({analyticsScriptUrl: 'https://stats.example.org/a.js'}),
    'secret.txt': SECRET,
    'build-secret/index.html': SECRET,
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), text);
  }
  server = http.createServer(createHandler(path.join(root, 'build')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => server.close());

/** A raw request line, exactly as written (fetch and http.get would normalise the path). */
function raw(target, method = 'GET') {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.address().port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('end', () => {
      const [head, ...body] = data.split('\r\n\r\n');
      resolve({status: Number(head.split(' ')[1]), head, body: body.join('\r\n\r\n')});
    });
    socket.on('error', reject);
  });
}

const get = (p) => fetch(base + p, {redirect: 'manual'});

test('pages, clean paths and content types', async () => {
  const home = await get('/kanban/');
  assert.equal(home.status, 200);
  assert.equal(home.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(await home.text(), '<h1>home</h1>');
  assert.equal(await (await get('/kanban/ru/how_to_start/')).text(), '<h1>начало</h1>');
  assert.equal((await get('/kanban/llms.txt')).headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.equal((await get('/kanban/how_to_start.md')).headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.equal((await get('/kanban/search-index/manifest.json')).headers.get('content-type'), 'application/json; charset=utf-8');
  const head = await fetch(`${base}/kanban/`, {method: 'HEAD'});
  assert.equal(head.status, 200);
  assert.equal((await fetch(`${base}/kanban/`, {method: 'POST'})).status, 405);
});

test('redirects: root, folder without slash, .html and /index.html to the clean path', async () => {
  const cases = {
    '/': '/kanban/',
    '/kanban': '/kanban/',
    '/kanban/how_to_start': '/kanban/how_to_start/',
    '/kanban/how_to_start?x=1': '/kanban/how_to_start/?x=1',
    '/kanban/how_to_start.html': '/kanban/how_to_start/',
    '/kanban/ru/how_to_start/index.html': '/kanban/ru/how_to_start/',
    '/kanban/index.html': '/kanban/',
  };
  for (const [from, to] of Object.entries(cases)) {
    const res = await get(from);
    assert.equal(res.status, from === '/' || from === '/kanban' ? 302 : 301, from);
    assert.equal(res.headers.get('location'), to, from);
  }
  // A real .html file that is not a page stays as it is.
  assert.equal((await get('/kanban/404.html')).status, 200);
});

test('unknown paths: 404 with the locale own not-found page', async () => {
  const ru = await get('/kanban/ru/nosuch/');
  assert.equal(ru.status, 404);
  assert.equal(await ru.text(), '<h1>не найдено</h1>');
  const en = await get('/kanban/nosuch.html');
  assert.equal(en.status, 404);
  assert.equal(await en.text(), '<h1>not found</h1>');
  // A locale folder the build lacks falls back to the default page instead of failing.
  assert.equal((await get('/kanban/de/nosuch/')).status, 404);
  assert.equal((await get('/elsewhere/')).status, 404);
});

test('headers: the build _headers on every response, immutable hashed assets, revalidated HTML', async () => {
  const expected = securityHeaders({analyticsScriptUrl: 'https://stats.example.org/a.js'});
  assert.match(expected['Content-Security-Policy'], /script-src [^;]*https:\/\/stats\.example\.org/);
  for (const p of ['/kanban/', '/kanban/ru/nosuch/', '/kanban/assets/js/main.0123abcd.js', '/kanban/how_to_start']) {
    const res = await get(p);
    for (const [name, value] of Object.entries(expected)) assert.equal(res.headers.get(name), value, `${name} of ${p}`);
  }
  assert.equal((await get('/kanban/assets/js/main.0123abcd.js')).headers.get('cache-control'), CACHE_IMMUTABLE);
  assert.equal((await get('/kanban/')).headers.get('cache-control'), 'no-cache');
  assert.equal((await get('/kanban/search-index/manifest.json')).headers.get('cache-control'), 'no-cache');
  const malformed = await raw('/kanban/%E0%A4%A');
  assert.match(malformed.head, /X-Content-Type-Options: nosniff/i);
});

test('fuzz: malformed encodings, NUL, traversal and overlong paths never crash, never leave the build', async () => {
  const hostile = [
    '/kanban/%E0%A4%A',
    '/kanban/%',
    '/kanban/%%32%65',
    '/kanban/%C0%AE%C0%AE/',
    '/kanban/%00',
    '/kanban/index.html%00.md',
    '/kanban/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/kanban/%2e%2e/secret.txt',
    '/kanban/../secret.txt',
    '/kanban/..%2fsecret.txt',
    '/kanban/..%5csecret.txt',
    '/kanban/%252e%252e%252fsecret.txt',
    '/kanban/./how_to_start/',
    '/kanban/ru/../../secret.txt',
    '/kanban/%2e%2e%2fbuild-secret/',
    '/kanban/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/../secret.txt',
    '//secret.txt',
    '/kanban//etc/passwd',
    `/kanban/${'a'.repeat(300)}/`,
    `/kanban/${'%41'.repeat(2000)}`,
    `/kanban/${'x/'.repeat(1500)}`,
    '/kanban/\u00e9',
    '/kanban/%F0%9F%92%A9.html',
    '/kanban/%ff%fe',
    '*',
    'kanban/',
    '/kanban/?q=%E0%A4%A',
  ];
  for (const target of hostile) {
    const res = await raw(target);
    assert.ok([200, 301, 302, 400, 404].includes(res.status), `${target}: ${res.status}`);
    assert.ok(!res.body.includes(SECRET), `${target} leaked a file outside the build`);
    if (/%E0%A4%A$|%00|%2e%2e|\.\.|%C0%AE/i.test(target) && !target.includes('?q=')) {
      assert.ok([400, 404].includes(res.status), `${target}: ${res.status}`);
    }
  }
  assert.equal((await raw('/kanban/%E0%A4%A')).status, 400);
  assert.equal((await raw('/kanban/%00')).status, 400);
  assert.equal((await raw('/kanban/%2e%2e%2fsecret.txt')).status, 400);
  for (const range of ['bytes=100-50', 'bytes=abc', 'bytes=-', 'bytes=0-1,5-9', 'bytes=99999999-']) {
    const res = await fetch(`${base}/kanban/`, {headers: {range}});
    assert.ok([200, 206, 416].includes(res.status), `${range}: ${res.status}`);
  }
  // The server still serves a normal page afterwards.
  const after = await get('/kanban/ru/how_to_start/');
  assert.equal(after.status, 200);
  assert.equal(await after.text(), '<h1>начало</h1>');
});
