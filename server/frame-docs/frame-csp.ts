// The frame document's Content-Security-Policy. frame-ancestors comes from the widget's allow-list
// (ARCHITECTURE §3.4: empty means any http(s) host page); scripts only from us and https (analytics tags,
// reCAPTCHA), never inline, so owner content that slipped through sanitising still cannot run. The
// exceptions are our own two early-size scripts, allowed by their exact hashes (issue 8), which owner
// content cannot match.
import { createHash } from 'node:crypto';
import { EARLY_SIZE_SCRIPT, KNOWN_HEIGHT_SCRIPT } from './early-size-script';

const EARLY_SIZE_HASHES = [KNOWN_HEIGHT_SCRIPT, EARLY_SIZE_SCRIPT].map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');

/** Normalises owner-given origins; anything that is not a plain http(s) origin is dropped. */
export function ancestorSources(allowedOrigins: unknown): string[] {
  if (!Array.isArray(allowedOrigins)) return [];
  const out = new Set<string>();
  for (const o of allowedOrigins) {
    if (typeof o !== 'string') continue;
    try {
      const u = new URL(o.trim());
      if (u.protocol === 'http:' || u.protocol === 'https:') out.add(u.origin);
    } catch {
      /* not an origin */
    }
  }
  return [...out];
}

export function frameCsp(allowedOrigins: unknown, extraScriptOrigins: string[] = []): string {
  const ancestors = ancestorSources(allowedOrigins);
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_SIZE_HASHES} https: ${extraScriptOrigins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline' https:",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : 'http: https:'}`,
  ].join('; ');
}
