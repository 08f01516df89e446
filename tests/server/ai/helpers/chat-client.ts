// Builds signed chat requests the way the widget does (shared signChatRequest) and reads SSE replies.
import { signChatRequest } from '../../../../shared/rules/chat-signature';

export interface ChatInput {
  sessionId: string;
  input: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
  isDeadEndEnabled?: boolean;
  conversationId?: string;
  email?: string;
  fullName?: string;
  phone?: string;
}

export async function signedBody(b: ChatInput): Promise<Record<string, unknown>> {
  const history = b.history ?? [];
  const signature = await signChatRequest({ componentId: b.sessionId, input: b.input, history });
  return { ...b, history, signature };
}

export interface SseEventOut {
  event: string;
  data: any;
}

/** Parses a complete text/event-stream body into events. */
export function parseSse(text: string): SseEventOut[] {
  return text
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}
