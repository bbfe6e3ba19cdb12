/**
 * Webpack/Rspack loader, browser build only, run after SWC on modules that
 * import `@docusaurus/Translate`: drops the `description` of each translation
 * declaration (`translate({id, message, description})`, `<Translate id
 * description>`). Descriptions are notes for translators, read at build time
 * by `docusaurus write-translations` from the sources; the browser never
 * reads them, yet they took ~1.4 KiB gzip of every first load.
 *
 * Kept in-house: no maintained Babel/SWC plugin does this, and Docusaurus
 * Faster's SWC loader takes no JS plugins. acorn (already what MDX parses
 * with) finds the declarations, so code that merely has a `description` key
 * is left alone.
 */
// A CommonJS loader: Rspack requires loaders, so this file cannot be an ES module or TypeScript.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const acorn = require('acorn');

/** Keys a translation declaration may have (`children` and `values` on `<Translate>`). */
const DECLARATION_KEYS = new Set(['id', 'message', 'description', 'children', 'values']);

const keyName = (prop) =>
  prop.type === 'Property' && !prop.computed ? (prop.key.type === 'Identifier' ? prop.key.name : prop.key.value) : undefined;

const isString = (node) =>
  node.type === 'Literal' ? typeof node.value === 'string' : node.type === 'TemplateLiteral' && node.expressions.length === 0;

/** Source ranges of the `description` properties of translation declarations in `code`. */
function descriptionRanges(code) {
  let ast;
  try {
    ast = acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
  } catch {
    return [];
  }
  const ranges = [];
  const visit = (node) => {
    if (node.type === 'ObjectExpression') {
      const keys = node.properties.map(keyName);
      const at = keys.indexOf('description');
      if (
        at >= 0 &&
        keys.every((k) => k !== undefined && DECLARATION_KEYS.has(k)) &&
        (keys.includes('id') || keys.includes('message')) &&
        isString(node.properties[at].value)
      ) {
        const props = node.properties;
        // With its separating comma: up to the next property, or from the previous one when it is last (never alone:
        // a declaration has an id or a message).
        ranges.push(at + 1 < props.length ? [props[at].start, props[at + 1].start] : [props[at - 1].end, props[at].end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((v) => v && typeof v.type === 'string' && visit(v));
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  return ranges;
}

function stripDescriptions(code) {
  if (!code.includes('@docusaurus/Translate') || !code.includes('description')) return code;
  let out = code;
  for (const [start, end] of descriptionRanges(code).sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

module.exports = function translateLoader(source) {
  return stripDescriptions(source);
};
module.exports.stripDescriptions = stripDescriptions;
