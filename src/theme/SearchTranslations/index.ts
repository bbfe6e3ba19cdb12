/**
 * Wraps the theme's DocSearch translations: DocSearch 4.7 shows a few strings
 * the theme has no translation id for (conversation history, new
 * conversation, a stopped or failed Ask AI answer, the aggregated "searched
 * for" line), so they would stay in English on every locale. They get ids here,
 * namespaced like the theme's own.
 */
// First: the dialog's strings are not in the first load (lean-bundle/translationsLoader.js).
import '@site/src/plugins/lean-bundle/client/deferredTranslations';
import {translate} from '@docusaurus/Translate';
import original from '@theme-original/SearchTranslations';

type Translations = typeof original;

const modal = original.modal ?? {};

const translations: Translations = {
  ...original,
  modal: {
    ...modal,
    searchBox: {
      ...modal.searchBox,
      conversationHistoryTitle: translate({
        id: 'theme.SearchModal.searchBox.conversationHistoryTitle',
        message: 'My conversation history',
        description: 'Title of the Ask AI conversation history',
      }),
      startNewConversationText: translate({
        id: 'theme.SearchModal.searchBox.startNewConversationText',
        message: 'Start a new conversation',
        description: 'Ask AI button that starts a new conversation',
      }),
      viewConversationHistoryText: translate({
        id: 'theme.SearchModal.searchBox.viewConversationHistoryText',
        message: 'Conversation history',
        description: 'Ask AI button that shows earlier conversations',
      }),
    },
    newConversation: {
      ...modal.newConversation,
      newConversationTitle: translate({
        id: 'theme.SearchModal.newConversation.newConversationTitle',
        message: 'How can I help you today?',
        description: 'Title of an empty Ask AI conversation',
      }),
      newConversationDescription: translate({
        id: 'theme.SearchModal.newConversation.newConversationDescription',
        message: 'I search the documentation to find answers about setup, API and usage.',
        description: 'Description of an empty Ask AI conversation',
      }),
    },
    resultsScreen: {
      ...modal.resultsScreen,
      noResultsAskAiPlaceholder: translate({
        id: 'theme.SearchModal.resultsScreen.noResultsAskAiPlaceholder',
        message: "Didn't find it in the docs? Ask AI to help: ",
        description: 'Ask AI entry of the search dialog when the query has no results (followed by the query)',
      }),
    },
    askAiScreen: {
      ...modal.askAiScreen,
      stoppedStreamingText: translate({
        id: 'theme.SearchModal.askAiScreen.stoppedStreamingText',
        message: 'You stopped this answer',
        description: 'Shown when the reader stops an Ask AI answer',
      }),
      errorTitleText: translate({
        id: 'theme.SearchModal.askAiScreen.errorTitleText',
        message: 'Chat error',
        description: 'Title of an Ask AI error',
      }),
      startNewConversationButtonText: translate({
        id: 'theme.SearchModal.askAiScreen.startNewConversationButtonText',
        message: 'Start a new conversation',
        description: 'Button after a blocking Ask AI error',
      }),
    },
  },
};

export default translations;
