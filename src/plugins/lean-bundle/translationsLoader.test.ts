import {describe, expect, it} from 'vitest';
import translationsLoader, {split} from './translationsLoader.js';

const strings = {
  'theme.SearchBar.label': 'Поиск',
  'theme.SearchModal.searchBox.placeholderText': 'Поиск по документации',
  'theme.SearchPage.inputPlaceholder': 'Введите запрос',
  'search.page.submit': 'Искать',
  'theme.blog.post.readMore': 'Читать дальше',
  'theme.CodeBlock.copy': 'Копировать',
};
const json = JSON.stringify(strings);

const load = (query: string) => {
  const code = (translationsLoader as (this: {resourceQuery: string}, s: string) => string).call({resourceQuery: query}, json);
  return new Function(code.replace('export default', 'return'))() as Record<string, string>;
};

describe('translationsLoader', () => {
  it('keeps the search dialog, search page and blog strings out of the first load', () => {
    expect(load('')).toEqual({'theme.SearchBar.label': 'Поиск', 'theme.CodeBlock.copy': 'Копировать'});
  });

  it('gives them to the ?deferred module, and together they are every string once', () => {
    const deferred = load('?deferred');
    expect(Object.keys(deferred).sort()).toEqual([
      'search.page.submit',
      'theme.SearchModal.searchBox.placeholderText',
      'theme.SearchPage.inputPlaceholder',
      'theme.blog.post.readMore',
    ]);
    expect({...load(''), ...deferred}).toEqual(strings);
    expect(split(json, true)).toEqual(deferred);
  });
});
