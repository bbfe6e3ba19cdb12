/**
 * Every page of the production build is server-rendered text as written:
 * valid UTF-8 with no U+FFFD replacement character and no NUL byte. React
 * 18.3's streaming renderer broke a multi-byte character every few kilobytes
 * of a Russian, Chinese or Korean page (src/plugins/lean-bundle/serverRenderer.js);
 * the docs contain neither character. Reads build/ from disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './baseTest';

const buildDir = path.join(__dirname, '..', 'build');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []));
}

test('every built page is valid UTF-8 without replacement characters or NUL bytes', () => {
  const pages = htmlFiles(buildDir);
  expect(pages.length).toBeGreaterThan(1000);
  const decoder = new TextDecoder('utf-8', {fatal: true});
  const broken: string[] = [];
  for (const file of pages) {
    let text: string;
    try {
      text = decoder.decode(fs.readFileSync(file));
    } catch {
      broken.push(`${path.relative(buildDir, file)}: not UTF-8`);
      continue;
    }
    const at = text.search(/[\uFFFD\0]/);
    if (at >= 0) broken.push(`${path.relative(buildDir, file)}: ${JSON.stringify(text.slice(Math.max(0, at - 30), at + 30))}`);
  }
  expect(broken.slice(0, 10), `${broken.length} broken pages`).toEqual([]);
});
