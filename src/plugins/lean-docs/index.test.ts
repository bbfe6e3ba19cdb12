import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {moveDescriptions} from './index';

const INDEX = '@theme/DocCategoryGeneratedIndexPage';

/** The route tree the docs plugin adds for one version: version route → sidebar root → docs and category indexes. */
function versionRoute(): RouteConfig {
  const doc = (id: string) => ({id, title: id.toUpperCase(), description: `About ${id}.`, sidebar: 'docs'});
  return {
    path: '/kanban/ru/',
    component: '@theme/DocVersionRoot',
    props: {
      version: {
        version: 'current',
        docs: {intro: doc('intro'), 'guides/a': doc('guides/a'), 'guides/b': doc('guides/b'), 'guides/deep/c': doc('guides/deep/c')},
        docsSidebars: {
          docs: [
            {type: 'link', href: '/kanban/ru/', label: 'Intro', docId: 'intro'},
            {
              type: 'category',
              label: 'Guides',
              href: '/kanban/ru/category/guides',
              items: [
                {type: 'link', href: '/kanban/ru/guides/a', label: 'A', docId: 'guides/a'},
                {type: 'link', href: '/kanban/ru/guides/b', label: 'B', docId: 'guides/b'},
                {
                  type: 'category',
                  label: 'Deep',
                  href: '/kanban/ru/category/deep',
                  items: [{type: 'link', href: '/kanban/ru/guides/deep/c', label: 'C', docId: 'guides/deep/c'}],
                },
                {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
              ],
            },
          ],
        },
      },
    },
    routes: [
      {
        path: '/kanban/ru/',
        component: '@theme/DocRoot',
        routes: [
          {path: '/kanban/ru/guides/a/', component: '@theme/DocItem'},
          {
            path: '/kanban/ru/category/guides/',
            component: INDEX,
            props: {categoryGeneratedIndex: {permalink: '/kanban/ru/category/guides/'}},
          },
          {path: '/kanban/ru/category/deep/', component: INDEX, props: {categoryGeneratedIndex: {permalink: '/kanban/ru/category/deep'}}},
        ],
      },
    ],
  };
}

describe('moveDescriptions', () => {
  const moved = moveDescriptions({path: '/kanban/ru/', component: '@theme/DocsRoot', routes: [versionRoute()]}, INDEX);
  const version = moved.routes![0]!;
  const [, guides, deep] = version.routes![0]!.routes!;

  it('takes the descriptions out of the version data every doc page loads, keeping id, title and sidebar', () => {
    const docs = (version.props!.version as {docs: Record<string, object>}).docs;
    expect(docs['guides/a']).toEqual({id: 'guides/a', title: 'GUIDES/A', sidebar: 'docs'});
    expect(Object.values(docs).some((d) => 'description' in d)).toBe(false);
  });

  it('gives each category index the descriptions of the docs it lists, with or without a trailing slash', () => {
    expect(guides!.props!.docDescriptions).toEqual({'guides/a': 'About guides/a.', 'guides/b': 'About guides/b.'});
    expect(deep!.props!.docDescriptions).toEqual({'guides/deep/c': 'About guides/deep/c.'});
    expect(guides!.props!.categoryGeneratedIndex).toEqual({permalink: '/kanban/ru/category/guides/'});
  });

  it('leaves routes without version data as they are', () => {
    const plain: RouteConfig = {path: '/kanban/ru/search/', component: '@theme/SearchPage'};
    expect(moveDescriptions(plain, INDEX)).toBe(plain);
  });
});
