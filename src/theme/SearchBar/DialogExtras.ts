/**
 * What this site adds to the DocSearch dialog (see index.tsx), in one chunk
 * that loads with the dialog's own code on intent, not with every page,
 * with the dialog's strings.
 */
// First: the dialog's strings load with it (lean-bundle/translationsLoader.js).
import '@site/src/plugins/lean-bundle/client/deferredTranslations';

export {NoResultsSuggestions} from './NoResultsSuggestions';
export {DialogA11y} from './DialogA11y';
export {SearchErrorScreen} from './SearchErrorScreen';
export {default as translations} from '@theme/SearchTranslations';
