/**
 * Rehype step of the docs: every fenced code block gets its highlighted HTML
 * at build time (`highlightedHtml` on the `<code>` element, its text children
 * dropped), rendered by src/theme/CodeBlock without Prism. Blocks whose lines
 * the theme decorates at run time (line ranges, line numbers, magic comments)
 * are left to the theme.
 */
import {highlightToHtml, needsRuntime} from './highlight';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

function visit(node: HastNode): void {
  for (const child of node.children ?? []) {
    const code = child.type === 'element' && child.tagName === 'pre' && child.children?.length === 1 ? child.children[0] : undefined;
    if (code?.type === 'element' && code.tagName === 'code' && code.children?.every((c) => c.type === 'text')) {
      const className = ([] as unknown[]).concat(code.properties?.className ?? []).map(String);
      const language = className
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length)
        .toLowerCase();
      const metastring = String(code.properties?.metastring ?? '');
      // mdast-util-to-hast ends the text with a newline; the theme drops it too.
      const text = textOf(code).replace(/\r?\n$/, '');
      if (!needsRuntime(text, metastring)) {
        code.properties = {...code.properties, highlightedHtml: highlightToHtml(text, language)};
        code.children = [];
      }
      continue;
    }
    visit(child);
  }
}

export default function rehypeStaticHighlight() {
  return (tree: HastNode) => visit(tree);
}
