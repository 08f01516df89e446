// The conversation: sends a question to POST /ai/api/chat?stream=true (SPEC §7, signed by the shared
// client), appends streamed content as it arrives, keeps history in the session store, and turns
// failures into a message inside the widget (SPEC §8 texts).
import { useEffect, useRef, useState } from 'react';
import { chatStream } from '../../../shared/api/ai-chat';
import { FAILED_TO_CONNECT_AI_STREAM } from '../../../shared/rules/errors';
import type { WidgetContext } from '../types';
import { loadChat, saveChat, type ChatEntry, type ChatSession, type Lead } from './chat-history';

export type ChatStatus = 'idle' | 'streaming';

export function useChat(ctx: WidgetContext, widgetId: string, o: { isDeadEndEnabled: boolean; deadEndMessage: string }) {
  const [session, setSession] = useState<ChatSession>(() => loadChat(ctx.store));
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [error, setError] = useState<{ message: string; input: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const commit = (s: ChatSession) => {
    setSession(s);
    saveChat(ctx.store, s);
  };

  const send = async (input: string, lead: Lead | undefined = session.lead) => {
    const text = input.trim();
    if (!text || status === 'streaming') return;
    setError(null);
    const history = session.messages.filter((m) => !m.deadEnd).map((m) => ({ role: m.role, content: m.content }));
    const base: ChatSession = { ...session, lead, messages: [...session.messages, { role: 'user', content: text }] };
    commit(base);
    ctx.emitHostEvent('chat-message', { role: 'user', content: text });
    setStatus('streaming');
    const ctrl = new AbortController();
    abort.current = ctrl;
    let partial = '';
    const show = (content: string, extra: Partial<ChatEntry> = {}) =>
      setSession({ ...base, messages: [...base.messages, { role: 'assistant', content, ...extra }] });
    try {
      const r = await chatStream(
        { baseUrl: ctx.appUrl },
        { sessionId: widgetId, input: text, history, isDeadEndEnabled: o.isDeadEndEnabled, conversationId: session.conversationId, ...lead },
        (_piece, all) => {
          partial = all;
          show(all);
        },
        ctrl.signal,
      );
      const deadEnd = !!r.deadEnd || !r.text.trim();
      // A dead end shows the server's fallback text when it sent one, else the owner's message.
      const content = r.text.trim() ? r.text : o.deadEndMessage;
      const answer: ChatEntry = deadEnd ? { role: 'assistant', content, deadEnd: true, sources: r.sources } : { role: 'assistant', content, sources: r.sources };
      commit({ ...base, conversationId: r.conversationId ?? base.conversationId, messages: [...base.messages, answer] });
      ctx.emitHostEvent('chat-message', { role: 'assistant', content: answer.content, deadEnd });
    } catch (e) {
      if (ctrl.signal.aborted) return;
      // Keep what arrived before a mid-way failure, so the visitor sees where it stopped.
      commit(partial ? { ...base, messages: [...base.messages, { role: 'assistant', content: partial }] } : base);
      setError({ message: e instanceof Error && e.message ? e.message : FAILED_TO_CONNECT_AI_STREAM, input: text });
    } finally {
      if (!ctrl.signal.aborted) setStatus('idle');
    }
  };

  const setLead = (lead: Lead) => commit({ ...session, lead });

  /**
   * After a dead end: the visitor's contact, sent with the question that had no answer. The chat request
   * is the only way a conversation gets a contact on the server (SPEC §7: email, fullName, phone in its
   * body), so the owner sees the question with someone to reply to. Its second answer is not shown: the
   * visitor gets a thank-you instead.
   */
  const leaveContact = async (lead: Lead, thanks: string) => {
    const question = [...session.messages].reverse().find((m) => m.role === 'user')?.content;
    if (!question || status === 'streaming') return;
    const next: ChatSession = { ...session, lead, messages: [...session.messages, { role: 'assistant', content: thanks }] };
    commit(next);
    setStatus('streaming');
    const ctrl = new AbortController();
    abort.current = ctrl;
    try {
      const history = session.messages.filter((m) => !m.deadEnd).map((m) => ({ role: m.role, content: m.content }));
      const body = { sessionId: widgetId, input: question, history, isDeadEndEnabled: o.isDeadEndEnabled, conversationId: session.conversationId, ...lead };
      const r = await chatStream({ baseUrl: ctx.appUrl }, body, () => {}, ctrl.signal);
      if (r.conversationId) commit({ ...next, conversationId: r.conversationId });
    } catch (e) {
      if (ctrl.signal.aborted) return;
      // The visitor was thanked too soon: say so, and let them try again.
      commit({ ...session, lead });
      setError({ message: e instanceof Error && e.message ? e.message : FAILED_TO_CONNECT_AI_STREAM, input: question });
    } finally {
      if (!ctrl.signal.aborted) setStatus('idle');
    }
  };
  return { session, status, error, send, setLead, leaveContact };
}
