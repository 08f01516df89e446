// The page the OAuth popup ends on. It tells the builder (its opener, on the APP origin only, never '*')
// how the sign-in ended and, on success, closes itself. Success posts { type, kind }; a failure posts
// the same type with `error: { code, message }` so the builder closes the popup, re-reads the
// integration and can show why, and the page itself explains the problem if the opener is gone.
import { createHash } from 'node:crypto';
import { INTEGRATION_AUTH_DONE_MESSAGE } from '../../shared/rules/values';

export interface AuthDoneMessage {
  type: typeof INTEGRATION_AUTH_DONE_MESSAGE;
  kind: string;
  error?: { code: string; message: string };
}

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#1f2937}h1{font-size:1.25rem}';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function callbackPage(appOrigin: string, msg: AuthDoneMessage, title: string, text: string): { html: string; csp: string } {
  const payload = JSON.stringify(msg).replace(/</g, '\\u003c');
  const close = msg.error ? '' : 'setTimeout(function(){window.close()},300);';
  const script = `try{window.opener&&window.opener.postMessage(${payload},${JSON.stringify(appOrigin).replace(/</g, '\\u003c')})}catch(e){}${close}`;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    // The callback URL carries the authorization code: never leak it in a Referer.
    '<meta name="referrer" content="no-referrer">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p${msg.error ? ' role="alert"' : ''}>${escapeHtml(text)}</p>` +
    `<p>You can close this window.</p></main><script>${script}</script></body></html>`;
  return { html, csp: `default-src 'none'; style-src 'sha256-${sha256(STYLE)}'; script-src 'sha256-${sha256(script)}'; frame-ancestors 'none'` };
}
