// What the services are given: a stored form submission, or a chat visitor's contact (chat-lead.ts). The
// person it names goes on mailing lists; its fields, as label and value, go in messages to the owner.
import type { FormField } from '../../shared/widgets/form';
import { answerText } from '../../shared/widgets/form-answer';

export interface Submission {
  /** The stored submission's id (a chat contact: its conversation's), and when it was made (ms): what a
   *  hook is told, so a retry is known as the same one. */
  id?: string;
  at?: number;
  /** The message's heading ("New submission: Contact us"). */
  title: string;
  /** The form's or chat's name, where a service files what comes from each widget apart (a monday.com board). */
  source?: string;
  fields: FormField[];
  /** The validated values by field id (server/forms/validate-submission.ts). */
  values: Record<string, unknown>;
  pageUrl: string | null;
}

export interface Contact {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The person to add to a mailing list: the first email field's value, with a name and phone when the
 * form asks for them. None when there is no email, or when a consent box on the form was left unticked
 * (the visitor did not agree to what the owner asked).
 */
export function contactOf(s: Submission): Contact | null {
  const email = s.fields.filter((f) => f.type === 'email').map((f) => text(s.values[f.id])).find(Boolean);
  if (!email) return null;
  if (s.fields.some((f) => f.type === 'consent' && s.values[f.id] !== true)) return null;
  const named = (re: RegExp) => s.fields.find((f) => f.type === 'text' && re.test(`${f.id} ${f.label}`));
  const first = text(s.values[named(/first|given/i)?.id ?? '']);
  const last = text(s.values[named(/last|sur|family/i)?.id ?? '']);
  const full = text(s.values[named(/name/i)?.id ?? '']);
  const [head, ...rest] = (full ?? '').split(/\s+/);
  const phone = s.fields.filter((f) => f.type === 'phone').map((f) => text(s.values[f.id])).find(Boolean);
  return {
    email,
    ...((first ?? head) && { firstName: first ?? head }),
    ...((last ?? (rest.join(' ') || undefined)) && { lastName: last ?? rest.join(' ') }),
    ...(phone && { phone }),
  };
}

const MAX_VALUE = 500;

/** `text` cut to `max` characters, an ellipsis marking the cut. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The answered fields in the form's order, as label and shown value. */
export function answers(s: Submission): { label: string; value: string }[] {
  return s.fields
    .filter((f) => s.values[f.id] !== undefined)
    .map((f) => ({ label: f.label || f.id, value: clip(answerText(s.values[f.id]), MAX_VALUE) }));
}

/** A form's submission as the services get it: stored as `id` at `at` (ms), or an example. */
export function formSubmission(formName: string, fields: FormField[], values: Record<string, unknown>, pageUrl: string | null, stored?: { id: string; at: number }): Submission {
  return { ...stored, title: `New submission: ${formName || 'Form'}`, source: formName || 'Form', fields, values, pageUrl };
}

/** What a channel is sent when the owner checks the connection. */
export const TEST_SUBMISSION: Submission = {
  title: 'Tessera is connected',
  fields: [{ id: 'note', type: 'textarea', label: 'Test' }],
  values: { note: 'Form submissions and chat contacts of this widget will be posted here.' },
  pageUrl: null,
};
