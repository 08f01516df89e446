// Optional lead capture before the first question: the fields the owner chose (email, full name, phone).
// The same form, email only, follows an answer the assistant did not have (ChatPanel.tsx).
import { useState } from 'react';
import { EMAIL_ERROR_TEXT, isEmail } from '../../../shared/rules/contact-formats';
import type { LeadField } from '../../../shared/widgets/ai-chat';
import type { Translate } from '../common/localize';
import type { Lead } from './chat-history';

const LABELS: Record<LeadField, string> = { email: 'Email', fullName: 'Full name', phone: 'Phone' };
const TYPES: Record<LeadField, 'email' | 'text' | 'tel'> = { email: 'email', fullName: 'text', phone: 'tel' };
const AUTO: Record<LeadField, string> = { email: 'email', fullName: 'name', phone: 'tel' };

export function LeadForm(props: { fields: LeadField[]; t: Translate; onDone(lead: Lead): void; intro?: string; submit?: string; id?: string }) {
  const { t } = props;
  const [values, setValues] = useState<Lead>({});
  const [error, setError] = useState('');
  const fields = props.fields.filter((f) => f in LABELS);
  const submit = (e: Event) => {
    e.preventDefault();
    if (fields.includes('email') && !isEmail(values.email ?? '')) {
      setError(t('lead.emailError', EMAIL_ERROR_TEXT));
      return;
    }
    props.onDone(values);
  };
  return (
    <form className="tw-lead" onSubmit={submit} noValidate aria-label={t('lead.title', 'Your details')}>
      {props.intro === '' ? null : <p>{props.intro ?? t('lead.intro', 'Tell us how to reach you, then ask away.')}</p>}
      {fields.map((f) => (
        <label key={f} className="tw-lead-field">
          <span>{t(`lead.${f}`, LABELS[f])}{f === 'email' ? ' *' : ''}</span>
          <input
            type={TYPES[f] as "text"}
            name={f}
            autoComplete={AUTO[f]}
            value={values[f] ?? ''}
            aria-invalid={f === 'email' && error ? true : undefined}
            aria-describedby={f === 'email' && error ? `${props.id ?? 'lead'}-err` : undefined}
            onInput={(e) => setValues((v) => ({ ...v, [f]: (e.currentTarget as HTMLInputElement).value }))}
          />
        </label>
      ))}
      {error ? <p id={`${props.id ?? 'lead'}-err`} className="tw-field-error">{error}</p> : null}
      <button type="submit" className="tw-btn">{props.submit ?? t('lead.start', 'Start chatting')}</button>
    </form>
  );
}
