/**
 * Content checks of the API pages, run by check-docs for every docs file:
 *
 *   - a method or event page that changes data (scripts/behaviour.mjs) has a
 *     `{#behaviour}` section, and that section links its counterparts: the
 *     event of a method, the method of an event, and the REST route
 *     RestDataProvider sends for it (each where the page exists in that docs
 *     version);
 *   - a REST route page's "Paired API" section links the event and method it
 *     belongs to, so the event ↔ method ↔ route triangle is linked both ways;
 *   - every row of an overview table has a description, not just a name;
 *   - a page links each official live sample the manifest lists for its item.
 *
 * Regenerate the Behaviour sections with scripts/generate-behaviour.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {links} from './check-docs.mjs';
import {section} from './api-pages.mjs';
import {itemById, isDataChanging, requiredLinks, routesByEvent, root} from './behaviour.mjs';

let routes;
const routesOnce = () => (routes ??= routesByEvent());
const eventRoutes = () => new Map([...routesOnce()].map(([event, route]) => [route, event]));

/** The docs folder a file belongs to and its doc id, or null for files outside the docs folders. */
export function docIdOf(file) {
  const rel = path.relative(root, path.resolve(file)).split(path.sep).join('/');
  const m =
    rel.match(/^(docs)\/(.+)\.mdx?$/) ??
    rel.match(/^(versioned_docs\/version-[^/]+)\/(.+)\.mdx?$/) ??
    rel.match(/^(i18n\/[^/]+\/docusaurus-plugin-content-docs\/[^/]+)\/(.+)\.mdx?$/);
  return m ? {dir: path.join(root, m[1]), id: m[2]} : null;
}

const exists = (dir, id) => ['.md', '.mdx'].some((e) => fs.existsSync(path.join(dir, id + e)));

/** Doc ids a piece of Markdown links to, resolved from the page `file`. */
function linkedIds(text, file, dir) {
  return links(text ?? '')
    .map((l) => l.target.split('#')[0])
    .filter((t) => t && /\.mdx?$/.test(t) && !/^https?:/.test(t))
    .map((t) =>
      path
        .relative(dir, path.resolve(path.dirname(file), t))
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
    );
}

/**
 * Problems of one page. `file` is the page's path (for resolving links and
 * knowing its doc id), `content` its Markdown body without front matter.
 */
export function checkBehaviour(file, content) {
  const where = docIdOf(file);
  if (!where) return [];
  const {dir, id} = where;
  const item = itemById(id);
  const rel = path.relative(root, file);
  const errors = [];
  if (isDataChanging(item)) {
    const body = section(content, 'behaviour');
    if (body === null) {
      errors.push(
        `${rel}: ${item.kind} ${item.name} changes data and needs a "Behaviour" section ({#behaviour}); run node scripts/generate-behaviour.mjs`,
      );
    } else {
      const linked = new Set(linkedIds(body, file, dir));
      for (const need of requiredLinks(item, routesOnce()).filter((n) => exists(dir, n))) {
        if (!linked.has(need)) errors.push(`${rel}: the Behaviour section must link ${itemById(need)?.title ?? need} (${need})`);
      }
    }
  }
  if (item?.kind === 'rest-route' && eventRoutes().has(id)) {
    const event = itemById(eventRoutes().get(id));
    const linked = new Set(linkedIds(section(content, 'paired-api'), file, dir));
    for (const need of [event.id, event.methodCounterpart].filter((n) => n && exists(dir, n))) {
      if (!linked.has(need)) errors.push(`${rel}: the Paired API section must link ${itemById(need).title} (${need})`);
    }
  }
  for (const sample of item?.samples ?? []) {
    if (!content.includes(`](${sample.url})`))
      errors.push(`${rel}: link the live sample "${sample.title}" (${sample.url}); run node scripts/generate-behaviour.mjs`);
  }
  if (item?.kind === 'overview') {
    content.split('\n').forEach((line, i) => {
      if (!/^\|\s*\[/.test(line)) return;
      const cells = line
        .replace(/\\\|/g, '')
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const described = cells.slice(1).some((c) => c && c !== '—' && c !== '-' && /\p{L}{2}/u.test(c.replace(/`[^`]*`/g, '')));
      if (!described) errors.push(`${rel}: overview row "${cells[0]}" needs a one-line description (content line ${i + 1})`);
    });
  }
  return errors;
}
