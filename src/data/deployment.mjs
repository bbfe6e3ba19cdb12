/**
 * Where the site is published and where its source lives, read from the
 * environment. One module for docusaurus.config.ts (through src/data/site.ts),
 * scripts/algolia-upload.mjs and the tests, so they never disagree.
 * Plain JavaScript (typed with JSDoc) so that Node scripts can import it
 * without a TypeScript loader.
 *
 * | Variable             | Default                                    |
 * | -------------------- | ------------------------------------------ |
 * | `SITE_URL`           | `https://docs.example.com` (placeholder)   |
 * | `REPO_URL`           | `https://github.com/example/kanban-docs` (placeholder) |
 * | `ORGANIZATION_NAME`  | owner part of `REPO_URL`                   |
 * | `PROJECT_NAME`       | repository part of `REPO_URL`              |
 * | `EDIT_BRANCH`        | `main`                                     |
 * | `ALGOLIA_INDEX_NAME` | `kanban`                                   |
 */

/** Placeholder origin: fine for local work, wrong for a published site. */
export const PLACEHOLDER_SITE_URL = 'https://docs.example.com';
/** Placeholder repository: "Edit this page" and issue links point here until REPO_URL is set. */
export const PLACEHOLDER_REPO_URL = 'https://github.com/example/kanban-docs';
export const DEFAULT_EDIT_BRANCH = 'main';
export const DEFAULT_ALGOLIA_INDEX_NAME = 'kanban';

/**
 * @typedef {object} Deployment
 * @property {string} siteUrl Origin the site is served from, no trailing slash (Docusaurus `url`).
 * @property {string} repoUrl Web address of the site's repository, no trailing slash.
 * @property {string} organizationName Repository owner (Docusaurus `organizationName`).
 * @property {string} projectName Repository name (Docusaurus `projectName`).
 * @property {string} editBranch Branch "Edit this page" opens.
 * @property {string} algoliaIndexName Hosted Algolia index, for the site and the upload script.
 * @property {string[]} placeholders Names of the variables still at their placeholder value.
 */

/**
 * @param {string} name
 * @param {string} value
 * @returns {URL}
 */
function parseHttpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url;
}

/**
 * The environment, or nothing in a browser bundle (client code reads
 * `siteConfig.url` from useDocusaurusContext instead).
 * @returns {Record<string, string | undefined>}
 */
function processEnv() {
  return typeof process === 'undefined' ? {} : process.env;
}

/**
 * Reads the deployment settings; throws a clear error on a malformed value.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Deployment}
 */
export function readDeployment(env = processEnv()) {
  const siteUrl = (env.SITE_URL || PLACEHOLDER_SITE_URL).replace(/\/+$/, '');
  const site = parseHttpUrl('SITE_URL', siteUrl);
  if (site.pathname !== '/' || site.search || site.hash) {
    throw new Error(`SITE_URL is an origin only (the site path is baseUrl, /kanban/), got "${siteUrl}"`);
  }
  const repoUrl = (env.REPO_URL || PLACEHOLDER_REPO_URL).replace(/\/+$/, '').replace(/\.git$/, '');
  const [owner, repo] = parseHttpUrl('REPO_URL', repoUrl).pathname.split('/').filter(Boolean);
  const organizationName = env.ORGANIZATION_NAME || owner;
  const projectName = env.PROJECT_NAME || repo;
  if (!organizationName || !projectName) {
    throw new Error(`REPO_URL must look like https://github.com/<organization>/<project>, got "${repoUrl}"`);
  }
  const placeholders = [];
  if (siteUrl === PLACEHOLDER_SITE_URL) placeholders.push('SITE_URL');
  if (repoUrl === PLACEHOLDER_REPO_URL) placeholders.push('REPO_URL');
  return {
    siteUrl: site.origin,
    repoUrl,
    organizationName,
    projectName,
    editBranch: env.EDIT_BRANCH || DEFAULT_EDIT_BRANCH,
    algoliaIndexName: env.ALGOLIA_INDEX_NAME || DEFAULT_ALGOLIA_INDEX_NAME,
    placeholders,
  };
}

/** A production build: `docusaurus build` sets NODE_ENV=production; CI sets CI=true. */
/** @param {Record<string, string | undefined>} [env] */
export function isProductionBuild(env = processEnv()) {
  return env.CI === 'true' || env.NODE_ENV === 'production';
}

/**
 * The banner a production build prints while SITE_URL or REPO_URL are placeholders
 * (null when there is nothing to say).
 * @param {Deployment} deployment
 * @returns {string | null}
 */
export function placeholderWarning(deployment) {
  if (deployment.placeholders.length === 0) return null;
  const line = '='.repeat(78);
  const values = deployment.placeholders.map((name) => `${name}=${name === 'SITE_URL' ? deployment.siteUrl : deployment.repoUrl}`);
  return [
    line,
    `WARNING: production build with placeholder URLs: ${values.join(', ')}`,
    '  The sitemap, canonical and hreflang links, OpenSearch, "Edit this page" and',
    '  issue links of this build point at these placeholders. Set for example',
    '  SITE_URL=https://docs.your-domain REPO_URL=https://github.com/<org>/<repo>',
    '  (README, "Configuration switches"). REQUIRE_SITE_URLS=true makes this an error.',
    line,
  ].join('\n');
}

/**
 * Warns once per process (the config is loaded once per locale) in a
 * production build while the URLs are placeholders; with
 * REQUIRE_SITE_URLS=true it throws instead.
 * @param {Deployment} deployment
 * @param {Record<string, string | undefined>} [env]
 * @param {(message: string) => void} [warn]
 * @returns {boolean} whether it warned
 */
export function warnAboutPlaceholders(deployment, env = processEnv(), warn = console.warn) {
  const message = placeholderWarning(deployment);
  if (!message) return false;
  if (env.REQUIRE_SITE_URLS === 'true') throw new Error(message);
  if (!isProductionBuild(env)) return false;
  const flag = Symbol.for('kanban-docs.placeholder-warning');
  const g = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis));
  if (g[flag]) return false;
  g[flag] = true;
  warn(message);
  return true;
}
