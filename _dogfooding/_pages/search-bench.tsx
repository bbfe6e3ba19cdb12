import React, {useEffect, type ReactNode} from 'react';
import TestPage from '../TestPage';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * Search benchmark harness (bench/run.mjs drives it in Chromium): loads this
 * locale's current shard, builds the embedded engine and a lunr baseline over
 * the same sections, and times every keystroke of a list of queries.
 */
type Labelled = {q: string; page: string};

declare global {
  interface Window {
    runSearchBench?: (queries: Labelled[]) => Promise<unknown>;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export default function SearchBench(): ReactNode {
  const indexUrl = useBaseUrl('/search-index/');
  const base = useBaseUrl('/');
  useEffect(() => {
    window.runSearchBench = async (queries: Labelled[]) => {
      const [{SectionIndex, prepare, warmUp}, lunrModule] = await Promise.all([
        import('@site/src/plugins/search/shared/engine'),
        import('lunr'),
      ]);
      const lunr = (lunrModule as unknown as {default: typeof import('lunr')}).default ?? lunrModule;
      const manifest = await (await fetch(`${indexUrl}manifest.json`)).json();
      const entry = manifest.shards.find((s: {tag: string}) => s.tag === 'docs-default-current');
      // As the search client does: the engine builds its tables and runs its code once while the shard downloads.
      let arrived = false;
      const download = fetch(indexUrl + entry.file)
        .then((r) => r.json())
        .then((json) => {
          arrived = true;
          return json;
        });
      prepare(manifest.language);
      void warmUp(manifest.language, () => !arrived);
      const shard = await download;

      // First results once the shard has arrived: load its prebuilt index, then answer one query.
      let t = performance.now();
      const engine = new SectionIndex([shard], manifest.language);
      const engineBuildMs = performance.now() - t;
      engine.search(queries[0]?.q ?? 'card', {hitsPerPage: 20});
      const firstResultMs = performance.now() - t;

      t = performance.now();
      const lunrIndex = lunr(function (this: import('lunr').Builder) {
        this.ref('id');
        this.field('title', {boost: 10});
        this.field('heading', {boost: 4});
        this.field('content');
        shard.docs.forEach((d: {h: (string | null)[]; c: string[]}, id: number) => {
          const level = d.h.reduce((l: number, v, i) => (i >= 2 && v ? i : l), 1);
          this.add({id: String(id), title: d.h[1] ?? '', heading: level >= 2 ? d.h[level] : '', content: d.c.join(' ')});
        });
      });
      const lunrBuildMs = performance.now() - t;

      const topPages = (urls: string[]) => [...new Set(urls.map((u) => u.split('#')[0]))].slice(0, 3);
      const engineTimes: number[] = [];
      const lunrTimes: number[] = [];
      let engineHits = 0;
      let lunrHits = 0;
      for (const {q, page} of queries) {
        for (let i = 1; i <= q.length; i++) {
          const prefix = q.slice(0, i);
          let s = performance.now();
          const r = engine.search(prefix, {hitsPerPage: 20});
          engineTimes.push(performance.now() - s);
          void r;
          s = performance.now();
          try {
            lunrIndex.search(
              prefix
                .split(/\s+/)
                .filter(Boolean)
                .map((w) => `${w.replace(/[:~^*+-]/g, '')}*`)
                .join(' '),
            );
          } catch {
            // lunr rejects some inputs; the time still counts
          }
          lunrTimes.push(performance.now() - s);
        }
        const expected = base + page;
        if (topPages(engine.rank(q).map((r) => r.doc.url)).includes(expected)) engineHits++;
        let lunrResults: {ref: string}[] = [];
        try {
          lunrResults = lunrIndex.search(q.replace(/[:~^*+-]/g, ' '));
        } catch {
          lunrResults = [];
        }
        if (topPages(lunrResults.map((r) => shard.docs[Number(r.ref)].url)).includes(expected)) lunrHits++;
      }
      return {
        sections: shard.docs.length,
        shardBytes: JSON.stringify(shard).length,
        lunrIndexBytes: JSON.stringify(lunrIndex).length,
        engine: {
          buildMs: engineBuildMs,
          firstResultMs,
          prebuilt: Boolean(shard.index),
          p50: percentile(engineTimes, 50),
          p95: percentile(engineTimes, 95),
          top3: engineHits / queries.length,
          keystrokes: engineTimes.length,
        },
        lunr: {
          buildMs: lunrBuildMs,
          p50: percentile(lunrTimes, 50),
          p95: percentile(lunrTimes, 95),
          top3: lunrHits / queries.length,
          keystrokes: lunrTimes.length,
        },
        lunrIndexJson: JSON.stringify(lunrIndex),
      };
    };
    document.body.dataset.benchReady = 'true';
  }, [indexUrl, base]);
  return (
    <TestPage title="Search benchmark">
      <p>Driven by bench/run.mjs.</p>
    </TestPage>
  );
}
