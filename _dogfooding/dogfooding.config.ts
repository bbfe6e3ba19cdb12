import type {PluginConfig} from '@docusaurus/types';

/**
 * Test-only pages, kept apart from the real docs (the Docusaurus website does
 * the same in `website/_dogfooding`). They are built into every locale so the
 * Playwright suite can exercise behaviour no real page triggers, such as the
 * error page. They are excluded from the sitemap and marked `noindex`.
 */
export const dogfoodingRouteBasePath = '__dogfooding';

export const dogfoodingPlugins: PluginConfig[] = [
  [
    'content-pages',
    {
      id: 'dogfooding',
      path: '_dogfooding/_pages',
      routeBasePath: dogfoodingRouteBasePath,
    },
  ],
];
