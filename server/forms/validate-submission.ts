// Checks a visitor's submission against the form widget's own fields (shared/widgets/form.ts) and
// returns the cleaned values. Unknown keys are refused so nothing the form did not ask for is stored.
import { isEmail, isIsoDate, isPhone } from '../../shared/rules/contact-formats';
import type { FormField } from '../../shared/widgets/form';
import { badRequest } from '../http/errors';
import { mergeOverDefaults } from '../widgets/merge-defaults';
import { parseData, typeDefaults } from '../widgets/widget-record';

const MAX_TEXT = 1000;
const MAX_LONG_TEXT = 10_000;

function empty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);
}

function checkOne(f: FormField, v: unknown): unknown {
  const bad = (why: string) => badRequest(`"${f.label}" ${why}`, 'INVALID_SUBMISSION');
  switch (f.type) {
    case 'consent':
      if (typeof v !== 'boolean') throw bad('must be ticked or not.');
      return v;
    case 'checkbox':
      if (f.options?.length) {
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && f.options!.includes(x))) throw bad('has a choice that is not offered.');
        return [...new Set(v as string[])];
      }
      if (typeof v !== 'boolean') throw bad('must be ticked or not.');
      return v;
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      if (!Number.isFinite(n)) throw bad('must be a number.');
      if (f.min !== undefined && n < f.min) throw bad(`must be at least ${f.min}.`);
      if (f.max !== undefined && n > f.max) throw bad(`must be at most ${f.max}.`);
      return n;
    }
    default: {
      if (typeof v !== 'string') throw bad('must be text.');
      const s = v.trim();
      const max = f.type === 'textarea' ? MAX_LONG_TEXT : MAX_TEXT;
      if (s.length > max) throw bad(`is too long (at most ${max} characters).`);
      if (f.type === 'email' && !isEmail(s)) throw bad('must be an email address.');
      if (f.type === 'phone' && !isPhone(s)) throw bad('must be a phone number.');
      if (f.type === 'date' && !isIsoDate(s)) throw bad('must be a date (YYYY-MM-DD).');
      if ((f.type === 'select' || f.type === 'radio') && !(f.options ?? []).includes(s)) throw bad('has a choice that is not offered.');
      return s;
    }
  }
}

export function validateSubmission(fields: FormField[], data: Record<string, unknown>): Record<string, unknown> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const k of Object.keys(data)) {
    if (!byId.has(k)) throw badRequest(`"${k}" is not a field of this form.`, 'UNKNOWN_FORM_FIELD');
  }
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = data[f.id];
    if (empty(v) || (typeof v === 'string' && v.trim() === '')) {
      if (f.required) throw badRequest(`"${f.label}" is required.`, 'REQUIRED_FORM_FIELD');
      continue;
    }
    out[f.id] = checkOne(f, v);
  }
  return out;
}

export function formFields(data: Record<string, unknown>): FormField[] {
  const fields = data.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is FormField => !!f && typeof f === 'object' && typeof (f as FormField).id === 'string' && typeof (f as FormField).type === 'string');
}

/** The fields of a form as stored (its widget row's data text, merged over the form's defaults). */
export const storedFormFields = (data: string): FormField[] => formFields(mergeOverDefaults(typeDefaults('form'), parseData(data)));
