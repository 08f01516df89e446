// Required and format validation for form fields. Messages are ours (SPEC §5: field-level messages are
// not shown) and translatable through the widget's localization under `error.<code>` keys.
import { EMAIL_ERROR_TEXT, isEmail, isIsoDate, isPhone } from '../../../shared/rules/contact-formats';
import type { FormField } from '../../../shared/widgets/form';
import type { Translate } from '../common/localize';

export type FieldValue = string | string[] | boolean;
export type FieldErrorCode = 'required' | 'email' | 'phone' | 'number' | 'min' | 'max' | 'date' | 'option';


export const ERROR_TEXTS: Record<FieldErrorCode, string> = {
  required: 'This field is required.',
  email: EMAIL_ERROR_TEXT,
  phone: 'Enter a valid phone number, like +1234567890.',
  number: 'Enter a number.',
  min: 'Enter a number of at least {n}.',
  max: 'Enter a number of at most {n}.',
  date: 'Enter a valid date.',
  option: 'Choose one of the options.',
};

function isEmpty(v: FieldValue | undefined): boolean {
  return v === undefined || v === false || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The error code for one field's value, or null when it is valid. */
export function fieldError(field: FormField, value: FieldValue | undefined): { code: FieldErrorCode; n?: number } | null {
  if (isEmpty(value)) return field.required ? { code: 'required' } : null;
  const s = typeof value === 'string' ? value.trim() : '';
  switch (field.type) {
    case 'email':
      return isEmail(s) ? null : { code: 'email' };
    case 'phone':
      return isPhone(s) ? null : { code: 'phone' };
    case 'number': {
      const n = Number(s);
      if (s === '' || !Number.isFinite(n)) return { code: 'number' };
      if (typeof field.min === 'number' && n < field.min) return { code: 'min', n: field.min };
      if (typeof field.max === 'number' && n > field.max) return { code: 'max', n: field.max };
      return null;
    }
    case 'date':
      return isIsoDate(s) ? null : { code: 'date' };
    case 'select':
    case 'radio':
      return (field.options ?? []).includes(s) ? null : { code: 'option' };
    default:
      return null;
  }
}

export function errorText(t: Translate, e: { code: FieldErrorCode; n?: number }): string {
  return t(`error.${e.code}`, ERROR_TEXTS[e.code]).replace('{n}', String(e.n ?? ''));
}

export function validateAll(fields: FormField[], values: Record<string, FieldValue>, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.id]);
    if (e) out[f.id] = errorText(t, e);
  }
  return out;
}
