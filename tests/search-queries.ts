/**
 * Labelled queries: what readers type (not page titles), and the page each
 * should find, as a doc path relative to the locale's base URL. The list is
 * in search-queries.json (read by tests/search-quality.spec.ts, which wants
 * at least 90% in the top 3, and by the benchmark, bench/run.mjs).
 */
import queries from './search-queries.json';

export type Labelled = {q: string; page: string};

export const labelledQueries: Record<string, Labelled[]> = queries;
