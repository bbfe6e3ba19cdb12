/**
 * The docs plugin (`@docusaurus/plugin-content-docs` 3.9.2), wrapped so that
 * every doc page downloads less (issue 16).
 *
 * The version route's props (`props.version`) are one JSON chunk that every
 * doc page of a version loads first: the sidebar, and for `useDocById` each
 * doc's id, title, sidebar and description. Only the doc cards of a category
 * index page read a description (`DocCard`), yet the descriptions are over
 * half of that chunk (ru: 9 of 15 KiB gzip). This wrapper moves each category
 * index's descriptions to that index route's own props (`docDescriptions`,
 * read by `src/theme/DocCategoryGeneratedIndexPage`), so they load with the
 * page that shows them and the chunk of every other page is smaller.
 *
 * Wrapped rather than patched or forked: the official plugin still loads,
 * validates and routes everything; only the routes it adds pass through
 * `moveDescriptions`.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

export {validateOptions};

/** Doc id → description, as a category index page's `docDescriptions` prop. */
export type DocDescriptions = Record<string, string>;

/** A path without its trailing slash: sidebar links omit it where permalinks keep it (`trailingSlash: true`). */
const bare = (path: string) => path.replace(/\/$/, '');

/** The sidebar category an index page lists (its link is the page), searched through nested categories. */
function categoryAt(items: readonly PropSidebarItem[], href: string): PropSidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && bare(item.href) === bare(href)) return item;
    const found = categoryAt(item.items, href);
    if (found) return found;
  }
  return undefined;
}

/**
 * A route tree with the docs' descriptions taken out of each version's props
 * and given to the category index routes that list those docs (their direct
 * items: a card of a subcategory shows its item count, not a description).
 */
export function moveDescriptions(route: RouteConfig, categoryIndexComponent: string): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (version?.docs && route.routes) {
    // Category index routes sit below the version route, inside its sidebar root route (`@theme/DocRoot`).
    const withDescriptions = (sub: RouteConfig): RouteConfig => {
      if (sub.component !== categoryIndexComponent) return sub.routes ? {...sub, routes: sub.routes.map(withDescriptions)} : sub;
      const permalink = (sub.props?.categoryGeneratedIndex as {permalink?: string} | undefined)?.permalink;
      const category = Object.values(version.docsSidebars)
        .map((items) => categoryAt(items, permalink ?? ''))
        .find(Boolean);
      const docDescriptions: DocDescriptions = {};
      for (const item of category?.type === 'category' ? category.items : []) {
        if (item.type !== 'link' || !item.docId) continue;
        const text = version.docs[item.docId]?.description;
        if (text) docDescriptions[item.docId] = text;
      }
      return {...sub, props: {...sub.props, docDescriptions}};
    };
    const routes = route.routes.map(withDescriptions);
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, doc]) => [id, {id: doc.id, title: doc.title, sidebar: doc.sidebar}]),
    );
    return {...route, routes, props: {...route.props, version: {...version, docs}}};
  }
  return route.routes ? {...route, routes: route.routes.map((sub) => moveDescriptions(sub, categoryIndexComponent))} : route;
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(moveDescriptions(route, options.docCategoryGeneratedIndexComponent));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}
