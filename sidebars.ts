import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docsSidebar} from './src/data/sidebar';

type Item = SidebarsConfig[string] extends (infer T)[] ? T : never;


/**
 * Pages land issue by issue; until a page exists, its entry is left out of
 * the tree instead of breaking the build. `tests/sidebar.spec.ts` lists what
 * is still missing, so nothing stays out by accident.
 */
const docsDir = path.join(__dirname, 'docs');
const exists = (id: string): boolean =>
  ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docsDir, id + ext)));

function prune(items: Item[]): Item[] {
  return items.flatMap((item): Item[] => {
    if (typeof item === 'string') return exists(item) ? [item] : [];
    if (typeof item !== 'object' || item === null || !('type' in item)) return [item];
    if (item.type !== 'category') return [item];
    const children = prune(item.items as Item[]);
    const link =
      item.link && item.link.type === 'doc' && !exists(item.link.id) ? undefined : item.link;
    if (children.length === 0 && !link) return [];
    return [{...item, link, items: children} as Item];
  });
}

export default {docs: prune(docsSidebar.docs as Item[])} satisfies SidebarsConfig;
