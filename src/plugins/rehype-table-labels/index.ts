/**
 * Rehype plugin: gives every body cell of a Markdown table the text of its
 * column header as `data-label` ("Type", "Default"...). On a phone the site's
 * stylesheet shows each row as a small definition list and prints these
 * labels before the values (`attr(data-label)`), so a parameter table reads
 * top to bottom instead of squeezing five columns into 375 px. The headers are
 * the page's own, so the labels are in the page's language.
 *
 * A hand-written walk over the tree: the plugin touches only `table`, `th` and
 * `td` elements, and `unist-util-visit` is not a dependency of the site.
 */
type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const textOf = (node: Node): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

const elements = (node: Node, tagName: string): Node[] =>
  (node.children ?? []).flatMap((child) =>
    child.type === 'element' && child.tagName === tagName ? [child] : child.tagName === 'table' ? [] : elements(child, tagName),
  );

function labelTable(table: Node): void {
  const [head, ...rows] = elements(table, 'tr');
  if (!head) return;
  const labels = elements(head, 'th').map((th) => textOf(th).trim());
  if (labels.length === 0) return;
  for (const row of rows) {
    elements(row, 'td').forEach((td, i) => {
      if (labels[i]) td.properties = {...td.properties, dataLabel: labels[i]};
    });
  }
}

function walk(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') labelTable(node);
  for (const child of node.children ?? []) walk(child);
}

export default function rehypeTableLabels() {
  return (tree: Node): void => walk(tree);
}
