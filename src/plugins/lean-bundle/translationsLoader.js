/**
 * Webpack/Rspack loader for Docusaurus' generated UI strings
 * (.docusaurus/codeTranslations.json), browser build only. Every page loads
 * them all with its first script, yet a third of them (by bytes) belong to
 * the search dialog and the search page, which load on intent, or to blog and
 * tag pages this site does not have. Those are DEFERRED: the module without
 * a query exports the rest, and `codeTranslations.json?deferred` exports
 * them, merged into the same object by client/deferredTranslations.ts, which
 * the search dialog's and search page's modules import first.
 * tests/i18n-bundle.spec.ts checks that no page's first-load code asks for a
 * deferred string, and that the dialog and the search page show theirs.
 */
const DEFERRED = [
  /^theme\.SearchModal\./,
  /^theme\.SearchPage\./,
  /^search\.page\./,
  /^theme\.blog\./,
  /^theme\.tags\.tagsPage/,
  /^theme\.docs\.tagDocListPageTitle/,
];

const isDeferred = (id) => DEFERRED.some((re) => re.test(id));

/** The strings a module gets: the deferred ones with `?deferred`, the others without. */
function split(json, deferred) {
  const all = JSON.parse(json);
  return Object.fromEntries(Object.entries(all).filter(([id]) => isDeferred(id) === deferred));
}

module.exports = function translationsLoader(source) {
  const strings = split(source, /[?&]deferred\b/.test(this.resourceQuery ?? ''));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
};
module.exports.split = split;
module.exports.isDeferred = isDeferred;
