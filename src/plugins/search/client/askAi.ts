/**
 * Ask AI without a hosted assistant. DocSearch 4.7 talks to a fixed endpoint
 * (`askai.algolia.com`: `/token`, `/chat`, `/feedback`) through
 * `globalThis.fetch`, and has no prop to change it. When the configured
 * assistant id is the embedded one, a scoped fetch wrapper answers exactly
 * those URLs, and only for that assistant id: `/chat` streams a search
 * tool step and then an answer quoted from the embedded index (AI SDK v5 UI
 * message stream), so the stock Ask AI screen renders it, with its searching
 * line, related sources, copy and feedback buttons. Every other request goes
 * to the real fetch untouched. The wrapper is small and installed with the
 * page; the code that answers (askAiAnswer.ts) loads with the first question.
 */
import {useEffect, useMemo} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';
import {useEmbeddedSearchClient, useKanbanSearchData, type SearchClient} from './index';
import type {AnswerStrings} from '../shared/answer';
import type {ChatBody} from './askAiAnswer';

const ASK_AI_HOSTS = /^https:\/\/(beta-chat-)?askai\.algolia\.com\//;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

/** A token DocSearch accepts: its first segment is base64 JSON with `exp`. */
function localToken(): string {
  return `${btoa(JSON.stringify({exp: Math.floor(Date.now() / 1000) + 3600}))}.embedded`;
}

/** Ask AI errors as the reader sees them: what happened and what to do, in the page's language. */
export interface AskAiErrorStrings {
  /** The docs index could not be loaded (offline, server error). */
  unavailable: string;
  /** The question could not be read (a malformed request). */
  badRequest: string;
  /** Anything else. */
  failed: string;
}

export interface LocalAnswerer {
  client: SearchClient;
  strings: AnswerStrings;
  errors: AskAiErrorStrings;
  origin: string;
}

/**
 * An error answer. The chat transport shows the body of a failed response as
 * the error message, so the body is the translated sentence itself.
 */
const errorResponse = (message: string, status: number) =>
  new Response(message, {status, headers: {'content-type': 'text/plain; charset=utf-8'}});

type Fetch = typeof fetch;
let originalFetch: Fetch | null = null;
let answerer: (LocalAnswerer & {assistantId: string}) | null = null;

function headerOf(init: RequestInit | undefined, input: RequestInfo | URL, name: string): string | null {
  const fromInit = init?.headers ? new Headers(init.headers).get(name) : null;
  if (fromInit !== null) return fromInit;
  return input instanceof Request ? input.headers.get(name) : null;
}

/** Installs the scoped fetch wrapper once; later calls only update what it answers with. */
export function installLocalAskAi(next: LocalAnswerer & {assistantId: string}): void {
  answerer = next;
  if (originalFetch) return;
  originalFetch = globalThis.fetch.bind(globalThis);
  const wrapped: Fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const current = answerer;
    if (!current || !ASK_AI_HOSTS.test(url)) return originalFetch!(input, init);
    const assistant = headerOf(init, input, 'x-algolia-assistant-id');
    if (assistant !== current.assistantId) return originalFetch!(input, init);
    const path = new URL(url).pathname;
    if (path.endsWith('/token')) return json({success: true, token: localToken()});
    if (path.endsWith('/feedback')) return json({success: true});
    if (path.endsWith('/chat')) {
      const raw = typeof init?.body === 'string' ? init.body : input instanceof Request ? await input.clone().text() : '{}';
      let body: ChatBody = {};
      try {
        body = JSON.parse(raw) as ChatBody;
      } catch {
        return errorResponse(current.errors.badRequest, 400);
      }
      // The answering code loads with the first question; offline, its chunk fails like the index would.
      let answerChat: typeof import('./askAiAnswer').answerChat;
      try {
        ({answerChat} = await import('./askAiAnswer'));
      } catch {
        return errorResponse(current.errors.unavailable, 503);
      }
      try {
        return await answerChat(body, current);
      } catch (e) {
        return errorResponse((e as Error)?.name === 'RetryError' ? current.errors.unavailable : current.errors.failed, 503);
      }
    }
    return errorResponse(current.errors.failed, 404);
  };
  globalThis.fetch = wrapped;
}

/**
 * Props for the DocSearch modal: the reworded disclaimer when Ask AI is
 * answered from the docs; installs the wrapper while the site uses it.
 * `modal`: the dialog's strings (@theme/SearchTranslations), passed in by the
 * SearchBar once they have loaded with the dialog's chunk.
 */
export function useLocalAskAi(askAi: {assistantId?: string} | undefined, modal: DocSearchTranslations['modal']): Record<string, unknown> {
  const {localAssistantId} = useKanbanSearchData();
  const client = useEmbeddedSearchClient();
  const active = Boolean(client && askAi?.assistantId === localAssistantId);

  useEffect(() => {
    if (!active || !client) return;
    installLocalAskAi({
      client,
      assistantId: localAssistantId,
      origin: window.location.origin,
      strings: {
        intro: translate({
          id: 'search.askAi.embedded.intro',
          message: 'Here is what the documentation says about this:',
          description: 'First line of an Ask AI answer quoted from the docs',
        }),
        nothingFound: translate({
          id: 'search.askAi.embedded.nothingFound',
          message: 'The documentation has no passage that answers this. Try other words, or search with the keyword search.',
          description: 'Ask AI answer when no passage of the docs matches the question',
        }),
      },
      errors: {
        unavailable: translate({
          id: 'search.askAi.error.unavailable',
          message: 'The documentation could not be loaded to answer this. Check your network connection, then ask again.',
          description: 'Ask AI error: the search index could not be loaded',
        }),
        badRequest: translate({
          id: 'search.askAi.error.badRequest',
          message: 'Your question could not be read. Start a new conversation and ask it again.',
          description: 'Ask AI error: the question could not be read',
        }),
        failed: translate({
          id: 'search.askAi.error.failed',
          message: 'Something went wrong while answering. Ask again, or use the keyword search.',
          description: 'Ask AI error: any other failure',
        }),
      },
    });
  }, [active, client, localAssistantId]);

  return useMemo(() => {
    if (!active) return {};
    return {
      translations: {
        ...modal,
        askAiScreen: {
          ...modal?.askAiScreen,
          disclaimerText: translate({
            id: 'search.askAi.embedded.disclaimer',
            message: 'Answers are quoted from this documentation, not generated. Follow the links to read each passage in context.',
            description: 'Ask AI disclaimer when answers are quoted from the embedded index',
          }),
        },
      },
    };
  }, [active, modal]);
}
