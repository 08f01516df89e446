// The chat's server-sent events wire format (SPEC §4 "AI chat stream events"), one JSON object per
// event:
//   event: content   data: {"text":"..."}                       append text
//   event: done      data: {"sources":[{"url","title"}],"conversationId":"...","deadEnd":false}
//   event: error     data: {"message":"...","code":"..."}        abort
export type SseEvent =
  | { event: 'content'; data: { text: string } }
  | { event: 'done'; data: { sources: { url: string; title: string }[]; conversationId: string; deadEnd: boolean } }
  | { event: 'error'; data: { message: string; code: string } };

export function formatSse(e: SseEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}
