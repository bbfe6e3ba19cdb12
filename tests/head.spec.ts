/**
 * The page head (title, meta and link tags, html and body attributes) that
 * the browser keeps up to date as the reader moves around the site. In the
 * browser it is src/plugins/lean-bundle/client/helmet.tsx, in place of
 * react-helmet-async, which still renders the head on the server: after
 * hydration the head is the one the server sent, and after an in-app
 * navigation it is the head of a fresh load of the same page.
 */
import type {Page} from '@playwright/test';
import {test, expect, RU, navigateInApp} from './baseTest';

interface Head {
  title: string;
  html: string[];
  body: string;
  tags: string[];
}

/**
 * The managed head of a document: the title, the html attributes the head manager set (listed in its `data-rh`, or as
 * given: the server does not list them), the
 * body class, and the tags it manages, with attributes sorted and JSON-LD keys sorted, so that order does not matter.
 */
function snapshot(doc: Document, managedHtml?: string[]): Head {
  const attrs = (e: Element) =>
    Array.from(e.attributes)
      .filter((a) => a.name !== 'data-rh')
      .map((a) => `${a.name}=${a.value}`)
      .sort();
  const sortKeys = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortKeys)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, sortKeys(x)]),
          )
        : v;
  const content = (e: Element) =>
    e.getAttribute('type') === 'application/ld+json' ? JSON.stringify(sortKeys(JSON.parse(e.textContent!))) : e.innerHTML;
  const managed = managedHtml ?? (doc.documentElement.getAttribute('data-rh') ?? '').split(',');
  return {
    title: doc.title,
    html: attrs(doc.documentElement).filter((a) => managed.includes(a.split('=')[0]!)),
    // Without the class that follows the reader's last input device (keyboard or pointer).
    body: doc.body.className.replace('navigation-with-keyboard', '').trim(),
    // The title element's marker differs between the server and the browser with the library too; doc.title is compared.
    tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'))
      .map((e) => `${e.tagName} ${attrs(e).join(' ')} ${content(e)}`)
      .sort(),
  };
}

const liveHead = (page: Page) => page.evaluate(`(${snapshot.toString()})(document)`) as Promise<Head>;

/** The head as the server sent it, before any script ran, with the html attributes the page's head manager manages. */
async function serverHead(page: Page, url: string): Promise<Head> {
  const html = await (await page.request.get(url)).text();
  return page.evaluate(
    ([source, markup]) =>
      new Function('doc', 'managed', `return (${source})(doc, managed)`)(
        new DOMParser().parseFromString(markup, 'text/html'),
        document.documentElement.getAttribute('data-rh')!.split(','),
      ) as Head,
    [snapshot.toString(), html] as const,
  );
}

/** Two animation frames: the head is updated once per frame. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const PAGES = [
  `${RU}api/methods/js_kanban_addcard_method/`,
  `${RU}guides/configuration/`,
  `${RU}category/guides/`,
  `${RU}1.6/api/methods/js_kanban_addcard_method/`,
  `${RU}search/?q=${encodeURIComponent('карточка')}`,
  `${RU}no-such-page/`,
];

test('after hydration the head is the one the server rendered', async ({page, gotoHydrated}) => {
  for (const url of [RU, ...PAGES.slice(0, 4)]) {
    await gotoHydrated(url);
    await settle(page);
    const server = await serverHead(page, url);
    expect(server.tags.length, url).toBeGreaterThan(10);
    const live = await liveHead(page);
    // Hydration flips the one attribute the server cannot know.
    expect(server.html).toContain('data-has-hydrated=false');
    expect(live.html).toContain('data-has-hydrated=true');
    const hydrated = (h: Head) => ({...h, html: h.html.filter((a) => !a.startsWith('data-has-hydrated='))});
    expect(hydrated(live), url).toEqual(hydrated(server));
  }
});

test('after in-app navigation the head is that of a fresh load of the new page', async ({page, gotoHydrated}) => {
  const fresh: Record<string, Head> = {};
  for (const url of PAGES) {
    await gotoHydrated(url);
    await settle(page);
    fresh[url] = await liveHead(page);
  }
  await gotoHydrated(RU);
  const landing = await liveHead(page);
  for (const url of PAGES) {
    await navigateInApp(page, url);
    await expect.poll(() => liveHead(page), {message: url}).toEqual(fresh[url]);
  }
  // And back: nothing of the pages visited stays behind.
  await navigateInApp(page, RU);
  await expect.poll(() => liveHead(page)).toEqual(landing);
});
