// The AI chat stream's wire format (SPEC §4 "AI chat stream events"): server-sent events whose data is
// JSON `{ type: 'content' | 'done' | 'error', ... }`. The server writes with formatChatStreamEvent and the
// client reads with decodeChatStreamEvent, so the format is defined once. An SSE `event:` name, when
// present, stands in for a missing `type`.

export type ChatStreamEvent =
  | { type: 'content'; content: string }
  | { type: 'done'; conversationId?: string; sources?: ChatSource[]; deadEnd?: boolean }
  | { type: 'error'; message?: string; code?: string };

/** A page or file an answer drew on, shown under the answer (optional on `done`). */
export type ChatSource = { title: string; url: string };

function decodeSources(v: unknown): ChatSource[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out = v
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object' && typeof (s as { url?: unknown }).url === 'string')
    .map((s) => ({ url: String(s.url), title: typeof s.title === 'string' && s.title ? s.title : String(s.url) }));
  return out.length ? out : undefined;
}

export const CHAT_STREAM_CONTENT_TYPE = 'text/event-stream';

/** One SSE block; the `event:` line repeats the type so plain EventSource listeners can subscribe by name. */
export function formatChatStreamEvent(e: ChatStreamEvent): string {
  return `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;
}

/** The event, or null when it cannot be understood (SPEC §8: unparseable stream events are skipped). */
export function decodeChatStreamEvent(msg: { event?: string; data: string }): ChatStreamEvent | null {
  let d: unknown;
  try {
    d = JSON.parse(msg.data);
  } catch {
    return null;
  }
  if (!d || typeof d !== 'object') return null;
  const o = d as Record<string, unknown>;
  const type = typeof o.type === 'string' ? o.type : msg.event;
  if (type === 'content') return typeof o.content === 'string' ? { type, content: o.content } : null;
  if (type === 'done') {
    const e: ChatStreamEvent = typeof o.conversationId === 'string' ? { type, conversationId: o.conversationId } : { type };
    const sources = decodeSources(o.sources);
    if (sources) e.sources = sources;
    if (o.deadEnd === true) e.deadEnd = true;
    return e;
  }
  if (type === 'error') return typeof o.message === 'string' ? { type, message: o.message } : { type };
  return null;
}
