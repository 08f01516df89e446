// Owner rich text is rendered only after DOMPurify (ARCHITECTURE §4): no scripts, no handlers, and links
// limited to http(s), mailto: and tel:. Links open in a new tab without handing over the frame.
import DOMPurify from 'dompurify';
import { isSafeLink } from '../../../shared/rules/safe-link';
let hooked = false;
// Node has no window for DOMPurify: server rendering hands over a sanitiser with the same policy
// (server/frame-docs/server-sanitizer.ts).
let onServer: ((html: string) => string) | null = null;

export function useServerSanitizer(fn: (html: string) => string): void {
  onServer = fn;
}

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'xlink:href', 'action', 'formaction']) {
      const v = node.getAttribute?.(attr);
      if (v !== null && v !== undefined && !isSafeLink(v)) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  if (onServer) return onServer(html ?? '');
  ensureHooks();
  return DOMPurify.sanitize(html ?? '', {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
