// Formats of the contact details visitors type (form fields, the chat's lead capture): the widget checks
// them as the visitor types and the server checks the same rules on arrival. Plain code for widget chunks.
export const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,25}$/;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const EMAIL_ERROR_TEXT = 'Enter a valid email address, like name@example.com.';

export const isEmail = (s: string): boolean => EMAIL_RE.test(s);
/** Digits with the usual separators and an optional leading +, at least 6 digits. */
export const isPhone = (s: string): boolean => PHONE_RE.test(s) && s.replace(/\D/g, '').length >= 6;
/** A calendar date as `<input type="date">` sends it (YYYY-MM-DD). */
export const isIsoDate = (s: string): boolean => ISO_DATE_RE.test(s) && !Number.isNaN(Date.parse(s));
