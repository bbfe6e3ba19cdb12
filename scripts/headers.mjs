/**
 * The HTTP headers a host should send with the site: one source for the local
 * server (scripts/serve.mjs), `static/_headers` (Netlify, Cloudflare Pages),
 * `deploy/nginx.conf` and the `_headers` each build writes (plugin
 * src/plugins/headers, with the build's third-party hosts and search backend).
 *
 *   node scripts/write-headers.mjs     # regenerate static/_headers and deploy/nginx.conf
 *
 * The Content-Security-Policy allows exactly what the site loads:
 * - scripts: the site's own bundles, plus two inline scripts allowed by
 *   their hashes: the one Docusaurus puts in <head> to apply the colour mode
 *   before the first paint, and the loader that starts the bundles after it
 *   (tests/headers.spec.ts checks every inline script of the build against
 *   INLINE_SCRIPT_HASHES);
 * - styles: own stylesheets, and inline `style` attributes (syntax
 *   highlighting and a few theme components render them; hashing each one is
 *   impractical), so `'unsafe-inline'` for styles only;
 * - images and fonts: own files and `data:` URIs (the theme's CSS icons);
 * - connections: own origin (the embedded search index), plus Algolia's
 *   hosts in a hosted-Algolia build;
 * - service worker and web app manifest: own origin;
 * - no plugins, no framing by other sites, forms and <base> same-origin only.
 * An analytics script or consent stylesheet configured at build time adds its
 * origin to script-src / style-src (and connect-src, where such scripts report).
 */
// No imports and no import.meta: Playwright tests import this module too
// (its loader turns ES modules into CommonJS); scripts/write-headers.mjs writes the files.

/** The site's base path and the locales that have their own folder (the default one sits at the base). */
export const BASE_URL = '/kanban/';
export const LOCALE_FOLDERS = ['de', 'ru', 'zh', 'ko'];

/**
 * SHA-256 of the inline scripts of the build, the same on every page: the
 * colour-mode script of the classic theme, and the bundle loader of our page
 * template (src/ssr/template.ts), as the build's HTML minifier writes them. A
 * Docusaurus upgrade, a colorMode change or an edit of the loader can alter
 * them: tests/headers.spec.ts then fails and prints the new hash.
 */
export const INLINE_SCRIPT_HASHES = [
  'sha256-Tl4M/WOdAQxdFfi7Ml5ZPcYJEOW4SppA9yIhDP6uq6s=',
  'sha256-tZCqUcj2DdyOfJIl9aWCUFcbZj4DoZ37Hbj14VOpSPY=',
];

/** Hosts the DocSearch dialog talks to in hosted-Algolia mode (search, Ask AI). */
export const ALGOLIA_CONNECT_SRC = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://askai.algolia.com'];

/** Long cache for content-hashed files, short (revalidate every time) for the rest. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/**
 * @typedef {object} HeaderOptions
 * @property {string | null} [analyticsScriptUrl] ANALYTICS_SCRIPT_URL of the build
 * @property {string | null} [consentStylesheetUrl] CONSENT_STYLESHEET_URL of the build
 * @property {boolean} [algolia] the build searches hosted Algolia
 */

/** @param {string | null | undefined} url */
function originOf(url) {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * @param {HeaderOptions} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(options = {}) {
  const analytics = originOf(options.analyticsScriptUrl);
  const consent = originOf(options.consentStylesheetUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...INLINE_SCRIPT_HASHES.map((h) => `'${h}'`), ...analytics],
    'style-src': ["'self'", "'unsafe-inline'", ...consent],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics, ...(options.algolia ? ALGOLIA_CONNECT_SRC : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Headers every response carries, whatever the path.
 * @param {HeaderOptions} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * Cache-Control for a path under the site: immutable for content-hashed
 * files (`assets/`, hashed search index shards), revalidate for the rest
 * (HTML, sitemaps, manifests, images without a hash).
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\/assets\//.test(pathname) || /\.[0-9a-f]{8,}\.[a-z0-9]+$/.test(name) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Folders of content-hashed assets: one per locale build. */
export function assetFolders() {
  return [`${BASE_URL}assets/`, ...LOCALE_FOLDERS.map((l) => `${BASE_URL}${l}/assets/`)];
}

const GENERATED = 'Generated by scripts/headers.mjs (node scripts/write-headers.mjs); edit that module, not this file.';

/**
 * Netlify / Cloudflare Pages `_headers`. Both join the values of a header
 * set by two matching rules, so Cache-Control is only set on the asset
 * folders; HTML keeps the hosts' default (revalidate on each visit).
 * @param {HeaderOptions} [options]
 */
export function renderHeadersFile(options = {}) {
  const lines = [`# ${GENERATED}`, '# Netlify / Cloudflare Pages format; README.md, "Deployment".', `${BASE_URL}*`];
  for (const [name, value] of Object.entries(securityHeaders(options))) lines.push(`  ${name}: ${value}`);
  for (const folder of assetFolders()) lines.push(`${folder}*`, `  Cache-Control: ${CACHE_IMMUTABLE}`);
  return lines.join('\n') + '\n';
}

/**
 * Reads a `_headers` file of the form renderHeadersFile writes: path
 * patterns (`/x/*` prefix splats) each followed by indented `Name: value`.
 * @param {string} text
 * @returns {{pattern: string, headers: Record<string, string>}[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({pattern: line.trim(), headers: {}});
    else if (rules.length) {
      const i = line.indexOf(':');
      if (i > 0) rules[rules.length - 1].headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/**
 * Headers the rules give a path (prefix `*` splats; later rules add to or,
 * for the same name, override earlier ones).
 * @param {{pattern: string, headers: Record<string, string>}[]} rules
 * @param {string} pathname
 */
export function headersForPath(rules, pathname) {
  const out = {};
  for (const {pattern, headers} of rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (matches) Object.assign(out, headers);
  }
  return out;
}

/**
 * nginx: a snippet to include in the `server {}` block of a host whose root
 * holds the build as `kanban/` (e.g. `root /srv/www;` with build/ copied to
 * /srv/www/kanban/). nginx drops inherited add_header lines in a location
 * that sets its own, so each location repeats them.
 * @param {HeaderOptions} [options]
 */
export function renderNginx(options = {}) {
  const headers = (cache) => [
    ...Object.entries(securityHeaders(options)).map(([n, v]) => `add_header ${n} "${v}" always;`),
    `add_header Cache-Control "${cache}" always;`,
  ];
  const locales = LOCALE_FOLDERS.join('|');
  const indent = (lines, n) => lines.map((l) => (l ? ' '.repeat(n) + l : l));
  return [
    `# ${GENERATED}`,
    '# nginx: include inside the server {} block that serves the site; README.md, "Deployment".',
    '# `root` must be the folder that holds the build as kanban/ (build/ copied to <root>/kanban/).',
    'location = / {',
    `  return 302 ${BASE_URL};`,
    '}',
    `location ${BASE_URL} {`,
    ...indent(headers(CACHE_REVALIDATE), 2),
    '  index index.html;',
    '  # A folder without its trailing slash gets a 301 from nginx itself.',
    `  error_page 404 ${BASE_URL}404.html;`,
    '',
    '  # page.html and page/index.html lead to the clean page/ (Docusaurus writes page/index.html).',
    '  # $request_uri, not $uri: the index module maps page/ to page/index.html internally.',
    '  location ~ \\.html$ {',
    ...indent(headers(CACHE_REVALIDATE), 4),
    '    set $kanban_page "";',
    '    set $kanban_file "";',
    `    if ($request_uri ~ "^(${BASE_URL}[^?]+)\\.html(\\?|$)") {`,
    '      set $kanban_page $1/;',
    '      set $kanban_file $document_root$1/index.html;',
    '    }',
    `    if ($request_uri ~ "^(${BASE_URL}([^?]*/)?)index\\.html(\\?|$)") {`,
    '      set $kanban_page $1;',
    '      set $kanban_file $document_root$1index.html;',
    '    }',
    '    if (-f $kanban_file) {',
    '      return 301 $kanban_page$is_args$args;',
    '    }',
    '  }',
    '  # Content-hashed files of every locale.',
    `  location ~ ^${BASE_URL}(?:(?:${locales})/)?assets/ {`,
    ...indent(headers(CACHE_IMMUTABLE), 4),
    '  }',
    '  # Each locale answers unknown paths with its own not-found page.',
    `  location ~ ^${BASE_URL}(?<kanban_locale>${locales})/ {`,
    ...indent(headers(CACHE_REVALIDATE), 4),
    `    error_page 404 ${BASE_URL}$kanban_locale/404.html;`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Files this module generates for the default build (embedded search, no third parties). */
export function generatedFiles() {
  return {
    'static/_headers': renderHeadersFile(),
    'deploy/nginx.conf': renderNginx(),
  };
}
