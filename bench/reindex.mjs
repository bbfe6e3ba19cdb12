// node bench/reindex.mjs [locale...]: rewrites build/<locale>/search-index from the built HTML (what the postBuild hook does), without a rebuild.
import path from 'node:path';
import createJiti from 'jiti';
const jiti = createJiti(import.meta.url);
const {writeIndex, localeAdmonitionTitles} = jiti('../src/plugins/search/server/writeIndex.ts');
const locales = ['en', 'de', 'ru', 'zh', 'ko'];
for (const l of process.argv.slice(2).length ? process.argv.slice(2) : locales) {
  const outDir = path.resolve('build', l === 'en' ? '' : l);
  const t = Date.now();
  const m = await writeIndex({
    outDir,
    baseUrl: l === 'en' ? '/kanban/' : `/kanban/${l}/`,
    indexDir: 'search-index',
    ignorePaths: ['search/', '404.html', '__dogfooding/'],
    otherLocaleDirs: l === 'en' ? locales.slice(1).map((x) => path.join(outDir, x)) : [],
    admonitionTitles: await localeAdmonitionTitles(path.resolve('i18n'), l),
  });
  console.log(l, m.shards.map((s) => `${s.tag} ${s.bytes}`).join(', '), Date.now() - t, 'ms');
}
