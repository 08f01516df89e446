// The person a submission names for mailing lists, its answers as shown to the owner, and the table of
// services that take one (server/deliveries/).
import { describe, expect, it } from 'vitest';
import { HOOK_KINDS, isHookKind } from '../../../../shared/api/hooks';
import { getIntegrationKind, PASSES_ON } from '../../../../shared/integrations';
import type { FormField } from '../../../../shared/widgets/form';
import { SERVICES, SUBMISSION_SENDER_KINDS } from '../../../../server/deliveries/senders';
import { answers, contactOf, type Submission } from '../../../../server/deliveries/submission';
import { SMS_MAX, smsText } from '../../../../server/deliveries/twilio';

const sub = (fields: Partial<FormField>[], values: Record<string, unknown>): Submission => ({
  title: 'New submission: Form',
  fields: fields.map((f, i) => ({ id: `f${i}`, type: 'text', label: '', ...f }) as FormField),
  values,
  pageUrl: null,
});

const CASES: [string, Partial<FormField>[], Record<string, unknown>, Record<string, string> | null][] = [
  ['a full name split at its first space', [{ id: 'name', label: 'Name' }, { id: 'mail', type: 'email' }], { name: 'Ann van Lee', mail: 'a@x.co' }, { email: 'a@x.co', firstName: 'Ann', lastName: 'van Lee' }],
  ['first and last name fields', [{ id: 'a', label: 'First name' }, { id: 'b', label: 'Last name' }, { id: 'm', type: 'email' }], { a: 'Ann', b: 'Lee', m: 'a@x.co' }, { email: 'a@x.co', firstName: 'Ann', lastName: 'Lee' }],
  ['one word of name', [{ id: 'name', label: 'Your name' }, { id: 'm', type: 'email' }], { name: 'Ann', m: 'a@x.co' }, { email: 'a@x.co', firstName: 'Ann' }],
  ['a phone', [{ id: 'm', type: 'email' }, { id: 'p', type: 'phone' }], { m: 'a@x.co', p: '+1 555' }, { email: 'a@x.co', phone: '+1 555' }],
  ['a ticked consent box', [{ id: 'm', type: 'email' }, { id: 'c', type: 'consent' }], { m: 'a@x.co', c: true }, { email: 'a@x.co' }],
  ['an unticked consent box', [{ id: 'm', type: 'email' }, { id: 'c', type: 'consent' }], { m: 'a@x.co', c: false }, null],
  ['a consent box left out', [{ id: 'm', type: 'email' }, { id: 'c', type: 'consent' }], { m: 'a@x.co' }, null],
  ['no email', [{ id: 'name', label: 'Name' }], { name: 'Ann' }, null],
];

describe('contactOf', () => {
  it.each(CASES)('%s', (_what, fields, values, want) => {
    expect(contactOf(sub(fields, values))).toEqual(want);
  });
});

describe('answers', () => {
  it('lists the answered fields in the form’s order with shown values, long ones cut', () => {
    const s = sub(
      [{ id: 'a', label: 'Toppings' }, { id: 'b', label: 'Skipped' }, { id: 'c', type: 'consent', label: 'Agree' }, { id: 'd', label: 'Long' }],
      { d: 'x'.repeat(600), a: ['Cheese', 'Ham'], c: false },
    );
    expect(answers(s).map((a) => [a.label, a.value.length > 40 ? `${a.value.length} chars ending ${a.value.slice(-1)}` : a.value])).toEqual([
      ['Toppings', 'Cheese, Ham'],
      ['Agree', 'No'],
      ['Long', '500 chars ending …'],
    ]);
  });

  it('keeps a text message within Twilio’s limit', () => {
    const text = smsText('Title', Array.from({ length: 10 }, (_, i) => ({ label: `F${i}`, value: 'y'.repeat(400) })));
    expect(text.length).toBe(SMS_MAX);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the services that take a submission', () => {
  it('are catalogue kinds, each with the words the builder shows for it', () => {
    // The senders, and Zapier and Make through the hooks they subscribe (server/hooks/).
    expect([...SUBMISSION_SENDER_KINDS, ...HOOK_KINDS].sort()).toEqual(Object.keys(PASSES_ON).sort());
    // The builder offers "Check" on the same kinds (PASSES_ON): each service has a check (the hooks' is hooksCheck).
    expect(SUBMISSION_SENDER_KINDS.filter((k) => typeof SERVICES[k]!.check === 'function').sort()).toEqual(Object.keys(PASSES_ON).filter((k) => !isHookKind(k)).sort());
    for (const k of [...SUBMISSION_SENDER_KINDS, ...HOOK_KINDS]) expect(getIntegrationKind(k), k).toBeDefined();
  });
});
