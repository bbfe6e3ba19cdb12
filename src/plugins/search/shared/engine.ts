/**
 * The embedded search engine: a MiniSearch index over page sections, with
 * ranking tiers (exact words, then the last word as a prefix while typing,
 * then typo-tolerant matches) and DocSearch-shaped hits.
 *
 * Runs in the browser (each shard ships its index prebuilt: loading it takes
 * tens of milliseconds where indexing the sections took hundreds) and in Node
 * for unit tests and benchmarks.
 */
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchResult} from 'minisearch';
import {
  terms,
  tokenize,
  normalize,
  segmentWords,
  identifierParts,
  koreanTerms,
  stemWord,
  prepareTokenizer,
  remembered,
  WORD,
  withoutPossessive,
  HANGUL,
  hangulJamo,
  type Term,
} from './tokenize';
import {phraseKey, prepareSynonyms, synonymsOf} from './synonyms';
import {layoutVariant} from './keyboard';
import {hasMatch, highlight, highlightWithSnippet, queryMatchers, type HighlightTags, type TermMatcher, DEFAULT_TAGS} from './highlight';
import type {SectionDoc, Shard} from './types';

/** A DocSearch hit: what the dialog and the search page render. */
export interface Hit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

interface IndexedDoc {
  id: number;
  /** Page title, only on a page's first section: a title match ranks the page itself first. */
  title: string;
  /** The section's own heading. */
  heading: string;
  /** The page's one-line summary (first paragraph), only on its first section. */
  summary: string;
  /** The page's description (its `<meta name="description">`), only on its first section. */
  description: string;
  /** The page's keywords (its `keywords` front matter: readers' words for it), only on its first section. */
  keywords: string;
  /** Page title and headings above the section, on every section but the first. */
  path: string;
  /** The page's sidebar category (lvl0: "Events", "Methods"), only on its first section. */
  category: string;
  /** What other pages say where they link to the page, only on its first section. */
  links: string;
  /** Names of the fields a parameter table of the section documents (`strictLimit`, `cover.show`). */
  fields: string;
  content: string;
  /** The words of the section's code examples (API pages only), in the prebuilt index only. */
  code: string;
}

export type Ranked = {doc: SectionDoc; tag: string; language: string; result: SearchResult; id: number};

const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Languages that write compound nouns as one word. */
const COMPOUNDING = new Set(['de']);

/** The locales whose readers' own script is not Latin: a query with none of it is written in English. */
const ENGLISH_QUERIES = new Set(['ru', 'zh', 'ko']);
const NATIVE_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HAN_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LATIN_WORD = /^\p{Script=Latin}+$/u;
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;
/**
 * Credit of a query word that a page matches in another section than its first (a word matched in place counts 1);
 * 0.25 until 2026-11-29, when the tuning queries measured 0.45 better (a page's parameters answer for the page).
 */
const PAGE_WORD_CREDIT = 0.45;
/**
 * The share of the query's words (of those the docs know) a section must match to be ranked at all: two of three, two
 * of five, three of seven. Measured on the tuning sets (2026-11-29): a half 68.1/85.5, two fifths 68.1/85.9, a third
 * 67.9/85.6 weighted top-1/top-3; a long question's filler words ("без участия пользователя") then no longer hide the
 * page that matches its three words that matter.
 */
const MIN_WORD_SHARE = 0.4;

/**
 * The fewest sections the word-share threshold keeps before it falls a word
 * (a page of results). Measured on the tuning sets (2026-11-29): 0 (no fall
 * but to the best section's count) 67.7/84.2, 5 67.7/84.6, 10 67.8/84.8,
 * 20 67.6/84.9 weighted top-1/top-3.
 */
const MIN_KEPT = 10;
/** How many query words' hits a SectionIndex keeps (`recentWords`): the words of the last few queries typed. */
const RECENT_WORDS = 32;

/**
 * How much a query word's rarity weighs in its share of the coverage (0: every word alike, Algolia's words criterion;
 * 1: by IDF alone). Measured on the tuning queries 2026-11-29: 0.5 to 0.75 slightly better than 0 in en, zh and ko,
 * level in de and ru; 1 worse everywhere.
 */
const IDF_MIX = 0.5;
/**
 * The share of query words a section matches (its coverage) weighs as its square, and more in a long query: each
 * content word past LONG_QUERY_WORDS raises the power by LONG_QUERY_SHARE. A section's score is a sum over the words
 * it matches, and in a long question each item it names has a page whose title holds that one word, scored high
 * enough to pass the section whose text answers all of it ("merge vs overwrite when updating tasks, lists and
 * lanes": updateRow() over the guide's section on updates); the more words, the more such pages, and the more the
 * words criterion (Algolia's, ranked before the attribute) must say. Tuning sets (2026-12-07), weighted top-1/top-3:
 * 82.62/94.12 → 82.89/94.43, better in every locale but German top-3 (one query from 3 to 4); 0.2: 82.93/94.27, 0.4:
 * 82.85/94.47, from the sixth word 0.25: 82.93/94.19. One power for every query was worse at the top: 2.5
 * 82.54/94.31, 3 82.19/94.27.
 */
const LONG_QUERY_SHARE = 0.3;
const LONG_QUERY_WORDS = 4;
/**
 * What each HTTP verb of the backend's routes does, in the API's words: a query about routes that says one of them
 * (or a word whose synonyms do: "renaming" → update, "создаёт" → add) asks for the routes of that verb, which weigh
 * ROUTE_VERB_FACTOR times as much ("endpoint to create a swimlane" is POST /rows, not GET /rows).
 */
const VERB_MEANINGS: Record<string, string[]> = {
  GET: ['get', 'load', 'fetch'],
  POST: ['add', 'create'],
  PUT: ['update', 'save', 'move'],
  DELETE: ['delete', 'remove'],
};
const ROUTE_VERB_FACTOR = 2;
/**
 * Proximity (Algolia's criterion): a section whose matched words stand apart (one in each row of a long parameter
 * table) weighs down to NEAR_BASE of one that has them within NEAR_WINDOW words of each other. Worked out for the
 * first NEAR_K sections only: the rest weigh the least, as they cannot rise above those anyway.
 */
const NEAR_BASE = 0.6;
const NEAR_K = 40;
const NEAR_WINDOW = 12;
/** How far down the results a method brings in its action's event when the query asks for events. */
const EVENT_OF_METHOD_WITHIN = 10;
/**
 * A cue word ("handler", "users", "из кода", "콜백") has said which kind of page the query wants: as a word to find, it
 * then weighs CUE_WEIGHT of another word, so that "get notified when the user redoes a step" is not answered by
 * getUsers(). Measured on the tuning sets (2026-11-29), weighted top-1/top-3: 1 → 68.1/85.9, 0.9 → 68.2/85.8,
 * 0.7 → 68.4/86.1, 0.5 → 68.4/86.0, 0.3 → 68.1/86.0; no locale fell at 0.7.
 */
const CUE_WEIGHT = 0.7;
/**
 * A guide or a how-to is a hub for a query about one item ("on a tie, the item's page comes first"), but not for a
 * query whose words it matches, across its sections, more of than any item's page does ("grey out the undo button
 * when the history is empty"; an item: a property, method, event, route or Toolbar page, not an overview): it then
 * ranks as an item. Measured on the tuning sets (2026-11-29), weighted
 * top-1/top-3: off 68.7/86.3, on 69.1/86.4; halfway (rank 0.8) 69.1/86.3; only when the page matches half the words
 * or more 68.9/86.3, or nine tenths 68.5/86.1; with overview and news pages too 68.5/86.3; how-tos only 69.2/86.3,
 * guides only 68.6/86.3. Nor when one of its sections matches more of the words, in place, than any section of an
 * item's page (2026-12-07): 83.28/94.86 → 83.48/94.86, eight better, four worse (three of them outside the top 3);
 * the words weighed by rarity instead of counted 83.59/94.82, that rule alone 83.67/94.78.
 */
const LIFTED_HUB = /\/(guides|howtos)\//;
/**
 * How much more a method's page weighs when the query speaks of a call ("from code", "метод"). A lifted guide or how-to
 * (LIFTED_HUB) weighs as much when it matches more of the query than any item even without the words that asked for a
 * call: no single method answers "do changes I make from code fire the same events and get undone", the guide to
 * working with data does. Tuning sets (2026-11-30), weighted top-1/top-3: without 72.50/88.29; with the factor at
 * 1.25/1.5/2/3 for every lifted page 72.50/88.36, 72.57/88.39, 72.53/88.39, 72.46/88.28 (and "change comment text from
 * code" found the guide, whose text says "code", above updateComment()); 1.5 without the cue words 72.60/88.39.
 */
const ASKED_METHOD_FACTOR = 1.5;
/**
 * The page rank of an event's page when the query asks for an event ("detect popup form opening", "узнать что дорожку
 * свернули"): above the 1 of a property's page, which otherwise wins on its longer text (editor, rows). Tuning sets
 * (2026-12-06), weighted top-1/top-3: 1 → 78.80/92.52, 1.1 → 78.96/92.44, 1.15 → 78.92/92.44, 1.2 → 78.96/92.63,
 * 1.25 → 78.99/92.60, 1.3 → 78.92/92.60, 1.5 → 78.57/92.56, 2 → 78.33/92.13; at 1.2 ru and ko gain, de and zh lose a
 * query each.
 */
const ASKED_EVENT_RANK = 1.2;
/**
 * …for a query of four words or more, which describes a task; a shorter one names an item ("disable editing for
 * guests" is `readonly`, though the guests how-to says all three). Tuning sets: from 2 words 69.1/86.4, 3 69.1/86.4,
 * 4 69.3/86.4, 5 69.3/86.4; from 4, none of the original tuning half's ranks changes.
 */
const LIFT_MIN_WORDS = 4;
/**
 * A query that names several actions by their API titles ("add a column, rename a swimlane and remove cards from js":
 * addColumn, updateRow, deleteCard…) asks how they go together, which no one item's page says: a lifted guide or
 * how-to (LIFTED_HUB) that matches more of it than any item weighs `factor` times as much once the query names `min`
 * actions (a method and its event are one action) or more. An item's page whose title the query names otherwise
 * outweighs the guide's sections, whose headings say the task ("Update items") and not each name. Tuning sets
 * (2026-12-08), weighted top-1/top-3: 83.67/95.21 → 83.75/95.25, two better ("crud cheat sheet for tasks, lists and
 * lanes from code" 3 → 1, its Russian twin 5 → 1), one lower outside the top 3 (7 → 9); min 2 lost at the top (83.52
 * at factor 3), min 4 gained one query less; factor 1.5/2/3/4/6 at min 3: 83.67/95.21, 83.67/95.25, then 83.75/95.25
 * alike. The fourth tuning batch (90 English questions written apart from the engine on 2026-12-08, measured before
 * this): top-1/top-3 69/83 → 70/85 of 90.
 */
const NAMED_ACTIONS = {min: 3, factor: 3};
/**
 * A page whose keywords hold a good part of a query's words ("listen for task status change" for "ticket status
 * changed listener") is named by the query, as a title is (the exact criterion), though less: it weighs up to
 * `factor` times as much, in proportion to the share of the query's words (weighed as for coverage) its keywords
 * match, from `share` of them. Measured on the tuning sets (2026-12-06), weighted top-1/top-3, against 77.35/92.30
 * without: share/factor 0.6/1.5 77.47/92.13, 0.6/2 77.35/92.01, 0.4/1.5 77.59/92.46, 0.8/1.5 77.67/92.34, 0.6/1.25
 * 77.84/92.26, 0.4/1.25 77.80/92.38, 0.8/1.25 77.63/92.34, 0.4/1.1 77.76/92.26; top-1 rose in every locale. With
 * the keywords' weight at 1.75 (see BOOST) and the first labelled set counted, factor 1/1.25/1.5/1.75/2 measured
 * 77.16/91.82, 78.14/92.17, 78.22/92.28, 78.18/92.36, 77.40/92.24 (en's first set 22/25 at 2).
 */
const KEYWORDS_NAMING = {share: 0.4, factor: 1.5};
/**
 * Korean writes a noun and its suffix as one word (편집 → 편집기, the editor; 편집창, the edit window): a query word
 * other than the last (which is searched as a prefix anyway) also finds the longer words it begins, as a near form
 * (a typo's credit) and per word found, KOREAN_HEAD_PREFIX as much. Measured on the Korean tuning sets (2026-11-29),
 * top-1/top-3: off 73.3/85.2, 0.3 74.1/85.6, 0.5 74.4/85.6, 0.7 75.2/85.6 (0.85 and 1 the same); counted as the word
 * itself instead of a near form, top-3 85.9 but top-1 73.7.
 */
const KOREAN_HEAD_PREFIX = 0.7;
/**
 * A German compound that the index holds as a word (a page writes "Spaltentitel") is also found in part: a section
 * that writes one of its parts ("Spalte") matches the compound as a part does (half the coverage), at this share of the
 * part's score. "Spaltentitel per Code umbenennen" is updateColumn(), whose page writes Spalte but not Titel. Tuning sets
 * (2026-12-07), weighted top-1/top-3, from 81.96/93.92: 0 to 0.15 → 82.00/93.92 (one better, none worse); 0.25 and
 * 0.35 one worse ("Datumsbereich im Bearbeitungsformular").
 */
const COMPOUND_PART_FACTOR = 0.1;

/**
 * Words that carry no meaning on their own; dropped from queries that have other words. German kein…gleichzeitig
 * (2026-11-30): de tuning sets 79.4/91.2 → 79.4/91.7; with nicht, warum, schon, mal, bitte, sehr too 78.9/91.7. English
 * why, whether, while, still, even: en 71.8/87.5 → 71.3/87.3, not taken. Russian хотя…просто: ru 69.9/87.6 → 69.9/88.0;
 * with почему and зачем too 69.8/87.7. English auxiliaries and pronouns (me…very) and German prepositions with an
 * article (beim, vom, am) or of manner (per, um, durch, bis) and possessives (2026-12-06): en 76.66/91.08 →
 * 76.89/91.19, de 79.84/91.70 → 81.03/92.09. Not German ohne ("ohne Backend" asks for a page about working without
 * one), not English per ("per lane", "per person"); Russian pronouns and more Chinese and Korean function words
 * moved no tuning query. German andere, anderen… (other), as in Snowball's German list: their stem is ändern's (and),
 * so "in eine andere Spalte" asked for a change (update); 80.01/93.18 → 80.01/93.22, one better, none worse.
 * Russian тот, тем, том… (that): their stem is темы's, so "в том числе" (including) asked for the theme; two ranks
 * better outside the top 3, none worse. Russian другой, другими… (other) and между (between), as in Snowball's Russian
 * list: "вставить колонку между двумя другими" is no link between two cards; 80.75/93.45 → 80.83/93.45, three better,
 * two worse (from 2 to 3, and from 9 out of the top 20).
 */
const STOP_WORDS = new Map<string, Set<string>>(
  Object.entries({
    en: new Set(
      'a an the to of in on for from and or with my is are be it its this that how do does can i what when where which by at as into your you use using via after before then once so if their there some also just about should would could will want need me we our us was were been has have had did am they them these those than too very'.split(
        ' ',
      ),
    ),
    ru: new Set(
      'и в во на с со к ко по о об от до из за для как что это ли же а но или не ни у мой моя моё мое мои свой чтобы так то при через после перед его её ее их мне нужно надо можно бы если чем тоже также уже ещё еще есть был будет этот эта эти этого там тут где когда какой какая какие каким который которые сделать хотя даже вообще этом этой эту этим этих сразу просто тот та те того тому тем том той ту тех теми другой другая другое другие других другим другими другую другом между'.split(
        ' ',
      ),
    ),
    zh: new Set(
      '如何 怎么 怎样 怎么样 的 在 中 把 给 吗 呢 了 和 与 是 我 我的 能 可以 什么 哪里 哪个 之后 以后 后 时 时候 要 想 吧 个 这个 那个 一个 请'.split(
        ' ',
      ),
    ),
    // With particles that stand alone once a version number is split off ("1.6에서": 1.6, 에서).
    ko: new Set(
      '방법 어떻게 무엇 어디 어디서 하려면 하는 법 수 있나요 있습니까 나 내 그리고 또는 후 때 좀 에서 에서는 으로 으로는 부터 까지 에게 에는 에 로 를 을 은 는 의 와 과 할 하나요 되나요 있을까요 가능한가요 가능할까요 싶어요 싶은데 싶음 건가요 인가요 해야 하면 아예 바로 그냥'.split(
        ' ',
      ),
    ),
    de: new Set(
      'der die das den dem des ein eine andere anderem anderen anderer anderes anders einen einem einer und oder zu zum zur im in mit von für auf an ist sind wie was ich mein meine meinen meinem bei aus nach vor wenn dann auch noch es sie er man kann können werden wird sich mich mir welche welcher welches wo wann dass ob wurde wurden worden hat haben habe soll sollen muss müssen möchte will bestimmte bestimmten wieder als statt anstatt damit aber sondern etwa also kein keine keinen keinem keiner keines obwohl sobald per um durch bis beim vom am ins ans ihr ihre ihren ihrem sein seine seinen seinem uns unser unsere dieser diese dieses diesem diesen ganz überhaupt gleichzeitig'.split(
        ' ',
      ),
    ),
  }),
);

/** A language's stop words (English's for a language without a list). */
const stopWordsOf = (lang: string): Set<string> => STOP_WORDS.get(lang) ?? STOP_WORDS.get('en')!;

/**
 * Words that say a query is about something that happened (an event: "when",
 * "after", "fires", "event") or about a call (a method: "method", "call",
 * "from code"). A method and the event of the same action share their words
 * ("undo the last step": undo() and the undo event); the reader who says
 * neither means the method they call. German and Russian say detecting, tracking, intercepting, blocking and
 * rejecting as English does (erkennen, abfangen; перехватить, заблокировать): tuning sets (2026-12-06) de 78.5/92.5 →
 * 79.0/92.5, ru 75.7/92.6 → 76.1/92.6, no query worse; German verbieten and sperren (forbid, lock) are not taken, as
 * readers say them of the read-only setting (de 78.1). Chinese and Korean likewise (拦截, 检测, 跟踪; 가로채기, 추적,
 * 차단): zh 83.0/97.4 → 83.4/97.4, ko 79.6/91.9 → 80.0/91.9, none worse. Logging something is listening to it (log,
 * логировать, 로그, 日志): tuning sets (2026-12-06) 79.07/92.79 → 79.07/92.83, two queries better, none worse.
 * Allowing an action only sometimes ("only allow deleting empty columns", "разрешить удалять только пустые колонки")
 * is vetoing it in its event's handler: allow, disallow, разрешить, разрешать; 79.31/93.06 → 79.50/93.06, five better,
 * none worse. Not erlauben (one worse) nor 허용 (two worse: "block editing but allow dragging"); confirm took one
 * query from the row shape's confirmation setting. Reacting: Russian отреагировать (реагировать's perfective, of another
 * stem) and the English phrase "react to" (EVENT_PHRASES): 80.83/93.45 → 80.94/93.45, three better, none worse.
 * What goes on during an action is told by its events ("which column a card hovers over during drag", "mid drag";
 * während, 期间, 도중): 83.48/94.86, two en queries higher (7 → 4, 3 → 2), none worse; not "while" ("move a comment
 * while editing it" asks for a call, 2 → 4). Korean says later, at runtime, dynamically and already as the other
 * locales do (나중에, 런타임, 동적으로, 이미: "툴바 버튼 구성을 나중에 바꿀 수 있나요" is the Toolbar's setConfig()), and
 * during as 중 too ("드래그 중"): 83.48/94.86 → 83.48/94.93, four ko queries better (two into the top 3), none worse;
 * Chinese 稍后, 动态, 已经 moved none. What is so now is read with a call (a getter): "which tasks has the user picked
 * right now" is getSelection(), not the select-card event its "user" asked for; now, currently (and its stem,
 * current), aktuell, jetzt, gerade, текущий, 当前, 目前, 现在, 현재, 지금: 83.48/94.93 → 83.52/94.97, three better (en
 * two, ko one), none worse. Not Russian сейчас ("над какой колонкой сейчас тащат карточку" asks for the drag event:
 * two worse).
 */
const ACTION_CUES: Record<string, {event: string; method: string}> = {
  en: {
    event:
      'event events fires fired fire triggered trigger when whenever after happens happened handler detect track notified user users someone listener subscribe callback hook notification validate prevent block reject stop forbid protect lock log logging allow disallow during mid',
    method:
      'method call calls code programmatically programmatic script js javascript runtime dynamically later afterwards already rendered fly now currently',
  },
  de: {
    event:
      'ereignis ereignisse wenn sobald nachdem ausgelöst auslösen erfahren mitbekommen benachrichtigt benutzer nutzer jemand listener abonnieren callback hook benachrichtigung reagieren validieren verhindern erkennen verfolgen blockieren ablehnen stoppen schützen passiert abfangen loggen protokollieren während',
    method: 'methode aufrufen code programmatisch js javascript laufzeit dynamisch nachträglich später bereits aktuell jetzt gerade',
  },
  ru: {
    event:
      'событие события событии событий когда после срабатывает происходит обработчик отследить отслеживать узнать пользователь пользователи пользователям юзер колбэк слушать слушатель подписаться подписка отловить ловить уведомление валидировать дать давать нельзя защитить подтвердить реакция кто-то реагировать отреагировать запретить перехватить перехват заблокировать блокировать отклонить остановить логировать залогировать логи разрешить разрешать',
    method:
      'метод метода вызвать вызов код кода кодом программно скрипт скрипта js javascript динамически потом позже лету уже текущий текущие текущее',
  },
  zh: {
    event: '事件 触发 以后 之后 后 时 时候 被 监听 得知 用户 有人 回调 阻止 拦截 检测 跟踪 校验 验证 通知 处理程序 日志 期间 过程中',
    method: '方法 调用 代码 运行时 当前 目前 现在',
  },
  ko: {
    event:
      '이벤트 때 후 발생 감지 알림 사용자 누가 콜백 리스너 구독 반응 막기 가로채기 가로채 추적 검증 방지 차단 거부 핸들러 로그 로깅 도중 동안 중',
    method: '메서드 호출 코드 프로그래밍 스크립트 함수 현재 지금 나중에 나중 런타임 동적 동적으로 이미',
  },
};
/**
 * Words that say a query is about the backend's REST routes ("endpoint", "маршрут", "接口"), about what the server
 * does ("save the column order on the server", "запрос при голосовании"), or about a request's body or response
 * ("priority id in card update body", "поле isCover в ответе"): such a query asks for routes as a path literal does,
 * and route pages then rank as items.
 */
const ROUTE_CUES: Record<string, string> = {
  en: 'route routes endpoint endpoints server backend request body response',
  de: 'route routen endpunkt endpunkte endpoint endpoints server backend anfrage body antwort',
  ru: 'маршрут маршруты маршрута маршрутов роут роуты эндпоинт эндпоинты эндпойнт сервер сервере серверный бэкенд бэкенде запрос тело ответ',
  zh: '接口 路由 端点 服务器 后端 请求 请求体 响应',
  ko: '라우트 엔드포인트 경로 서버 백엔드 요청 본문 응답',
};
/**
 * The route cues that name only the server or the backend: readers name it in questions about other things too ("map
 * several server statuses to one column", "keep changes on reload without a backend"). With no other cue, no path and
 * no HTTP verb, a route page then ranks SERVER_NAMED_ROUTE_RANK, as an item, not half as much again (1.5). Tuning
 * sets (2026-12-06), weighted top-1/top-3: 1.5 → 78.96/92.63, 1.2 → 78.96/92.71, 1.1 → 78.99/92.75, 1.05 →
 * 79.03/92.79, 1 → 79.07/92.79, 0.8 → 78.99/92.79; only for queries of four words or more 79.03/92.71 (three-word ones
 * such as "save changes on the server" ask for the guide too); the words for a request as well changed one query.
 */
const SERVER_CUES: Record<string, string> = {
  en: 'server backend',
  de: 'server backend',
  ru: 'сервер сервере серверный бэкенд бэкенде',
  zh: '服务器 后端',
  ko: '서버 백엔드',
};
/** A query that says there is no server ("no backend", "ohne Backend", "без сервера", "백엔드 없이") asks for anything but routes. */
const NO_SERVER =
  /\b(?:no|without)\s+(?:a\s+)?(?:server|backend)\b|\bohne\s+(?:server|backend)\b|без\s+(?:сервер|бэкенд)|(?:сервер|бэкенд)\p{L}*\s+нет|(?:没有|不用|无)(?:服务器|后端)|(?:서버|백엔드)\s*없/iu;
const SERVER_NAMED_ROUTE_RANK = 1;
/**
 * Words for fetching data ("load stages from backend", "получить зависимости тасок с сервера"): a query that names only
 * the server (SERVER_CUES) and fetches from it asks for the client's call that does, a RestDataProvider method, as a
 * query that says "from code" does; a request (a route cue) is the server's side. Tuning sets (2026-12-06), weighted
 * top-1/top-3: 81.61/93.80 → 81.64/93.88, six better (from ranks 2–7), none worse; without the route verb factor
 * for such a query (ROUTE_VERB_FACTOR: a fetch says GET) 81.76/93.92, four more better, none worse. A call cue as well
 * ("получить дорожки с сервера в js") asks for the call all the more: 82.00/93.92 → 82.03/93.92, two better, none worse.
 */
const FETCH_CUES: Record<string, string> = {
  en: 'get fetch load pull retrieve read',
  de: 'holen laden abrufen lesen bekommen nachladen',
  ru: 'получить получать загрузить загружать подгрузить подгружать подтянуть подтягивать забрать забирать',
  zh: '获取 加载 拉取 读取',
  ko: '가져오기 가져오다 불러오기 불러오다 로드 조회',
};
/**
 * Words that say a query asks for a configuration property ("language prop for the board", "язык интерфейса доски в
 * конфиге", "начальные задачи", "泳道默认收起"): with no event or call cue, a property's page weighs
 * ASKED_CONFIG_FACTOR times as much and the cue words weigh CUE_WEIGHT as words to find, as for the other kinds.
 * Tuning sets (2026-12-06), weighted top-1/top-3, from 79.50/93.06: factor 1.15 → 79.62/93.10, 1.2 → 79.66/93.10,
 * 1.3 → 79.73/93.10, 1.5 → 79.73/93.06, 2 → 79.77/93.06; the cue words at full weight 79.70/93.06. Not "option" and
 * "setting" (Option, Einstellung): readers say them of the TypeScript options type, of a Toolbar's `items` and of the
 * OS's dark mode (79.62/93.02 with them).
 */
const CONFIG_CUES: Record<string, string> = {
  en: 'config configuration prop props property properties initial initially default defaults',
  de: 'konfiguration config eigenschaft eigenschaften anfangs initial standard standardwert standardmäßig',
  ru: 'конфиг конфига конфиге конфигурация конфигурации свойство свойства начальные начальный изначально умолчанию',
  zh: '配置 属性 选项 初始 默认',
  ko: '설정 속성 옵션 초기 기본값',
};
const ASKED_CONFIG_FACTOR = 1.3;
/**
 * A property's page, when the query asks for a call ("fold a column from js", "свернуть столбец из кода"), weighs this
 * share of its rank: the property sets the value once, at start; a call changes it later. Tuning sets (2026-12-06),
 * weighted top-1/top-3, from 80.94/93.45: 1/1.2 → 81.10/93.49, 1/1.5 → 81.14/93.45, 1/2 → 81.25/93.45 (thirteen better,
 * two worse: "from the start instead of switching later" asks for the property though it says later), 1/2.5 →
 * 81.29/93.45 (three worse), 1/3 → 81.29/93.41, 1/4 → 81.29/93.37.
 */
const CONFIG_RANK_CALL_ASKED = 0.5;
/** A query word written as code writes a name (`modalSection`, `isCover`, `start_date`). */
const IDENTIFIER_WORD = /\p{Ll}\p{Lu}|[\p{L}\d]_[\p{L}\d]/u;
/**
 * A page whose tables document, as a field, a name the query writes as code (IDENTIFIER_WORD) weighs this much more:
 * "modalSection редактора" asks for editorShape, whose table has the field, not for the editor property whose title
 * the other word names. Tuning sets (2026-12-06), weighted top-1/top-3, from 80.16/93.26: 1.3 → 80.24/93.26 (three
 * better, none worse), 1.5 and 2 → 80.28/93.26, 2.5 → 80.36/93.26, 3 → 80.40/93.26 (seven better, one from 1 to 3),
 * 4 → 80.32/93.22, 6 → 80.28/93.18 (a title the query writes, `cardShape`, loses to a table that names it).
 */
const NAMED_FIELD_FACTOR = 3;
/**
 * A page whose title a query word written as code writes (`cardTemplate`, `getCard`, `editorAutoSave`) weighs this much
 * more: "cardTemplate 配置" asks for that property, not for the configuration guide whose one-word title the other word
 * names as exactly. Tuning sets (2026-12-06), weighted top-1/top-3, from 81.76/93.92: 1.5 → 81.92/93.92 (four better),
 * 2 → 81.96/93.92 (five better, none worse), 3 → the same as 2. Only the page itself (its first section): lifting
 * every section put addCard()'s "Usage" and "Example" above the add-card event for `addCard`, which a reader who typed
 * the name wants next; on the tuning sets the two are alike, as they count distinct pages.
 */
const CODE_TITLE_FACTOR = 2;
/** Cue words as the terms a query's words are compared with: each word and its stem. */
const cueSet = (text: string, lang: string) => new Set(text.split(' ').flatMap((w) => [normalize(w), stemWord(normalize(w), lang)]));
/** A language's cue words of each kind, as index terms. */
type CueKind = 'event' | 'method' | 'route' | 'server' | 'config' | 'fetch';
const cueTerms = new Map<string, Record<CueKind, Set<string>>>();
/** The index terms of a language's cue words (events, methods, routes), built on first use. */
function cuesOf(lang: string): Record<CueKind, Set<string>> {
  let cues = cueTerms.get(lang);
  if (!cues) {
    const words = ACTION_CUES[lang] ?? ACTION_CUES.en!;
    cues = {
      event: cueSet(words.event, lang),
      method: cueSet(words.method, lang),
      route: cueSet(ROUTE_CUES[lang] ?? ROUTE_CUES.en!, lang),
      server: cueSet(SERVER_CUES[lang] ?? SERVER_CUES.en!, lang),
      config: cueSet(CONFIG_CUES[lang] ?? CONFIG_CUES.en!, lang),
      fetch: cueSet(FETCH_CUES[lang] ?? FETCH_CUES.en!, lang),
    };
    cueTerms.set(lang, cues);
  }
  return cues;
}

/** The method page and the event page of one action (`…/methods/js_kanban_undo_method/`, `…/events/js_kanban_undo_event/`). */
const ACTION_PAGE = /\/api\/(methods|events)\/([a-z_]+?)_(?:method|event)\/$/;
/** A method's page: the board's, the event bus's or RestDataProvider's. */
const METHOD_PAGE = /\/api\/(methods|internal|provider\/rest_methods)\/[a-z_]+_method\//;
/**
 * A verb in the past or passive ("note removed", "lanes rearranged", "дорожку свернули", "доска прокрутилась", "卡片被选中了",
 * "스크롤된 뒤") tells of something that happened: the query asks for the event. English participles that name a state
 * rather than an action (selected cards, a collapsed column) do not. A Korean conditional ("지워지면", "넘어가면": if
 * it is deleted, moved) tells of it too; "in order to" (-려면) and a two-syllable noun in 면 (화면, screen) do not.
 */
const PAST_FORM: Record<string, RegExp> = {
  en: /^[a-z]{3,}ed$/,
  ru: /^[а-яё]{3,}(али|или|яли|ули|ыли|ла|лся|лась|лось|лись)$/,
  de: /^ge[a-zäöüß]{3,}(t|en)$/,
  zh: /了/,
  ko: /(된|되면|됐|되었)|^\p{L}{2,}(?<!려)면$/u,
};
const STATE_WORDS = new Set(
  'selected highlighted picked checked collapsed expanded centered nested based embedded ordered sorted related detailed limited localized typed'.split(
    ' ',
  ),
);
/**
 * "After init", "после инициализации", "初始化后": a change asked for once the board exists is made by a call, though
 * "after" by itself tells of something that happened (ACTION_CUES). Only the board's own setting up (initialised,
 * loaded, rendered, started, created as a board): "after a card is created" still asks for the event.
 */
const AFTER_SETUP: Record<string, RegExp> = {
  en: /\bafter\s+(?:(?:the|a|an|my|our|its|it|board|kanban|widget|component|page|app|is|was|has|been|being|gets?|got)\s+){0,3}(?:init|initiali[sz](?:e|ed|ing|ation)|load(?:ed|ing)?|render(?:ed|ing)?|mount(?:ed|ing)?|start(?:ed|up)?|setup|boot(?:ed|ing)?)\b/u,
  de: /\bnach\s+(?:(?:der|dem|den|des)\s+)?(?:init|initialisierung|initialisieren|laden|rendern|start|mounten|erstellung\s+des\s+boards|erstellen\s+des\s+boards)(?!\p{L})|\bnachdem\s+(?:das\s+)?(?:board|kanban)\s+(?:geladen|initialisiert|gerendert|erstellt|gestartet)(?!\p{L})/u,
  ru: /после\s+(?:инициализаци\p{L}*|отрисовк\p{L}*|рендер\p{L}*|запуск\p{L}*|монтировани\p{L}*|(?:загрузк\p{L}*|создани[яе])\s+(?:доск|данн)\p{L}*|создани[яе](?!\s+\p{L}))/u,
  zh: /(?:初始化|加载|渲染|挂载|创建看板|看板创建)(?:完成)?(?:之后|以后|后)/u,
  ko: /(?:초기화|로드|로딩|렌더링|마운트|생성)\s*(?:된|한|이)?\s*(?:후|이후|다음)/u,
};
/**
 * "From the start", "when the board is created", "при создании доски", "von Anfang an", "初始化时", "처음부터": what the
 * board should have from its creation is set by a configuration property, whatever else the query says ("instead of
 * switching later" names a call, "when" an event). Such a query asks for a property as CONFIG_CUES do, and for neither
 * an event nor a call. Only the board's creation: "when a card is created" still asks for the event. Tuning sets
 * (2026-12-07), weighted top-1/top-3: 82.89/94.43 → 82.97/94.51, five better (en three, ru and ko one each), none worse; with the
 * phrase's words weighing CUE_WEIGHT 82.93/94.51; a factor of its own for the property (1.6–3) 83.01–83.05/94.51, not
 * worth another constant. Card, column or row creation in Chinese and Korean (卡片创建时) had taken one query; the
 * phrases name the board. Creating the board ("create the board in German", "сразу создать доску"): 83.01/94.54 →
 * 83.05/94.58, one better, none worse; a participle is no creation ("уже созданную доску", a board already created, had
 * taken one). After the board is created (AFTER_SETUP) a change is a call.
 */
const AT_SETUP: Record<string, RegExp> = {
  en: /\b(?:from\s+the\s+(?:start|beginning|outset)|at\s+(?:start(?:up)?|creation|init(?:iali[sz]ation)?)|on\s+(?:init(?:iali[sz]ation)?|creation|startup)|(?:when|while|as)\s+(?:the\s+|my\s+)?(?:board|kanban|widget)\s+(?:is\s+|gets\s+)?(?:created|initiali[sz]ed|constructed|set\s+up)|(?:in|into|to)\s+the\s+constructor|up\s*front|creat(?:e|ing)\s+(?:the\s+|a\s+|my\s+)?(?:board|kanban))\b/u,
  de: /\bbeim\s+(?:erstellen|anlegen)\s+(?:des|vom)\s+(?:boards?|kanbans?)\b|\bbei\s+der\s+initialisierung\b|\bbei\s+der\s+erstellung\s+des\s+(?:boards?|kanbans?)\b|\bbeim\s+(?:start|initialisieren)\b|\bvon\s+(?:anfang|beginn)\s+an\b|\b(?:board|kanban)\s+(?:direkt\s+|gleich\s+|sofort\s+)?(?:erstellen|anlegen)\b|\bim\s+konstruktor/u,
  ru: /при\s+(?:создани\p{L}*|инициализаци\p{L}*)\s+(?:доск|канбан|виджет|компонент)\p{L}*|при\s+инициализаци\p{L}*|при\s+запуске|с\s+(?:самого\s+)?(?:начала|старта)(?!\p{L})|созда(?:ть|вать|ю|ём|ем|й)\s+(?:сразу\s+)?(?:доск|канбан)\p{L}*|в\s+конструктор\p{L}*/u,
  zh: /(?:看板|board)\s*(?:创建|新建|初始化)(?:时|的时候)|(?:创建|新建|初始化)看板(?:时|的时候)|初始化(?:时|的时候)|一开始|从头|构造函数/u,
  ko: /(?:보드|칸반|위젯)\S*\s*(?:생성|초기화|시작)\s*(?:시|할\s*때)|초기화\s*(?:시|할\s*때)|처음부터|생성자/u,
};
/**
 * "Without subscribing", "без подписки", "ohne zu abonnieren", "无需订阅", "구독 없이": a cue word the query says it does
 * without asks for nothing (here, not for the event). Only these words: a bare "not" or "не" tells of what to prevent
 * ("не давать удалять колонку" asks for the event's handler), not of a kind of page unwanted. Tuning sets (2026-12-07),
 * weighted top-1/top-3: 83.20/94.66 → 83.20/94.70, two better (en, ru), none worse; with "не" too, nine ru queries
 * worse.
 */
const NEGATED_CUE: Record<string, RegExp> = {
  en: /\b(?:without|instead\s+of|rather\s+than)\s+\p{L}+/giu,
  de: /\b(?:ohne|statt|anstatt)\s+(?:zu\s+)?\p{L}+/giu,
  ru: /(?:^|\s)(?:без|вместо)\s+\p{L}+/giu,
  zh: /(?:不用|无需|不需要|而不是)\p{Script=Han}{1,2}/gu,
  ko: /\p{L}+\s*(?:없이|말고|대신)/gu,
};
/**
 * Phrases that ask for an event whatever else the query says, as AFTER_SETUP's ask for a call: reacting to something
 * is handling its event ("react to stage reordering"; "react" alone names the React framework), and so is running
 * one's own code ("run code when user posts note", "eigenen Code ausführen", "выполнить код после того, как…", "执行代码",
 * "코드 실행"), though "code" alone asks for a call. Tuning sets (2026-12-06), weighted top-1/top-3: 81.29/93.53 →
 * 81.45/93.61, the four queries that say it better (en two, de, ru), none worse.
 */
const EVENT_PHRASES: Record<string, RegExp> = {
  en: /\breact(?:s|ing|ed)?\s+(?:to|on)\b|\b(?:run|execute)s?\s+(?:(?:my|our|your|own|some|custom|the|a|extra)\s+){0,2}(?:code|logic|function)\b/iu,
  de: /(?:code|logik|funktion)\s+(?:ausführen|laufen\s+lassen|starten)|(?:führe|führt|starte)\s+(?:ich\s+)?(?:(?:meinen|eigenen|den)\s+)*(?:code|logik)/iu,
  ru: /(?:выполн|запуст|запуск)\p{L}*\s+(?:(?:свой|мой|собственный|свою|какой-то|нужный)\s+)?(?:код|логик|функци)/iu,
  zh: /(?:执行|运行)(?:自己的|我的|自定义)?(?:代码|逻辑|函数)/u,
  ko: /(?:코드|로직|함수)\S*\s*(?:를|을)?\s*실행/u,
};
/** The terms by which a query names the Toolbar: its name, which the locales' words for it have as a synonym, and "панель". */
const TOOLBAR_WORDS = ['toolbar', 'панел'];
/**
 * The page rank of a Toolbar page that has a board page of the same title (`theme`, `locale`, `setConfig()`,
 * `destructor()`): the board's item is what a query means unless it names the Toolbar ("Nachtmodus", "update kanban
 * settings at runtime" found the Toolbar's page first at 0.9, pageRank's), and then the Toolbar's. Tuning sets
 * (2026-12-06), weighted top-1/top-3, unnamed/named: 0.9/0.9 78.57/92.44, 0.8/1 78.68/92.40, 0.7/1 78.72/92.48, 0.6/1
 * 78.76/92.52, 0.5/1 78.76/92.48, 0.4/1 78.64/92.44; every Toolbar page rather than the twins only, 0.7/1 78.57/92.52
 * (sort and search controls are the Toolbar's alone); "панель" as naming it 78.80/92.52. Later, from 79.27/93.02 at
 * 0.6/1: named 1.1 → 79.23/93.06, 1.2 → 79.31/93.06, 1.3 → 79.15/93.06.
 */
const TOOLBAR_TWIN_RANK = {named: 1.2, unnamed: 0.6};
/** The path of the other page of an action, by the kind of the one at hand. */
const SIBLING_PATH = {
  methods: (action: string) => `/api/events/${action}_event/`,
  events: (action: string) => `/api/methods/${action}_method/`,
};

/** A page of the Toolbar's API (`…/api/config/toolbar_theme_config/`), by its path. */
const TOOLBAR_PAGE = /\/api\/(?:config|methods|events)\/toolbar_[^/]+\/$/;

/**
 * A how-to recipe's page rank (pageRank). Swept again on the tuning sets (2026-12-07, with the pages' keywords and every
 * cue since the first sweep), weighted top-1/top-3 (tune, scratch 1-3 and the first set, 2,566 queries): 0.3
 * 82.00/93.76, 0.4 82.23/93.92, 0.45 82.35/93.96, 0.5 82.35/93.96 (de one worse), 0.55 82.42/93.84, 0.6 82.42/93.88,
 * 0.7 82.35/93.84. At 0.45 ten queries rank higher and three one place lower, and no locale's figures fall: questions
 * that describe a task ("is there ctrl+z on the board and can i add buttons for it") find the recipe sooner. Below
 * half an item's rank still: the item the query names comes first on a tie.
 */
const HOWTO_RANK = 0.45;

/**
 * Hub pages (the task index, overview tables, release notes and the list of
 * API changes, category indexes, the landing page) mention everything; a
 * query about a thing should rank that thing's own page first, so hubs weigh
 * less. A query that is a hub's title ("what's new", "events overview") or
 * that its keywords say in full ("release notes") asks for the hub itself: it
 * then weighs as an item (`isTitleOf`).
 */
const HUB_RANK = 0.3;

export function pageRank(url: string): number {
  const path = url.split('#')[0]!;
  if (/\/(howtos|news\/whats_new|news\/api_changes|category\/[^/]+)\/$|\/api\/overview\//.test(path)) return HUB_RANK;
  if (/^\/kanban\/(([a-z]{2}|[0-9.]+)\/)*$/.test(path)) return HUB_RANK;
  // A how-to recipe combines several items to do a task, and its title says the task in the reader's words ("Limit
  // cards in a column"): the page of the item the query names comes first unless the recipe matches far better.
  if (/\/howtos\/[^/]+\/$/.test(path)) return HOWTO_RANK;
  // Route pages are for backend implementers: on a tie, the widget's own API comes first.
  if (/\/api\/provider\/rest_routes\//.test(path)) return 0.7;
  // An event page describes the action its method performs: on a tie, the method you call comes first.
  if (/\/api\/events\//.test(path)) return 0.6;
  // The Toolbar is a companion widget: on a tie, the board's own item of the same name (locale, theme, destructor) comes
  // first (and a query decides between the two pages of one title: TOOLBAR_TWIN_RANK).
  if (TOOLBAR_PAGE.test(path)) return 0.9;
  // A guide walks through a task with many items: on a tie, the reference page of the item the query names comes first.
  if (/\/guides\//.test(path)) return 0.8;
  return 1;
}

/**
 * A cell of a parameter table that names a field: an identifier, perhaps dotted (`priority.values.label`), perhaps
 * under a quoted name (`"search".options.searchRule`, a Toolbar control's settings).
 */
const FIELD_CELL = /^(?:[A-Za-z_$][\w$]*|"[\w$-]+")(?:\.[A-Za-z_$][\w$]*)*(?:\[\])?$/;
/** The type cell that follows a field's name; types are code, the same in every locale (`string | number`, `object[]`). */
const TYPE_CELL = /^[\w$.[\]<>'"]+(?:\s*\|\s*[\w$.[\]<>'"]+)*$/;
const TYPE_WORD = /\b(?:string|number|boolean|object|function|any|array|Date|Promise|void|unknown)\b|\[\]/;
/** A union of string literals (`"left" | "right"`): a type that names its values. */
const LITERAL_UNION = /^("[^"]*"|'[^']*')(?:\s*\|\s*("[^"]*"|'[^']*'))+$/;
/**
 * A type written with type syntax: a function (`(card) => string`, `template((props) => string)`) or an object
 * (`string | { start: string, end: string }`). Not prose: no three words in a row.
 */
const SYNTAX_TYPE = /^[\w$.[\]<>'"|(){}:,=>?\s]+$/;
const TYPE_SYNTAX = /=>|\{|\(/;
const PROSE = /\p{L}+ \p{L}+ \p{L}+/u;

/** Whether a cell is a field's type: code, the same in every locale. */
function isTypeCell(cell: string): boolean {
  if (cell.length > 80) return false;
  if (TYPE_CELL.test(cell)) return TYPE_WORD.test(cell) || LITERAL_UNION.test(cell);
  return SYNTAX_TYPE.test(cell) && TYPE_SYNTAX.test(cell) && (TYPE_WORD.test(cell) || cell.includes('=>')) && !PROSE.test(cell);
}

/** The field names a section's parameter table documents: a name cell followed by a type cell. */
export function tableFields(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < paragraphs.length; i++) {
    const name = paragraphs[i]!;
    const type = paragraphs[i + 1]!;
    if (name.length <= 48 && FIELD_CELL.test(name) && isTypeCell(type)) out.push(name);
  }
  return out;
}

/**
 * BM25 with low term-frequency saturation: a title or summary that names the
 * thing beats a long section that repeats the word.
 */
const BM25 = {k: 0.5, b: 0.75, d: 0.5};

/**
 * Field weights: titles and API names (page titles of API pages), then
 * summaries, then the fields a parameter table documents (a field is an API
 * name too, but many are everyday words: show, label, text, date), then
 * headings and text. Measured on the tuning queries (2026-11-29): fields 7 →
 * 4, headings 3 → 2.5 and text 0.5 → 1 put a guide that explains a task in
 * the reader's words above a long parameter table that has the words in
 * separate rows. A page's description (its meta description) is a field of
 * its own: it says what the page is for in other words than the page's text
 * ("removing its markup from the page" for `destructor()`), and as its own
 * field a short description is not diluted by a long first paragraph.
 * Measured on the tuning sets (2026-11-29): as a field of weight 1/2/3/5
 * 67.0/67.5/67.7/67.8 top-1, 84.1/84.2/84.2/84.2 top-3, against 65.7/83.1
 * when joined to the summary and 65.0/82.4 without it. What other pages say
 * where they link to a page (`links`, the words around each link: what web
 * search calls anchor text) tells of it in its readers' terms ("to keep a
 * server push out of Ctrl+Z, pass $meta"): weight 0.3/0.5/0.7/1 measured
 * 70.4/70.5/70.6/70.6 top-1, 87.2/87.2/87.3/87.3 top-3 on the tuning sets
 * (2026-11-29, against 69.6/86.7 without it). The words of an API page's
 * code examples (`code`: `api.on`, `runOutsideAngular`, a comment) name what
 * the prose around them may not: weight 1/1.5 measured 72.4/72.5 top-1,
 * 88.3/88.3 top-3 (2026-11-30, against 72.0/87.9 without them); with every
 * page's code, 0.5/1/1.5/2 gave 72.4/72.5/72.6/72.5 top-1. A page's
 * keywords (its `keywords` front matter: the words readers use for it when
 * they do not know the API's name, "change ticket status" for moveCard())
 * answer the reader's vocabulary the reference prose does not use: weight
 * 1/2/3/4/6 measured 76.1/76.6/77.1/77.2/77.3 top-1, 91.4/91.9/92.3/92.1/91.9
 * top-3 on the tuning sets (2026-12-06, against 72.6/88.6 without them). From
 * 2 up, the items' keywords crowd the guide and the overview out of the top 3
 * for generic queries of the first labelled set ("save changes to my server",
 * "dark theme"), whose en top-3 then falls to 22/25 under the 90% the tests
 * hold it to; at 1.75, with KEYWORDS_NAMING's factor 1.5, all tuning sets and
 * the first set together measure 78.2/92.3 (at 3, 78.1/92.4 with en 22/25).
 */
const BOOST = {
  title: 10,
  summary: 5,
  description: 3,
  keywords: 1.75,
  heading: 2.5,
  fields: 4,
  category: 1,
  path: 1,
  content: 1,
  links: 1,
  code: 1.5,
};

/** A path parameter of a REST literal (`/{id}`, `/:id`), with its slash: a slot, not a word. */
const PATH_PARAMETER = /\/(?:\{[^{}\s/]*\}|:[\p{L}_$][\p{L}\p{N}_$]*)/gu;

/**
 * The REST paths a text writes (`/cards/{id}/move`, `DELETE /links/:id`),
 * lower-cased and without path parameters (`/cards/move`, `/links`), to
 * compare a query's path with a route's.
 */
export function restPaths(text: string): string[] {
  return (text.match(/(?:^|\s)\/[^\s]*/g) ?? [])
    .map((p) => normalize(p.trim()).replace(PATH_PARAMETER, '').replace(/\/+$/, ''))
    .filter((p) => p.length > 1);
}

/** Deepest non-empty hierarchy level of a section (1 for the page intro). */
export function sectionLevel(doc: SectionDoc): number {
  let level = 1;
  doc.h.forEach((v, i) => {
    if (i >= 2 && v) level = i;
  });
  return level;
}

export interface SearchOptions {
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Words of a snippet (DocSearch asks for 15). */
  snippetWords?: number;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
}

type SearchOptionsOf = NonNullable<Parameters<MiniSearch['search']>[1]>;

/**
 * MiniSearch options; the same at build time (the prebuilt index) and in the
 * browser (loading it, or indexing a shard without one): terms come from
 * `tokenize` already processed, queries are passed term by term.
 */
function miniSearchOptions(language: string): Options<IndexedDoc> {
  return {
    fields: ['title', 'summary', 'description', 'keywords', 'heading', 'fields', 'category', 'path', 'content', 'links', 'code'],
    storeFields: [],
    tokenize: (text) => tokenize(text, language),
    processTerm: (term) => term,
    searchOptions: {boost: BOOST, tokenize: (t) => [t], processTerm: (t) => t},
  };
}

/** The fields of a section as indexed; `first` for the page's first section (the page itself). */
function indexedDoc(doc: SectionDoc, id: number, first: boolean, language: string): IndexedDoc {
  const level = sectionLevel(doc);
  return {
    id,
    title: first ? (doc.h[1] ?? '') : '',
    heading: level >= 2 ? (doc.h[level] ?? '') : '',
    path: first ? '' : doc.h.slice(1, level).filter(Boolean).join(' '),
    summary: first ? (doc.c[0] ?? '') : '',
    // Not in Chinese, whose query words are short segments a description's sentence holds by chance (as for the page
    // credit): on the tuning sets its top-3 fell 89.1 → 88.2 with descriptions while top-1 rose 72.5 → 74.2.
    description: first && language !== 'zh' ? (doc.d ?? '') : '',
    keywords: first ? (doc.w ?? []).join('\n') : '',
    links: first ? (doc.l ?? []).join('\n') : '',
    category: first ? (doc.h[0] ?? '') : '',
    fields: tableFields(doc.c).join(' '),
    content: (first ? doc.c.slice(1) : doc.c).join('\n'),
    code: (doc.k ?? []).join('\n'),
  };
}

/**
 * MiniSearch keeps its terms in a radix tree (`SearchableMap`): a Map per
 * node from edge label to child, the empty label holding the term's postings
 * (field id → document id → term frequency).
 */
type RadixNode = Map<string, RadixNode | Map<number, Map<number, number>>>;

/**
 * A node of that tree as shipped: `[label, child, label, child, …]`, the
 * postings under the empty label as one string (`packTermPostings`).
 * Loading it rebuilds the tree node by node, where MiniSearch's `loadJS`
 * inserts every term from the root again and parses every id from a string
 * key: a third of the time to first results, and most of it for Chinese and
 * Korean, whose root has thousands of edges that every insertion scans.
 */
type PackedNode = (string | PackedNode)[];

/**
 * A prebuilt index as shipped: MiniSearch's `toJSON` without its term list
 * (the packed tree instead) and without `documentIds`, which is the identity
 * (section i has id i), with the field lengths as a list.
 */
export type PrebuiltIndex = Omit<AsPlainObject, 'index' | 'documentIds' | 'fieldLength'> & {
  fieldLength: number[][];
  tree: PackedNode;
};

/**
 * The digits of a packed number, base64's characters (none needs escaping in JSON): a digit holds five bits of the
 * number, lowest first, and adds 32 when more digits follow. As JSON number lists (a digit and a comma for most gaps,
 * brackets around each field's list) the ru shard's term tree was 107 KB after gzip, as digit strings 97 KB.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;

/** A whole number as digits: a negative one as an odd number (zigzag), a positive one as an even one. */
function packNumber(n: number): string {
  let v = n < 0 ? -2 * n - 1 : 2 * n;
  let out = '';
  do {
    const low = v % 32;
    v = Math.floor(v / 32);
    out += DIGITS[low + (v ? 32 : 0)];
  } while (v);
  return out;
}

/**
 * A term's documents in one field, as shipped: each document id as its gap
 * from the previous one (ids ascend, the first gap counts from -1, so every
 * gap is ≥ 1), a term that occurs once in the document (nearly all) as the
 * gap alone, else as the negative gap and then the count; each number as
 * digits (`packNumber`). Small, repetitive numbers: a third off the shard's
 * term tree after gzip (ru 129 → 93 KB) as gaps, a tenth more as digits.
 */
export function packPostings(docs: Map<number, number>): string {
  let out = '';
  let previous = -1;
  for (const [id, count] of docs) {
    if (id <= previous) throw new Error('search: postings must ascend by section id');
    out += count === 1 ? packNumber(id - previous) : packNumber(previous - id) + packNumber(count);
    previous = id;
  }
  return out;
}

/** A term's documents in one field from their shipped form (`packPostings`), decoded in one pass. */
export function unpackPostings(packed: string, from = 0, to = packed.length): Map<number, number> {
  const docs = new Map<number, number>();
  let id = -1;
  /** The section whose count the next number is, after a negative gap; else -1. */
  let counted = -1;
  let v = 0;
  let scale = 1;
  for (let i = from; i < to; i++) {
    const digit = DIGIT_VALUE[packed.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error(`search: ${JSON.stringify(packed[i])} is no digit of packed postings`);
    v += (digit & 31) * scale;
    scale *= 32;
    if (digit & 32) continue;
    const n = v % 2 ? -(v + 1) / 2 : v / 2;
    v = 0;
    scale = 1;
    if (counted >= 0) {
      docs.set(counted, n);
      counted = -1;
    } else if (n > 0) docs.set((id += n), 1);
    else counted = id -= n;
  }
  if (scale !== 1) throw new Error('search: packed postings end inside a number');
  if (counted >= 0) throw new Error('search: packed postings end before a count');
  return docs;
}

/** A term's postings in every field as one string: per field, its id as a digit and its documents, `,` between fields. */
export function packTermPostings(fields: Map<number, Map<number, number>>): string {
  return [...fields].map(([field, docs]) => DIGITS[field]! + packPostings(docs)).join(',');
}

/** A term's postings from their shipped form (`packTermPostings`). */
export function unpackTermPostings(packed: string): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>();
  for (let at = 0; at < packed.length;) {
    const end = packed.indexOf(',', at);
    const stop = end < 0 ? packed.length : end;
    const field = DIGIT_VALUE[packed.charCodeAt(at)] ?? -1;
    if (field < 0) throw new Error(`search: ${JSON.stringify(packed[at])} is no field of packed postings`);
    fields.set(field, unpackPostings(packed, at + 1, stop));
    at = stop + 1;
  }
  return fields;
}

function packTree(node: RadixNode): PackedNode {
  const out: PackedNode = [];
  for (const [label, child] of node) {
    if (label !== '') out.push(label, packTree(child as RadixNode));
    else out.push(label, packTermPostings(child as Map<number, Map<number, number>>));
  }
  return out;
}

/**
 * A node of the radix tree that unpacks itself on first use: a query visits
 * a few branches of a tree of tens of thousands of nodes, so loading the
 * index builds only the root, and each query the nodes it walks through
 * (once). Every `Map` method MiniSearch's `SearchableMap` calls unpacks first.
 */
class PackedTreeNode extends Map<string, RadixNode | Map<number, Map<number, number>>> {
  private packed: PackedNode | null;

  constructor(packed: PackedNode) {
    super();
    this.packed = packed;
  }

  /** The node's packed children if it has not been unpacked (a walk that only reads need not unpack it). */
  get packedChildren(): PackedNode | null {
    return this.packed;
  }

  private unpacked(): this {
    const packed = this.packed;
    if (packed) {
      this.packed = null;
      for (let i = 0; i < packed.length; i += 2) {
        const label = packed[i] as string;
        if (label !== '') {
          super.set(label, new PackedTreeNode(packed[i + 1] as PackedNode));
          continue;
        }
        super.set(label, unpackTermPostings(packed[i + 1] as string));
      }
    }
    return this;
  }

  override get size() {
    this.unpacked();
    return super.size;
  }
  override get(key: string) {
    this.unpacked();
    return super.get(key);
  }
  override has(key: string) {
    this.unpacked();
    return super.has(key);
  }
  override set(key: string, value: RadixNode | Map<number, Map<number, number>>) {
    this.unpacked();
    return super.set(key, value);
  }
  override delete(key: string) {
    this.unpacked();
    return super.delete(key);
  }
  override clear() {
    this.packed = null;
    super.clear();
  }
  override keys() {
    this.unpacked();
    return super.keys();
  }
  override values() {
    this.unpacked();
    return super.values();
  }
  override entries() {
    this.unpacked();
    return super.entries();
  }
  override forEach(...args: Parameters<Map<string, RadixNode | Map<number, Map<number, number>>>['forEach']>) {
    this.unpacked();
    super.forEach(...args);
  }
  override [Symbol.iterator]() {
    this.unpacked();
    return super[Symbol.iterator]();
  }
}

/** MiniSearch's radix tree of terms (internal: `_index`, a `SearchableMap` over `_tree`). */
type WithTree = {_index: {_tree: RadixNode; has(term: string): boolean; constructor: new (tree: RadixNode) => unknown}};

/** The shipped form of a MiniSearch index over sections 0…n-1. */
function pack(mini: MiniSearch<IndexedDoc>): PrebuiltIndex {
  const {documentIds, fieldLength, index: _terms, ...rest} = mini.toJSON();
  const ids = Object.entries(documentIds);
  if (!ids.every(([short, id], i) => Number(short) === i && id === i)) throw new Error('search: section ids must be 0…n-1');
  return {...rest, fieldLength: ids.map(([short]) => fieldLength[short]!), tree: packTree((mini as unknown as WithTree)._index._tree)};
}

/**
 * A MiniSearch index from its shipped form: `loadJS` for everything but the
 * terms, then the tree in place of its empty one. This reaches into
 * MiniSearch 7's internals (`_index`, `_tree`); the unit test "the prebuilt
 * index ranks exactly as indexing in the browser does" fails if an upgrade
 * changes them.
 */
function unpack(index: PrebuiltIndex, count: number, options: Options<IndexedDoc>): MiniSearch<IndexedDoc> {
  const documentIds: AsPlainObject['documentIds'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  for (let i = 0; i < count; i++) {
    documentIds[i] = i;
    fieldLength[i] = index.fieldLength[i]!;
  }
  const {tree, ...rest} = index;
  const mini = MiniSearch.loadJS<IndexedDoc>({...rest, index: [], documentIds, fieldLength}, options);
  const internal = mini as unknown as WithTree;
  internal._index = new internal._index.constructor(new PackedTreeNode(tree)) as WithTree['_index'];
  return mini;
}

/** Russian letters in Latin, as borrowed API words are spelled (формат → format, аватар → avatar). */
const TRANSLIT = new Map(
  [...'абвгдежзийклмнопрстуфхцчшщъыьэюя'].map((c, i) => [
    c,
    'a b v g d e zh z i y k l m n o p r s t u f h ts ch sh sch  y  e yu ya'.split(' ')[i]!,
  ]),
);

/** A Russian word in Latin letters. */
export function transliterate(word: string): string {
  let out = '';
  for (const c of word) out += TRANSLIT.get(c) ?? c;
  return out;
}

/**
 * The Russian endings that make a verb or a noun of a borrowed root, as they end a Snowball stem: сериализ|ова(ть),
 * кастомиз|ирова(ть), локализ|ац(ия), валид|ац(ия).
 */
const LOAN_SUFFIX = /(?:ирова|ова|ева|ац|яц)$/;

/** A Russian verb's prefix before a borrowed root (за|дизейбл|ить, от|сорт|ировать), when four letters are left. */
const VERB_PREFIX = /^(?:пере|рас|раз|от|за|вы|на|по|с)(?=\p{L}{4})/u;

/**
 * A borrowed root's Latin spellings: letter by letter (сериализ → serializ), and with к as c and кс as x, as English
 * spells the same sounds (локализ → localiz, экспорт → export).
 */
function latinSpellings(root: string): string[] {
  return [...new Set([transliterate(root), transliterate(root.replace(/кс/g, 'x').replace(/к/g, 'c'))])];
}

/**
 * A Latin word's sound as its consonants, for English words readers write in Cyrillic as they hear them (апдейт:
 * update, ивент: event, чекбокс: checkbox, ридонли: readonly, дизейбл: disable): vowels, which the two spellings
 * write differently, are dropped, letters that spell one sound are made one (c as k or s, x as ks, ck, ph, th, a w
 * before a vowel as v and after one as nothing, s and z alike), and a doubled letter counts once.
 */
export function consonantKey(latin: string): string {
  return latin
    .replace(/dzh|dg/g, 'j')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/w(?=[aeiouy])/g, 'v')
    .replace(/w/g, '')
    .replace(/z/g, 's')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Hangul's initial consonants (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ) by the English sound they write. */
const HANGUL_INITIAL = 'k k n t t l m p p s s _ j j j k t p h'.split(' ').map((c) => (c === '_' ? '' : c));
/** Hangul's final consonants (none, ㄱ … ㅎ) as loanwords use them: ㅅ for t (켓: ket), ㅇ for ng, written n. */
const HANGUL_FINAL = '_ k k ks n nj n t l lk lm lp ls lt lp l m p ps t t n t t k t p _'.split(' ').map((c) => (c === '_' ? '' : c));
/** Hangul's vowels that begin with w (ㅘ ㅙ ㅚ ㅝ ㅞ ㅟ): the w of web (웹), switch (스위치). */
const HANGUL_W_VOWELS = new Set([9, 10, 11, 14, 15, 16]);

/**
 * A Hangul word's consonants by the English sounds they write, for English words Korean readers write in Hangul
 * (리액트: React, 웹소켓: WebSocket, 타입스크립트: TypeScript): what `hangulLatinKey` makes of the English word.
 * Korean writes no vowel-less consonant (스: s), so vowels are dropped and only consonants compared.
 */
export function hangulKey(word: string): string {
  let out = '';
  for (const ch of word) {
    const jamo = hangulJamo(ch);
    if (!jamo) continue;
    const [lead, vowel, tail] = jamo;
    out += HANGUL_INITIAL[lead]! + (HANGUL_W_VOWELS.has(vowel) ? 'w' : '') + HANGUL_FINAL[tail]!;
  }
  return out.replace(/(.)\1+/g, '$1');
}

/**
 * Whether a Hangul word (its hangulKey `key`) may be an English word written in Hangul: no past-tense ㅆ (했, 였: a
 * Korean verb), and either four consonants or more, or a syllable that writes a consonant alone (트, 스, 드: ㅡ
 * without a final).
 */
function looksBorrowed(word: string, key: string): boolean {
  let alone = false;
  for (const ch of word) {
    const jamo = hangulJamo(ch);
    if (!jamo || jamo[2] === 20) return false;
    if (jamo[1] === 18 && jamo[2] === 0) alone = true;
  }
  return alone || key.length >= 4;
}

/**
 * An English word's consonants as Hangul writes them (hangulKey): Korean has one letter for b, p, f and v, one for
 * d and t, g and k, r and l, writes z and a soft g as ㅈ (j), ch and tch too, sounds no r before a consonant, and
 * an ng before a vowel as ng-g (앵귤러: angular).
 */
export function hangulLatinKey(latin: string): string {
  return latin
    .replace(/tch|ch|dg/g, 'j')
    .replace(/ck/g, 'k')
    .replace(/ph|th|sh/g, (m) => ({ph: 'p', th: 's', sh: 's'})[m]!)
    .replace(/ng(?=[aeiou])/g, 'nk')
    .replace(/ng/g, 'n')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/x/g, 'ks')
    .replace(/r(?=[aeiouy])/g, 'l')
    .replace(/r/g, '')
    .replace(/w(?![aeiouy])/g, '')
    .replace(/[aeiouy]/g, '')
    .replace(/[bfv]/g, 'p')
    .replace(/d/g, 't')
    .replace(/[cgq]/g, 'k')
    .replace(/z/g, 'j')
    .replace(/(.)\1+/g, '$1');
}

/** The terms of an index's tree written in a to z only, walked without unpacking a packed node. */
function latinTerms(node: RadixNode | PackedNode, prefix: string, out: string[]): void {
  const packed = Array.isArray(node) ? node : node instanceof PackedTreeNode ? node.packedChildren : null;
  const visit = (label: string, child: unknown) => {
    if (label === '') {
      if (prefix.length >= 3) out.push(prefix);
      return;
    }
    if (/^[a-z]+$/.test(label)) latinTerms(child as RadixNode | PackedNode, prefix + label, out);
  };
  if (packed) for (let i = 0; i < packed.length; i += 2) visit(packed[i] as string, packed[i + 1]);
  else for (const [label, child] of node as RadixNode) visit(label, child);
}

/** A separable verb's participle: its prefix, then ge-, then the rest (hinzu|ge|fügt, an|ge|legt). */
const SEPARABLE_PARTICIPLE = /^(hinzu|zurück|an|ab|auf|aus|ein|zu|vor|nach|mit|weg|um|fest|frei)ge(\p{L}{3,}t)$/u;

/**
 * The infinitives a German verb form may stand for, which the Snowball stemmer does not join to it: a participle or a
 * third person (geändert, gelöscht, löscht, bearbeitet) → ändern, löschen, bearbeiten. Regular verbs only.
 */
export function germanInfinitives(word: string): string[] {
  if (word.length < 5 || !/t$/.test(word) || !LATIN_WORD.test(word)) return [];
  const out = new Set<string>();
  // A separable verb takes ge- after its prefix: hinzugefügt → hinzufügen, angelegt → anlegen.
  const separable = SEPARABLE_PARTICIPLE.exec(word);
  const forms = [
    word,
    ...(word.startsWith('ge') && word.length >= 7 ? [word.slice(2)] : []),
    ...(separable ? [separable[1]! + separable[2]!] : []),
  ];
  for (const form of forms) {
    out.add(form.endsWith('et') ? `${form.slice(0, -2)}en` : `${form.slice(0, -1)}en`);
    // ändert → ändern: a stem ending in -er or -el takes -n.
    if (/[^e](er|el)t$/.test(form)) out.add(`${form.slice(0, -1)}n`);
  }
  out.delete(word);
  return [...out];
}

/**
 * The third person of a German infinitive (öffnen → öffnet, ändern → ändert, löschen → löscht): the docs describe what
 * an item does ("Öffnet den Editor"), readers ask with the infinitive ("Editor öffnen").
 */
export function germanThirdPersons(word: string): string[] {
  if (word.length < 5 || !LATIN_WORD.test(word)) return [];
  if (/[^e](er|el)n$/.test(word)) return [`${word.slice(0, -1)}t`];
  if (!word.endsWith('en')) return [];
  const stem = word.slice(0, -2);
  // A stem ending in -t, -d, or in -n or -m after another consonant takes -et (arbeitet, öffnet; not stimmt).
  const needsE = /[td]$/.test(stem) || (/[^aeiouäöülr][nm]$/.test(stem) && stem.at(-1) !== stem.at(-2));
  return [needsE ? `${stem}et` : `${stem}t`];
}

/** Levenshtein distance of two words, or `max + 1` once it must exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      least = Math.min(least, row[j]!);
    }
    if (least > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** The candidates at the smallest edit distance (at most `max`) from a word. */
function closestWords(word: string, candidates: readonly string[], max: number): string[] {
  let best = max + 1;
  let out: string[] = [];
  for (const c of candidates) {
    const d = editDistance(word, c, max);
    if (d < best) [best, out] = [d, [c]];
    else if (d === best) out.push(c);
  }
  return best <= max ? out : [];
}

/** How a query word matched a section: as a word (its form, stem, synonym or prefix), by its parts only, or with a typo. */
type Kind = 'word' | 'part' | 'typo';
/**
 * `terms`: the index terms the best variant matched; `shown`: the terms other variants of the word (not its parts)
 * matched in the same section, highlighted with them (колонки, which the fleeting-vowel rule finds, beside колонок).
 * Kept as the lists the searches returned, joined only for the hits a page shows.
 */
type WordHit = {score: number; kind: Kind; match: Record<string, string[]>; terms: string[]; shown?: string[][]};

/** What one query word finds (`SectionIndex.findWord`): its sections, and the words it covers for the title criterion. */
type WordHits = {hits: Map<number, WordHit>; covers: ReadonlySet<string>};
/** What rankWords finds: the sections, best first, and the kind of page the query asks for (askedKind). */
type Ranking = {candidates: Candidate[]; asked: 'events' | 'methods' | null};

/** Whether a word matched a term in `field` (`fields`: a table's field names; `keywords`: the page's keywords). */
const matchedIn = (hit: WordHit, field: string) => Object.values(hit.match).some((fields) => fields.includes(field));

/** Whether every term the words matched (the last word's fields for a term two words share) is in the `path` field only. */
function onlyInPath(found: readonly WordHit[]): boolean {
  const seen: string[] = [];
  for (let i = found.length - 1; i >= 0; i--) {
    const {match} = found[i]!;
    for (const term of Object.keys(match)) {
      if (seen.includes(term)) continue;
      seen.push(term);
      if (match[term]!.some((f) => f !== 'path')) return false;
    }
  }
  return true;
}

/**
 * A ranked section. Its MiniSearch-shaped `result` (the matched terms and
 * fields, for highlighting) is put together only for the sections a page of
 * hits shows: a common word matches most sections of a shard.
 */
class Candidate implements Ranked {
  private built: SearchResult | undefined;
  weight: number;
  readonly typos: number;
  readonly coverage: number;

  constructor(
    readonly doc: SectionDoc,
    readonly tag: string,
    readonly language: string,
    readonly id: number,
    private readonly found: WordHit[],
    private readonly score: number,
    readonly queryTerms: string[],
    order: {weight: number; typos: number; coverage: number},
  ) {
    this.weight = order.weight;
    this.typos = order.typos;
    this.coverage = order.coverage;
  }

  get hits(): readonly WordHit[] {
    return this.found;
  }

  get result(): SearchResult {
    if (!this.built) {
      // Keyed by matched terms, i.e. user text: no prototype, so `constructor` or `__proto__` is a key like any other.
      const match: Record<string, string[]> = Object.create(null);
      for (const h of this.found) for (const [term, fields] of Object.entries(h.match)) match[term] = fields;
      this.built = {
        id: this.id,
        score: this.score,
        match,
        terms: [...new Set(this.found.flatMap((h) => (h.shown ? [...h.terms, ...h.shown.flat()] : h.terms)))],
        queryTerms: this.queryTerms,
      } as SearchResult;
    }
    return this.built;
  }
}

/** What ranking knows of a section's page. */
interface SectionFacts {
  /** Page rank (DocSearch's `weight.pageRank`): hub pages rank below the pages they link to. */
  rank: number;
  /** The words of the page title, each with its parts (`rows`; `addcard`, `add`, `card`; `post`, `rows`, `id`). */
  titleTerms: string[][] | undefined;
  /** The path of a route page's title (`PUT /cards/{id}/move` → `/cards/move`), on the route's first section. */
  titlePath: string | undefined;
  /** The HTTP verb of a route page's title (`PUT`), on each of its sections. */
  titleVerb: string | undefined;
  /** Whether the page is the Toolbar's and a board page has its title (`theme`, `setLocale()`): TOOLBAR_TWIN_RANK. */
  toolbarTwin: boolean;
}

/** Resolves in a task of its own: a warm-up step lets whatever is queued (a real query, the shard) go first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A line in each script the engine reads (warmUp): an identifier, a version, words to stem, Chinese, Korean with a particle. */
const SAMPLE = 'addCard() 1.7.2 cards columns Карточки колонок Spalten 卡片的配置 카드를';

/**
 * Builds what searching a language needs once (the synonym tables by stem,
 * the word segmenter) ahead of the first query: the search client calls it
 * while the index is still downloading.
 */
export function prepare(language: string): void {
  prepareSynonyms(language);
  prepareTokenizer(language);
}

/**
 * Runs every step of a search once (indexing aside) over a three-section
 * index of a sample line: the first real query then does not pay for
 * compiling the tokenizer's and highlighter's Unicode regular expressions,
 * the stemmer and MiniSearch's search code (about half its time, measured in
 * Node). The search client runs it while the shard is on its way, one query
 * per task, and stops as soon as `wanted` says the shard has arrived: run
 * then, it would delay the first results by about as much as it saves.
 */
export async function warmUp(language: string, wanted: () => boolean = () => true): Promise<void> {
  if (!wanted()) return;
  const docs: SectionDoc[] = [0, 1, 2].map((i) => ({
    url: `/sample/${i}/`,
    h: ['Sample', SAMPLE.split(' ')[i]!, null, null, null, null, null],
    c: [SAMPLE],
  }));
  const sample = new SectionIndex([{language, tag: 'sample', version: 'sample', docs}], language);
  // A word, a prefix, a typo, each script.
  for (const query of ['cards addcrad', 'карточки кол', '卡片 카드', 'columns']) {
    await nextTask();
    if (!wanted()) return;
    sample.search(query);
  }
}

/**
 * Runs the sample's words through a loaded index, one per task, while
 * `wanted()`: the first real query then finds the index's own paths compiled
 * and its term tree unpacked where queries begin. Meant for a worker, whose
 * time before the first query is free; one query at a time, so a real one
 * waits for at most one sample.
 */
export async function warmUpIndex(index: SectionIndex, wanted: () => boolean): Promise<void> {
  for (const query of SAMPLE.split(' ')) {
    await nextTask();
    if (!wanted()) return;
    index.search(query);
  }
}

/** Ranked sections of one shard or of several (one locale, one or more versions). */
export class SectionIndex {
  readonly docs: SectionDoc[] = [];
  private readonly meta: {language: string; tag: string}[] = [];
  readonly language: string;
  /** Whether a section is its page's first (the page itself). */
  private readonly firstSection: boolean[] = [];
  /** The page of a section: its URL without the anchor. */
  private readonly pageOf: string[] = [];
  /**
   * What ranking needs to know of a section's page, worked out the first time
   * a query matches the section (most sections are never ranked, and loading
   * the index is on the way to the first results).
   */
  private readonly facts: (SectionFacts | undefined)[] = [];
  private readonly titleWords = new Map<string, string[][] | undefined>();
  private titleVocabularySet: Set<string> | undefined;
  /** The index's Latin words by how they sound (consonantKey; hangulLatinKey in Korean), built when a word first needs it. */
  private soundsLike: Map<string, string[]> | undefined;

  /**
   * One MiniSearch index per shard: loaded from the shard's prebuilt index
   * (serialized at build time, so the browser does not index anything) or,
   * for a shard without one, built here.
   */
  private readonly parts: {mini: MiniSearch<IndexedDoc>; offset: number; tag: string}[] = [];

  constructor(shards: Shard[], language = shards[0]?.language ?? 'en') {
    this.language = language;
    this.queryLanguage = language;
    for (const shard of shards) {
      const offset = this.docs.length;
      const indexed: IndexedDoc[] = [];
      let previousPage = '';
      for (const doc of shard.docs) {
        this.docs.push(doc);
        this.meta.push({language: shard.language, tag: shard.tag});
        const page = doc.url.split('#')[0]!;
        const first = page !== previousPage && !doc.url.includes('#');
        this.firstSection.push(first);
        this.pageOf.push(page);
        previousPage = page;
        if (!shard.index) indexed.push(indexedDoc(doc, indexed.length, first, language));
      }
      const options = miniSearchOptions(language);
      const mini = shard.index ? unpack(shard.index as PrebuiltIndex, shard.docs.length, options) : new MiniSearch<IndexedDoc>(options);
      if (!shard.index) mini.addAll(indexed);
      this.parts.push({mini, offset, tag: shard.tag});
    }
  }

  /** The page facts of a section (see `facts`). */
  private factsOf(id: number): SectionFacts {
    let f = this.facts[id];
    if (!f) {
      const doc = this.docs[id]!;
      const title = doc.h[1] ?? '';
      const titleVerb = /^(GET|POST|PUT|PATCH|DELETE)\s+\//.exec(title)?.[1];
      f = {
        rank: pageRank(doc.url),
        titleTerms: this.titleWordsOf(title),
        titlePath: titleVerb && this.firstSection[id] ? restPaths(title)[0] : undefined,
        titleVerb,
        toolbarTwin: TOOLBAR_PAGE.test(this.pageOf[id]!) && this.boardTitles().has(title),
      };
      this.facts[id] = f;
    }
    return f;
  }

  /** The words of a title, each with its parts; one array per distinct title, shared by the sections of a page. */
  private titleWordsOf(title: string): string[][] | undefined {
    if (!this.titleWords.has(title)) {
      this.titleWords.set(
        title,
        title
          .match(WORD)
          ?.map((w) => [normalize(w), ...(HAN_RUN.test(w) ? segmentWords(w, this.language) : identifierParts(w)).map(normalize)]),
      );
    }
    return this.titleWords.get(title);
  }

  /** The index's Latin words that sound as `key` (consonantKey; in Korean hangulLatinKey). */
  private latinSoundingAs(key: string): string[] {
    if (!this.soundsLike) {
      this.soundsLike = new Map();
      for (const {mini} of this.parts) {
        const words: string[] = [];
        latinTerms((mini as unknown as WithTree)._index._tree, '', words);
        for (const w of words) {
          const k = this.language === 'ko' ? hangulLatinKey(w) : consonantKey(w);
          if (k.length < 3) continue;
          const list = this.soundsLike.get(k);
          if (!list) this.soundsLike.set(k, [w]);
          else if (!list.includes(w)) list.push(w);
        }
      }
    }
    return this.soundsLike.get(key) ?? [];
  }

  /**
   * The sound keys (latinSoundingAs) of a query word, three consonants or more. Russian (consonantKey): the word, its
   * stem, its borrowed root (LOAN_SUFFIX) and that root without a verb's prefix (за|дизейбл), in Latin letters.
   * Korean (hangulKey): the word without its particle (웹소켓으로), and only a word that looks borrowed
   * (looksBorrowed: a Korean verb's consonants would find `delete` for 달았을). Other languages write English words in
   * Latin letters: none.
   */
  private soundKeys(word: string, stemmed: string, root: string, bare: ReadonlySet<string>): string[] {
    const keys = new Set<string>();
    if (this.language === 'ru' && /^\p{Script=Cyrillic}+$/u.test(word)) {
      for (const form of [word, stemmed, root, root.replace(VERB_PREFIX, '')]) {
        for (const latin of latinSpellings(form)) keys.add(consonantKey(latin));
      }
    } else if (this.language === 'ko' && HANGUL_WORD.test(word)) {
      for (const form of bare.size ? bare : [word]) {
        const key = hangulKey(form);
        if (looksBorrowed(form, key)) keys.add(key);
      }
    }
    return [...keys].filter((key) => key.length >= 3);
  }

  /** The index of one shard, to ship prebuilt with it (`PrebuiltIndex`). */
  static prebuild(shard: Shard, language = shard.language): PrebuiltIndex {
    return pack(new SectionIndex([{...shard, index: undefined}], language).parts[0]!.mini);
  }

  /** The query's words, without stop words unless the query is nothing but stop words. */
  private words(query: string): string[] {
    // A path parameter of a REST literal (`/links/{id}`, `/links/:id`) is a slot, not a word: route titles name the
    // path without it, and every route has an id.
    query = query.replace(PATH_PARAMETER, '/');
    // Chinese and Japanese write words without spaces: their segments are the query's words.
    const words = (query.match(WORD) ?? []).flatMap((w) => (HAN_RUN.test(w) ? segmentWords(w, this.language) : [withoutPossessive(w)]));
    const stop = stopWordsOf(this.queryLanguage);
    // A word said twice counts once: a pasted or repeated text costs no more than its distinct words.
    const distinct = [...new Map(words.map((w) => [normalize(w), w])).values()];
    // Parts of a dotted name (`api.on`) are never stop words.
    const dotted = new Set((query.match(/[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)+/gu) ?? []).flatMap((d) => d.split('.')));
    const content = distinct.filter((w) => dotted.has(w) || !stop.has(normalize(w)));
    const kept = content.length ? content : distinct;
    // Two words the glossaries write as one term ("다시 실행": redo) are one query word.
    const joined: string[] = [];
    for (let i = 0; i < kept.length; i++) {
      const key = i + 1 < kept.length ? phraseKey(kept[i]!, kept[i + 1]!, this.language) : null;
      joined.push(key ?? kept[i]!);
      if (key) i++;
    }
    // Two words that a page title writes together are one query word: readers write API names apart ("read only"
    // names readonly, "card shape" cardShape). Only Latin words (the API's names are English), and not an HTTP verb
    // of a REST literal ("GET cards" is a route, not getCards()).
    const together: string[] = [];
    // Not in a query about routes ("get users endpoint"): a route's title writes its verb and path apart (GET /users).
    const aboutRoutes = joined.some((w) => this.isCue(w, 'route'));
    for (let i = 0; i < joined.length; i++) {
      const [a, b] = [joined[i]!, joined[i + 1]];
      const both =
        !aboutRoutes &&
        b !== undefined &&
        LATIN_WORD.test(a) &&
        LATIN_WORD.test(b) &&
        !/^(GET|POST|PUT|PATCH|DELETE)$/.test(a) &&
        this.titleVocabulary().has(normalize(a + b));
      together.push(both ? `${a} ${b}` : a);
      if (both) i++;
    }
    // A compound the index does not hold splits into parts it does ("Spaltenlimit" → spalten, limit); so does a
    // hyphenated word ("React-App" → react, app; not `add-card`, an event's name the index holds).
    return together.flatMap((w) => (w.includes(' ') ? [w] : (this.splitHyphenated(w) ?? this.splitCompound(w) ?? [w])));
  }

  /** A cue word of a kind (routes: "endpoint", "маршрут"; events: "handler", "콜백"; methods: "из кода"), as written or by its stem. */
  private isCue(word: string, kind: CueKind): boolean {
    const lang = this.queryLanguage;
    const cues = cuesOf(lang)[kind];
    // A glossary phrase is a cue when one of its words is ("тело запроса": a request's body).
    return normalize(word)
      .split(' ')
      .some((base) => cues.has(base) || cues.has(stemWord(base, lang)));
  }

  private boardTitleSet: Set<string> | undefined;
  /** The titles of the board's own API pages (properties, methods, events), gathered on first use. */
  private boardTitles(): Set<string> {
    if (!this.boardTitleSet) {
      this.boardTitleSet = new Set();
      this.docs.forEach((doc, i) => {
        if (this.firstSection[i] && /\/api\/(?:config|methods|events)\/js_kanban_/.test(doc.url)) this.boardTitleSet!.add(doc.h[1] ?? '');
      });
    }
    return this.boardTitleSet;
  }

  /** The words of every page title (`readonly`, `cardshape`, `addcard`), gathered on first use. */
  private titleVocabulary(): Set<string> {
    if (!this.titleVocabularySet) {
      this.titleVocabularySet = new Set();
      for (const doc of this.docs) for (const words of this.titleWordsOf(doc.h[1] ?? '') ?? []) this.titleVocabularySet.add(words[0]!);
    }
    return this.titleVocabularySet;
  }

  /** Whether the index holds a term (as a whole word, not a prefix or a typo). */
  private has(term: string): boolean {
    // A look-up in MiniSearch's term tree (internal, as in `unpack`), not a search that scores every section of it:
    // the index is never changed after loading, so every term in it has sections.
    return this.parts.some((p) => (p.mini as unknown as WithTree)._index.has(term));
  }

  /** The index terms of some words (a synonym's form, stem and parts). */
  private termsOf(words: readonly string[]): string[] {
    return words.flatMap((w) => terms(w, this.language).map((t) => t.term));
  }

  /** Whether the index knows a word: as a term, by its stem, or as a key of the synonym table. */
  private known(word: string): boolean {
    return this.holds(word) || synonymsOf(word, this.language).length > 0;
  }

  /** Whether the index holds a word as it is written or by its stem. */
  private holds(word: string): boolean {
    return this.has(word) || this.has(stemWord(word, this.language));
  }

  /**
   * Two parts of a compound word that the index knows, each a word, a stem
   * or a synonym key: German and Dutch join nouns (Karten|menü, Spalten|limit,
   * Nacht|modus), with or without a linking -s-. Null when there is no such
   * split.
   */
  private compoundParts(word: string): string[] | null {
    const w = normalize(word);
    if (w.length < 8 || !LATIN_WORD.test(w)) return null;
    let best: string[] | null = null;
    for (let i = w.length - 4; i >= 4; i--) {
      const right = w.slice(i);
      if (!this.known(right)) continue;
      for (const left of [w.slice(0, i), ...(w[i - 1] === 's' ? [w.slice(0, i - 1)] : [])]) {
        if (left.length >= 3 && this.known(left)) {
          // The longest head wins: "spalten|limit" over "spaltenli|mit".
          if (!best || left.length > best[0]!.length) best = [left, right];
        }
      }
    }
    return best;
  }

  /** The words of a hyphenated word the index does not hold as one word, each of two letters or more. */
  private splitHyphenated(word: string): string[] | null {
    if (!word.includes('-')) return null;
    // Held by the index, or a word of the synonym table (`real-time`: live updates over WebSocket), it stays whole.
    if (this.holds(normalize(word)) || synonymsOf(word, this.language).length) return null;
    const parts = word.split('-').filter((p) => p.length >= 2);
    return parts.length >= 2 ? parts : null;
  }

  /**
   * The parts of a compound the index does not hold as a word (it holds "Spalten" and "Limit", not "Spaltenlimit").
   * A word of the synonym table stays whole, as a hyphenated one does: "Werkzeugleiste" is the Toolbar, not a tool and a
   * strip. Tuning sets (2026-12-06): 80.44/93.26 → 80.48/93.26, one better, none worse.
   */
  private splitCompound(word: string): string[] | null {
    const w = normalize(word);
    if (w.length < 8 || !LATIN_WORD.test(w) || this.holds(w) || synonymsOf(word, this.language).length) return null;
    return this.compoundParts(w);
  }

  /** MiniSearch over the sections of the shards whose tag passes the filter, as one list of results (global ids). */
  private find(term: string | Query, options: SearchOptionsOf, filter?: (tag: string) => boolean): SearchResult[] {
    const out: SearchResult[] = [];
    for (const {mini, offset, tag} of this.parts) {
      if (filter && !filter(tag)) continue;
      for (const r of mini.search(term, {bm25: BM25, ...options})) out.push(offset ? {...r, id: r.id + offset} : r);
    }
    return out;
  }

  /**
   * All matching sections, best first. Each query word is scored by its best
   * variant (the word, its stem, a synonym, its parts, the unfinished last
   * word as a prefix, or a typo-tolerant match, transpositions included), so a
   * word counts once however many forms of it a section has. Sections whose
   * words all matched as words (the word, its stem, a synonym, its prefix)
   * come before sections that needed a word's parts or a typo; within each
   * tier the order is the sum of the words' scores (BM25 with field weights:
   * page titles and API names before summaries, headings and text), times the
   * page rank, times the "exact title" factor (the query names every word of
   * the page's title), times the square of the share of query words matched
   * (a word matched only by its parts or a typo counts less; in a long query a
   * higher power: LONG_QUERY_SHARE). A section must
   * match at least half of the words. Russian typed on the English layout is
   * tried converted, and the better of both kept.
   */
  rank(query: string, filter?: (tag: string) => boolean): Candidate[] {
    const ranked = this.rankWords(query, filter);
    const quality = ({candidates: c}: typeof ranked) => (c.length ? (c[0]!.typos > 0 ? 0 : 2) + c[0]!.coverage : -1);
    const alternative = layoutVariant(query, this.language);
    // Every word matched as typed: no converted query can do better.
    const converted = alternative && quality(ranked) < 3 ? this.rankWords(alternative, filter) : null;
    return converted && alternative && quality(converted) > quality(ranked)
      ? this.actionOrder(converted, alternative)
      : this.actionOrder(ranked, query);
  }

  /**
   * The method and the event of one action in the order the query asks for:
   * the event first when the query speaks of something that happened and
   * not of a call, else the method. Only the two pages trade places; the
   * page that should come first moves up to just before its sibling.
   */
  private actionOrder({candidates: ranked, asked}: Ranking, query: string): Candidate[] {
    const words = terms(query, this.language).map((t) => t.term);
    const wanted = asked ?? 'methods';
    if (asked === 'events') ranked = this.withEvents(ranked);
    // The first section of each action page, in ranked order.
    const firstAt = new Map<string, number>();
    ranked.forEach((r, i) => {
      const page = this.pageOf[r.id]!;
      if (!firstAt.has(page) && ACTION_PAGE.test(page)) firstAt.set(page, i);
    });
    if (firstAt.size < 2) return ranked;
    const moves: [page: string, before: string][] = [];
    for (const [page, at] of firstAt) {
      const [, kind, action] = ACTION_PAGE.exec(page)!;
      if (kind !== wanted) continue;
      const sibling = page.replace(ACTION_PAGE, SIBLING_PATH[wanted](action!));
      const siblingAt = firstAt.get(sibling);
      // A query that writes the sibling's own name (`update-card`, not `updateCard`) asks for the sibling.
      // Both named alike (`scroll()` and the scroll event), the kind the query asks for decides.
      const namesSibling =
        siblingAt !== undefined && this.namesTitleOf(ranked[siblingAt]!.id, words) && !this.namesTitleOf(ranked[at]!.id, words);
      if (siblingAt !== undefined && siblingAt < at && !namesSibling) moves.push([page, sibling]);
    }
    if (!moves.length) return ranked;
    const out = [...ranked];
    for (const [page, before] of moves) {
      const from = out.findIndex((r) => this.pageOf[r.id] === page);
      const [moved] = out.splice(from, 1);
      out.splice(
        out.findIndex((r) => this.pageOf[r.id] === before),
        0,
        moved!,
      );
    }
    return out;
  }

  /**
   * A query that asks for an event ("get notified when the user redoes a step") and ranks an action's method without
   * the action's event asks for that event: its page comes just before the method, as the event the method's action
   * fires. Only for the methods among the first results.
   */
  private withEvents(ranked: Candidate[]): Candidate[] {
    const out: Candidate[] = [];
    const pages = new Set(ranked.map((r) => this.pageOf[r.id]!));
    for (const [i, r] of ranked.entries()) {
      const page = this.pageOf[r.id]!;
      const action = i < EVENT_OF_METHOD_WITHIN && ACTION_PAGE.exec(page);
      if (action && action[1] === 'methods') {
        const sibling = page.replace(ACTION_PAGE, SIBLING_PATH.methods(action[2]!));
        const id = pages.has(sibling) ? undefined : this.firstSectionOf(sibling);
        if (id !== undefined) {
          pages.add(sibling);
          const meta = this.meta[id]!;
          // The query's own terms, as the method's hit has them (for the highlight).
          out.push(new Candidate(this.docs[id]!, meta.tag, meta.language, id, [], r.weight, r.queryTerms, r));
        }
      }
      out.push(r);
    }
    return out;
  }

  private firstSections: Map<string, number> | undefined;
  /** The id of a page's first section, by the page's URL. */
  private firstSectionOf(page: string): number | undefined {
    if (!this.firstSections) {
      this.firstSections = new Map();
      this.firstSection.forEach((first, id) => first && this.firstSections!.set(this.pageOf[id]!, id));
    }
    return this.firstSections.get(page);
  }

  /**
   * The hits of the query words met lately, and the title words each covers: typing a query repeats its earlier words
   * at every keystroke, and only the last one changes. Keyed by the word and whether it is the last one (the last one
   * is a prefix too); not kept for a filtered search. A word's hits are never changed once found.
   */
  private readonly recentWords = new Map<string, WordHits>();

  /**
   * The language of the query being ranked, for its stop words, cue words and synonyms: the site's, or English for a query written
   * in English on a Russian, Chinese or Korean site (`isEnglish`). Set by `rankWords`.
   */
  private queryLanguage: string;

  /** Whether a query on a Russian, Chinese or Korean site is written in English (no letter of the locale's script). */
  private isEnglish(query: string): boolean {
    return ENGLISH_QUERIES.has(this.language) && !NATIVE_SCRIPT.test(query);
  }

  /** A query word's hits (`findWord`), from `recentWords` when it was met lately. */
  private wordHits(word: string, last: boolean, filter?: (tag: string) => boolean): WordHits {
    if (filter) return this.findWord(word, last, filter);
    // A word's hits depend on the query's language too (its synonyms: findWord).
    const key = `${last ? 'last' : 'word'} ${this.queryLanguage} ${word}`;
    let found = this.recentWords.get(key);
    if (found) this.recentWords.delete(key);
    else {
      found = this.findWord(word, last);
      if (this.recentWords.size >= RECENT_WORDS) this.recentWords.delete(this.recentWords.keys().next().value!);
    }
    this.recentWords.set(key, found);
    return found;
  }

  /**
   * The sections one query word matches, each by its best variant (see `rank`), and the words it covers for the exact
   * title criterion: the word, its stem, its synonyms, its corrections.
   */
  private findWord(word: string, lastWord: boolean, filter?: (tag: string) => boolean): WordHits {
    const base = normalize(word);
    const covers = new Set<string>();
    const cover = (t: string) => {
      covers.add(t);
      return {add: cover};
    };
    // Two words as one ("read only"): written together (readonly), the index's word for both.
    // A German verb form the stemmer leaves apart from its infinitive (geändert, löscht, bearbeitet): the infinitive
    // is the word too, with its synonyms (ändern → update).
    const infinitives = this.language === 'de' ? [...germanInfinitives(base), ...germanThirdPersons(base)] : [];
    // A word of a query written in English on a Russian, Chinese or Korean site (queryLanguage) has the English synonyms
    // where the locale's table has none ("remove card": deleteCard()).
    const own = synonymsOf(word, this.language);
    const synonymWords = [
      ...(own.length || this.queryLanguage === this.language ? own : synonymsOf(word, this.queryLanguage)),
      ...infinitives.flatMap((w) => [w, ...synonymsOf(w, this.language)]),
      ...(base.includes(' ') ? [base.replace(/ /g, '')] : []),
    ];
    const synonyms = this.termsOf(synonymWords);
    const stemmed = stemWord(base, this.language);
    // A stem that is a stop word ("one" → on, "being" → be, "used" → use) is no form of the word to find: "one specific
    // card" named the on() method's title and matched every section that writes "on".
    const stopStem = stemmed !== base && (stopWordsOf(this.queryLanguage).has(stemmed) || stopWordsOf(this.language).has(stemmed));
    const variants = [
      ...new Set([...terms(word, this.language).map((t) => t.term), ...synonyms].filter((t) => !(stopStem && t === stemmed))),
    ];
    // A Korean word without its particle ("React에서" → react) is the word itself, as a stem is.
    // Two syllables at least: 제한 (limit) is not 제 with a particle.
    const bare = new Set(
      HANGUL.test(base)
        ? koreanTerms(base)
            .slice(1)
            .map((t) => t.term)
            .filter((t) => t.length >= 2)
        : [],
    );
    // For the exact-title criterion: the word itself, its stem and its synonyms, not its parts. A participle that
    // names a state (selected, collapsed: STATE_WORDS) names no action, so not by its stem: "ids of selected cards"
    // does not name selectCard()'s title. Tuning sets (2026-12-06): 79.89/93.18 → 80.01/93.18, four better, none worse.
    const state = STATE_WORDS.has(base);
    for (const w of [base, ...synonymWords.map(normalize)]) {
      if (state || (stopStem && w === base)) cover(w);
      else cover(w).add(stemWord(w, this.language));
    }
    // A glossary phrase ("다시 실행") is found by its synonyms and, as parts, by its words; no prefix or typo search.
    const phrase = base.includes(' ');
    // …and it names a title that writes its words ("사용자 지정", the customization guide). Not two words a title writes
    // as one ("read only": readonly), which name that title.
    const phraseWords = base.split(' ');
    const glossaryPhrase = phrase && phraseKey(phraseWords[0]!, phraseWords[1] ?? '', this.language) !== null;
    if (glossaryPhrase) for (const w of phraseWords) cover(w).add(stemWord(w, this.language));
    const last = lastWord && !phrase;
    // A Hangul syllable is two or three letters (jamo): a three-syllable Korean word is as long as an English word of
    // eight, and one mistyped letter changes one syllable ("현지와" for 현지화).
    const fuzzy = phrase ? 0 : base.length >= 8 ? 2 : base.length >= 4 || (base.length === 3 && HANGUL_WORD.test(base)) ? 1 : 0;
    const hits = new Map<number, WordHit>();
    const rankOf: Record<Kind, number> = {word: 2, typo: 1, part: 0};
    // `averaged`: the score of a search that finds many words of the index for one word of the query, per word found.
    const take = (results: SearchResult[], kindOf: (r: SearchResult) => Kind, factor = 1, averaged = false) => {
      for (const r of results) {
        const prev = hits.get(r.id);
        const kind = kindOf(r);
        const score = (r.score * factor) / (averaged ? r.terms.length : 1);
        const better = !prev || rankOf[kind] > rankOf[prev.kind] || (kind === prev.kind && score > prev.score);
        if (better) {
          const hit: WordHit = {score, kind, match: r.match, terms: r.terms};
          if (prev?.kind === 'part') hit.shown = prev.shown;
          else if (prev) (hit.shown = prev.shown ?? []).push(prev.terms);
          hits.set(r.id, hit);
        } else if (kind !== 'part') (prev.shown ??= []).push(r.terms);
      }
    };
    // The word itself counts fully, its stem and synonyms nearly (alike: Algolia counts a synonym as the word),
    // its parts (`card` of `addCard`) half.
    const synonymTerms = new Set(synonyms);
    for (const v of variants) {
      const whole = v === base || v === stemmed || bare.has(v) || synonymTerms.has(v);
      take(this.find(v, {prefix: false, fuzzy: false}, filter), () => (whole ? 'word' : 'part'), v === base ? 1 : whole ? 0.9 : 0.5);
    }
    // A compound the index holds is also found split, both parts in one section ("Kartenmenü": the card's menu),
    // worth the mean of its parts, not their sum: "hinzufügen" split as "fügt … hinzu" is one word found, which
    // had outweighed addCard()'s title for "Karte hinzufügen". Tuning sets (2026-12-06), weighted top-1/top-3:
    // the sum (0.8) 79.73/93.10, the mean (0.8 / 2) 79.89/93.18 (de 82.61/92.89 → 84.19/93.68, six better, none
    // worse); 0.2 in all would be 84.58/93.68 in de, but leaves a compound little more than one part's credit.
    const parts = COMPOUNDING.has(this.language) && !phrase ? this.compoundParts(base) : null;
    if (parts) {
      // Each part as its forms: itself, its stem, its synonyms.
      const sides = parts.map((part): Query => ({
        combineWith: 'OR',
        queries: [...new Set([part, stemWord(part, this.language), ...this.termsOf(synonymsOf(part, this.language))])],
      }));
      take(this.find({combineWith: 'AND', queries: sides}, {prefix: false, fuzzy: false}, filter), () => 'word', 0.8 / parts.length);
      // …and each part apart, as a part of the word (COMPOUND_PART_FACTOR).
      for (const side of sides) take(this.find(side, {prefix: false, fuzzy: false}, filter), () => 'part', COMPOUND_PART_FACTOR);
    }
    // A title that writes all the phrase's words is the phrase found as a word, worth the mean of its words (as a
    // compound's parts below): the guide titled "사용자 지정" (customization) matched only one of its words, as a part,
    // and ranked tenth for its own title. Not in the text: a page that writes both words apart is no more the phrase
    // (in the whole text, "панель инструментов" outweighed its synonym `toolbar` tenfold, and the tuning sets lost).
    if (glossaryPhrase) {
      const sides = phraseWords.map((w): Query => ({
        combineWith: 'OR',
        queries: [...new Set([w, stemWord(w, this.language), ...terms(w, this.language).map((t) => t.term)])],
      }));
      const options = {fields: ['title'], prefix: false, fuzzy: false};
      take(this.find({combineWith: 'AND', queries: sides}, options, filter), () => 'word', 1 / sides.length);
    }
    if (last && base.length >= 2) {
      take(this.find(base, {prefix: true, fuzzy: false, weights: {prefix: 0.6, fuzzy: 0}}, filter), () => 'word');
    }
    // Russian words: three more prefix searches, each worth what it matches per word found, not the sum (a page that
    // writes five words of a family is no better an answer).
    const russian = this.language === 'ru' && /^\p{Script=Cyrillic}+$/u.test(base);
    // A borrowed word's root: its stem without the Russian endings that made a verb or a noun of it (LOAN_SUFFIX).
    const root = russian ? stemmed.replace(LOAN_SUFFIX, '') : stemmed;
    if (russian) {
      const longStem = base.length >= 7 && stemmed.length >= 7;
      // A long stem keeps a fleeting vowel (колонок / колонка): the stem less its last letters finds the other forms,
      // and words of other stems that begin alike (выдел: выделяет, выделение, выделенных).
      if (longStem) {
        const head = stemmed.slice(0, stemmed.length - 2);
        take(this.find(head, {prefix: true, fuzzy: false, weights: {prefix: 0.5, fuzzy: 0}}, filter), () => 'word', 1, true);
      }
      // A word borrowed from English (формат, фильтр, аватар, лимит) is often the API's own name (`format`, `filter`,
      // `avatar`, `limit`), and a verb or noun made of it (сериализовать, экспортировать, локализация) is that name
      // with Russian endings (LOAN_SUFFIX): its root, in Latin letters (latinSpellings) and, when endings were cut,
      // in Cyrillic too (кастомизировать finds кастомизация). A root of four letters only from a verb's infinitive
      // (парсить → parse): an adjective's (стар-ая) would find `start`. Tuning sets, ru (2026-12-07), top-1/top-3:
      // 80.45/93.82 → 80.79/93.82 (three better, one lower at rank 10 → none); the other locales unchanged.
      if (root !== stemmed && root.length >= 4) {
        take(this.find(root, {prefix: true, fuzzy: false, weights: {prefix: 0.6, fuzzy: 0}}, filter), () => 'word', 0.9, true);
      }
      if (root.length >= 5 || (root.length === 4 && (root !== stemmed || base.endsWith('ть')))) {
        for (const latin of latinSpellings(root)) {
          take(this.find(latin, {prefix: true, fuzzy: false, weights: {prefix: 0.6, fuzzy: 0}}, filter), () => 'word', 0.9, true);
        }
      }
      // Verb and participle forms stem apart (выделены → выдел, выделенных → выделен, выделяет → выделя): a shorter
      // stem that the ending cut finds the longer stems it begins, as a near form (a typo's credit).
      if (!longStem && stemmed.length >= 4 && base.length - stemmed.length >= 2) {
        take(this.find(stemmed, {prefix: true, fuzzy: false, weights: {prefix: 0.5, fuzzy: 0}}, filter), () => 'typo', 1, true);
      }
    }
    // Korean: a word other than the last finds the longer words it begins (편집 → 편집기), as a near form.
    if (this.language === 'ko' && !phrase && !last) {
      for (const v of new Set([base, ...bare])) {
        if (!HANGUL_WORD.test(v) || v.length < 2) continue;
        take(this.find(v, {prefix: true, fuzzy: false, weights: {prefix: KOREAN_HEAD_PREFIX, fuzzy: 0}}, filter), () => 'typo', 1, true);
      }
    }
    const found = [...hits.values()].some((h) => h.kind === 'word');
    // A word that finds nothing may be an English word written as it sounds, in Cyrillic (апдейт, ивенты, чекбокс,
    // задизейблить) or in Hangul (리액트, 웹소켓, 타입스크립트): the index's Latin words that sound alike (soundKeys), as
    // near forms. Tuning sets (2026-12-07), top-1/top-3: ru 80.79/93.82 → 80.90/93.93 (вебсокет → websocket and a query
    // typed in the English layout, тайпскрипт → TypeScript, found; two others one place lower); ko 83.39/93.90 →
    // 83.73/93.90 (리액트 → the React guide, one better, none worse; without looksBorrowed two better and three worse).
    if (!found) {
      for (const key of this.soundKeys(base, stemmed, root, bare)) {
        for (const t of this.latinSoundingAs(key)) {
          cover(t);
          take(this.find(t, {prefix: false, fuzzy: false}, filter), () => 'typo', 0.8);
        }
      }
    }
    if (fuzzy && !found) {
      // Two neighbouring letters swapped (`selcet`) is one typo for a reader, two edits for Levenshtein.
      let transposed = false;
      for (let i = 0; i + 1 < base.length; i++) {
        if (base[i] === base[i + 1]) continue;
        const swapped = base.slice(0, i) + base[i + 1] + base[i] + base.slice(i + 2);
        const results = this.find(swapped, {prefix: false, fuzzy: false}, filter);
        if (results.length) {
          transposed = true;
          cover(swapped).add(stemWord(swapped, this.language));
          take(results, () => 'typo', 0.7);
        }
      }
      const corrected = this.find(base, {prefix: last, fuzzy, maxFuzzy: 2, weights: {prefix: 0.6, fuzzy: 0.25}}, filter);
      take(corrected, (r) => (r.terms.some((t) => variants.includes(t) || (last && t.startsWith(base))) ? 'word' : 'typo'));
      // The corrected word names a title as well as the word would (`moveClumn` → moveColumn()).
      const correctedWords = new Set<string>();
      for (const r of corrected) for (const t of r.terms) if (Math.abs(t.length - base.length) <= fuzzy) correctedWords.add(t);
      for (const t of correctedWords) cover(t);
      // The closest corrections are found as the word typed right would be, with its field weights (a title that
      // writes RestDataProvider answers `RestDataProvder` as it answers RestDataProvider), as a transposition is;
      // a transposition found is the likelier typo (`locael`: locale, not local).
      const closest = transposed ? [] : closestWords(base, [...correctedWords].slice(0, 16), fuzzy);
      for (const t of closest) take(this.find(t, {prefix: false, fuzzy: false}, filter), () => 'typo', 0.7);
      // …and brings its synonyms, as the word typed right would (`удалитьь` → удалить → delete).
      for (const t of [...correctedWords].slice(0, 8)) {
        for (const synonym of synonymsOf(t, this.language)) {
          cover(normalize(synonym));
          for (const term of this.termsOf([synonym])) take(this.find(term, {prefix: false, fuzzy: false}, filter), () => 'typo', 0.6);
        }
      }
    }
    return {hits, covers};
  }

  /** The sections a query matches, best first, and the kind of page it asks for (askedKind), which actionOrder uses too. */
  private rankWords(query: string, filter?: (tag: string) => boolean): Ranking {
    this.queryLanguage = this.isEnglish(query) ? 'en' : this.language;
    const words = this.words(query);
    if (words.length === 0) return {candidates: [], asked: null};
    const credit: Record<Kind, number> = {word: 1, typo: 0.75, part: 0.5};
    const covered = new Set<string>();
    // The same, word by word: which query words a title accounts for.
    const coveredOf: Set<string>[] = [];
    // A path literal ("/rows", "POST /cards/{id}"), an HTTP verb in capitals beside another word ("rows DELETE"), or a
    // word for routes beside another ("create column endpoint", "маршрут перемещения карточки") asks for a REST route.
    const queryPaths = new Set(restPaths(query));
    const pathOrVerb =
      /(^|\s)\/[\p{L}{]/u.test(query) || (words.length > 1 && /(^|[^\p{L}])(GET|POST|PUT|PATCH|DELETE)($|[^\p{L}])/u.test(query));
    const routeCues = words.length > 1 && !NO_SERVER.test(query) ? words.filter((w) => this.isCue(w, 'route')) : [];
    const restQuery = pathOrVerb || routeCues.length > 0;
    // The words for fetching (FETCH_CUES): they name a title's get, and with the server alone ask for the provider's call.
    const fetchWords = words.map((w) => this.isCue(w, 'fetch'));
    const perWord: Map<number, WordHit>[] = words.map((word, wi) => {
      const {hits, covers} = this.wordHits(word, wi === words.length - 1, filter);
      const mine = new Set(covers);
      // A word for fetching (FETCH_CUES: load, загрузить) names the get of a title, as "get" does: "load stages from
      // backend" names getColumns(). Tuning sets (2026-12-07), weighted top-1/top-3: 82.03/93.92 → 82.11/93.92, seven
      // better, one worse ("abhängigkeiten zwischen aufgaben beim laden mitgeben": getLinks() now just above the links
      // property).
      if (fetchWords[wi]) mine.add('get');
      for (const t of mine) covered.add(t);
      coveredOf[wi] = mine;
      return hits;
    });

    // A word no section writes (in any form, synonym, prefix or typo) is missing from every section alike: the share
    // a section must match is of the words the docs know, so a reader's word the docs never use ("프로필", "work in
    // progress") does not hide the pages that match the rest.
    // The HTTP verbs whose meaning the query's words (or their synonyms) say.
    const askedVerbs = new Set<string>();
    for (const [verb, meaning] of Object.entries(VERB_MEANINGS)) if (meaning.some((m) => covered.has(m))) askedVerbs.add(verb);
    let minWords = Math.ceil(Math.max(1, perWord.filter((m) => m.size > 0).length) * MIN_WORD_SHARE);
    const ids = new Set(perWord.flatMap((m) => [...m.keys()]));
    const missingByTitle = new Map<string[][], string[]>();
    // The words each page matches as words (not parts or typos) in any of its sections.
    const pageWords = new Map<string, Set<number>>();
    // …and those it matches as the name of a field of one of its tables (`limit` of a column).
    const pageFields = new Map<string, Set<number>>();
    const addTo = (map: Map<string, Set<number>>, page: string, wi: number) => {
      let set = map.get(page);
      if (!set) map.set(page, (set = new Set()));
      set.add(wi);
    };
    if (words.length > 1)
      perWord.forEach((m, wi) => {
        for (const [id, h] of m) {
          if (h.kind !== 'word') continue;
          addTo(pageWords, this.pageOf[id]!, wi);
          if (matchedIn(h, 'fields')) addTo(pageFields, this.pageOf[id]!, wi);
        }
      });
    // Each word's share of the coverage: the words criterion counts words alike; a word few sections hold ("queue")
    // says more of what is asked than one most hold ("provider", "request"), as in BM25's IDF.
    const sections = this.docs.length;
    // A query that says it wants an event ("when", "событие") or a call ("from code", "метод") asks for that kind of page;
    // its cue words then weigh less as words to find (CUE_WEIGHT).
    // …and one that says the board should have it from its creation asks for a property (AT_SETUP).
    const lower = query.toLowerCase();
    const atSetup = !!AT_SETUP[this.queryLanguage]?.test(lower) && !AFTER_SETUP[this.queryLanguage]?.test(lower);
    const cueQuery = query.replace(NEGATED_CUE[this.queryLanguage] ?? NEGATED_CUE.en!, ' ');
    const asked = atSetup ? null : this.askedKind(terms(cueQuery, this.queryLanguage), cueQuery);
    const configWords = asked ? new Set<number>() : this.cueWordsOf(words, 'config');
    const configAsked = atSetup || configWords.size > 0;
    const cueWords = asked ? this.cueWordsOf(words, asked) : configWords;
    const wordWeight = perWord.map(
      (m, wi) =>
        (cueWords.has(wi) ? CUE_WEIGHT : 1) * (1 - IDF_MIX + (IDF_MIX * Math.log(1 + sections / (1 + m.size))) / Math.log(1 + sections)),
    );
    const totalWeight = wordWeight.reduce((a, b) => a + b, 0);
    const ranked: Candidate[] = [];
    const queryTerms = words.map(normalize);
    const sharePower = 2 + LONG_QUERY_SHARE * Math.max(0, words.length - LONG_QUERY_WORDS);
    // Most sections match one common word of several: counted out before anything is built for them.
    // A page (its first section) holds the words its other sections match too, as the page credit below counts them:
    // getCard()'s page answers "read a task's data by id" though its `id` is in the parameters. Not in Chinese, whose
    // query words are short segments that most long pages hold somewhere (its readers' queries lost more than they won).
    const wholePage = this.language !== 'zh';
    const counts = new Map<number, number>();
    // How many sections match exactly n of the words.
    const withCount: number[] = [];
    for (const id of ids) {
      let count = 0;
      const onPage = wholePage && this.firstSection[id] ? pageWords.get(this.pageOf[id]!) : undefined;
      perWord.forEach((m, wi) => {
        if (m.has(id) || onPage?.has(wi)) count++;
      });
      counts.set(id, count);
      withCount[count] = (withCount[count] ?? 0) + 1;
    }
    // The share falls, a word at a time, while fewer than a page of sections reach it (Algolia's
    // removeWordsIfNoResults, asking for less rather than finding little): a long question whose words the docs know,
    // but never that many in one section ("편집 창이 열리거나 닫힐 때 알 수 있나요"), and a word that only a typo or a
    // description's odd word makes known ("보일지"), which must not leave the two sections that match it beside other
    // words as the only answers, above the page that matches the words that matter.
    let reaching = 0;
    for (let c = minWords; c < withCount.length; c++) reaching += withCount[c] ?? 0;
    while (minWords > 1 && reaching < MIN_KEPT) reaching += withCount[--minWords] ?? 0;
    const kept: number[] = [];
    for (const [id, count] of counts) if (count >= minWords) kept.push(id);
    // A guide or a how-to whose sections, together, match more of the query's words than any item's page does is no
    // hub for this query: its page rank is the item's (LIFTED_HUB).
    const pageCoverage = (page: string, skip: ReadonlySet<number>) => {
      let sum = 0;
      for (const wi of pageWords.get(page) ?? []) if (!skip.has(wi)) sum += wordWeight[wi]!;
      return sum / totalWeight;
    };
    // The query words each section matches as words, for liftedOver (called once, or twice when a call is asked): worked
    // out on its first call, from the hits.
    let sectionWordIndexes: Map<number, number[]> | undefined;
    const wordsOfSections = () => {
      if (!sectionWordIndexes) {
        const map = (sectionWordIndexes = new Map<number, number[]>());
        perWord.forEach((m, wi) => {
          for (const [id, h] of m) {
            if (h.kind !== 'word') continue;
            const list = map.get(id);
            if (list) list.push(wi);
            else map.set(id, [wi]);
          }
        });
      }
      return sectionWordIndexes;
    };
    const liftedOver = (skip: ReadonlySet<number>) => {
      const lifted = new Set<string>();
      if (words.length < LIFT_MIN_WORDS) return lifted;
      let bestItem = 0;
      for (const page of pageWords.keys())
        if (!LIFTED_HUB.test(page) && pageRank(page) >= 0.5) bestItem = Math.max(bestItem, pageCoverage(page, skip));
      for (const page of pageWords.keys()) if (LIFTED_HUB.test(page) && pageCoverage(page, skip) > bestItem) lifted.add(page);
      // …or one of whose sections matches more of the words, in place, than any section of an item's page (Algolia's
      // words criterion, record by record): a how-to's section that says all of "ui already moved the card but the
      // save failed, revert it" answers it better than an item whose page has each word somewhere.
      const sectionWords = new Map<string, number>();
      for (const [id, matched] of wordsOfSections()) {
        let n = 0;
        for (const wi of matched) if (!skip.has(wi)) n++;
        const page = this.pageOf[id]!;
        if (n > (sectionWords.get(page) ?? 0)) sectionWords.set(page, n);
      }
      let bestSection = 0;
      for (const [page, n] of sectionWords) if (!LIFTED_HUB.test(page) && pageRank(page) >= 0.5) bestSection = Math.max(bestSection, n);
      for (const [page, n] of sectionWords) if (LIFTED_HUB.test(page) && n > bestSection) lifted.add(page);
      return lifted;
    };
    const toolbarNamed = TOOLBAR_WORDS.some((w) => covered.has(w));
    // Only the server named ("save the column order on the server"): a route weighs as an item, not above one.
    const serverOnly = restQuery && !pathOrVerb && routeCues.every((w) => this.isCue(w, 'server'));
    const liftedPages = liftedOver(new Set());
    // …and one that fetches from the server asks for the provider's call, whether or not it says "from code" (FETCH_CUES).
    const fetchAsked = serverOnly && asked !== 'events' && fetchWords.includes(true);
    // The words written as code that a table of the page documents as a field (NAMED_FIELD_FACTOR).
    const identifiers = words.flatMap((w, wi) => (IDENTIFIER_WORD.test(w) ? [wi] : []));
    const namesField = (page: string) => identifiers.some((wi) => pageFields.get(page)?.has(wi));
    // …and the pages whose title one of them writes, as the page itself (CODE_TITLE_FACTOR).
    const codeNames = new Set(identifiers.map((wi) => normalize(words[wi]!)));
    const codeNamed = (id: number) =>
      codeNames.size > 0 && this.firstSection[id] && !!this.factsOf(id).titleTerms?.some(([w]) => codeNames.has(w!));
    // …and weighs as a method when the query asks for a call, if it still matches more without the words that asked
    // ("from code": a method's page need not say so).
    const liftedAsMethods = asked === 'methods' ? liftedOver(cueWords) : new Set<string>();
    // The actions (addcolumn, updaterow) whose pages' titles the query names (NAMED_ACTIONS).
    const namedActions = new Set<string>();
    for (const id of kept) {
      const page = this.pageOf[id]!;
      const found: WordHit[] = [];
      let wordScores = 0;
      perWord.forEach((m, wi) => {
        const h = m.get(id);
        if (!h) return;
        found.push(h);
        wordScores += h.score * (cueWords.has(wi) ? CUE_WEIGHT : 1);
      });
      // A section that matches only through its page's title adds nothing to the page hit itself.
      if (onlyInPath(found)) continue;
      // The page itself (its first section) answers, nearly half as much, the words its other sections match: the
      // columns page with a `limit` field answers "limit cards in column" better than a page without one. (The page a
      // query named by its title word once had them in full; since pages' descriptions and what linking pages say are
      // indexed, that made top-1 worse on the tuning sets: 70.9 against 71.1 without it, top-3 87.5 alike.)
      const onPage = this.firstSection[id] && words.length > 1 ? pageWords.get(page) : undefined;
      let coverage = 0;
      perWord.forEach((m, wi) => {
        const h = m.get(id);
        coverage += (h ? credit[h.kind] : onPage?.has(wi) ? PAGE_WORD_CREDIT : 0) * wordWeight[wi]!;
      });
      coverage /= totalWeight;
      // The page's keywords say much of the query in its own words (KEYWORDS_NAMING); all of it, and a hub's keywords
      // name the hub as its title does ("release notes", "changelog": HUB_RANK).
      let keywordShare = 0;
      let keywordWords = 0;
      if (this.firstSection[id]) {
        perWord.forEach((m, wi) => {
          const h = m.get(id);
          if (h?.kind !== 'word' || !matchedIn(h, 'keywords')) return;
          keywordShare += wordWeight[wi]!;
          keywordWords++;
        });
        keywordShare /= totalWeight;
      }
      const keywordFactor = words.length > 1 && keywordShare >= KEYWORDS_NAMING.share ? 1 + (KEYWORDS_NAMING.factor - 1) * keywordShare : 1;
      // The query writes a route's path as its title does (`/cards/{id}/move`): that route is what it names.
      const samePath = queryPaths.has(this.factsOf(id).titlePath ?? '') ? 3 : 1;
      // …and a route of the verb the query asks for.
      const verb = restQuery && askedVerbs.size ? this.factsOf(id).titleVerb : undefined;
      // Not for a fetch the provider's call makes (FETCH_CUES): "load assignees from server" names no route's GET.
      const sameVerb = verb && askedVerbs.has(verb) && !fetchAsked ? ROUTE_VERB_FACTOR : 1;
      const titleFactor = this.titleFactor(id, covered, restQuery, missingByTitle, coveredOf, pageFields.get(page));
      const action = titleFactor > 1 && this.firstSection[id] ? ACTION_PAGE.exec(page)?.[2] : undefined;
      if (action) namedActions.add(action);
      const score =
        wordScores *
        this.rankFor(id, restQuery, fetchAsked ? 'methods' : asked, toolbarNamed, serverOnly, configAsked) *
        (liftedPages.has(page) ? (liftedAsMethods.has(page) ? ASKED_METHOD_FACTOR : 1) / this.factsOf(id).rank : 1) *
        titleFactor *
        (this.factsOf(id).rank === HUB_RANK && (keywordWords === words.length || this.isTitleOf(id, covered, missingByTitle, coveredOf))
          ? 1 / HUB_RANK
          : 1) *
        samePath *
        sameVerb *
        keywordFactor *
        (namesField(page) ? NAMED_FIELD_FACTOR : 1) *
        (codeNamed(id) ? CODE_TITLE_FACTOR : 1);
      const meta = this.meta[id]!;
      ranked.push(
        new Candidate(this.docs[id]!, meta.tag, meta.language, id, found, score, queryTerms, {
          weight: score * coverage ** sharePower,
          typos: found.filter((h) => h.kind !== 'word').length,
          coverage,
        }),
      );
    }
    if (namedActions.size >= NAMED_ACTIONS.min)
      for (const c of ranked) if (liftedPages.has(this.pageOf[c.id]!)) c.weight *= NAMED_ACTIONS.factor;
    // One word: exact and prefix matches before typo-only ones (Algolia's typo criterion). Several words: the
    // share of words matched weighs more than a typo in one of them (the words criterion of an AND query).
    const tiered = words.length === 1;
    const order = (a: Candidate, b: Candidate) => (tiered ? Number(a.typos > 0) - Number(b.typos > 0) : 0) || b.weight - a.weight;
    ranked.sort(order);
    // Not in Chinese, whose text is written without spaces: a run of characters is one place for all its words.
    if (words.length > 1 && this.language !== 'zh') {
      ranked.forEach((c, i) => {
        const found = c.hits;
        if (found.length < 2) return;
        c.weight *= i < NEAR_K ? NEAR_BASE + (1 - NEAR_BASE) * this.nearShare(c.id, found) : NEAR_BASE;
      });
      ranked.sort(order);
    }
    return {candidates: ranked, asked};
  }

  private readonly positions: (Map<string, number[]> | undefined)[] = [];
  /** The index terms of the words of the docs' text, as `positionsOf` meets them. */
  private readonly wordTerms = new Map<string, string[]>();
  /** Where each term stands in a section's text (its words in order), worked out the first time it is needed. */
  private positionsOf(id: number): Map<string, number[]> {
    let map = this.positions[id];
    if (!map) {
      map = new Map();
      let at = 0;
      for (const paragraph of this.docs[id]!.c)
        for (const m of paragraph.matchAll(WORD)) {
          for (const t of remembered(this.wordTerms, m[0], () => tokenize(m[0], this.language))) {
            const list = map.get(t);
            if (!list) map.set(t, [at]);
            else if (list[list.length - 1] !== at) list.push(at);
          }
          at++;
        }
      this.positions[id] = map;
    }
    return map;
  }

  /**
   * Share of a section's matched query words that stand near each other (Algolia's proximity criterion): the most of
   * them inside one window of the section's text, plus those matched in its title and headings, which are near all.
   */
  private nearShare(id: number, found: readonly WordHit[]): number {
    const positions = this.positionsOf(id);
    let near = 0;
    const points: [number, number][] = [];
    found.forEach((h, wi) => {
      const fields = Object.values(h.match).flat();
      if (fields.some((f) => f === 'title' || f === 'heading' || f === 'path' || f === 'category')) return void near++;
      const at = new Set(h.terms.flatMap((t) => positions.get(t) ?? []));
      if (!at.size) return void near++;
      for (const p of at) points.push([p, wi]);
    });
    points.sort((a, b) => a[0] - b[0]);
    const inWindow = new Map<number, number>();
    let best = 0;
    for (let lo = 0, hi = 0; hi < points.length; hi++) {
      inWindow.set(points[hi]![1], (inWindow.get(points[hi]![1]) ?? 0) + 1);
      while (points[hi]![0] - points[lo]![0] >= NEAR_WINDOW) {
        const w = points[lo++]![1];
        const n = inWindow.get(w)! - 1;
        if (n) inWindow.set(w, n);
        else inWindow.delete(w);
      }
      best = Math.max(best, inWindow.size);
    }
    return (near + best) / found.length;
  }

  /** Whether a query term is the whole first word of a section's page title (`update-card`, `updatecard`). */
  private namesTitleOf(id: number, queryTerms: readonly string[]): boolean {
    const first = this.factsOf(id).titleTerms?.[0]?.[0];
    return first !== undefined && queryTerms.includes(first);
  }

  /**
   * Page rank of a section. A query with a path literal asks for routes, a query that speaks of an event for events,
   * one that speaks of a call for methods: those pages then rank above the items of the same name (routes, methods) or
   * as items (events, which otherwise rank below the methods that perform their action). A route weighs as an item
   * when the query only names the server (`serverOnly`); a Toolbar page with a board twin weighs by whether the query
   * names the Toolbar (TOOLBAR_TWIN_RANK); a property's page weighs more when the query names the configuration
   * (`configAsked`, ASKED_CONFIG_FACTOR) and less when it asks for a call (CONFIG_RANK_CALL_ASKED).
   */
  private rankFor(
    id: number,
    restQuery: boolean,
    asked: 'events' | 'methods' | null,
    toolbarNamed: boolean,
    serverOnly: boolean,
    configAsked: boolean,
  ): number {
    const url = this.docs[id]!.url;
    const facts = this.factsOf(id);
    const rank = facts.toolbarTwin ? (toolbarNamed ? TOOLBAR_TWIN_RANK.named : TOOLBAR_TWIN_RANK.unnamed) : facts.rank;
    // A query that only names the server and asks for a call ("fetch rows from the server in client code") asks for the
    // provider's method more than for the route it requests: the route weighs as much less as the method weighs more.
    // Tuning sets (2026-12-06): 80.59/93.41 → 80.63/93.41, two better, none worse; dividing by 2 three better and one
    // worse ("server call that deletes a card dependency" asks for the route), by 3 three and three.
    if (restQuery && /\/api\/provider\/rest_routes\//.test(url))
      return serverOnly ? SERVER_NAMED_ROUTE_RANK / (asked === 'methods' ? ASKED_METHOD_FACTOR : 1) : 1.5;
    if (asked === 'events' && /\/api\/events\//.test(url)) return ASKED_EVENT_RANK;
    if (asked === 'methods' && METHOD_PAGE.test(url)) return ASKED_METHOD_FACTOR * rank;
    if (configAsked && /\/api\/config\//.test(url)) return ASKED_CONFIG_FACTOR * rank;
    if (asked === 'methods' && /\/api\/config\//.test(url)) return CONFIG_RANK_CALL_ASKED * rank;
    return rank;
  }

  /** The query words (by index) that are cue words of the kind asked for, when the query has other words too. */
  private cueWordsOf(words: readonly string[], asked: 'events' | 'methods' | 'config'): Set<number> {
    const kind = asked === 'events' ? 'event' : asked === 'config' ? 'config' : 'method';
    const out = new Set<number>();
    words.forEach((w, wi) => this.isCue(w, kind) && out.add(wi));
    return out.size < words.length ? out : new Set();
  }

  /**
   * The kind of page a query's cue words ask for: a method when it speaks of a call, else an event when it speaks of
   * one; a phrase of AFTER_SETUP asks for a call, and one of EVENT_PHRASES for an event, before any cue word.
   */
  private askedKind(queryTerms: readonly Term[], query: string): 'events' | 'methods' | null {
    if (AFTER_SETUP[this.queryLanguage]?.test(query.toLowerCase())) return 'methods';
    if (EVENT_PHRASES[this.queryLanguage]?.test(query)) return 'events';
    const cues = cuesOf(this.queryLanguage);
    const words = queryTerms.map((t) => t.term);
    // "so that" (чтобы) takes the past form in Russian without telling of anything that happened.
    const past = words.includes('чтобы') ? undefined : PAST_FORM[this.queryLanguage];
    // A past form as the reader wrote it, not as a stem: "rückgängig gemachte Änderung" (an undone change) describes the
    // change, though its stem is the participle "gemacht". Tuning sets (2026-12-06): top-1/top-3 unchanged at
    // 80.40/93.26, two better, one worse (from 1 to 2: "Löschschutz für geteilte Karten", which the compound's head below
    // then asks for the event).
    // A German compound is what its last part is: a Löschschutz is a Schutz, which is asked of an event's handler.
    // Tuning sets: 80.40/93.26 → 80.44/93.26, one better, none worse.
    const heads = COMPOUNDING.has(this.language)
      ? queryTerms.flatMap(({term, exact}) => (exact ? (this.compoundParts(term)?.slice(-1) ?? []) : []))
      : [];
    const isPast = (term: string) => !!past?.test(term) && !STATE_WORDS.has(term);
    const happened = ({term, exact}: Term) => cues.event.has(term) || (exact && isPast(term));
    // A call cue in the past or passive tells of a call that happened ("my sort handler is called with null"): the
    // handler's event, not a call the reader makes. Not a cue word that is itself past ("already rendered"). A word's
    // stems and parts follow it in `queryTerms`, so they go with it.
    let pastWord = false;
    const callWords = queryTerms
      .filter(({term, exact}) => {
        if (exact) pastWord = isPast(term) && !cues.method.has(term);
        return !pastWord;
      })
      .map((t) => t.term);
    return [...callWords, ...heads].some((w) => cues.method.has(w))
      ? 'methods'
      : queryTerms.some(happened) || heads.some((w) => cues.event.has(w))
        ? 'events'
        : null;
  }

  /**
   * Algolia's "exact" criterion: a page whose title the query names word for
   * word (`rows`, `undo()`, `add-card`, `POST /rows`) ranks first among
   * equals; a route's title counts without its HTTP verb when the query has a
   * path literal.
   */
  private titleFactor(
    id: number,
    covered: Set<string>,
    restQuery: boolean,
    missingByTitle: Map<string[][], string[]>,
    coveredOf: readonly Set<string>[],
    fieldWords?: ReadonlySet<number>,
  ): number {
    const {titleTerms: title, titleVerb} = this.factsOf(id);
    if (!title?.length) return 1;
    // A route's title is a REST literal (`DELETE /links`): a query that does not ask for routes (no path, no verb in
    // capitals, no route cue) names its words, not the route. "break dependency between two tasks" is deleteLink(),
    // whose title it names as well. Tuning sets (2026-12-07), weighted top-1/top-3: 82.11/93.92 → 82.23/93.92, four
    // better, none worse.
    if (!restQuery && titleVerb) return 1;
    const missing = this.missingOf(title, covered, missingByTitle);
    if (missing.length && !(restQuery && missing.every((w) => HTTP_VERBS.has(w)))) return 1;
    // The page itself, or less, one of its sections (a field, a payload).
    const factor = this.firstSection[id] ? 2 : 1.5;
    // In full when the title (or a field the page's tables name) accounts for two thirds of the query's words or more,
    // else in proportion: "editor" names the editor property's title, but "open the editor for a task from code" asks
    // for more than that page; "limit cards in column" names columns and its `limit` field.
    if (coveredOf.length < 2) return factor;
    const used = Math.max(1, coveredOf.filter((set, wi) => this.namesTitle(set, title) || fieldWords?.has(wi)).length);
    return 1 + (factor - 1) * Math.min(1, (1.5 * used) / coveredOf.length);
  }

  /** Whether the query is the title of a section's page: it names every title word, and each of its words is one. */
  private isTitleOf(
    id: number,
    covered: Set<string>,
    missingByTitle: Map<string[][], string[]>,
    coveredOf: readonly Set<string>[],
  ): boolean {
    const title = this.factsOf(id).titleTerms;
    if (!this.firstSection[id] || !title?.length || this.missingOf(title, covered, missingByTitle).length) return false;
    return coveredOf.every((set) => this.namesTitle(set, title));
  }

  /** Whether one query word (the terms it covers) names a word of a title. */
  private namesTitle(set: ReadonlySet<string>, title: string[][]): boolean {
    return title.some((ws) => ws.some((t) => set.has(t) || set.has(stemWord(t, this.language))));
  }

  /** `unnamed`, once per title: the sections of a page share its title. */
  private missingOf(title: string[][], covered: Set<string>, missingByTitle: Map<string[][], string[]>): string[] {
    let missing = missingByTitle.get(title);
    if (!missing) {
      missing = this.unnamed(title, covered);
      missingByTitle.set(title, missing);
    }
    return missing;
  }

  /** The words of a title that the query's words (`covered`) do not name. */
  private unnamed(title: string[][], covered: Set<string>): string[] {
    const named = (w: string) => covered.has(w) || covered.has(stemWord(w, this.language));
    // A title word is named by itself or by all its parts ("add card" names addCard()); neighbouring parts may be
    // named as one word ("editor autosave" names editorAutoSave, "readonly" a title written read-only).
    const partsNamed = (parts: string[]) => {
      for (let i = 0; i < parts.length;) {
        if (named(parts[i]!)) {
          i++;
          continue;
        }
        // A part not named alone may sit in neighbouring parts the query writes as one word.
        let end = 0;
        for (let start = Math.max(0, i - 2); start <= i && !end; start++)
          for (let e = Math.max(i + 1, start + 2); e <= Math.min(parts.length, start + 3) && !end; e++)
            if (covered.has(parts.slice(start, e).join(''))) end = e;
        if (!end) return false;
        i = end;
      }
      return true;
    };
    // A stop word of the title ("Working with server", "What's new", "Что нового") is as unnamed as the query's own stop
    // words, which the query drops: it leaves the title named.
    const stop = stopWordsOf(this.language);
    const meaningful = title.filter(([w]) => !stop.has(withoutPossessive(w!)));
    return (meaningful.length ? meaningful : title)
      .filter(([w, ...parts]) => !named(w!) && !(parts.length && partsNamed(parts)))
      .map(([w]) => w!);
  }

  /**
   * Sections for a question in natural language: any word may match (OR),
   * with typo tolerance, ranked by relevance. Used by Ask AI.
   */
  rankLoose(question: string, filter?: (tag: string) => boolean): {doc: SectionDoc; tag: string; result: SearchResult}[] {
    const words = question.match(WORD) ?? [];
    const queries: Query[] = words.map((word) => {
      const base = normalize(word);
      const variants = [...new Set(terms(word, this.language).map((t) => t.term))];
      return {
        combineWith: 'OR',
        queries: [...variants, ...(base.length >= 5 ? [{queries: [base], fuzzy: 1, maxFuzzy: 1} as unknown as Query] : [])],
      } as Query;
    });
    if (queries.length === 0) return [];
    // MiniSearch's default BM25 parameters: any word may match, long sections may win.
    return this.find({combineWith: 'OR', queries} as Query, {bm25: {k: 1.2, b: 0.7, d: 0.5}}, filter)
      .sort((a, b) => b.score - a.score)
      .map((result) => ({doc: this.docs[result.id]!, tag: this.meta[result.id]!.tag, result}));
  }

  /** A page of DocSearch hits for a query. */
  search(query: string, opts: SearchOptions = {}, filter?: (tag: string) => boolean, origin = ''): SearchResponse {
    return this.page(query.trim() ? this.rank(query, filter) : [], query, opts, origin);
  }

  /** A page of DocSearch hits from sections already ranked for the query (at most 1000 count). */
  page(rankedAll: Ranked[], query: string, opts: SearchOptions = {}, origin = ''): SearchResponse {
    const start = typeof performance !== 'undefined' ? performance.now() : Date.now();
    const hitsPerPage = opts.hitsPerPage ?? 20;
    const page = opts.page ?? 0;
    const ranked = rankedAll.slice(0, 1000);
    const tags: HighlightTags = {pre: opts.highlightPreTag ?? DEFAULT_TAGS.pre, post: opts.highlightPostTag ?? DEFAULT_TAGS.post};
    const matchers = queryMatchers(query, this.language);
    // The headings of a page's sections repeat from hit to hit (its title, its category): each is marked once per
    // matcher.
    const headings = new Map<TermMatcher, Map<string, {value: string; matched: boolean}>>();
    const markHeading = (text: string, matcher: TermMatcher) => {
      let marked = headings.get(matcher);
      if (!marked) headings.set(matcher, (marked = new Map()));
      let hl = marked.get(text);
      if (!hl) marked.set(text, (hl = highlight(text, matcher, query, tags)));
      return hl;
    };
    const hits = ranked
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((r) => this.toHit(r, matchers(r.result.terms), query, tags, opts, origin, markHeading));
    const end = typeof performance !== 'undefined' ? performance.now() : Date.now();
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(end - start),
    };
  }

  private toHit(
    r: Ranked,
    matcher: TermMatcher,
    query: string,
    tags: HighlightTags,
    opts: SearchOptions,
    origin: string,
    markHeading: (text: string, matcher: TermMatcher) => {value: string; matched: boolean},
  ): Hit {
    const {doc} = r;
    const fields = new Set(Object.values(r.result.match).flat());
    const level = sectionLevel(doc);
    const type: Hit['type'] =
      fields.has('title') || fields.has('summary') || fields.has('description') || fields.has('keywords')
        ? 'lvl1'
        : fields.has('heading')
          ? (`lvl${level}` as Hit['type'])
          : 'content';
    const hierarchy = Object.fromEntries(doc.h.map((v, i) => [`lvl${i}`, v ?? null])) as Hit['hierarchy'];
    const paragraphs = doc.c;
    // The snippet shows the words that matched: a paragraph, else the page's description, else the first paragraph.
    const best =
      paragraphs.find((p) => hasMatch(p, matcher, query)) ??
      (doc.d && hasMatch(doc.d, matcher, query) ? doc.d : undefined) ??
      paragraphs[0] ??
      null;
    const highlightLevels: Record<string, unknown> = {};
    const snippetLevels: Record<string, unknown> = {};
    doc.h.forEach((v, i) => {
      if (!v) return;
      const hl = markHeading(v, matcher);
      highlightLevels[`lvl${i}`] = {value: hl.value, matchLevel: hl.matched ? 'full' : 'none', matchedWords: []};
      snippetLevels[`lvl${i}`] = {value: hl.value, matchLevel: hl.matched ? 'full' : 'none'};
    });
    const content = best ?? '';
    const {highlight: hlContent, snippet: snip} = highlightWithSnippet(
      content,
      matcher,
      query,
      opts.snippetWords ?? 15,
      opts.snippetEllipsisText ?? '…',
      tags,
    );
    return {
      objectID: `${r.tag}:${r.id}`,
      url: origin + doc.url,
      type,
      hierarchy,
      content: best,
      language: r.language,
      docusaurus_tag: r.tag,
      _highlightResult: {
        hierarchy: highlightLevels,
        content: {value: hlContent.value, matchLevel: hlContent.matched ? 'full' : 'none', matchedWords: []},
      },
      _snippetResult: {
        hierarchy: snippetLevels,
        content: {value: snip.value, matchLevel: snip.matched ? 'full' : 'none'},
      },
    };
  }
}
