/**
 * Checks of the built machine-readable files (run after `npm run build`,
 * by Playwright's runner with the e2e tests; no browser):
 *   - every link of every llms.txt resolves to a built file;
 *   - no Markdown twin holds JSX or an `import`/`export` line outside code;
 *   - every built docs page has its twin, and every locale its llms.txt and llms-full.txt;
 *   - build/api.json is valid against its schema and holds every API item.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {locales, defaultLocale} from '../src/data/locales';
import {site} from '../src/data/site';

const buildDir = path.resolve(__dirname, '../build');
const siteRoot = site.url + site.baseUrl;
/** Locales present in this build (`docusaurus build --locale ...` may build a few). */
const built = locales.filter((l) => fs.existsSync(path.join(buildDir, l === defaultLocale ? '' : l, 'index.html')));
const localeDir = (l: string) => path.join(buildDir, l === defaultLocale ? '' : l);

test.beforeAll(() => {
  expect(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first').toBe(true);
});

function* walk(dir: string, skip: Set<string>): Generator<string> {
  for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!skip.has(p)) yield* walk(p, skip);
    } else yield p;
  }
}
const otherLocaleDirs = (l: string) =>
  new Set(l === defaultLocale ? locales.filter((x) => x !== defaultLocale).map((x) => path.join(buildDir, x)) : []);

/** Markdown without fenced code blocks and inline code spans. */
const prose = (md: string) => md.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');

for (const locale of built) {
  test(`${locale}: every link of every llms.txt resolves to a built file`, () => {
    const files = [...walk(localeDir(locale), otherLocaleDirs(locale))].filter((f) => path.basename(f) === 'llms.txt');
    expect(files.map((f) => path.relative(localeDir(locale), f)).sort()).toEqual(
      expect.arrayContaining(['llms.txt', path.join('1.6', 'llms.txt')]),
    );
    for (const file of files) {
      const txt = fs.readFileSync(file, 'utf8');
      const links = [...txt.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]!);
      expect(links.length, file).toBeGreaterThan(100);
      const missing = links.filter((url) => {
        expect(url.startsWith(siteRoot), url).toBe(true);
        return !fs.existsSync(path.join(buildDir, decodeURI(url.slice(siteRoot.length))));
      });
      expect(missing, path.relative(buildDir, file)).toEqual([]);
      expect(txt).toMatch(/^# .+\n\n> .+\n/);
    }
    expect(fs.statSync(path.join(localeDir(locale), 'llms-full.txt')).size).toBeGreaterThan(100_000);
  });

  test(`${locale}: every docs page has a clean Markdown twin (H1, no front matter, no JSX, no import lines)`, () => {
    const pages = [...walk(localeDir(locale), otherLocaleDirs(locale))].filter(
      (f) => f.endsWith(`${path.sep}index.html`) && fs.readFileSync(f, 'utf8').includes('theme-doc-markdown'),
    );
    expect(pages.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const page of pages) {
      const dir = path.dirname(page);
      const twin = dir === localeDir(locale) || dir === path.join(localeDir(locale), '1.6') ? path.join(dir, 'index.md') : `${dir}.md`;
      const rel = path.relative(buildDir, twin);
      if (!fs.existsSync(twin)) {
        problems.push(`${rel}: missing`);
        continue;
      }
      const md = fs.readFileSync(twin, 'utf8');
      const text = prose(md);
      if (!md.startsWith('# ')) problems.push(`${rel}: does not start with the H1 title`);
      if (/^---\n/.test(md)) problems.push(`${rel}: front matter`);
      if (/^\s*(import|export)\s/m.test(text)) problems.push(`${rel}: import/export line`);
      if (/<\/?[A-Z][A-Za-z]*[\s/>]|<\/?(Tabs|TabItem|details|div|span)\b/.test(text)) problems.push(`${rel}: JSX or HTML tag`);
      if (/\]\((?!https?:|mailto:)/.test(text)) problems.push(`${rel}: relative link`);
      if (/^```\s*$/m.test(md.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, (b) => (/^```\S/.test(b) ? '' : b))))
        problems.push(`${rel}: code block without a language`);
    }
    expect(problems).toEqual([]);
  });
}

test('api.json and api.schema.json are published and valid; every API item has its pages', () => {
  const api = JSON.parse(fs.readFileSync(path.join(buildDir, 'api.json'), 'utf8'));
  const schema = JSON.parse(fs.readFileSync(path.join(buildDir, 'api.schema.json'), 'utf8'));
  expect(schema.$id).toBe(`${siteRoot}api.schema.json`);
  const ajv = new Ajv({allErrors: true, strict: false});
  addFormats(ajv);
  const validate = ajv.compile(schema);
  expect(validate(api), JSON.stringify(validate.errors, null, 1)).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../src/data/api/manifest.json'), 'utf8'));
  expect(api.items.map((i: {id: string}) => i.id)).toEqual(manifest.items.map((i: {id: string}) => i.id));
  for (const item of api.items as {urls: Record<string, string>; markdown: Record<string, string>}[]) {
    for (const locale of built) {
      expect(fs.existsSync(path.join(buildDir, item.urls[locale]!.slice(siteRoot.length), 'index.html')), item.urls[locale]).toBe(true);
      expect(fs.existsSync(path.join(buildDir, item.markdown[locale]!.slice(siteRoot.length))), item.markdown[locale]).toBe(true);
    }
  }
});
