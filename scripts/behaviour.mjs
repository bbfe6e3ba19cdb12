/**
 * What the "Behaviour" sections of the API pages are made of, shared by the
 * generator (scripts/generate-behaviour.mjs) and the check (scripts/check-behaviour.mjs):
 * which items change data, and the event ↔ method ↔ REST route triangle.
 *
 * Facts used (from the manifest, imported from the API facts file):
 *   - `methodCounterpart` / `eventCounterpart`: the method an event belongs to and back;
 *   - `sentToBackendByRestDataProvider`: whether RestDataProvider sends a request for an event;
 *   - the REST route of such an event: the route page whose "Paired API" section links the event;
 *   - `requires` (undo/redo need `history: true`), `aliasOf` (parse() is data-only setConfig()),
 *     `returns` / `handlerReturns`.
 */
import path from 'node:path';
import {loadManifest, docFile, section, readPage, root} from './api-pages.mjs';
import {links} from './check-docs.mjs';

// Loaded on first use: check-docs imports this module, and api-pages imports check-docs (a cycle).
let cache = null;
function data() {
  if (!cache) {
    const {items} = loadManifest();
    cache = {items, byId: new Map(items.map((i) => [i.id, i]))};
  }
  return cache;
}
/** Every manifest item. */
export const allItems = () => data().items;
/** The manifest item of a doc id. */
export const itemById = (id) => data().byId.get(id);

const DATA_METHODS = new Set(['duplicateCard', 'parse', 'setConfig', 'undo', 'redo']);
const DATA_EVENTS = new Set(['duplicate-card', 'undo', 'redo']);

/** Whether a manifest item is a Kanban method or event that changes the board's data. */
export function isDataChanging(item) {
  if (!item) return false;
  if (item.kind === 'method') return /^(add|update|delete|move)[A-Z]/.test(item.name) || DATA_METHODS.has(item.name);
  if (item.kind === 'event') return /^(add|update|delete|move)-/.test(item.name) || DATA_EVENTS.has(item.name);
  return false;
}

/** Kanban methods and events that change data. */
export const dataChangingItems = () => allItems().filter(isDataChanging);

/** Event id -> REST route id, read from the English route pages' "Paired API" sections. */
export function routesByEvent(docsDir = path.join(root, 'docs')) {
  const map = new Map();
  for (const item of allItems().filter((i) => i.kind === 'rest-route')) {
    const file = docFile(item.id, docsDir);
    if (!file) continue;
    const paired = section(readPage(file).content, 'paired-api') ?? '';
    for (const {target} of links(paired)) {
      const id = path.relative(docsDir, path.resolve(path.dirname(file), target.split('#')[0])).replace(/\.mdx?$/, '');
      if (itemById(id)?.kind === 'event' && !map.has(id)) map.set(id, item.id);
    }
  }
  return map;
}

/** The event of a method or event item (itself for an event). */
export function eventOf(item) {
  if (item.kind === 'event') return item;
  return itemById(item.eventCounterpart) ?? null;
}

/**
 * Doc ids a Behaviour section must link: the method/event counterpart and,
 * when RestDataProvider sends a request, the REST route.
 */
export function requiredLinks(item, routes) {
  const out = [];
  if (item.kind === 'event' && item.methodCounterpart) out.push(item.methodCounterpart);
  if (item.kind === 'method' && item.eventCounterpart) out.push(item.eventCounterpart);
  if (item.name === 'parse') out.push('api/methods/js_kanban_setconfig_method');
  const ev = eventOf(item);
  if (ev?.sentToBackendByRestDataProvider && routes.get(ev.id)) out.push(routes.get(ev.id));
  return out;
}

export {root};
