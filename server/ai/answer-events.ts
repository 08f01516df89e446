// The chat answer as a sequence of events, shared by the streaming and non-streaming forms: the
// offline engine always runs first (retrieval, dead end, sources); with an LLM configured, the answer
// is generated from the retrieved chunks instead, and any provider failure falls back to the offline
// answer. The model also judges whether the chunks answer at all: its NO_ANSWER becomes the dead end.
import type { Config } from '../config';
import type { AiOptions } from './ai-options';
import { composeAnswer } from './engine/compose-answer';
import type { KnowledgeIndex } from './engine/knowledge-index';
import type { EngineAnswer, Source } from './engine/types';
import { messagesFor } from './engine/messages';
import { LlmError, type LlmMessage, streamCompletion } from './llm-client';
import { NO_ANSWER, ragMessages } from './rag-prompt';

export type AnswerEvent =
  | { type: 'content'; text: string }
  | { type: 'done'; text: string; sources: Source[]; deadEnd: boolean; provider: 'offline' | 'llm' };

export interface AnswerInput {
  index: KnowledgeIndex;
  input: string;
  history: { role: string; content: string }[];
  isDeadEndEnabled: boolean;
  /** The owner's fallback message (widget data deadEndMessage). */
  deadEndMessage: string;
  instructions: string;
}

/** Splits text into a few pieces so the client renders progressively even offline. */
function pieces(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 8) out.push(words.slice(i, i + 8).join(''));
  return out;
}

/** The LLM provider, when one is configured (LLM_BASE_URL, LLM_API_KEY and LLM_MODEL); else the offline engine answers. */
export function llmOf(config: Config): { baseUrl: string; apiKey: string; model: string } | null {
  return config.llmBaseUrl && config.llmApiKey && config.llmModel ? { baseUrl: config.llmBaseUrl, apiKey: config.llmApiKey, model: config.llmModel } : null;
}

export async function* answerEvents(config: Config, opts: AiOptions, a: AnswerInput): AsyncGenerator<AnswerEvent> {
  const offline: EngineAnswer = composeAnswer(a.index, a.input, {
    fallback: a.isDeadEndEnabled && a.deadEndMessage ? a.deadEndMessage : undefined,
  });
  const llm = llmOf(config);
  if (offline.deadEnd || !llm) {
    for (const p of pieces(offline.text)) yield { type: 'content', text: p };
    yield { type: 'done', text: offline.text, sources: offline.sources, deadEnd: offline.deadEnd, provider: 'offline' };
    return;
  }
  const messages: LlmMessage[] = ragMessages(a.instructions, offline, a.history, a.input);
  const deadEndText = (a.isDeadEndEnabled && a.deadEndMessage) || messagesFor(offline.lang).fallback;
  let text = '';
  // Nothing is shown while the answer could still be the NO_ANSWER token.
  let shown = false;
  try {
    for await (const delta of streamCompletion(llm, messages, { firstTokenMs: opts.llmFirstTokenMs, totalMs: opts.llmTotalMs })) {
      text += delta;
      if (shown) {
        yield { type: 'content', text: delta };
        continue;
      }
      const head = text.trimStart();
      if (head.startsWith(NO_ANSWER)) break;
      if (NO_ANSWER.startsWith(head)) continue;
      shown = true;
      yield { type: 'content', text: head };
    }
    if (!shown && text.trimStart().startsWith(NO_ANSWER)) {
      for (const p of pieces(deadEndText)) yield { type: 'content', text: p };
      yield { type: 'done', text: deadEndText, sources: [], deadEnd: true, provider: 'llm' };
      return;
    }
    if (!shown && text.trim()) yield { type: 'content', text: text.trimStart() };
    yield { type: 'done', text: text.trimStart(), sources: offline.sources, deadEnd: false, provider: 'llm' };
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    // Part of an LLM answer may already be on screen: the offline answer follows it on a new paragraph.
    const partial = shown ? text.trimStart() : '';
    const fallback = partial ? `\n\n${offline.text}` : offline.text;
    for (const p of pieces(fallback)) yield { type: 'content', text: p };
    yield { type: 'done', text: partial + fallback, sources: offline.sources, deadEnd: false, provider: 'offline' };
  }
}
