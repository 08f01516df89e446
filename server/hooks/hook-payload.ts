// What a hook is posted for one submission or chat contact (shared/api/hooks.ts HookPayload): flat,
// so Zapier and Make offer each answer and the person's details as fields to map.
import type { HookPayload } from '../../shared/api/hooks';
import { answerText } from '../../shared/widgets/form-answer';
import { contactOf, type Submission } from '../deliveries/submission';

/**
 * Each answer under its label (a label seen before, or none, under the field's id), in full: an
 * automation copies it on, where a message to a person is cut short (deliveries/submission.ts answers).
 */
function answersByLabel(s: Submission): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of s.fields) {
    if (s.values[f.id] === undefined) continue;
    out[f.label && !Object.hasOwn(out, f.label) ? f.label : f.id] = answerText(s.values[f.id]);
  }
  return out;
}

export function hookPayload(widgetId: string, s: Submission, id: string, at: number): HookPayload {
  const contact = contactOf({ ...s, fields: s.fields.filter((f) => f.type !== 'consent') });
  return {
    id,
    event: 'submission',
    widgetId,
    source: s.source ?? '',
    title: s.title,
    submittedAt: new Date(at).toISOString(),
    pageUrl: s.pageUrl,
    answers: answersByLabel(s),
    email: contact?.email ?? null,
    firstName: contact?.firstName ?? null,
    lastName: contact?.lastName ?? null,
    phone: contact?.phone ?? null,
  };
}
