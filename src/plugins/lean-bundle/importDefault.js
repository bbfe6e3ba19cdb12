/**
 * The one tslib helper `@docusaurus/utils-common` uses in the browser
 * (`__importDefault`, same code as tslib's), so that its CommonJS index does
 * not pull all of tslib (4 KiB gzip) into every first load: a `require` of
 * tslib's ES module cannot be tree-shaken.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
