/**
 * A build made with SITE_URL and REPO_URL set (`npm run build:thirdparty`
 * sets them) points nowhere near the placeholders: no `example.com` or
 * `github.com/example` in its pages, sitemaps and OpenSearch description
 * outside code examples, nor in its scripts. Reads build-thirdparty/ from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect} from './baseTest';

const root = path.join(__dirname, '..');
const buildDir = path.join(root, 'build-thirdparty');
const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts[
  'build:thirdparty'
]!;
const env = (name: string) => script.match(new RegExp(`\\b${name}=(\\S+)`))?.[1];

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('build:thirdparty sets real SITE_URL and REPO_URL', () => {
  expect(env('SITE_URL')).toMatch(/^https:\/\/(?!docs\.example\.com)/);
  expect(env('REPO_URL')).toMatch(/^https:\/\/github\.com\/(?!example\/)[^/]+\/[^/]+$/);
});

test('a build with SITE_URL and REPO_URL set mentions no placeholder host outside code examples', () => {
  const siteUrl = env('SITE_URL')!;
  const repoUrl = env('REPO_URL')!;
  const all = files(buildDir);
  const placeholder = /(?:[\w.-]+\.)?example\.com|github\.com\/example\b/g;
  const problems: string[] = [];
  let pages = 0;
  for (const file of all) {
    const rel = path.relative(buildDir, file);
    if (file.endsWith('.html')) {
      pages++;
      const $ = load(fs.readFileSync(file, 'utf8'));
      $('pre, code').remove();
      for (const m of $.html().match(placeholder) ?? []) problems.push(`${rel}: ${m}`);
    } else if (/\.(xml|txt|json|webmanifest)$/.test(file) || path.basename(file) === '_headers') {
      // Sitemaps, OpenSearch, robots/llms text, manifests: no code examples here.
      // Search-index shards and llms-full.txt hold page text, code samples included: only the placeholder origins count there.
      const text = fs.readFileSync(file, 'utf8');
      const withCode = rel.includes('search-index') || path.basename(file) === 'llms-full.txt';
      const pattern = withCode ? /docs\.example\.com|github\.com\/example\b/g : placeholder;
      for (const m of text.match(pattern) ?? []) problems.push(`${rel}: ${m}`);
    } else if (file.endsWith('.js')) {
      // Bundles carry the code examples too: only the placeholder origins count.
      for (const m of fs.readFileSync(file, 'utf8').match(/docs\.example\.com|github\.com\/example\b/g) ?? [])
        problems.push(`${rel}: ${m}`);
    }
  }
  expect(pages).toBeGreaterThan(100);
  expect([...new Set(problems)]).toEqual([]);

  // And the real values are where the placeholders were.
  const home = load(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  expect(home('link[rel="canonical"]').attr('href')).toBe(`${siteUrl}/kanban/`);
  expect(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${siteUrl}/kanban/how_to_start/</loc>`);
  const start = load(fs.readFileSync(path.join(buildDir, 'how_to_start', 'index.html'), 'utf8'));
  expect(start('a.theme-edit-this-page').attr('href')).toBe(`${repoUrl}/edit/main/docs/how_to_start.mdx`);
});
