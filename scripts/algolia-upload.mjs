#!/usr/bin/env node
/**
 * Pushes the site's search records, index settings and synonyms to hosted
 * Algolia, for sites that outgrow the embedded index. Run after
 * `npm run build` (all locales):
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... node scripts/algolia-upload.mjs
 *   node scripts/algolia-upload.mjs --dry-run     # write build/algolia-dry-run.json, send nothing
 *
 * Options: --build-dir <dir> (default build), --out <file> (dry run output,
 * default <build-dir>/algolia-dry-run.json).
 *
 * It reads every locale's `search-index/` folder (the same records the
 * embedded backend serves) and turns them into DocSearch records with
 * absolute URLs on SITE_URL, each page's record with the page's keywords
 * from its built HTML (the shards leave them out, as they do link texts);
 * takes the embedded engine's synonym table
 * (src/plugins/search/shared/synonyms.ts) for the languages of the build;
 * then applies the settings and synonyms to the index (ALGOLIA_INDEX_NAME,
 * default `kanban`, the same variable the site reads: src/data/deployment.mjs)
 * and replaces all its objects in one atomic operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import * as cheerio from 'cheerio';
import {shardToRecords, synonymsToAlgolia, indexSettings} from '../src/plugins/search/server/algoliaRecords.mjs';
import {readDeployment} from '../src/data/deployment.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders of `buildDir` that hold a search index: the default locale's and one per other locale. */
function localeDirs(buildDir) {
  const dirs = [buildDir, ...fs.readdirSync(buildDir).map((name) => path.join(buildDir, name))];
  return dirs.filter((d) => fs.existsSync(path.join(d, 'search-index', 'manifest.json')));
}

/**
 * The keywords of a built page, by its path (`/kanban/ru/api/…/`): its `<meta name="keywords">`, read as the search
 * index's extraction reads it (src/plugins/search/server/extract.ts). None for a page without the tag or its file.
 */
function builtPageKeywords(buildDir) {
  const jiti = createJiti(import.meta.url, {interopDefault: true});
  const {keywordsOf} = jiti(path.join(root, 'src/plugins/search/server/extract.ts'));
  const {site} = jiti(path.join(root, 'src/data/site.ts'));
  return (url) => {
    if (!url.startsWith(site.baseUrl)) return [];
    const file = path.join(buildDir, url.slice(site.baseUrl.length), 'index.html');
    if (!fs.existsSync(file)) return [];
    return keywordsOf(cheerio.load(fs.readFileSync(file, 'utf8'))('meta[name="keywords"]').attr('content') ?? '');
  };
}

/** Every DocSearch record of the build, absolute on `origin`, each page's record with the page's keywords. */
export function collectRecords(buildDir, origin) {
  const records = [];
  const keywordsOf = builtPageKeywords(buildDir);
  for (const dir of localeDirs(buildDir)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'manifest.json'), 'utf8'));
    for (const entry of manifest.shards) {
      const shard = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', entry.file), 'utf8'));
      records.push(...shardToRecords(shard, origin, keywordsOf));
    }
  }
  return records;
}

/**
 * The embedded engine's synonym table. It is TypeScript shared with the
 * browser bundle; jiti (the loader Docusaurus uses for its own TS config)
 * runs it from this plain Node script.
 * @returns {Record<string, Record<string, string[]>>}
 */
export function loadSynonymTable() {
  const jiti = createJiti(import.meta.url, {interopDefault: true});
  return jiti(path.join(root, 'src/plugins/search/shared/synonyms.ts')).ALL_SYNONYMS;
}

/** What an upload sends: index name, settings, synonyms and records. */
export function plan({buildDir, env = process.env}) {
  const {siteUrl, algoliaIndexName} = readDeployment(env);
  const records = collectRecords(buildDir, siteUrl);
  const languages = [...new Set(records.map((r) => r.language))].sort();
  const table = loadSynonymTable();
  const synonyms = synonymsToAlgolia(Object.fromEntries(languages.filter((l) => table[l]).map((l) => [l, table[l]])));
  return {indexName: algoliaIndexName, settings: indexSettings(languages), synonyms, records};
}

function arg(argv, name, fallback) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
}

/** @returns {Promise<number>} exit code */
export async function main(argv = process.argv.slice(2), env = process.env, log = console.log) {
  const buildDir = path.resolve(root, arg(argv, 'build-dir', 'build'));
  if (!fs.existsSync(path.join(buildDir, 'search-index', 'manifest.json'))) {
    console.error(`No search index in ${path.relative(root, buildDir) || buildDir}/. Run "npm run build" first.`);
    return 1;
  }
  const upload = plan({buildDir, env});
  const languages = upload.settings.queryLanguages.join(', ');
  log(`algolia-upload: index "${upload.indexName}": ${upload.records.length} records, ${upload.synonyms.length} synonyms (${languages})`);
  if (argv.includes('--dry-run')) {
    const out = path.resolve(root, arg(argv, 'out', path.join(buildDir, 'algolia-dry-run.json')));
    fs.writeFileSync(out, JSON.stringify(upload, null, 1));
    log(`algolia-upload: dry run, nothing sent; wrote ${path.relative(root, out)}`);
    return 0;
  }
  const appId = env.ALGOLIA_APP_ID;
  const apiKey = env.ALGOLIA_ADMIN_API_KEY;
  if (!appId || !apiKey) {
    console.error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (an admin key, not the search-only key), or use --dry-run.');
    return 2;
  }
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, apiKey);
  const {indexName} = upload;
  // Settings and synonyms first: replaceAllObjects copies them to its temporary index.
  await client.waitForTask({indexName, taskID: (await client.setSettings({indexName, indexSettings: upload.settings})).taskID});
  await client.waitForTask({
    indexName,
    taskID: (await client.saveSynonyms({indexName, synonymHit: upload.synonyms, replaceExistingSynonyms: true})).taskID,
  });
  await client.replaceAllObjects({indexName, objects: upload.records, batchSize: 1000});
  log(`algolia-upload: index "${indexName}" now holds ${upload.records.length} records and ${upload.synonyms.length} synonyms`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(`algolia-upload: ${e.message}`);
      process.exit(1);
    },
  );
}
