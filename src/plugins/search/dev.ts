/**
 * `docusaurus start` runs no postBuild, so it has no search index of its own.
 * The dev server serves the index of the last production build instead (kept
 * by the plugin in node_modules/.cache/kanban-search/<locale>/), through an
 * extra static directory. Without a previous build, or with one whose index
 * is in an older format, the folder holds a manifest that says so, and the
 * dialog shows that message as its only result.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SHARD_FORMAT_VERSION, type ShardManifest} from './shared/types';

export function devSearchStaticDir(siteDir: string, locale: string, indexDir: string): string {
  const root = path.join(siteDir, 'node_modules/.cache/kanban-search', locale);
  const manifest = path.join(root, indexDir, 'manifest.json');
  const kept = readManifest(manifest);
  if (!kept || (kept.formatVersion !== SHARD_FORMAT_VERSION && !kept.missing)) {
    fs.mkdirSync(path.dirname(manifest), {recursive: true});
    const missing = kept
      ? 'The search index of the last build is in an older format. Run "npm run build" again, then restart "npm start" to search in development.'
      : 'The search index is built with the site. Run "npm run build" once, then restart "npm start" to search in development.';
    fs.writeFileSync(manifest, JSON.stringify({formatVersion: SHARD_FORMAT_VERSION, language: locale, shards: [], missing}));
  }
  return root;
}

/** The kept manifest, or null when there is none (or it cannot be read). */
function readManifest(file: string): ShardManifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ShardManifest;
  } catch {
    return null;
  }
}
