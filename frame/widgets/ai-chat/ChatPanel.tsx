// The conversation panel: messages (a polite live log), sources under answers, starter questions, the
// optional lead form, the input, and clear messages for failures and the monthly limit.
import { useEffect, useRef, useState } from 'react';
import type { AiChatData } from '../../../shared/widgets/ai-chat';
import { Icon } from '../common/Icon';
import { ErrorNote } from '../common/ErrorNote';
import type { Translate } from '../common/localize';
import { safeHref } from '../common/safe-href';
import type { WidgetContext } from '../types';
import { LeadForm } from './LeadForm';
import type { useChat } from './use-chat';

type Props = {
  data: AiChatData;
  ctx: WidgetContext;
  t: Translate;
  chat: ReturnType<typeof useChat>;
  limitReached: boolean;
  titleId: string;
  onClose?(): void;
  /** Whether the bubble's panel takes focus as it opens (not in the builder's preview until the owner opens it). */
  takeFocus?: boolean;
};

export function ChatPanel({ data, ctx, t, chat, limitReached, titleId, onClose, takeFocus = true }: Props) {
  const [input, setInput] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const { messages, lead } = chat.session;
  const needLead = data.leadCapture?.enabled && !lead && (data.leadCapture.fields ?? []).length > 0;
  const busy = chat.status === 'streaming';
  useEffect(() => {
    // Opening the bubble's panel moves focus to the question field (and Escape then reaches the panel).
    if (onClose && takeFocus) field.current?.focus();
  }, []);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, busy]);

  const ask = (q: string, how: string) => {
    ctx.reportEngagement({ interaction: 'click', eventSubType: how, entityPath: 'chat' });
    setInput('');
    void chat.send(q);
  };
  const starters = (data.starterQuestions ?? []).filter((q) => typeof q === 'string' && q.trim());

  return (
    <div className="tw-panel">
      <header className="tw-head">
        <h2 id={titleId}>{t('title', data.title)}</h2>
        {onClose ? <button type="button" className="tw-ghost tw-close" onClick={onClose} aria-label={t('close', 'Close chat')}><Icon name="close" /></button> : null}
      </header>
      <div className="tw-log" ref={log} role="log" aria-live="polite" aria-busy={busy || undefined} tabIndex={0} aria-label={t('conversation', 'Conversation')}>
        {data.welcomeMessage ? <p className="tw-msg tw-assistant">{t('welcomeMessage', data.welcomeMessage)}</p> : null}
        {messages.map((m, i) => (
          <div key={i} className={`tw-msg tw-${m.role}`}>
            <span className="tw-sr">{m.role === 'user' ? t('you', 'You said:') : t('assistant', 'Assistant:')}</span>
            <span className="tw-text">{m.content}</span>
            {data.showSources && m.sources?.length ? (
              <ul className="tw-sources" aria-label={t('sources', 'Sources')}>
                {m.sources.map((s, j) => {
                  const href = safeHref(s.url);
                  return href ? (
                    <li key={j}>
                      <a href={href} target="_blank" rel="noopener noreferrer">{s.title}</a>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null}
          </div>
        ))}
        {/* The no-answer message asks for a way to reply: the form to leave one, when there is none yet. */}
        {messages.at(-1)?.deadEnd && !lead?.email && !busy ? (
          <LeadForm
            id="contact"
            fields={['email']}
            t={t}
            // The owner's no-answer message above says what the form is for.
            intro=""
            submit={t('contact.send', 'Send my email')}
            onDone={(l) => void chat.leaveContact({ ...lead, ...l }, t('contact.thanks', 'Thank you! Our team will reply to {email}.').replace('{email}', l.email ?? ''))}
          />
        ) : null}
        {busy && messages[messages.length - 1]?.role === 'user' ? <p className="tw-msg tw-assistant tw-typing" role="status">{t('thinking', 'Thinking…')}</p> : null}
        {chat.error ? (
          <div>
            <ErrorNote message={chat.error.message} />
            <button type="button" className="tw-ghost" onClick={() => void chat.send(chat.error!.input)}>{t('retry', 'Try again')}</button>
          </div>
        ) : null}
      </div>
      {limitReached ? (
        <ErrorNote message={t('error.limit', 'This assistant has answered all the questions it can this month. Please come back later.')} />
      ) : needLead ? (
        <LeadForm fields={data.leadCapture.fields} t={t} onDone={(l) => chat.setLead(l)} />
      ) : (
        <>
          {messages.length === 0 && starters.length ? (
            <ul className="tw-starters" aria-label={t('starters', 'Suggested questions')}>
              {starters.map((q, i) => (
                <li key={i}>
                  <button type="button" className="tw-ghost" disabled={busy} onClick={() => ask(t(`starter.${i}`, q), 'starter')}>{t(`starter.${i}`, q)}</button>
                </li>
              ))}
            </ul>
          ) : null}
          <form
            className="tw-input"
            onSubmit={(e) => {
              e.preventDefault();
              if (input.trim()) ask(input, 'send');
            }}
          >
            <label htmlFor="chat-input" className="tw-sr">{t('inputLabel', 'Your question')}</label>
            <textarea
              id="chat-input"
              ref={field}
              rows={1}
              value={input}
              maxLength={4000}
              placeholder={t('placeholder', data.placeholder)}
              onInput={(e) => setInput((e.currentTarget as HTMLTextAreaElement).value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  if (input.trim() && !busy) ask(input, 'send');
                }
              }}
            />
            <button type="submit" className="tw-btn" disabled={busy || !input.trim()}>{t('send', 'Send')}</button>
          </form>
        </>
      )}
    </div>
  );
}
