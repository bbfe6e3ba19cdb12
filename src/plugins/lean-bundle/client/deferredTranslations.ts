/**
 * The UI strings left out of the first load (see ../translationsLoader.js),
 * merged into the object `translate()` reads. Imported first by the modules
 * that show them (the search dialog's strings and the search page), so they
 * are in place before those modules declare or render any string. In the
 * server bundle and in development the query is ignored: the same strings
 * again, a no-op.
 */
import codeTranslations from '@generated/codeTranslations';
import deferred from '@generated/codeTranslations.json?deferred';

Object.assign(codeTranslations, deferred);
