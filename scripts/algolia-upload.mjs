#!/usr/bin/env node
/**
 * Pushes the site's search records to hosted Algolia, for sites that outgrow
 * the embedded index. Run after `npm run build` (all locales):
 *
 *   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_API_KEY=... node scripts/algolia-upload.mjs
 *   node scripts/algolia-upload.mjs --dry-run     # write build/algolia-records.json, send nothing
 *
 * It reads every locale's `search-index/` folder (the same records the
 * embedded backend serves), turns them into DocSearch records, applies the
 * DocSearch settings to the index (ALGOLIA_INDEX_NAME, default `kanban`) and
 * replaces all its objects in one atomic operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {shardToRecords, DOCSEARCH_SETTINGS} from '../src/plugins/search/server/algoliaRecords.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const dryRun = process.argv.includes('--dry-run');
const indexName = process.env.ALGOLIA_INDEX_NAME ?? 'kanban';
const origin = process.env.SITE_URL ?? 'https://docs.example.com';

function localeDirs() {
  const dirs = [buildDir];
  for (const name of fs.readdirSync(buildDir)) {
    const p = path.join(buildDir, name);
    if (fs.existsSync(path.join(p, 'search-index', 'manifest.json'))) dirs.push(p);
  }
  return dirs.filter((d) => fs.existsSync(path.join(d, 'search-index', 'manifest.json')));
}

export function collectRecords() {
  const records = [];
  for (const dir of localeDirs()) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'manifest.json'), 'utf8'));
    for (const entry of manifest.shards) {
      const shard = JSON.parse(fs.readFileSync(path.join(dir, 'search-index', entry.file), 'utf8'));
      records.push(...shardToRecords(shard, origin));
    }
  }
  return records;
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'search-index', 'manifest.json'))) {
    console.error('No search index in build/. Run "npm run build" first.');
    process.exit(1);
  }
  const records = collectRecords();
  console.log(`algolia-upload: ${records.length} records from ${localeDirs().length} locale(s)`);
  if (dryRun) {
    fs.writeFileSync(path.join(buildDir, 'algolia-records.json'), JSON.stringify(records));
    console.log('algolia-upload: dry run, wrote build/algolia-records.json');
    return;
  }
  const appId = process.env.ALGOLIA_APP_ID;
  const apiKey = process.env.ALGOLIA_ADMIN_API_KEY;
  if (!appId || !apiKey) {
    console.error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (an admin key, not the search-only key), or use --dry-run.');
    process.exit(2);
  }
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, apiKey);
  await client.setSettings({indexName, indexSettings: DOCSEARCH_SETTINGS});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  console.log(`algolia-upload: index "${indexName}" now holds ${records.length} records`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(`algolia-upload: ${e.message}`);
    process.exit(1);
  });
}
