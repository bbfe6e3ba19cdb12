/**
 * "Try searching for" on the dialog's no-results screen. DocSearch 4.7.1 fills
 * that list from `context.searchSuggestions`, but builds it by spreading an
 * array into an object (`{...[], ...Object.keys(groups)}`), which has no
 * `length`: its `p && p.length > 0` is never true, so the list never shows,
 * with any backend. The dialog shows these instead: popular queries of each
 * locale, each of which finds pages (tests/search-faults.spec.ts clicks them).
 */
import type {Locale} from '@site/src/data/locales';

export const POPULAR_QUERIES = new Map<Locale | string, string[]>([
  ['en', ['addCard', 'columns', 'events']],
  ['de', ['addCard', 'Spalten', 'Ereignisse']],
  ['ru', ['addCard', 'колонки', 'события']],
  ['zh', ['addCard', '列', '事件']],
  ['ko', ['addCard', '열', '이벤트']],
]);

export function popularQueries(locale: string): string[] {
  return POPULAR_QUERIES.get(locale) ?? POPULAR_QUERIES.get('en')!;
}
