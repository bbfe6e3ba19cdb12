/**
 * "Edit this page" opens the file the page was built from: the 1.6 copy for
 * 1.6 pages, the translation (of the right version) for translated pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './baseTest';
import {t} from './i18n';
import {locales, defaultLocale} from '../src/data/locales';
import {site, deployment} from '../src/data/site';

const versions = [
  {version: '1.7', route: 'how_to_start/', doc: 'how_to_start.mdx', folder: 'current', source: 'docs'},
  {
    version: '1.6',
    route: '1.6/api/methods/js_kanban_addcard_method/',
    doc: 'api/methods/js_kanban_addcard_method.md',
    folder: 'version-1.6',
    source: 'versioned_docs/version-1.6',
  },
];

for (const locale of locales) {
  for (const v of versions) {
    test(`${locale} ${v.version}: "Edit this page" opens the ${locale === defaultLocale ? 'source' : 'translated'} file of that version`, async ({
      page,
      gotoHydrated,
    }) => {
      const file = locale === defaultLocale ? `${v.source}/${v.doc}` : `i18n/${locale}/docusaurus-plugin-content-docs/${v.folder}/${v.doc}`;
      // The link must name a file that exists in the repository.
      expect(fs.existsSync(path.join(__dirname, '..', file)), file).toBe(true);
      await gotoHydrated(`${site.baseUrl}${locale === defaultLocale ? '' : `${locale}/`}${v.route}`);
      const link = page.getByRole('link', {name: t(locale, 'theme.common.editThisPage')});
      await expect(link).toHaveAttribute('href', `${site.repoUrl}/edit/${deployment.editBranch}/${file}`);
    });
  }
}
