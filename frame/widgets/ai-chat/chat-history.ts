// The visitor's conversation for this session, in the per-widget store the loader keeps in the host
// page's sessionStorage (the frame has no storage of its own, ARCHITECTURE §4).
import type { ChatSource } from '../../../shared/api/ai-stream-events';
import type { WidgetContext } from '../types';

export type ChatEntry = { role: 'user' | 'assistant'; content: string; sources?: ChatSource[]; deadEnd?: boolean };
export type Lead = { email?: string; fullName?: string; phone?: string };
export type ChatSession = { conversationId?: string; messages: ChatEntry[]; lead?: Lead };

const KEY = 'chat';
/** Enough context for the assistant; the store has a size limit (bridge guard: 64 KB). */
export const MAX_KEPT_MESSAGES = 40;

export function loadChat(store: WidgetContext['store']): ChatSession {
  const s = store.get<ChatSession>(KEY);
  return s && Array.isArray(s.messages) ? s : { messages: [] };
}

export function saveChat(store: WidgetContext['store'], s: ChatSession): void {
  store.set(KEY, { ...s, messages: s.messages.slice(-MAX_KEPT_MESSAGES) });
}
