/**
 * Limits on what a reader can send to the search engine. DocSearch and Algolia
 * cap a query at 512 bytes; the embedded backend does the same, so a pasted
 * page of text or a 50,000-character `?q=` answers as fast as a normal query.
 */

/** Longest query, in bytes of UTF-8 (Algolia's limit). */
export const MAX_QUERY_BYTES = 512;

const encoder = new TextEncoder();

/**
 * The query cut to at most `maxBytes` bytes of UTF-8, never inside a character,
 * and, when the cut falls inside a word that has words before it, before that
 * word: half a word at the end would be searched as a prefix of every word it
 * begins (a pasted "card card … ca" finds all words in "ca").
 */
export function capQuery(query: string, maxBytes = MAX_QUERY_BYTES): string {
  // Each UTF-16 code unit is at most 3 bytes: short strings need no encoding.
  if (query.length * 3 <= maxBytes) return query;
  let bytes = 0;
  let end = 0;
  for (const ch of query) {
    const size = encoder.encode(ch).length;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  if (end === query.length || /\s/.test(query[end] ?? '')) return query.slice(0, end);
  const space = query.slice(0, end).search(/\s\S*$/);
  return query.slice(0, space > 0 ? space + 1 : end);
}

/** The address with its `q` parameter capped, or null when it needs no change. */
export function cappedAddress(href: string): string | null {
  const url = new URL(href);
  // Each byte of a decoded parameter takes at least one character of the address: a query string no longer than the
  // cap cannot hold an over-long query (the usual case costs one length check).
  if (url.search.length <= MAX_QUERY_BYTES) return null;
  const query = url.searchParams.get('q');
  if (query === null) return null;
  const capped = capQuery(query);
  if (capped === query) return null;
  url.searchParams.set('q', capped);
  return url.href;
}
