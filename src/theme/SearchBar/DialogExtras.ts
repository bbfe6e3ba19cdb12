/**
 * What this site adds to the DocSearch dialog (see index.tsx), in one chunk
 * that loads with the dialog's own code on intent, not with every page,
 * with the dialog's strings.
 */
// First: the dialog's strings load with it (lean-bundle/translationsLoader.js).
import '@site/src/plugins/lean-bundle/client/deferredTranslations';
// The dialog's styles: DocSearch's, then this site's rules for it, in that order (src/plugins/lean-bundle keeps them
// out of the stylesheet every page loads).
import '@docsearch/css/dist/modal.css';
import './dialog.css';

export {NoResultsSuggestions} from './NoResultsSuggestions';
export {DialogA11y} from './DialogA11y';
export {SearchErrorScreen} from './SearchErrorScreen';
export {default as translations} from '@theme/SearchTranslations';
