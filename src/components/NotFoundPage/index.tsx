/**
 * Whether the current path is a "page not found". The docs live at the site
 * root, so the 404 page is usually rendered by the docs root route (which
 * matches every path) rather than by the theme's `NotFound` page, and nothing
 * above the navbar says the page is missing. Every real page of the site is
 * an exact route; a path that no exact route matches is a 404 (in the built
 * `404.html` too, whose path is `404.html`).
 */
import {useMemo} from 'react';
import routes from '@generated/routes';
import {matchPath, useLocation} from '@docusaurus/router';

type RouteTree = {path: string; exact?: boolean; routes?: RouteTree[]};

function exactPaths(tree: RouteTree[]): string[] {
  return tree.flatMap((route) => [...(route.exact ? [route.path] : []), ...exactPaths(route.routes ?? [])]);
}

let pagePaths: string[] | undefined;
let pagePathSet: Set<string> | undefined;

export function useIsNotFoundPage(): boolean {
  const {pathname} = useLocation();
  return useMemo(() => {
    pagePaths ??= exactPaths(routes as RouteTree[]);
    pagePathSet ??= new Set(pagePaths);
    // A page's own path (the usual case) is a route as written: no need to compile ~400 route patterns during the
    // first render (20-35 ms of the language menu's hydration with the CPU throttled 4x). Any other spelling the
    // router accepts (no trailing slash, other letter case) goes through the router's own matching.
    if (pagePathSet.has(pathname)) return false;
    return !pagePaths.some((path) => matchPath(pathname, {path, exact: true}));
  }, [pathname]);
}
