import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {locales, defaultLocale, localeConfigs} from './src/data/locales';
import {site, externalLinks, deployment} from './src/data/site';
import {warnAboutPlaceholders} from './src/data/deployment.mjs';
import {getLocalizedConfigValue, currentLocale} from './src/data/localized';
import {prismLight, prismDark} from './src/data/prismThemes';
import {dogfoodingPlugins} from './_dogfooding/dogfooding.config';
import {devSearchStaticDir} from './src/plugins/search/dev';
import rehypeStaticHighlight from './src/plugins/static-highlight/rehype';
import rehypeTableLabels from './src/plugins/rehype-table-labels';
import {ssrTemplate} from './src/ssr/template';
import type {Options as LlmsOptions} from './src/plugins/llms/options';
import type {Options as OfflineOptions} from './src/plugins/offline/options';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';

/** Running in CI (GitHub-style `CI=true`). */
const isCI = process.env.CI === 'true';

/**
 * Router kind, the `future.experimental_router` flag: `browser` (default)
 * or `hash` for a site opened from the file system.
 */
const router = (process.env.DOCUSAURUS_ROUTER ?? 'browser') as 'browser' | 'hash';
if (router !== 'browser' && router !== 'hash') {
  throw new Error(`DOCUSAURUS_ROUTER must be "browser" or "hash", got "${router as string}"`);
}

// Loud banner in production builds while SITE_URL / REPO_URL are the placeholders.
warnAboutPlaceholders(deployment);

/** The locale this config is loaded for (Docusaurus loads it once per locale). */
const locale = currentLocale();

/** `docusaurus start` (dev server) rather than a production build. */
const isDev = process.env.NODE_ENV === 'development';

/**
 * Search backend: hosted Algolia when an app id and a search-only key are
 * given, otherwise the embedded index shipped with the site (works offline).
 */
const algoliaAppId = process.env.ALGOLIA_APP_ID ?? '';
const algoliaSearchKey = process.env.ALGOLIA_SEARCH_API_KEY ?? '';
const searchBackend: 'algolia' | 'embedded' = algoliaAppId && algoliaSearchKey ? 'algolia' : 'embedded';

/** Ask AI: a hosted assistant id, or the embedded answerer (quotes the docs). */
const askAiAssistantId = process.env.ALGOLIA_ASSISTANT_ID ?? 'kanban-docs-embedded';

/** Third-party analytics script and cookie-consent stylesheet: both off unless set. */
const analyticsScriptUrl = process.env.ANALYTICS_SCRIPT_URL || undefined;
const consentStylesheetUrl = process.env.CONSENT_STYLESHEET_URL || undefined;

/** "Let us know" link of the search dialog's no-results screen; `{query}` is replaced. */
const searchFeedbackUrl =
  process.env.SEARCH_FEEDBACK_URL ?? `${site.repoUrl}/issues/new?labels=search&title=Search%3A%20no%20results%20for%20%22{query}%22`;

/** Older docs versions, newest first (`docusaurus docs:version` adds to versions.json). */
const olderVersions: string[] = fs.existsSync(path.join(__dirname, 'versions.json'))
  ? (JSON.parse(fs.readFileSync(path.join(__dirname, 'versions.json'), 'utf8')) as string[])
  : [];

/**
 * Offline reading (@docusaurus/plugin-pwa): what one locale's precache leaves
 * out. Only the current docs version of the locale being built is stored:
 * not the other locales (nested in the default locale's output), not older
 * versions, not the search index (the worker stores the current version's
 * shard itself, see src/plugins/offline/sw/swCustom.js), not machine files.
 */
const offlineGlobIgnores = [
  ...(locale === defaultLocale ? locales.filter((l) => l !== defaultLocale).map((l) => `${l}/**`) : []),
  ...olderVersions.map((v) => `${v}/**`),
  'search-index/**',
  '__dogfooding/**',
  'api.json',
  'api.schema.json',
  'img/social-card.png',
];

/** Browser chrome colour of the installed app: the navbar background in each colour mode. */
const offlineThemeColors = {light: '#ffffff', dark: '#242526'};

/** Options shared by every docs plugin instance. */
const commonDocsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
  // The built-in string form: Docusaurus appends each file's path from the site
  // root, so 1.6 pages edit versioned_docs/version-1.6/… and translated pages
  // (both versions) edit i18n/<locale>/docusaurus-plugin-content-docs/<current|version-1.6>/….
  editUrl: `${site.repoUrl}/edit/${deployment.editBranch}/`,
  editLocalizedFiles: true,
  // Code highlighted at build time (src/plugins/static-highlight): no Prism in the browser.
  // Column headers as `data-label` on table cells: parameter tables stack into definition lists on a phone.
  rehypePlugins: [rehypeStaticHighlight, rehypeTableLabels],
  lastVersion: 'current',
  versions: {
    current: {label: site.currentVersionLabel, path: ''},
    // Older lines (versions.json), e.g. 1.6 made by scripts/make-version-1.6.mjs;
    // Docusaurus shows the "unmaintained" banner on them.
    ...Object.fromEntries(olderVersions.map((v) => [v, {label: v, path: v, banner: 'unmaintained' as const}])),
  },
} satisfies DocsOptions;

const config = {
  title: 'JavaScript Kanban',
  tagline: getLocalizedConfigValue('tagline', locale),
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: true,
  titleDelimiter: '|',
  // The "wrong baseUrl" banner is an inline script (a different one per locale) that a
  // strict Content-Security-Policy blocks (scripts/headers.mjs); the base URL is fixed here.
  baseUrlIssueBanner: false,
  // Bundles load after the first paint, not as <script defer> in <head> (why: src/ssr/template.ts).
  ssrTemplate,
  organizationName: deployment.organizationName,
  projectName: deployment.projectName,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark (API reference: no JSX escaping pitfalls), .mdx files are MDX (guides with tabs).
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  future: {
    v4: true,
    experimental_faster: true,
    experimental_router: router,
    // Browser storage: plain localStorage keys, no prefix (seed section 9).
    experimental_storage: {type: 'localStorage', namespace: false},
  },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs: Object.fromEntries(
      locales.map((l) => [
        l,
        {
          label: localeConfigs[l].label,
          htmlLang: localeConfigs[l].htmlLang,
          direction: localeConfigs[l].direction,
        },
      ]),
    ),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered below, wrapped (src/plugins/lean-docs).
        docs: false,
        blog: false,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'daily', priority: 0.5, ignorePatterns: ['/kanban/**/search/**', '/kanban/**/__dogfooding/**']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [require.resolve('./src/plugins/lean-docs/index.ts'), commonDocsOptions],
    [require.resolve('./src/plugins/search/index.ts'), {backend: searchBackend}],
    [require.resolve('./src/plugins/consent/index.ts'), {analyticsScriptUrl, consentStylesheetUrl}],
    // _headers with the CSP for what this build loads (scripts/headers.mjs).
    [require.resolve('./src/plugins/headers/index.ts'), {analyticsScriptUrl, consentStylesheetUrl, algolia: searchBackend === 'algolia'}],
    require.resolve('./src/plugins/static-highlight/index.ts'),
    require.resolve('./src/plugins/lean-bundle/index.ts'),
    // Markdown twins, llms.txt / llms-full.txt per locale and version, /api.json.
    [
      require.resolve('./src/plugins/llms/index.ts'),
      {
        summary: getLocalizedConfigValue('llmsSummary', locale),
        details: getLocalizedConfigValue('llmsDetails', locale),
        topSectionTitle: getLocalizedConfigValue('llmsTopSection', locale),
        apiManifestPath: 'src/data/api/manifest.json',
        apiSchemaPath: 'src/data/api/api.schema.json',
      } satisfies LlmsOptions,
    ],
    [
      '@docusaurus/plugin-pwa',
      {
        // The plugin's defaults ('appInstalled', 'queryString', 'standalone'); ?offlineMode=true is used by the tests.
        offlineModeActivationStrategies: ['appInstalled', 'queryString', 'standalone'],
        // Adds the persisted "Available offline" choice to the stock registration (see the file).
        swRegister: require.resolve('./src/plugins/offline/client/registerSw.ts'),
        swCustom: require.resolve('./src/plugins/offline/sw/swCustom.js'),
        // The plugin sets swSrc, swDest, globDirectory and globPatterns itself; the type still asks for swSrc.
        injectManifestConfig: {
          globIgnores: offlineGlobIgnores,
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        } as PwaOptions['injectManifestConfig'],
        // Relative hrefs are resolved against the locale's base URL: one manifest per locale (kanban-offline writes it).
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: 'manifest.webmanifest'},
          {tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/icon-192.png'},
          // One colour per colour mode; src/plugins/offline/client/themeColor.ts follows the colour mode toggle.
          {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: light)', content: offlineThemeColors.light},
          {tagName: 'meta', name: 'theme-color', media: '(prefers-color-scheme: dark)', content: offlineThemeColors.dark},
        ],
      } satisfies PwaOptions,
    ],
    [
      require.resolve('./src/plugins/offline/index.ts'),
      {
        name: getLocalizedConfigValue('pwaName', locale),
        shortName: getLocalizedConfigValue('pwaShortName', locale),
        description: getLocalizedConfigValue('tagline', locale),
        themeColors: offlineThemeColors,
      } satisfies OfflineOptions,
    ],
    ...dogfoodingPlugins,
  ],

  // A notice with a reload button when the page's code cannot load, even after the reload the client does.
  clientModules: [
    require.resolve('./src/clientModules/loadFailureNotice.ts'),
    require.resolve('./src/clientModules/prefetchOnIntent.ts'),
    require.resolve('./src/clientModules/capSearchQuery.ts'),
  ],

  // In dev, serve the last production build's search index (dev runs no postBuild).
  staticDirectories: isDev ? ['static', devSearchStaticDir(__dirname, locale, 'search-index')] : ['static'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'kanban, javascript, widget, documentation, api'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'release-1-7',
      content: getLocalizedConfigValue('announcement', locale),
      isCloseable: true,
      // Colours from custom.css, so the bar follows the colour mode (the theme's default is white on every mode).
      backgroundColor: 'var(--kanban-announcement-background)',
      textColor: 'var(--kanban-announcement-color)',
    },
    navbar: {
      title: 'JavaScript Kanban',
      hideOnScroll: true,
      logo: {alt: 'JavaScript Kanban logo', src: 'img/logo.svg', width: 32, height: 32},
      // Docs sections on the left; version, language and search on the right (the spec's default
      // position is right, while the theme's is left, so every item names its side).
      items: [
        {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
        {type: 'doc', docId: 'how_to_start', label: 'Get started', position: 'left'},
        {label: 'Release notes', to: '/news/whats_new/', position: 'left'},
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            {label: 'Examples', href: externalLinks.examples},
            {label: 'Forum', href: externalLinks.forum},
            {label: 'Support', href: externalLinks.support},
            {label: 'Download', href: externalLinks.download},
          ],
        },
        {
          type: 'html',
          position: 'right',
          className: 'navbar-release',
          value: `<span class="navbar-release__badge" title="${site.latestRelease}">v${site.latestRelease}</span>`,
        },
        // The version being read (or the reader's preferred one), linking its start page.
        {type: 'docsVersion', position: 'right', className: 'navbar-docs-version'},
        // The dropdown marks the version being read inside its menu; its button is not a section of the site.
        {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'JavaScript Kanban logo', src: 'img/logo.svg', width: 48, height: 48},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Get started', to: '/how_to_start/'},
            {label: 'How-tos', to: '/howtos/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Forum', href: externalLinks.forum},
            {label: 'Support', href: externalLinks.support},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Examples', href: externalLinks.examples},
            {label: 'Download', href: externalLinks.download},
            {label: 'Trial package on npm', href: externalLinks.npmTrial},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} The JavaScript Kanban documentation authors.`,
    },
    algolia: {
      // In embedded mode these stay non-empty placeholders: the theme's
      // validation rejects empty strings, and nothing is sent to Algolia.
      appId: algoliaAppId || 'KANBANEMBEDDED',
      apiKey: algoliaSearchKey || 'embedded-search-only',
      indexName: deployment.algoliaIndexName,
      contextualSearch: true,
      searchPagePath: 'search',
      externalUrlRegex: 'https://(forum|snippet)\\.dhtmlx\\.com',
      // Rewrites result URLs of the hosted index when it was crawled under another base path.
      replaceSearchResultPathname: {from: '/docs/kanban/', to: '/kanban/'},
      insights: false,
      askAi: {
        assistantId: askAiAssistantId,
        indexName: deployment.algoliaIndexName,
        appId: algoliaAppId || 'KANBANEMBEDDED',
        apiKey: algoliaSearchKey || 'embedded-search-only',
      },
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      // None in the browser: code is highlighted at build time, where
      // src/plugins/static-highlight loads the languages Prism lacks (bash).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,

  customFields: {isCI, searchBackend, searchFeedbackUrl},
} satisfies Config;

export default config;
