/**
 * Unit tests of the embedded search: tokenizing, ranking, highlighting and
 * escaping. Run by Vitest (npm run test:unit).
 */
import {describe, test, expect, vi} from 'vitest';
import MiniSearch from 'minisearch';
import {tokenize, identifierParts, koreanTerms} from './tokenize';
import {escapeHtml, hasMatch, highlight, snippet, queryMatcher} from './highlight';
import {SectionIndex} from './engine';
import type {Shard} from './types';

describe('tokenize', () => {
  test('splits camelCase, snake_case and kebab-case names into parts', () => {
    expect(identifierParts('getIDResolver')).toEqual(['get', 'ID', 'Resolver']);
    expect(tokenize('addCard', 'en')).toEqual(expect.arrayContaining(['addcard', 'add', 'card']));
    expect(tokenize('add-card', 'en')).toEqual(expect.arrayContaining(['add-card', 'add', 'card']));
    expect(tokenize('start_date', 'en')).toEqual(expect.arrayContaining(['start_date', 'start', 'date']));
  });

  test('stems English, German and Russian words next to the word itself', () => {
    expect(tokenize('cards', 'en')).toEqual(['cards', 'card']);
    expect(tokenize('Karten', 'de')).toEqual(['karten', 'kart']);
    expect(tokenize('карточками', 'ru')).toEqual(['карточками', 'карточк']);
    expect(tokenize('карточка', 'ru')).toContain('карточк');
  });

  test("an English possessive is the noun: row's and card’s are row and card", () => {
    expect(tokenize("row's", 'en')).toEqual(['row']);
    expect(tokenize('the card’s title', 'en').slice(0, 3)).toEqual(['the', 'card', 'title']);
    // An apostrophe inside a word is kept: it is not a possessive ending.
    expect(tokenize("o'clock", 'en')[0]).toBe("o'clock");
  });

  test('folds case, width and ё', () => {
    expect(tokenize('ЁЛКА', 'ru')[0]).toBe('елка');
    expect(tokenize('ＡＰＩ', 'en')[0]).toBe('api');
  });

  test('segments Chinese runs and adds character bigrams', () => {
    const t = tokenize('看板组件的配置', 'zh');
    expect(t).toEqual(expect.arrayContaining(['看板', '配置']));
    expect(t).toContain('组件');
  });

  test('strips Korean particles to get the stem', () => {
    expect(koreanTerms('카드를').map((t) => t.term)).toEqual(['카드를', '카드']);
    expect(tokenize('카드를 추가합니다', 'ko')).toEqual(expect.arrayContaining(['카드', '추가']));
    // The endings of 하다 verbs after a noun: "when … was edited", "even if saved".
    expect(koreanTerms('수정했을').map((t) => t.term)).toEqual(['수정했을', '수정']);
    expect(koreanTerms('저장해도').map((t) => t.term)).toEqual(['저장해도', '저장']);
  });
});

describe('highlight and escaping', () => {
  test('escapes markup and adds only the highlight tags', () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">&'`)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    const m = queryMatcher('script', 'en');
    const {value, matched} = highlight('<script>alert("x")</script> runs', m, 'script');
    expect(matched).toBe(true);
    expect(value).toBe('&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; runs');
    expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  test('highlights stems, parts and the unfinished last word', () => {
    const m = queryMatcher('card', 'en');
    expect(highlight('Adds cards with addCard()', m, 'card').value).toBe('Adds <mark>cards</mark> with <mark>addCard</mark>()');
    expect(highlight('interceptors', queryMatcher('interc', 'en'), 'interc').value).toBe('<mark>interceptors</mark>');
  });

  test('tells whether a text has a match exactly as highlighting it does', () => {
    const cases: [string, string, string][] = [
      ['card', 'Adds cards with addCard()', 'en'],
      ['card', 'Removes a column', 'en'],
      ['interc', 'interceptors', 'en'],
      ['v1.6', 'Since 1.6.5 the board…', 'en'],
      ['配置', '看板组件的配置', 'zh'],
      ['配置', '看板组件', 'zh'],
      ['карточку', 'Добавляет карточки', 'ru'],
      ['<b>', '<b>bold</b>', 'en'],
    ];
    for (const [query, text, lang] of cases) {
      const m = queryMatcher(query, lang);
      expect(hasMatch(text, m, query), `${query} in ${text}`).toBe(highlight(text, m, query).matched);
    }
    // Not the column, nor 配置 in a text without it; `v1.6` is the version 1.6, which 1.6.5 is.
    expect(cases.filter(([q, t, l]) => hasMatch(t, queryMatcher(q, l), q)).map(([q, t]) => `${q} in ${t}`)).toEqual([
      'card in Adds cards with addCard()',
      'interc in interceptors',
      'v1.6 in Since 1.6.5 the board…',
      '配置 in 看板组件的配置',
      'карточку in Добавляет карточки',
      '<b> in <b>bold</b>',
    ]);
  });

  test('a word whose first letter begins no query term is not a match, and words with umlauts or parts still are', () => {
    expect(highlight('Änderungen der Karte', queryMatcher('anderung', 'de'), 'anderung').value).toBe('<mark>Änderungen</mark> der Karte');
    expect(highlight('Adds a card with addCard', queryMatcher('card', 'en'), 'card').value).toBe(
      'Adds a <mark>card</mark> with <mark>addCard</mark>',
    );
    expect(highlight('Удаляет карточку', queryMatcher('карточки', 'ru'), 'карточки').value).toBe('Удаляет <mark>карточку</mark>');
  });

  test('highlights Chinese words inside a run', () => {
    const {value} = highlight('看板组件的配置', queryMatcher('配置', 'zh'), '配置');
    expect(value).toBe('看板组件的<mark>配置</mark>');
  });

  test('cuts snippets around the first match with an ellipsis', () => {
    const text = Array.from({length: 40}, (_, i) => `word${i}`).join(' ') + ' target ' + 'tail '.repeat(30);
    const s = snippet(text, queryMatcher('target', 'en'), 'target', 15, '…');
    expect(s.matched).toBe(true);
    expect(s.value.startsWith('…')).toBe(true);
    expect(s.value.endsWith('…')).toBe(true);
    expect(s.value).toContain('<mark>target</mark>');
    expect(s.value.split(/\s+/).length).toBeLessThanOrEqual(16);
  });
});

const shard: Shard = {
  language: 'en',
  tag: 'docs-default-current',
  version: 'current',
  docs: [
    {
      url: '/kanban/api/internal/js_kanban_intercept_method/',
      h: ['Event Bus methods', 'api.intercept()', null, null, null, null, null],
      c: ['Runs a handler before an action and can cancel it.'],
    },
    {
      url: '/kanban/guides/initialization/',
      h: ['Guides', 'Initialization', null, null, null, null, null],
      c: ['An intro to creating the board.'],
    },
    {
      url: '/kanban/api/methods/js_kanban_addcard_method/',
      h: ['Kanban methods', 'addCard()', null, null, null, null, null],
      c: ['Creates a new card in a column.'],
    },
    {
      url: '/kanban/api/methods/js_kanban_addcard_method/#parameters',
      h: ['Kanban methods', 'addCard()', 'Parameters', null, null, null, null],
      c: ['columnId: the column of the card.'],
    },
    {
      url: '/kanban/guides/working_with_data/',
      h: ['Guides', 'Working with data', null, null, null, null, null],
      c: ['Call addCard() to add cards, then serialize the board.'],
    },
    {
      url: '/kanban/api/methods/js_kanban_getcolumncards_method/',
      h: ['Kanban methods', 'getColumnCards()', null, null, null, null, null],
      c: ['Returns the cards of one column.'],
    },
    {
      url: '/kanban/api/config/js_kanban_cards_config/',
      h: ['Kanban properties', 'cards', null, null, null, null, null],
      c: ['The cards of the board.'],
    },
    ...Array.from({length: 30}, (_, i) => ({
      url: `/kanban/filler/${i}/`,
      h: ['Filler', `Page ${i}`, null, null, null, null, null],
      c: ['Cards are mentioned here too, many times: card card.'],
    })),
  ],
};
const index = new SectionIndex([shard], 'en');

describe('ranking', () => {
  test('an API name ranks its own page first, then pages that mention it', () => {
    const urls = index.rank('addCard').map((r) => r.doc.url);
    expect(urls[0]).toBe('/kanban/api/methods/js_kanban_addcard_method/');
    expect(urls).toContain('/kanban/guides/working_with_data/');
  });

  test('a part of a camelCase name finds the name (card finds addCard)', () => {
    const urls = index.rank('card').map((r) => r.doc.url);
    expect(urls).toContain('/kanban/api/methods/js_kanban_addcard_method/');
    // a page titled with the word beats pages that only mention it in the text
    expect(urls.indexOf('/kanban/api/config/js_kanban_cards_config/')).toBeLessThan(urls.indexOf('/kanban/filler/0/'));
  });

  test('prefix matches come before typo matches while typing', () => {
    const urls = index.rank('interc').map((r) => r.doc.url);
    expect(urls[0]).toBe('/kanban/api/internal/js_kanban_intercept_method/');
  });

  test('a typo still finds the page', () => {
    expect(index.rank('intercpet')[0]?.doc.url).toBe('/kanban/api/internal/js_kanban_intercept_method/');
    expect(index.rank('initialisation')[0]?.doc.url).toBe('/kanban/guides/initialization/');
  });

  test('pages and hit types follow the DocSearch contract', () => {
    const r = index.search('addCard', {hitsPerPage: 2, page: 0}, undefined, 'http://localhost');
    expect(r.hits).toHaveLength(2);
    expect(r.nbPages).toBe(Math.ceil(r.nbHits / 2));
    expect(r.hits[0]!.type).toBe('lvl1');
    expect(r.hits[0]!.url).toBe('http://localhost/kanban/api/methods/js_kanban_addcard_method/');
    const page2 = index.search('addCard', {hitsPerPage: 2, page: 1});
    expect(page2.page).toBe(1);
    expect(page2.hits.map((h) => h.url)).not.toContain(r.hits[0]!.url.replace('http://localhost', ''));
  });

  test("a possessive in a query finds the noun as the word it is, not as a typo of it (a column's cards)", () => {
    const top = index.rank("a column's cards")[0] as {doc: {url: string}; typos?: number} | undefined;
    expect(top?.doc.url).toBe('/kanban/api/methods/js_kanban_getcolumncards_method/');
    expect(top?.typos).toBe(0);
  });

  test('typing a query searches the index for its new word only, with the same results as a fresh index', () => {
    const typing = new SectionIndex([shard], 'en');
    typing.search('add card to a colu');
    const lookups = vi.spyOn(MiniSearch.prototype, 'search');
    try {
      const typed = typing.search('add card to a column');
      const typedLookups = lookups.mock.calls.length;
      lookups.mockClear();
      const fresh = new SectionIndex([shard], 'en').search('add card to a column');
      // The earlier words' look-ups are not made again: fewer than half as many as a fresh index makes.
      expect(typedLookups).toBeGreaterThan(0);
      expect(typedLookups * 2).toBeLessThan(lookups.mock.calls.length);
      expect({...typed, processingTimeMS: 0}).toEqual({...fresh, processingTimeMS: 0});
    } finally {
      lookups.mockRestore();
    }
  });

  test('no results for words that are nowhere', () => {
    expect(index.search('zzqxj').nbHits).toBe(0);
  });
});

/** The snippet of the first hit for `query` in an index of one page among five filler pages of the same locale. */
function firstSnippet(
  language: string,
  page: {url: string; h: (string | null)[]; c: string[]},
  filler: [category: string, text: string],
  query: string,
) {
  const docs = [
    page,
    ...Array.from({length: 5}, (_, i) => ({
      url: `/kanban/${language}/filler/${i}/`,
      h: [filler[0], `${i}`, null, null, null, null, null],
      c: [filler[1]],
    })),
  ];
  const hit = new SectionIndex([{language, tag: 'docs-default-current', version: 'current', docs}], language).search(query).hits[0]!;
  return (hit._snippetResult.content as {value: string}).value;
}

describe('highlighting hits', () => {
  test('a hit highlights every form of the word that found it, not only the best one (колонок and колонки)', () => {
    const page = {
      url: '/kanban/ru/api/config/js_kanban_columnshape_config/',
      h: ['Свойства', 'columnShape', null, null, null, null, null],
      c: ['Меню колонки и ширина колонок.'],
    };
    expect(firstSnippet('ru', page, ['Прочее', 'Доска и её карточки.'], 'колонок')).toBe(
      'Меню <mark>колонки</mark> и ширина <mark>колонок</mark>.',
    );
  });

  test('a Chinese hit marks the words it matched, though the query writes them together (删除卡片 in 删除一张卡片)', () => {
    const page = {
      url: '/kanban/zh/api/methods/js_kanban_deletecard_method/',
      h: ['方法', 'deleteCard()', null, null, null, null, null],
      c: ['从看板中删除一张卡片。'],
    };
    expect(firstSnippet('zh', page, ['其他', '看板和它的列。'], '删除卡片')).toBe('从看板中<mark>删除</mark>一张<mark>卡片</mark>。');
  });
});
