#!/usr/bin/env node
/**
 * Serves the production build (`build/`) at http://localhost:3000/kanban/,
 * like a static host configured for a multi-locale Docusaurus site:
 *   - `/kanban/<path>/` serves `build/<path>/index.html`;
 *   - a directory without its trailing slash is redirected to it;
 *   - an unknown path gets status 404 and the 404 page of its own locale
 *     (`docusaurus serve` always answers with the default locale's page);
 *   - `page.html` is redirected to `page/` when that page exists;
 *   - hashed assets are served as immutable.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? 3000));
const dir = path.resolve(root, arg('dir', 'build'));
const baseUrl = '/kanban/';
const locales = ['de', 'ru', 'zh', 'ko'];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.gz': 'application/gzip',
};

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build found in ${path.relative(root, dir) || '.'}/. Run "npm run build" first.`);
  process.exit(1);
}

function send(res, status, file, extraHeaders = {}) {
  const ext = path.extname(file);
  const immutable = /\/assets\//.test(file) || /\.[0-9a-f]{8,}\./.test(path.basename(file));
  res.writeHead(status, {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...extraHeaders,
  });
  fs.createReadStream(file).pipe(res);
}

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

const server = http.createServer((req, res) => {
  let pathname;
  let search;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    search = url.search;
  } catch {
    res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'}).end('Bad request: malformed URL\n');
    return;
  }
  if (pathname === '/' || pathname === baseUrl.slice(0, -1)) {
    res.writeHead(302, {Location: baseUrl}).end();
    return;
  }
  if (!pathname.startsWith(baseUrl)) {
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'}).end(`Not found. The site lives at ${baseUrl}\n`);
    return;
  }
  const rel = pathname.slice(baseUrl.length);
  const target = path.resolve(dir, rel);
  if (target !== dir && !target.startsWith(dir + path.sep)) {
    res.writeHead(403).end();
    return;
  }
  if (isFile(target)) return send(res, 200, target);
  if (isFile(path.join(target, 'index.html'))) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, {Location: pathname + '/' + search}).end();
      return;
    }
    return send(res, 200, path.join(target, 'index.html'));
  }
  // `page.html` and `page/index.html` are the same page as `page/`.
  const clean = pathname.replace(/(\/index)?\.html$/, '/');
  if (clean !== pathname && isFile(path.resolve(dir, clean.slice(baseUrl.length), 'index.html'))) {
    res.writeHead(301, {Location: clean + search}).end();
    return;
  }
  const locale = rel.split('/')[0];
  const notFound = path.join(dir, locales.includes(locale) ? locale : '', '404.html');
  return send(res, 404, notFound);
});

server.listen(port, () => {
  console.log(`Serving ${path.relative(root, dir)}/ at http://localhost:${port}${baseUrl}`);
  console.log(`Locales: http://localhost:${port}${baseUrl} (en), ${locales.map((l) => `${baseUrl}${l}/`).join(', ')}`);
});
