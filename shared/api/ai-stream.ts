// Reads an AI chat stream (SPEC §4): content appends, done ends, error aborts, unparseable events are
// skipped. Built on eventsource-parser, which handles chunk boundaries, comments and retry lines.
import { createParser } from 'eventsource-parser';
import { ERROR_CODES, STREAMING_ERROR, TesseraError } from '../rules/errors';
import { decodeChatStreamEvent, type ChatSource, type ChatStreamEvent } from './ai-stream-events';

export interface ChatStreamResult {
  text: string;
  /** True when the server sent done; false when the stream simply ended. */
  done: boolean;
  conversationId?: string;
  /** Sources the answer drew on, when the server sent them with done. */
  sources?: ChatSource[];
  /** The server found no answer (the dead-end fallback applies). */
  deadEnd?: boolean;
}

/** Reads the stream to its end or its done event; onContent gets each piece and the text so far. */
export async function readChatStream(
  body: ReadableStream<Uint8Array>,
  onContent: (piece: string, text: string) => void = () => {},
): Promise<ChatStreamResult> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const result: ChatStreamResult = { text: '', done: false };
  let failure: ChatStreamEvent | null = null;
  const parser = createParser({
    onEvent(msg) {
      if (result.done || failure) return;
      const e = decodeChatStreamEvent(msg);
      if (!e) return;
      if (e.type === 'content') {
        result.text += e.content;
        onContent(e.content, result.text);
      } else if (e.type === 'done') {
        result.done = true;
        if (e.conversationId) result.conversationId = e.conversationId;
        if (e.sources) result.sources = e.sources;
        if (e.deadEnd) result.deadEnd = true;
      } else failure = e;
    },
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (result.done || failure) break;
    }
  } catch {
    throw new TesseraError(ERROR_CODES.STREAMING_ERROR, STREAMING_ERROR);
  } finally {
    reader.cancel().catch(() => {});
  }
  if (failure) throw new TesseraError(ERROR_CODES.STREAMING_ERROR, STREAMING_ERROR);
  return result;
}
