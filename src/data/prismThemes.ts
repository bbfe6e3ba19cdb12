import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes with every token at WCAG AA contrast (4.5:1 or
 * more) on the code block background; the stock themes have tokens below it,
 * which axe reports (tests/a11y.spec.ts).
 */
type TokenColors = Record<string, string[]>;

function theme(plain: {color: string; backgroundColor: string}, colors: TokenColors): PrismTheme {
  return {
    plain,
    styles: Object.entries(colors).map(([color, types]) => ({types, style: {color}})),
  };
}

export const prismLight = theme(
  {color: '#1f2328', backgroundColor: '#f6f8fa'},
  {
    '#57606a': ['comment', 'prolog', 'doctype', 'cdata'],
    '#b3261e': ['keyword', 'selector', 'important', 'atrule', 'deleted'],
    '#0a3069': ['string', 'attr-value', 'char', 'url', 'regex', 'template-string'],
    '#6639ba': ['function', 'function-variable'],
    '#116329': ['tag', 'inserted', 'builtin'],
    '#0550ae': ['attr-name', 'number', 'boolean', 'constant', 'property', 'symbol'],
    '#953800': ['class-name', 'variable', 'maybe-class-name'],
    '#1f2328': ['punctuation', 'operator', 'entity'],
  },
);

export const prismDark = theme(
  {color: '#e6edf3', backgroundColor: '#1b1f24'},
  {
    '#9ea7b3': ['comment', 'prolog', 'doctype', 'cdata'],
    '#ff8f87': ['keyword', 'selector', 'important', 'atrule', 'deleted'],
    '#a5d6ff': ['string', 'attr-value', 'char', 'url', 'regex', 'template-string'],
    '#d2a8ff': ['function', 'function-variable'],
    '#7ee787': ['tag', 'inserted', 'builtin'],
    '#79c0ff': ['attr-name', 'number', 'boolean', 'constant', 'property', 'symbol'],
    '#ffa657': ['class-name', 'variable', 'maybe-class-name'],
    '#e6edf3': ['punctuation', 'operator', 'entity'],
  },
);
