/**
 * The site shell on the Russian reference site, one test per behaviour of
 * the foundation issue (seed sections 2, 4 and 9).
 */
import {test, expect, RU, waitForHydration, navigateInApp} from './baseTest';
import {t} from './i18n';
import {site} from '../src/data/site';

const DOC = `${RU}how_to_start/`;

test.describe('skip link', () => {
  test('is the first tab stop and moves focus to the main content', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: t('ru', 'theme.common.skipToMainContent')});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moved to <main>: the next Tab reaches the first control inside it, not the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test.describe('announcement bar', () => {
  test('closes and stays closed after reload, stored under an unprefixed key', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    const bar = page.getByRole('banner').filter({hasText: 'JavaScript Kanban 1.7'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: t('ru', 'theme.AnnouncementBar.closeButtonAriaLabel')}).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('JavaScript Kanban 1.7 is out')).toHaveCount(0);
    await expect(page.getByRole('banner').filter({hasText: 'JavaScript Kanban 1.7'})).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('has every item type of the seed', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const nav = page.getByRole('navigation', {name: t('ru', 'theme.NavBar.navAriaLabel')});
    // docSidebar link and doc link
    await expect(nav.getByRole('link', {name: t('ru', 'item.label.Docs', 'docusaurus-theme-classic/navbar.json')})).toHaveAttribute(
      'href',
      /\/kanban\/ru\/$/,
    );
    await expect(nav.getByRole('link', {name: t('ru', 'item.label.Get started', 'docusaurus-theme-classic/navbar.json')})).toHaveAttribute(
      'href',
      '/kanban/ru/how_to_start/',
    );
    // dropdown with the four external resources
    const resources = nav.getByRole('button', {name: t('ru', 'item.label.Resources', 'docusaurus-theme-classic/navbar.json')});
    await resources.hover();
    for (const id of ['Examples', 'Forum', 'Support', 'Download']) {
      const link = nav.getByRole('link', {name: t('ru', `item.label.${id}`, 'docusaurus-theme-classic/navbar.json')});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // plain link
    await expect(
      nav.getByRole('link', {name: t('ru', 'item.label.Release notes', 'docusaurus-theme-classic/navbar.json')}),
    ).toHaveAttribute('href', '/kanban/ru/news/whats_new/');
    // html item
    await expect(nav.locator('.navbar-release__badge')).toHaveText(`v${site.latestRelease}`);
    // docsVersion: the version read, linking its start page
    await expect(nav.locator('a.navbar-docs-version')).toHaveText(site.currentVersionLabel);
    await expect(nav.locator('a.navbar-docs-version')).toHaveAttribute('href', '/kanban/ru/');
    // docs version dropdown, locale dropdown, search
    await expect(nav.getByRole('button', {name: site.currentVersionLabel, exact: true})).toBeVisible();
    await expect(nav.getByRole('button', {name: 'Русский'})).toBeVisible();
    await expect(nav.getByRole('button', {name: /Search|Поиск/})).toBeVisible();
  });

  test('hides on scroll down, comes back on scroll up and near the top', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    // below the navbar height: still shown
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(200);
    await expect(navbar).toBeInViewport();
    await page.mouse.wheel(0, 800);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('hides when jumping to an in-page anchor', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const navbar = page.locator('nav.navbar');
    await page.locator('.table-of-contents').getByRole('link').last().click();
    await expect(page).toHaveURL(/#whats-next$/);
    await expect(navbar).not.toBeInViewport();
  });
});

test.describe('mobile sidebar', () => {
  test('shows the docs menu with a back button, and closes when the viewport grows past 996 px', async ({page, gotoHydrated}) => {
    await page.setViewportSize({width: site.desktopBreakpoint - 96, height: 800});
    await gotoHydrated(DOC);
    await page.getByRole('button', {name: t('ru', 'theme.docs.sidebar.toggleSidebarButtonAriaLabel')}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // The secondary menu (the docs sidebar) opens first on a docs page.
    const back = sidebar.getByRole('button', {name: t('ru', 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')});
    await expect(back).toBeVisible();
    await back.click();
    await expect(
      sidebar.getByRole('link', {name: t('ru', 'item.label.Get started', 'docusaurus-theme-classic/navbar.json')}),
    ).toBeVisible();

    await page.setViewportSize({width: site.desktopBreakpoint + 4, height: 800});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test.describe('docs layout', () => {
  test('shows breadcrumbs', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const crumbs = page.getByRole('navigation', {name: t('ru', 'theme.docs.breadcrumbs.navAriaLabel')});
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('link', {name: t('ru', 'theme.docs.breadcrumbs.home')})).toHaveAttribute('href', RU);
  });

  test('a slow page change shows the progress bar along the top until the page is shown', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const firstTitle = await page.locator('h1').textContent();
    // Every script from now on arrives after 1.5 s: the next page's chunks are slow.
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await navigateInApp(page, `${RU}guides/configuration/`);
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(2);
    await expect(page.locator('h1')).not.toHaveText(firstTitle!, {timeout: 10_000});
    await expect(page.locator('article')).toContainText('cardShape');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('sidebar cannot be hidden and categories do not auto-collapse', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTitle(t('ru', 'theme.docs.sidebar.collapseButtonTitle'))).toHaveCount(0);
    const categories = sidebar.locator('li.theme-doc-sidebar-item-category-level-1');
    const collapsedFlags = await categories.evaluateAll((lis) =>
      lis.map(
        (li) =>
          li.classList.contains('menu__list-item--collapsed') &&
          Boolean(li.querySelector(':scope > .menu__list-item-collapsible > button.menu__caret')),
      ),
    );
    const targets = collapsedFlags.flatMap((c, i) => (c ? [i] : [])).slice(0, 2);
    expect(targets).toHaveLength(2);
    // Expand two collapsed categories, one after the other: both stay open. The lower one first, so the upper one's
    // caret does not move while the other expands (a click on a caret that moved lands elsewhere).
    for (const i of [...targets].reverse()) {
      await categories.nth(i).locator(':scope > .menu__list-item-collapsible > button.menu__caret').click();
      await expect(categories.nth(i)).not.toHaveClass(/menu__list-item--collapsed/);
    }
    for (const i of targets) await expect(categories.nth(i)).not.toHaveClass(/menu__list-item--collapsed/);
  });

  test('table of contents lists h2 and h3 only', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator('a[href="#step-1"]')).toHaveCount(1); // h2
    await expect(toc.locator('a[href="#install-npm"]')).toHaveCount(1); // h3
    await expect(page.locator('h4#install-trial')).toHaveCount(1);
    await expect(toc.locator('a[href="#install-trial"]')).toHaveCount(0); // h4
  });

  test('page title uses the | delimiter', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    await expect(page).toHaveTitle(/^.+ \| JavaScript Kanban$/);
  });

  test('footer has link columns, a logo and the copyright', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__col')).toHaveCount(3);
    await expect(footer.locator('.footer__logo')).toBeVisible();
    await expect(footer.locator('.footer__copyright')).toHaveText(/Copyright © 20\d\d/);
  });
});

test.describe('colour mode', () => {
  test('defaults to light even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto(RU);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('toggle flips light and dark, and the choice is saved under "theme"', async ({page, gotoHydrated}) => {
    await gotoHydrated(RU);
    const toggleLabel = t('ru', 'theme.colorToggle.ariaLabel').split('(')[0]!.trim();
    const toggle = page.locator('.navbar').getByRole('button', {name: new RegExp(toggleLabel)});
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('toggle is disabled until the page has hydrated', async ({request}) => {
    const html = await (await request.get(RU)).text();
    // The server-rendered toggle is a disabled button; React enables it on hydration.
    const toggle = html.match(/<button[^>]*class="?[^>]*toggleButton[^>]*>/)?.[0];
    expect(toggle).toBeDefined();
    expect(toggle).toMatch(/\sdisabled[\s>=]/);
  });
});

test.describe('pages', () => {
  test('an unknown path shows the translated not-found page', async ({page}) => {
    const response = await page.goto(`${RU}no/such/page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: t('ru', 'theme.NotFound.title')})).toBeVisible();
    await expect(page.getByText(t('ru', 'theme.NotFound.p2'))).toBeVisible();
  });

  test('a crashing page shows the error page with the error chain and a working "Try again"', async ({page}) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(`${RU}__dogfooding/crash/`);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Crash'}).click();
    await expect(page.getByText(t('ru', 'theme.ErrorPageContent.title'))).toBeVisible();
    await expect(page.getByText('The demo widget failed to render')).toBeVisible();
    await expect(page.getByText('Card 42 has no column')).toBeVisible();
    await page.getByRole('button', {name: t('ru', 'theme.ErrorPageContent.tryAgain')}).click();
    await expect(page.getByRole('heading', {name: 'Crash test'})).toBeVisible();
  });

  test('every locale is served at its base path with its html lang', async ({page}) => {
    const expected = {'/kanban/': 'en-US', '/kanban/de/': 'de-DE', '/kanban/ru/': 'ru-RU', '/kanban/zh/': 'zh-CN', '/kanban/ko/': 'ko-KR'};
    for (const [url, lang] of Object.entries(expected)) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    }
  });

  test('the locale dropdown switches to the same page in another language', async ({page, gotoHydrated}) => {
    await gotoHydrated(DOC);
    await page.locator('.navbar').getByRole('button', {name: 'Русский'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/kanban\/how_to_start\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
