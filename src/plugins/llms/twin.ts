/**
 * Where a page's Markdown twin lives, shared by the build (which writes it)
 * and the theme (the `<link rel="alternate">` and the "Copy page" button).
 *
 * The twin is the page URL without its trailing slash plus `.md`:
 * `/kanban/ru/api/config/js_kanban_cards_config/` ->
 * `/kanban/ru/api/config/js_kanban_cards_config.md`. A version's landing page
 * (`/kanban/ru/`, `/kanban/ru/1.6/`, doc slug `/`) gets `index.md` inside
 * its folder instead (`/kanban/ru/index.md`), so the twin stays next to the
 * version's other files rather than beside the locale folder.
 */
export function twinPath(permalink: string, isVersionRoot: boolean): string {
  if (isVersionRoot) return `${permalink.replace(/\/?$/, '/')}index.md`;
  return `${permalink.replace(/\/$/, '')}.md`;
}
