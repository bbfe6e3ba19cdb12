/**
 * What this site adds to the DocSearch dialog (see index.tsx), in one chunk
 * that loads with the dialog's own code on intent, not with every page.
 */
export {NoResultsSuggestions} from './NoResultsSuggestions';
export {DialogA11y} from './DialogA11y';
export {SearchErrorScreen} from './SearchErrorScreen';
