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
  // Server-rendered, the chat is on screen before the loader hands the store over: the conversation of
  // an earlier page of this visit arrives with it, unless the visitor has started a new one since.
  useEffect(() => {
    let live = true;
    void ctx.store.ready?.then(() => {
      const kept = loadChat(ctx.store);
      if (live && kept.messages.length) setSession((s) => (s.messages.length ? s : kept));
    });
    return () => {
      live = false;
    };
  }, []);

  const commit = (s: ChatSession) => {
    setSession(s);
    saveChat(ctx.store, s);
  };

  /**
   * One chat request for `input`: the streaming status, the abort when the panel goes away, and the
   * history the server is given (dead ends left out). On a failure it runs `failed` (what the
   * conversation keeps) and shows the error with the input to try again; aborted or failed, it gives null.
   */
  const request = async (input: string, lead: Lead | undefined, onText: (all: string) => void, failed: () => void) => {
    setStatus('streaming');
    const ctrl = new AbortController();
    abort.current = ctrl;
    const history = session.messages.filter((m) => !m.deadEnd).map((m) => ({ role: m.role, content: m.content }));
    try {
      const body = { sessionId: widgetId, input, history, isDeadEndEnabled: o.isDeadEndEnabled, conversationId: session.conversationId, ...lead };
      return await chatStream({ baseUrl: ctx.appUrl }, body, (_piece, all) => onText(all), ctrl.signal);
    } catch (e) {
      if (ctrl.signal.aborted) return null;
      failed();
      setError({ message: e instanceof Error && e.message ? e.message : FAILED_TO_CONNECT_AI_STREAM, input });
      return null;
    } finally {
      if (!ctrl.signal.aborted) setStatus('idle');
    }
  };

  const send = async (input: string, lead: Lead | undefined = session.lead) => {
    const text = input.trim();
    if (!text || status === 'streaming') return;
    setError(null);
    const base: ChatSession = { ...session, lead, messages: [...session.messages, { role: 'user', content: text }] };
    commit(base);
    ctx.emitHostEvent('chat-message', { role: 'user', content: text });
    let partial = '';
    const show = (content: string) => setSession({ ...base, messages: [...base.messages, { role: 'assistant', content }] });
    const r = await request(
      text,
      lead,
      (all) => {
        partial = all;
        show(all);
      },
      // Keep what arrived before a mid-way failure, so the visitor sees where it stopped.
      () => commit(partial ? { ...base, messages: [...base.messages, { role: 'assistant', content: partial }] } : base),
    );
    if (!r) return;
    const deadEnd = !!r.deadEnd || !r.text.trim();
    // A dead end shows the server's fallback text when it sent one, else the owner's message.
    const content = r.text.trim() ? r.text : o.deadEndMessage;
    const answer: ChatEntry = deadEnd ? { role: 'assistant', content, deadEnd: true, sources: r.sources } : { role: 'assistant', content, sources: r.sources };
    commit({ ...base, conversationId: r.conversationId ?? base.conversationId, messages: [...base.messages, answer] });
    ctx.emitHostEvent('chat-message', { role: 'assistant', content: answer.content, deadEnd });
  };

  const setLead = (lead: Lead) => commit({ ...session, lead });

  /**
   * After a dead end: the visitor's contact, sent with the question that had no answer. The chat request
   * is the only way a conversation gets a contact on the server (SPEC §7: email, fullName, phone in its
   * body), so the owner sees the question with someone to reply to. The server knows the resend
   * (isContactResend): the question is not stored, answered or counted twice. The visitor gets a
   * thank-you, taken back if the send fails.
   */
  const leaveContact = async (lead: Lead, thanks: string) => {
    const question = [...session.messages].reverse().find((m) => m.role === 'user')?.content;
    if (!question || status === 'streaming') return;
    const next: ChatSession = { ...session, lead, messages: [...session.messages, { role: 'assistant', content: thanks }] };
    commit(next);
    const r = await request(question, lead, () => {}, () => commit({ ...session, lead }));
    if (r?.conversationId) commit({ ...next, conversationId: r.conversationId });
  };
  return { session, status, error, send, setLead, leaveContact };
}
