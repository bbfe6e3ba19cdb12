/**
 * Crawls one locale's built HTML and writes its search index: one
 * content-hashed shard per docs version (`docusaurus_tag`) and a manifest
 * naming them, under `<outDir>/<indexDir>/`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import {extractPage, defaultAdmonitionTitles} from './extract';
import {SectionIndex} from '../shared/engine';
import {SHARD_FORMAT_VERSION, type Shard, type ShardManifest} from '../shared/types';

async function* htmlFiles(dir: string, skipDirs: Set<string>): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(p)) yield* htmlFiles(p, skipDirs);
    } else if (entry.name.endsWith('.html')) {
      yield p;
    }
  }
}

/**
 * The default admonition titles of a locale (`defaultAdmonitionTitles`), with its translations from
 * `<i18nDir>/<locale>/code.json`; English's alone when the locale has no such file.
 */
export async function localeAdmonitionTitles(i18nDir: string, locale: string): Promise<Set<string>> {
  const codeJson = await fs
    .readFile(path.join(i18nDir, locale, 'code.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, {message?: string}>)
    .catch(() => undefined);
  return defaultAdmonitionTitles(codeJson);
}

/** Link texts kept per page: the most linked pages (the board's constructor, cards) are linked from most pages. */
const MAX_LINKS = 30;

export interface WriteIndexParams {
  outDir: string;
  baseUrl: string;
  indexDir: string;
  ignorePaths: string[];
  /** Output folders of the other locales nested inside this one (default locale), skipped. */
  otherLocaleDirs: string[];
  /** The locale's default admonition titles (`defaultAdmonitionTitles`), left out of the text; English's if not given. */
  admonitionTitles?: ReadonlySet<string>;
}

export async function writeIndex({
  outDir,
  baseUrl,
  indexDir,
  ignorePaths,
  otherLocaleDirs,
  admonitionTitles = defaultAdmonitionTitles(),
}: WriteIndexParams): Promise<ShardManifest> {
  const target = path.join(outDir, indexDir);
  await fs.rm(target, {recursive: true, force: true});
  const skip = new Set([...otherLocaleDirs, target, path.join(outDir, 'assets')]);
  const shards = new Map<string, Shard>();
  const links = new Map<string, {to: string; text: string}[]>();
  let language = '';
  for await (const file of htmlFiles(outDir, skip)) {
    const rel = path.relative(outDir, file).split(path.sep).join('/');
    if (ignorePaths.some((p) => rel === p || rel.startsWith(p))) continue;
    const pathname = baseUrl + rel.replace(/(^|\/)index\.html$/, '$1');
    const page = extractPage(await fs.readFile(file, 'utf8'), pathname, admonitionTitles);
    if (!page) continue;
    language = page.language;
    const shard = shards.get(page.tag) ?? {language: page.language, tag: page.tag, version: page.version, docs: []};
    shard.docs.push(...page.sections);
    shards.set(page.tag, shard);
    const said = links.get(page.tag) ?? [];
    said.push(...page.links);
    links.set(page.tag, said);
  }
  // What other pages say of a page where they link to it (web search's anchor text; DocSearch has no such field):
  // the first section's `l`, for its `links` field.
  for (const [tag, shard] of shards) {
    const first = new Map(shard.docs.filter((d) => !d.url.includes('#')).map((d) => [d.url, d]));
    for (const {to, text} of links.get(tag) ?? []) {
      const doc = first.get(to);
      if (!doc) continue;
      const said = (doc.l ??= []);
      if (!said.includes(text) && said.length < MAX_LINKS) said.push(text);
    }
  }
  await fs.mkdir(target, {recursive: true});
  const manifest: ShardManifest = {formatVersion: SHARD_FORMAT_VERSION, language, shards: []};
  for (const shard of [...shards.values()].sort((a, b) => a.tag.localeCompare(b.tag))) {
    shard.docs.sort((a, b) => a.url.localeCompare(b.url));
    // The index ships prebuilt (a packed MiniSearch tree): the browser loads it instead of indexing every section.
    // The link texts and the code's words are in the prebuilt index only: nothing shows them, and the link texts alone
    // would add a tenth to the shard.
    const index = SectionIndex.prebuild(shard, language);
    const json = JSON.stringify({...shard, docs: shard.docs.map(({l: _, k: __, w: ___, ...doc}) => doc), index});
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${shard.tag}.${hash}.json`;
    await fs.writeFile(path.join(target, file), json);
    manifest.shards.push({tag: shard.tag, version: shard.version, file, sections: shard.docs.length, bytes: Buffer.byteLength(json)});
  }
  await fs.writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}
