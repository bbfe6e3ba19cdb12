/** The 512-byte query cap (Algolia's limit), in bytes of UTF-8 and never inside a character. */
import {test, expect} from 'vitest';
import {cappedAddress, capQuery, MAX_QUERY_BYTES} from './limits';

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

const queryOf = (href: string) => new URL(href).searchParams.get('q')!;

test('an over-long ?q= is cut to the search cap, the rest of the address kept', () => {
  const huge = 'карточка '.repeat(6000);
  const address = cappedAddress(`https://example.com/kanban/ru/search/?q=${encodeURIComponent(huge)}&v=1.6#top`)!;
  expect(address).not.toBeNull();
  const url = new URL(address);
  expect(url.pathname).toBe('/kanban/ru/search/');
  expect(url.searchParams.get('v')).toBe('1.6');
  expect(url.hash).toBe('#top');
  expect(bytes(queryOf(address))).toBeLessThanOrEqual(MAX_QUERY_BYTES);
  expect(queryOf(address)).toMatch(/^карточка карточка/);
  // Cut at a whole word, as the search itself cuts.
  expect(
    queryOf(address)
      .trim()
      .split(/\s+/)
      .every((w) => w === 'карточка'),
  ).toBe(true);
});

test('an address whose query fits, or that has none, is left alone', () => {
  expect(cappedAddress('https://example.com/kanban/search/?q=addCard')).toBeNull();
  expect(cappedAddress(`https://example.com/kanban/search/?q=${'a'.repeat(MAX_QUERY_BYTES)}`)).toBeNull();
  expect(cappedAddress(`https://example.com/kanban/search/?other=${'a'.repeat(5000)}`)).toBeNull();
  expect(cappedAddress('https://example.com/kanban/')).toBeNull();
});

test('a query of the cap plus one byte is cut', () => {
  const address = cappedAddress(`https://example.com/kanban/search/?q=${'a'.repeat(MAX_QUERY_BYTES + 1)}`);
  expect(address).not.toBeNull();
  expect(queryOf(address!)).toHaveLength(MAX_QUERY_BYTES);
});
