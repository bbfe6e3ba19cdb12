/**
 * The Ask AI answer, quoted from the embedded index (see askAi.ts): loaded
 * with the first question, not with every page.
 */
import type {SearchClient} from './embeddedClient';
import {selectedTags} from './facets';
import {composeAnswer, type AnswerStrings} from '../shared/answer';
import {capQuery} from '../shared/limits';

export interface ChatBody {
  messages?: {role: string; parts?: {type: string; text?: string}[]}[];
  searchParameters?: {facetFilters?: (string | string[])[]};
}

/** One Server-Sent Event carrying a UI message chunk. */
const sse = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

function lastQuestion(body: ChatBody): string {
  const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  return (user?.parts ?? [])
    .filter((p) => p.type === 'text')
    .map((p) => p.text ?? '')
    .join(' ')
    .trim();
}

/** Answers one `/chat` request: a stream of UI message chunks. */
export async function answerChat(
  body: ChatBody,
  {client, strings, origin}: {client: SearchClient; strings: AnswerStrings; origin: string},
): Promise<Response> {
  // The same 512-byte cap as keyword search: a pasted page answers as fast as a question.
  const question = capQuery(lastQuestion(body));
  const passages = await client.passages(selectedTags(body.searchParameters?.facetFilters), question, 3);
  const answer = composeAnswer(passages, strings, origin);
  const id = `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const chunks = [
    {type: 'start', messageId: id},
    {type: 'start-step'},
    // The `algolia_search_index` tool form (a list of queries) shows the translated
    // "Searched for" line; the `searchIndex` form appends an untranslatable "found N results".
    {type: 'tool-input-start', toolCallId: `${id}-search`, toolName: 'algolia_search_index'},
    {type: 'tool-input-available', toolCallId: `${id}-search`, toolName: 'algolia_search_index', input: {queries: [{query: question}]}},
    {
      type: 'tool-output-available',
      toolCallId: `${id}-search`,
      output: {hits: passages.map((p) => ({url: origin + p.url, title: p.title}))},
    },
    {type: 'finish-step'},
    {type: 'start-step'},
    {type: 'text-start', id: `${id}-text`},
    // Stream the answer in pieces so the screen shows it arriving.
    ...(answer.match(/[\s\S]{1,80}/g) ?? []).map((delta) => ({type: 'text-delta', id: `${id}-text`, delta})),
    {type: 'text-end', id: `${id}-text`},
    {type: 'finish-step'},
    {type: 'finish'},
  ];
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(sse(chunk)));
        await new Promise((r) => setTimeout(r, 10));
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-vercel-ai-ui-message-stream': 'v1'},
  });
}
