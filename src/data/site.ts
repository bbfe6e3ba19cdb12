import {readDeployment} from './deployment.mjs';

/** Where the site is published and its source lives: SITE_URL, REPO_URL... (see deployment.mjs). */
export const deployment = readDeployment();

/** Site-wide constants shared by the config and the tests. */
export const site = {
  /** Origin of the published site (SITE_URL). */
  url: deployment.siteUrl,
  baseUrl: '/kanban/',
  /** Current docs line; the version dropdown shows it. */
  currentVersionLabel: '1.7',
  /** Latest published release of the widget. */
  latestRelease: '1.7.2',
  /** Where the site's own source lives ("Edit this page", issue links). */
  repoUrl: deployment.repoUrl,
  /** Desktop breakpoint of the classic theme (px). */
  desktopBreakpoint: 996,
} as const;

/** External resources linked from the navbar dropdown and the footer. */
export const externalLinks = {
  examples: 'https://snippet.dhtmlx.com/?tag=kanban',
  forum: 'https://forum.dhtmlx.com/c/kanban',
  support: 'https://dhtmlx.com/docs/technical-support.shtml',
  download: 'https://dhtmlx.com/docs/products/dhtmlxKanban/download.shtml',
  npmTrial: 'https://www.npmjs.com/package/@dhx/trial-kanban',
  nodeBackend: 'https://github.com/web-widgets/kanban-node',
  goBackend: 'https://github.com/web-widgets/kanban-go',
} as const;
