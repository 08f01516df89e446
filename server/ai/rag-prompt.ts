// The grounded prompt for an LLM answer: the owner's instructions, the retrieved chunks numbered with
// their sources, the recent history, the question. The model is told to answer only from the chunks
// and in the language of the question, or to answer NO_ANSWER alone when the chunks hold no answer.
import type { EngineAnswer } from './engine/types';
import type { LlmMessage } from './llm-client';

const MAX_CONTEXT_CHARS = 12_000;
/** What the model answers, alone, when the context holds no answer; the server shows the dead-end text. */
export const NO_ANSWER = 'NO_ANSWER';
const MAX_HISTORY = 8;

export function ragMessages(
  instructions: string,
  retrieved: EngineAnswer,
  history: { role: string; content: string }[],
  question: string,
): LlmMessage[] {
  let budget = MAX_CONTEXT_CHARS;
  const context: string[] = [];
  retrieved.chunks.slice(0, 6).forEach((c, i) => {
    const block = `[${i + 1}] ${c.title}${c.headingPath.length ? ` › ${c.headingPath.join(' › ')}` : ''} (${c.url})\n${c.text}`;
    if (block.length > budget) return;
    budget -= block.length;
    context.push(block);
  });
  const system = [
    "You are a helpful assistant on a website. Answer the visitor's question using only the context below.",
    // The model is a far better judge of "does this context answer it?" than the offline signals, so
    // it says so with a token the server turns into the owner's dead-end message.
    `If the context does not contain the answer, reply with exactly ${NO_ANSWER} and nothing else.`,
    'Answer in the language of the question, briefly, and do not invent prices, dates or policies.',
    instructions ? `Owner instructions: ${instructions}` : '',
    `Context:\n${context.join('\n\n')}`,
  ].filter(Boolean).join('\n\n');
  const past = history
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .slice(-MAX_HISTORY)
    .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content.slice(0, 2000) }));
  return [{ role: 'system', content: system }, ...past, { role: 'user', content: question }];
}
