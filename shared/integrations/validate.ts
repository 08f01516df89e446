// validateIntegration: SPEC §5 rules over the catalogue. SPEC leaves the wording of field-level errors
// open ("not shown"), so the messages here are ours, written for the site owner reading the form.
import { getIntegrationKind, TWILIO_PHONE_PATTERN, ZENDESK_SUFFIX, fieldPresentation } from './catalogue';
import type { FieldFormat, IntegrationField } from './types';

export type IntegrationErrorCode =
  | 'UNKNOWN_KIND' | 'DISABLED' | 'REQUIRED' | 'NOT_A_STRING' | 'INVALID_URL' | 'INVALID_JSON'
  | 'INVALID_PHONE' | 'INVALID_OPTION' | 'INVALID_FORMAT' | 'TOO_LONG';

export interface IntegrationFieldError {
  /** The field name, or '' for an error about the kind as a whole. */
  field: string;
  code: IntegrationErrorCode;
  message: string;
}

/** Longest value any credential field accepts; guards the server and the form alike. */
export const MAX_FIELD_LENGTH = 4096;

const PHONE = /^\+[1-9]\d{6,14}$/;
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const HOSTNAME = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** True when the text parses as a JSON object of header names to strings (SPEC §5 "api headers must be JSON text"). */
export function isJsonObjectText(v: string): boolean {
  try {
    const o = JSON.parse(v) as unknown;
    return !!o && typeof o === 'object' && !Array.isArray(o) && Object.values(o).every((x) => typeof x === 'string');
  } catch {
    return false;
  }
}

function formatError(format: FieldFormat, label: string, value: string): Omit<IntegrationFieldError, 'field'> | null {
  switch (format) {
    case 'url':
      return isHttpUrl(value) ? null : { code: 'INVALID_URL', message: `${label} must be a full web address starting with https:// or http://.` };
    case 'json':
      return isJsonObjectText(value) ? null : { code: 'INVALID_JSON', message: `${label} must be a JSON object, for example {"Authorization": "Bearer token"}.` };
    case 'phone':
      return PHONE.test(value) ? null : { code: 'INVALID_PHONE', message: `${label} must be in international format with a leading +, like ${TWILIO_PHONE_PATTERN}.` };
    case 'subdomain':
      return SUBDOMAIN.test(value) ? null : { code: 'INVALID_FORMAT', message: `${label} is only the part before ${ZENDESK_SUFFIX}: letters, digits and hyphens.` };
    case 'hostname':
      return HOSTNAME.test(value) ? null : { code: 'INVALID_FORMAT', message: `${label} must be a host name such as db.example.com, with an optional :port.` };
    case 'mongodb-url':
      return /^mongodb(\+srv)?:\/\/\S+$/.test(value) ? null : { code: 'INVALID_URL', message: `${label} must start with mongodb:// or mongodb+srv://.` };
  }
}

function checkField(f: IntegrationField, values: Record<string, unknown>): IntegrationFieldError | null {
  const raw = values[f.name];
  const { label } = fieldPresentation(f, values);
  const err = (code: IntegrationErrorCode, message: string) => ({ field: f.name, code, message });
  if (f.input === 'checkbox') return raw === undefined || typeof raw === 'boolean' ? null : err('INVALID_OPTION', `${label} must be on or off.`);
  if (raw === undefined || raw === null || raw === '') return f.required ? err('REQUIRED', `${label} is required.`) : null;
  if (typeof raw !== 'string') return err('NOT_A_STRING', `${label} must be text.`);
  const value = raw.trim();
  if (!value) return f.required ? err('REQUIRED', `${label} is required.`) : null;
  if (value.length > MAX_FIELD_LENGTH) return err('TOO_LONG', `${label} is too long (at most ${MAX_FIELD_LENGTH} characters).`);
  if (f.options && !f.options.some((o) => o.value === value)) {
    return err('INVALID_OPTION', `${label} must be one of: ${f.options.map((o) => o.label).join(', ')}.`);
  }
  const fe = f.format ? formatError(f.format, label, value) : null;
  return fe ? { field: f.name, ...fe } : null;
}

/**
 * Checks the credential values for one integration kind. Returns one error per bad field (empty when
 * valid). Unknown keys in `values` are ignored here; the server's body schema decides about them.
 */
export function validateIntegration(key: string, values: Record<string, unknown>): IntegrationFieldError[] {
  const kind = getIntegrationKind(key);
  if (!kind) return [{ field: '', code: 'UNKNOWN_KIND', message: `"${key}" is not an integration we support.` }];
  if (kind.disabled) return [{ field: '', code: 'DISABLED', message: kind.disabled.message }];
  const errors: IntegrationFieldError[] = [];
  const fields = kind.personalToken && values[kind.personalToken.name] !== undefined ? [...kind.fields, kind.personalToken] : kind.fields;
  for (const f of fields) {
    const e = checkField(f, values);
    if (e) errors.push(e);
  }
  return errors;
}

/** The catalogue's defaults for a kind (api method get, headers {}, ga tagType ga4, recaptcha v3...). */
export function integrationDefaults(key: string): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const f of getIntegrationKind(key)?.fields ?? []) if (f.default !== undefined) out[f.name] = f.default;
  return out;
}

