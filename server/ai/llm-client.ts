// An OpenAI-compatible chat completions client with streaming (POST {base}/chat/completions,
// `stream: true`, server-sent `data:` lines of choices[0].delta.content, ending with [DONE]).
// The base URL is operator configuration (LLM_BASE_URL), not owner input, so it is fetched directly.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {
  readonly code = 'AI_LLM_FAILED';
}

/** Yields text deltas. Throws LlmError on any HTTP, protocol or time-out failure. */
export async function* streamCompletion(
  cfg: LlmConfig,
  messages: LlmMessage[],
  opts: { firstTokenMs: number; totalMs: number },
): AsyncGenerator<string> {
  const ctrl = new AbortController();
  const total = setTimeout(() => ctrl.abort(), opts.totalMs);
  let first = setTimeout(() => ctrl.abort(), opts.firstTokenMs);
  try {
    let res: Response;
    try {
      res = await fetch(`${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}`, accept: 'text/event-stream' },
        body: JSON.stringify({ model: cfg.model, messages, stream: true, temperature: 0.2 }),
        signal: ctrl.signal,
      });
    } catch (err) {
      throw new LlmError(`LLM request failed: ${err instanceof Error ? err.message : 'network error'}`);
    }
    if (!res.ok || !res.body) throw new LlmError(`LLM responded ${res.status}`);
    const queue: string[] = [];
    let finished = false;
    let protocolError: string | null = null;
    const parser = createParser({
      onEvent(ev: EventSourceMessage) {
        if (ev.data === '[DONE]') {
          finished = true;
          return;
        }
        try {
          const j = JSON.parse(ev.data) as { choices?: { delta?: { content?: string } }[]; error?: { message?: string } };
          if (j.error) protocolError = j.error.message ?? 'provider error';
          const t = j.choices?.[0]?.delta?.content;
          if (t) queue.push(t);
        } catch {
          /* unparseable events are skipped (SPEC §4) */
        }
      },
    });
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    let any = false;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        throw new LlmError(`LLM stream failed: ${err instanceof Error ? err.message : 'aborted'}`);
      }
      if (chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      if (protocolError) throw new LlmError(`LLM error: ${protocolError}`);
      while (queue.length) {
        if (!any) {
          any = true;
          clearTimeout(first);
        }
        yield queue.shift() as string;
      }
      if (finished) break;
    }
    if (!any) throw new LlmError('LLM returned no content');
    if (!finished) throw new LlmError('LLM stream ended early');
  } finally {
    clearTimeout(total);
    clearTimeout(first);
    // A caller that stops reading early (a dead end told by the model) closes the provider's stream.
    ctrl.abort();
    first = undefined as never;
  }
}
