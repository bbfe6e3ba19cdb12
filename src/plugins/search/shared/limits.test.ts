/** The 512-byte query cap (Algolia's limit), in bytes of UTF-8 and never inside a character. */
import {test, expect} from 'vitest';
import {capQuery, MAX_QUERY_BYTES} from './limits';

const bytes = (s: string) => new TextEncoder().encode(s).length;

test('short queries pass unchanged', () => {
  expect(capQuery('addCard')).toBe('addCard');
  expect(capQuery('')).toBe('');
});

test('long queries are cut to 512 bytes, whatever the script', () => {
  for (const unit of ['a', 'ж', '看', '카', '😀', 'a😀ж']) {
    const q = capQuery(unit.repeat(50_000));
    expect(bytes(q)).toBeLessThanOrEqual(MAX_QUERY_BYTES);
    expect(bytes(q)).toBeGreaterThan(MAX_QUERY_BYTES - 4);
    // No lone surrogate: the cut falls between characters.
    expect(q).toBe(Array.from(q).join(''));
    expect(/[\uD800-\uDBFF]$/.test(q)).toBe(false);
  }
});

test('a cut inside a word drops that half word when words come before it', () => {
  const q = capQuery('card '.repeat(10_000));
  expect(q.endsWith('card ')).toBe(true);
  expect(bytes(q)).toBeLessThanOrEqual(MAX_QUERY_BYTES);
  // One long word has nothing before it: it is cut as it is.
  expect(bytes(capQuery('a'.repeat(50_000)))).toBe(MAX_QUERY_BYTES);
});
