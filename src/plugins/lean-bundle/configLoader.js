/**
 * Webpack/Rspack loader for Docusaurus' generated site config
 * (.docusaurus/docusaurus.config.mjs), browser build only. The browser reads
 * the config through `useDocusaurusContext().siteConfig` (title, URLs,
 * themeConfig, customFields, future flags), never the build inputs: plugin
 * and preset options, the HTML template, client modules, head tags, scripts
 * and stylesheets (server rendering has them from its own copy). Those are a
 * third of the file. The file is `export default <JSON>`; anything else passes
 * through unchanged.
 */
const BUILD_ONLY = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'staticDirectories',
];

module.exports = function configLoader(source) {
  const at = source.indexOf('export default');
  if (at < 0) return source;
  let config;
  try {
    config = JSON.parse(
      source
        .slice(at + 'export default'.length)
        .trim()
        .replace(/;\s*$/, ''),
    );
  } catch {
    return source;
  }
  for (const key of BUILD_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
