// A chat visitor who left their email (lead capture, or after a question the chat could not answer)
// passed on like a form submission: onto the owner's mailing lists, and to their phone or channel with
// the question they asked.
import type { FormField } from '../../shared/widgets/form';
import type { Submission } from './submission';

const FIELDS: FormField[] = [
  { id: 'fullName', type: 'text', label: 'Name' },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'phone', type: 'phone', label: 'Phone' },
  { id: 'question', type: 'textarea', label: 'Question' },
];

export function chatLead(chatName: string, visitor: { email: string; fullName?: string; phone?: string }, question: string, conversation?: { id: string; at: number }): Submission {
  const values = Object.fromEntries(
    Object.entries({ fullName: visitor.fullName, email: visitor.email, phone: visitor.phone, question }).filter((e) => typeof e[1] === 'string' && e[1].trim()),
  );
  return { ...(conversation && { id: conversation.id, at: conversation.at }), title: `New chat contact: ${chatName || 'AI chat'}`, source: chatName || 'AI chat', fields: FIELDS, values, pageUrl: null };
}
