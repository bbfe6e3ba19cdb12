/**
 * The site runs under the Content-Security-Policy of scripts/headers.mjs:
 * the local server sends the build's `_headers`, the policy admits every
 * inline script the build contains, and it is enforced (every test fails on
 * a violation: tests/baseTest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {test, expect, RU} from './baseTest';
import {INLINE_SCRIPT_HASHES, securityHeaders} from '../scripts/headers.mjs';

const root = path.join(__dirname, '..');
const thirdParty = `http://localhost:${Number(process.env.PORT ?? 3000) + 100}`;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? htmlFiles(p) : e.name.endsWith('.html') ? [p] : [];
  });
}

for (const build of ['build', 'build-thirdparty']) {
  test(`every inline script of ${build}/ is allowed by its hash, and no page has inline event handlers`, () => {
    const unknown = new Map<string, string>();
    const handlers: string[] = [];
    const files = htmlFiles(path.join(root, build));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attrs!) || /type="?application\/(ld\+)?json/.test(attrs!)) continue;
        const hash = `sha256-${crypto.createHash('sha256').update(body!).digest('base64')}`;
        if (!INLINE_SCRIPT_HASHES.includes(hash)) unknown.set(hash, `${path.relative(root, file)}: ${body!.slice(0, 80)}`);
      }
      // Markup inside code samples is escaped, so a real attribute is a tag's.
      for (const [m] of html.matchAll(/<[a-z][^<>]*\son[a-z]+=["']?[^\s>]/g))
        handlers.push(`${path.relative(root, file)}: ${m.slice(0, 80)}`);
    }
    expect([...unknown.entries()], 'add the hash to INLINE_SCRIPT_HASHES in scripts/headers.mjs (or drop the script)').toEqual([]);
    expect(handlers).toEqual([]);
  });
}

test('the server sends the headers of the build _headers file', async ({request}) => {
  const expected = securityHeaders();
  for (const url of [RU, `${RU}how_to_start/`, `${RU}no/such/page/`]) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe(expected['Referrer-Policy']);
  }
  const html = await request.get(RU);
  expect(html.headers()['cache-control']).toBe('no-cache');
  // The page lists its bundles in a JSON block that the loader of src/ssr/template.ts reads.
  const script = (await html.text()).match(/"(\/kanban\/ru\/assets\/js\/main\.[0-9a-f]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the third-party build allows its configured analytics and stylesheet hosts, and nothing more', async ({request}) => {
  const csp = (await request.get(`${thirdParty}/kanban/`)).headers()['content-security-policy']!;
  const expected = securityHeaders({
    analyticsScriptUrl: 'http://127.0.0.1:9/analytics.js',
    consentStylesheetUrl: 'http://127.0.0.1:9/consent.css',
  });
  expect(csp).toBe(expected['Content-Security-Policy']);
  expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:9/);
  expect(csp).toMatch(/style-src [^;]*http:\/\/127\.0\.0\.1:9/);
});

test('the policy is enforced: an injected inline script does not run and is reported', async ({page, gotoHydrated, cspViolations}) => {
  await gotoHydrated(`${RU}how_to_start/`);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  cspViolations.length = 0;
});
