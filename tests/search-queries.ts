/**
 * Labelled queries: what readers type (not page titles), and the page each
 * should find, as a doc path relative to the locale's base URL (with the
 * heading anchor where it matters) and the kind of query (`class`).
 *
 * - search-queries.json: the first 25 queries a locale (the same questions translated);
 * - search-queries.tune.json / search-queries.holdout.json: readers' queries
 *   split by a hash of locale and query (scripts/split-search-queries.mjs);
 *   a later batch, written apart from the ranking, carries its date in `set`.
 *   Ranking may be changed looking at the tuning half only; the holdout half
 *   measures it (tests/search-quality.spec.ts, bench/run.mjs).
 */
import queries from './search-queries.json';
import tune from './search-queries.tune.json';
import holdout from './search-queries.holdout.json';

/** `set`: the date of a later batch of readers' queries (none for the first batch). */
export type Labelled = {q: string; page: string; anchor?: string; class?: string; set?: string};

export const labelledQueries: Record<string, Labelled[]> = queries;
export const tuneQueries: Record<string, Labelled[]> = tune;
export const holdoutQueries: Record<string, Labelled[]> = holdout;
