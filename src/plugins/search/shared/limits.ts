/**
 * Limits on what a reader can send to the search engine. DocSearch and Algolia
 * cap a query at 512 bytes; the embedded backend does the same, so a pasted
 * page of text or a 50,000-character `?q=` answers as fast as a normal query.
 */

/** Longest query, in bytes of UTF-8 (Algolia's limit). */
export const MAX_QUERY_BYTES = 512;

const encoder = new TextEncoder();

/** The query cut to at most `maxBytes` bytes of UTF-8, never inside a character. */
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
  return query.slice(0, end);
}
