// What a hook is posted for one submission or chat contact (shared/api/hooks.ts HookPayload): flat,
// so Zapier and Make offer each answer and the person's details as fields to map.
import type { HookPayload } from '../../shared/api/hooks';
import { answers, contactOf, type Submission } from '../deliveries/submission';

/** Each answer under its label; a label seen before, or none, is keyed by the field's id instead. */
function answersByLabel(s: Submission): Record<string, string> {
  const out: Record<string, string> = {};
  const shown = answers(s);
  const answered = s.fields.filter((f) => s.values[f.id] !== undefined);
  shown.forEach(({ label, value }, i) => {
    const key = Object.hasOwn(out, label) ? answered[i]!.id : label;
    out[key] = value;
  });
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
