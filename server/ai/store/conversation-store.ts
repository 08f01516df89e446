// Conversations with their history and the visitor's optional email, name and phone (owner-visible).
import { newId } from '../../auth/tokens';
import type { Deps } from '../../deps';
import type { Source } from '../engine/types';

export interface Visitor {
  email?: string;
  fullName?: string;
  phone?: string;
}

/**
 * Creates the conversation if new; fills in visitor details that arrive later. Returns its id, and
 * whether this message gave it an email it did not have (a new contact for the owner's integrations).
 */
export async function ensureConversation(deps: Deps, widgetId: string, id: string | undefined, visitor: Visitor): Promise<{ id: string; newEmail: boolean }> {
  const now = deps.now();
  const convId = id || newId();
  const before = id ? await deps.db.selectFrom('ai_conversations').select('email').where('widget_id', '=', widgetId).where('id', '=', id).executeTakeFirst() : undefined;
  await deps.db
    .insertInto('ai_conversations')
    .values({
      id: convId, widget_id: widgetId, email: visitor.email || null, full_name: visitor.fullName || null, phone: visitor.phone || null,
      created_at: now, updated_at: now,
    })
    .onConflict((oc) => oc.columns(['widget_id', 'id']).doNothing())
    .execute();
  const patch: Record<string, string | number> = { updated_at: now };
  if (visitor.email) patch.email = visitor.email;
  if (visitor.fullName) patch.full_name = visitor.fullName;
  if (visitor.phone) patch.phone = visitor.phone;
  await deps.db.updateTable('ai_conversations').set(patch).where('widget_id', '=', widgetId).where('id', '=', convId).execute();
  return { id: convId, newEmail: !!visitor.email && visitor.email !== before?.email };
}

/**
 * Whether this chat request only brings a contact: after a dead end the widget sends the unanswered
 * question again with the visitor's email (the chat call is the only one that carries a contact, SPEC
 * §7). So: the conversation's last exchange is this very question and a dead end, and the email is new.
 */
export async function isContactResend(deps: Deps, widgetId: string, conversationId: string, input: string, email: string): Promise<boolean> {
  const conv = await deps.db.selectFrom('ai_conversations').select('email').where('widget_id', '=', widgetId).where('id', '=', conversationId).executeTakeFirst();
  if (!conv || conv.email === email) return false;
  const [answer, question] = await deps.db
    .selectFrom('ai_messages')
    .select(['role', 'content', 'dead_end'])
    .where('widget_id', '=', widgetId)
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return answer?.role === 'assistant' && answer.dead_end === 1 && question?.role === 'user' && question.content === input;
}

export async function addMessage(
  deps: Deps,
  widgetId: string,
  conversationId: string,
  role: 'user' | 'assistant',
  content: string,
  sources: Source[] = [],
  deadEnd = false,
): Promise<void> {
  await deps.db
    .insertInto('ai_messages')
    .values({
      widget_id: widgetId, conversation_id: conversationId, role, content, sources: JSON.stringify(sources),
      dead_end: deadEnd ? 1 : 0, created_at: deps.now(),
    })
    .execute();
}

export async function conversationHistory(deps: Deps, widgetId: string, conversationId: string) {
  const rows = await deps.db
    .selectFrom('ai_messages')
    .select(['role', 'content', 'sources', 'dead_end', 'created_at'])
    .where('widget_id', '=', widgetId)
    .where('conversation_id', '=', conversationId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ role: r.role, content: r.content, sources: JSON.parse(r.sources) as Source[], deadEnd: !!r.dead_end, createdAt: r.created_at }));
}
