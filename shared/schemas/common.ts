// Bounded primitives shared by the schemas: every string and list has a ceiling so a hostile body
// cannot make the server hold megabytes per field.
import * as z from 'zod';

export const id = () => z.string().min(1).max(100);
/** A widget id is URL-safe and never contains ':' (SPEC §2). */
export const WIDGET_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
export const widgetId = () => z.string().regex(WIDGET_ID_RE, 'Not a widget id');
export const shortText = (max = 300) => z.string().max(max);
export const jsonRecord = () => z.record(z.string(), z.unknown());
/** An http(s) URL or a same-origin path (`/fonts/...`, `/api/...`). */
export const urlish = () =>
  z.string().max(2048).refine((v) => /^(https?:\/\/|\/)/i.test(v), { message: 'Must be an http(s) URL or a path starting with /' });

/** Any URL scheme (`javascript:`, `data:`...) other than http(s) is refused in owner data. */
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
// Browsers drop tabs and newlines inside URLs, so `java\tscript:` would still run: refuse control characters.
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** An owner-given link or media address: absolute http(s) or relative to the app (`/static/x.svg`, `a.pdf`).
 *  `allowEmpty` accepts '' for a field the owner has not filled yet (the widget skips or hides it). */
export const webUrl = (opts: { allowEmpty?: boolean } = {}) =>
  z
    .string()
    .max(2048)
    .refine(
      (v) => (v === '' ? !!opts.allowEmpty : !CONTROL_RE.test(v) && !/^\s/.test(v) && (/^https?:\/\//i.test(v) || !SCHEME_RE.test(v))),
      { message: 'Must be an http(s) URL or a relative path' },
    );
