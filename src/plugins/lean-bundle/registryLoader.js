/**
 * Webpack/Rspack loader for Docusaurus' generated route registry
 * (.docusaurus/registry.js), browser build only. Each entry is
 * `[loader, modulePath, require.resolveWeak(modulePath)]`; the module path
 * feeds react-loadable's `modules` option, which only server rendering reads
 * (Loadable.Capture), so the browser gets an empty string instead of ~370
 * long paths per locale.
 */
module.exports = function registryLoader(source) {
  return source.replace(/\), "@site\/[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
