// Owner rich text is rendered only after DOMPurify (ARCHITECTURE §4): no scripts, no handlers, and links
// limited to http(s), mailto: and tel:. Links open in a new tab without handing over the frame.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
// The browser's instance; the server renders widgets with one bound to a jsdom window (usePurifier).
let purifier: Purifier = DOMPurify;
let hooked = false;

/** Node has no window for DOMPurify: server rendering hands it an instance over a spec-compliant parser. */
export function usePurifier(p: Purifier): void {
  if (p === purifier) return;
  purifier = p;
  hooked = false;
}

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'xlink:href', 'action', 'formaction']) {
      const v = node.getAttribute?.(attr);
      if (v !== null && v !== undefined && !SAFE_LINK.test(v.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureHooks();
  return purifier.sanitize(html ?? '', {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** Safe href for owner-given links (buttons, redirects): only http(s), mailto: and tel:. */
export function safeHref(url: string | undefined, base?: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, base);
    return /^(https?:|mailto:|tel:)$/.test(u.protocol) ? u.href : undefined;
  } catch {
    return undefined;
  }
}
