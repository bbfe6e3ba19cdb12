import {describe, expect, it} from 'vitest';
import {DIALOG_CSS_EXCLUDED} from './index';

describe('DIALOG_CSS_EXCLUDED (the page stylesheet cache group)', () => {
  it("keeps the search dialog's styles out, on POSIX and Windows paths", () => {
    for (const file of [
      '/site/node_modules/@docsearch/css/dist/modal.css',
      '/site/src/theme/SearchBar/dialog.css',
      'C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css',
      'C:\\site\\src\\theme\\SearchBar\\dialog.css',
    ])
      expect(DIALOG_CSS_EXCLUDED.test(file), file).toBe(false);
  });

  it("takes every other stylesheet, the search button's included", () => {
    for (const file of [
      '/site/node_modules/@docsearch/css/dist/_variables.css',
      '/site/node_modules/@docsearch/css/dist/button.css',
      '/site/src/theme/SearchBar/styles.css',
      '/site/src/css/custom.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/theme/SearchPage/styles.module.css',
    ])
      expect(DIALOG_CSS_EXCLUDED.test(file), file).toBe(true);
  });
});
