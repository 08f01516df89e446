// What Zapier and Make show the owner while they set up a Zap or scenario (their "perform list" and
// sample data): the widget's latest form submissions as hooks are posted them, or, before any, one
// example in the same shape made from the form's fields or a chat contact.
import type { HookPayload } from '../../shared/api/hooks';
import type { FormField, FormFieldType } from '../../shared/widgets/form';
import { chatLead } from '../deliveries/chat-lead';
import { formSubmission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { safeJsonParse } from '../http/read-json';
import { storedFormFields } from '../forms/validate-submission';
import { hookPayload } from './hook-payload';

const SAMPLES = 3;
const EXAMPLE_ID = 'example';

const EXAMPLE_VALUES: Readonly<Record<FormFieldType, (f: FormField) => unknown>> = {
  text: (f) => (/name/i.test(`${f.id} ${f.label}`) ? 'Alex Example' : 'An example answer'),
  email: () => 'alex@example.com',
  phone: () => '+15550100',
  number: (f) => f.min ?? 1,
  textarea: () => 'An example message.',
  select: (f) => f.options?.[0] ?? 'An example choice',
  radio: (f) => f.options?.[0] ?? 'An example choice',
  checkbox: (f) => (f.options?.length ? [f.options[0]] : true),
  date: () => '2026-01-31',
  consent: () => true,
};

export async function hookSamples(deps: Deps, w: { id: string; type: string; name: string; data: string }): Promise<HookPayload[]> {
  if (w.type !== 'form') {
    return [hookPayload(w.id, chatLead(w.name, { email: 'alex@example.com', fullName: 'Alex Example' }, 'Do you ship abroad?'), EXAMPLE_ID, deps.now())];
  }
  const fields = storedFormFields(w.data);
  const rows = await deps.db
    .selectFrom('form_submissions')
    .select(['id', 'data', 'page_url', 'created_at'])
    .where('widget_id', '=', w.id)
    .orderBy('created_at', 'desc')
    .limit(SAMPLES)
    .execute();
  if (rows.length) return rows.map((r) => hookPayload(w.id, formSubmission(w.name, fields, safeJsonParse(r.data) as Record<string, unknown>, r.page_url), r.id, r.created_at));
  const values = Object.fromEntries(fields.map((f) => [f.id, EXAMPLE_VALUES[f.type]?.(f) ?? 'An example answer']));
  return [hookPayload(w.id, formSubmission(w.name, fields, values, null), EXAMPLE_ID, deps.now())];
}
