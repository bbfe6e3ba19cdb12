/**
 * `docusaurus start` runs no postBuild, so it has no search index of its own.
 * The dev server serves the index of the last production build instead (kept
 * by the plugin in node_modules/.cache/kanban-search/<locale>/), through an
 * extra static directory. Without a previous build the folder holds a
 * manifest that says so, and the dialog shows that message as its only result.
 */
import fs from 'node:fs';
import path from 'node:path';

export function devSearchStaticDir(siteDir: string, locale: string, indexDir: string): string {
  const root = path.join(siteDir, 'node_modules/.cache/kanban-search', locale);
  const manifest = path.join(root, indexDir, 'manifest.json');
  if (!fs.existsSync(manifest)) {
    fs.mkdirSync(path.dirname(manifest), {recursive: true});
    fs.writeFileSync(
      manifest,
      JSON.stringify({
        formatVersion: 1,
        language: locale,
        shards: [],
        missing: 'The search index is built with the site. Run "npm run build" once, then restart "npm start" to search in development.',
      }),
    );
  }
  return root;
}
