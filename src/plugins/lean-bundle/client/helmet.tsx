/**
 * Browser stand-in for react-helmet-async 1.3 (aliased in ../index.ts for the
 * browser bundle only; server rendering keeps the library, which writes the
 * page's head tags with `data-rh`). Docusaurus uses two exports:
 * `HelmetProvider` around the app and `Helmet` behind `@docusaurus/Head`,
 * always with children (`<title>`, `<meta>`, `<link>`, `<script>`, `<html>`,
 * `<body>`). This keeps the library's client behaviour for those: the same
 * merge of nested instances (the innermost wins per title, attribute and
 * tag key, keyed as the library keys them), the same DOM update of tags and
 * attributes marked `data-rh`, once per animation frame. It leaves out what
 * the site never uses (props instead of children, title templates, `base`,
 * `HelmetData`, server rendering, prop-types and deep prop comparison):
 * 5.5 KiB gzip of every first load, with react-fast-compare, shallowequal
 * and invariant. tests/head.spec.ts checks that the head after an in-app
 * navigation is the head of a fresh load of the same page.
 */
import {Children, Component, Fragment, isValidElement, type ReactNode} from 'react';

type Attributes = Record<string, unknown>;

interface Instance {
  props: {children?: ReactNode};
}

/** React prop names that differ from their HTML attribute (the library's map). */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** Tags that can appear many times, and the attributes that make two of them "the same tag". */
const PRIMARY: Record<string, string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

interface InstanceHead {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  tags: Record<string, Attributes[]>;
}

const text = (nested: unknown) => (Array.isArray(nested) ? nested.join('') : (nested as string | undefined));

function readChildren(children: ReactNode, head: InstanceHead): InstanceHead {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...props} = child.props as Attributes & {children?: ReactNode};
    if (child.type === Fragment) {
      readChildren(nested, head);
      return;
    }
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(props)) attributes[HTML_NAMES[name] ?? name] = value;
    const type = String(child.type);
    if (type === 'title') {
      head.title = text(nested);
      head.titleAttributes = attributes;
    } else if (type === 'html') head.htmlAttributes = attributes;
    else if (type === 'body') head.bodyAttributes = attributes;
    else if (PRIMARY[type]) {
      if (nested) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = text(nested);
      (head.tags[type] ??= []).push(attributes);
    }
  });
  return head;
}

/** The tags of one type from every instance, outermost first; a tag an inner instance also has is dropped. */
function mergeTags(type: string, heads: InstanceHead[]): Attributes[] {
  const primary = PRIMARY[type]!;
  const seen: Record<string, Set<string>> = {};
  const kept: Attributes[][] = [];
  for (const head of [...heads].reverse()) {
    const seenHere: [string, string][] = [];
    kept.unshift(
      (head.tags[type] ?? []).filter((tag) => {
        let key: string | undefined;
        for (const name of Object.keys(tag)) {
          const lower = name.toLowerCase();
          // The library's rule: the last primary attribute is the key, except that a canonical link is keyed by rel
          // and a stylesheet never is.
          if (
            primary.includes(lower) &&
            !(key === 'rel' && String(tag[key]).toLowerCase() === 'canonical') &&
            !(lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet')
          )
            key = lower;
          if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
        }
        if (!key || !tag[key]) return false;
        const value = String(tag[key]).toLowerCase();
        if (seen[key]?.has(value)) return false;
        seenHere.push([key, value]);
        return true;
      }),
    );
    for (const [key, value] of seenHere) (seen[key] ??= new Set()).add(value);
  }
  return kept.flat();
}

function updateTags(type: string, tags: Attributes[]): void {
  const old = Array.from(document.head.querySelectorAll(`${type}[data-rh]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = String(value);
      else if (name === 'cssText') element.appendChild(document.createTextNode(String(value)));
      else element.setAttribute(name, value === undefined ? '' : String(value));
    }
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((o) => element.isEqualNode(o));
    if (same >= 0) old.splice(same, 1);
    else added.push(element);
  }
  old.forEach((o) => o.remove());
  added.forEach((a) => document.head.appendChild(a));
}

/** Sets the attributes on the element and removes those a previous update set that are gone (listed in `data-rh`). */
function updateAttributes(tagName: string, attributes: Attributes): void {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) return;
  const previous = element.getAttribute('data-rh')?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of previous) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute('data-rh');
  else if (element.getAttribute('data-rh') !== names.join(',')) element.setAttribute('data-rh', names.join(','));
}

const instances: Instance[] = [];
let frame: number | undefined;

function commit(): void {
  frame = undefined;
  const heads = instances.map((instance) => readChildren(instance.props.children, {tags: {}}));
  const merged = (key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes') =>
    Object.assign({}, ...heads.map((h) => h[key] ?? {})) as Attributes;
  updateAttributes('body', merged('bodyAttributes'));
  updateAttributes('html', merged('htmlAttributes'));
  let title: string | undefined;
  for (const head of heads) if ('title' in head) title = head.title;
  if (title !== undefined && document.title !== title) document.title = title;
  updateAttributes('title', merged('titleAttributes'));
  for (const type of Object.keys(PRIMARY)) updateTags(type, mergeTags(type, heads));
}

function schedule(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = requestAnimationFrame(commit);
}

export class Helmet extends Component<{children?: ReactNode}> {
  private registered = false;

  override render(): null {
    // Registered on first render, like the library: outer instances render, and so count, before inner ones.
    if (!this.registered) {
      this.registered = true;
      instances.push(this);
      schedule();
    }
    return null;
  }

  override componentDidUpdate(): void {
    schedule();
  }

  override componentWillUnmount(): void {
    instances.splice(instances.indexOf(this), 1);
    schedule();
  }
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
