// The AI chat's conversations for its owner (GET /ai/api/conversations/{id}): newest first, each with the
// contact the visitor left (before chatting or at a question the chat could not answer) and its
// messages. A conversation with an unanswered question and an email is the owner's to answer. Above them,
// how many of the month's messages the chat has answered, against its monthly limit (at which it stops).
import { useEffect, useState } from 'react';
import { aiApi, getMonthlyMessagesCount, type Conversation } from '../../../shared/api/ai-knowledge';
import { LOADING_TEXT } from '../../../shared/rules/errors';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { FormError, Group } from '../ui/fields';
import { Pager } from '../ui/pager';
import { useEditor } from '../workspace/editor-context';

const contactOf = (c: Conversation) => [c.fullName, c.email, c.phone].filter(Boolean).join(' · ');

export function Conversations() {
  const b = useBuilder();
  const { widgetId } = useEditor();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ items: Conversation[]; total: number; limit: number } | null>(null);
  const [error, setError] = useState('');
  const [month, setMonth] = useState<{ count: number; limit: number } | null>(null);
  useEffect(() => {
    getMonthlyMessagesCount<{ count?: number; limit?: number }>(b.api, widgetId).then(
      (m) => typeof m.count === 'number' && typeof m.limit === 'number' && setMonth({ count: m.count, limit: m.limit }),
      () => setMonth(null),
    );
  }, []);
  useEffect(() => {
    aiApi.conversations(b.api, widgetId, page).then(
      (r) => setData({ items: r.data.items ?? [], total: r.data.total ?? 0, limit: r.data.limit || 20 }),
      (e) => setError(errorMessage(e, 'Could not load the conversations.')),
    );
  }, [page]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <Group title="Chat conversations">
      <FormError error={error} />
      {month && (
        <p class={month.count >= month.limit ? 'notice' : 'hint'} role="status">
          {`This month: ${month.count.toLocaleString('en-US')} of ${month.limit.toLocaleString('en-US')} messages answered.`}
          {month.count >= month.limit && ' The chat answers again next month.'}
        </p>
      )}
      {!data && !error && <p>{LOADING_TEXT}</p>}
      {data && data.items.length === 0 && <p>No conversations yet.</p>}
      {data && data.items.length > 0 && (
        <>
          <p class="hint">{`${data.total} in all, newest first.`}</p>
          <ol class="conversations">
            {data.items.map((c) => {
              const unanswered = c.messages.some((m) => m.deadEnd);
              const first = c.messages.find((m) => m.role === 'user')?.content ?? '';
              return (
                <li key={c.conversationId}>
                  <details>
                    <summary>
                      <span class="conv-when">{new Date(c.updatedAt).toLocaleString()}</span>
                      {unanswered && <span class="badge badge-warn">Unanswered</span>}
                      <span class="conv-contact">{contactOf(c) || 'No contact left'}</span>
                      <span class="conv-first">{first}</span>
                    </summary>
                    <ul class="conv-messages">
                      {c.messages.map((m, i) => (
                        <li key={i} class={m.deadEnd ? `conv-${m.role} conv-dead-end` : `conv-${m.role}`}>
                          <strong>{m.role === 'user' ? 'Visitor' : 'Assistant'}:</strong> {m.content}
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ol>
          <Pager page={page} pages={pages} onPage={setPage} label="Conversation pages" small />
        </>
      )}
    </Group>
  );
}
