#!/usr/bin/env node
/**
 * Serves the production build (`build/`) at http://localhost:3000/kanban/,
 * like a static host configured for a multi-locale Docusaurus site. Files are
 * served by sirv (content types, ETag/304, ranges, streaming); this wrapper
 * adds what `docusaurus serve` gets wrong or leaves out:
 *   - an unknown path gets status 404 and the 404 page of its own locale
 *     (`docusaurus serve` always answers with the default locale's page);
 *   - `page.html` and `page/index.html` are redirected to `page/`;
 *   - a folder without its trailing slash is redirected to it;
 *   - a malformed, NUL-carrying or dot-segment path gets 400, anything outside
 *     `/kanban/` 404: nothing outside the build folder is ever read;
 *   - every response carries the headers of the build's `_headers` file
 *     (scripts/headers.mjs: CSP, nosniff, Referrer-Policy), hashed assets are
 *     immutable, the rest revalidates;
 *   - `.md` and `.txt` are UTF-8 text.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';
import {BASE_URL, LOCALE_FOLDERS, renderHeadersFile, parseHeadersFile, headersForPath, cacheControl} from './headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Content types sirv (mrmime) gives without a charset, or not at all. */
const TEXT_TYPES = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * The request handler for a build folder. Exported for scripts/serve.test.mjs.
 * @param {string} dir absolute path of the build folder
 */
export function createHandler(dir) {
  dir = path.resolve(dir);
  const headersFile = path.join(dir, '_headers');
  const rules = parseHeadersFile(fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : renderHeadersFile());
  // dev mode: sirv looks files up on each request, so a rebuild needs no restart.
  // Paths reach it only after the checks below (decoded once, no dot segments, no NUL).
  const files = sirv(dir, {
    dev: true,
    etag: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
    },
  });

  /** Whether `rel` (already checked to be inside the folder) names a file. */
  const isFile = (rel) => {
    try {
      return fs.statSync(path.join(dir, rel)).isFile();
    } catch {
      return false;
    }
  };

  const plain = (res, status, text, extra = {}) => {
    res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...extra});
    res.end(text);
  };

  const notFound = (res, rel) => {
    const locale = rel.split('/')[0];
    const page = path.join(dir, LOCALE_FOLDERS.includes(locale) && isFile(`${locale}/404.html`) ? locale : '', '404.html');
    fs.readFile(page, (err, body) => {
      if (err) return plain(res, 404, 'Not found\n');
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
      res.end(body);
    });
  };

  return function handle(req, res) {
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const rawPath = q >= 0 ? raw.slice(0, q) : raw;
    const search = q >= 0 ? raw.slice(q) : '';
    // The _headers rules match the raw path (hosts match before decoding); every answer carries them.
    const security = headersForPath(rules, rawPath.startsWith(BASE_URL) ? rawPath : BASE_URL);
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return plain(res, 400, 'Bad request: malformed percent-encoding\n');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
    if (!rawPath.startsWith('/') || pathname.includes('\0') || /(^|\/)\.\.?(\/|$)/.test(pathname) || pathname.includes('\\')) {
      return plain(res, 400, 'Bad request\n');
    }
    if (pathname === '/' || pathname === BASE_URL.slice(0, -1)) {
      res.writeHead(302, {Location: BASE_URL + search});
      return res.end();
    }
    if (!pathname.startsWith(BASE_URL)) return plain(res, 404, `Not found. The site lives at ${BASE_URL}\n`);
    const rel = pathname.slice(BASE_URL.length);
    const redirect = (location) => {
      res.writeHead(301, {Location: encodeURI(location) + search});
      res.end();
    };
    // `page/index.html` and `page.html` are the page `page/`.
    const clean = pathname.replace(/(\/index)?\.html$/, '/');
    if (clean !== pathname && clean.startsWith(BASE_URL) && isFile(path.posix.join(clean.slice(BASE_URL.length), 'index.html'))) {
      return redirect(clean);
    }
    if (rel && !rel.endsWith('/') && !isFile(rel) && isFile(`${rel}/index.html`)) return redirect(`${pathname}/`);
    const file = rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
    if (!isFile(file)) return notFound(res, rel);
    res.setHeader('Cache-Control', security['Cache-Control'] ?? cacheControl(pathname));
    // sirv streams byte ranges but throws on an inverted one (bytes=100-50): pass only
    // well-formed single ranges, and answer the others with the whole file, as RFC 9110 allows.
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (req.headers.range && (!range || (range[2] && Number(range[2]) < Number(range[1])))) delete req.headers.range;
    // sirv decodes the path it is given once more; hand it the checked path re-encoded.
    req.url = encodeURI(`/${file}`).replace(/[?#]/g, encodeURIComponent);
    files(req, res, () => notFound(res, rel));
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const dir = path.resolve(root, arg('dir', 'build'));
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${path.relative(root, dir) || '.'}/. Run "npm run build" first.`);
    process.exit(1);
  }
  const handle = createHandler(dir);
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      // Last resort: a bug here answers 500 and the server keeps serving.
      console.error(e);
      if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Internal server error\n');
    }
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  server.listen(port, () => {
    console.log(`Serving ${path.relative(root, dir)}/ at http://localhost:${port}${BASE_URL}`);
    console.log(`Locales: http://localhost:${port}${BASE_URL} (en), ${LOCALE_FOLDERS.map((l) => `${BASE_URL}${l}/`).join(', ')}`);
  });
}
