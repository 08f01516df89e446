// ARCHITECTURE §4: owner content links only to http(s), mailto: and tel:. One rule for the frame's
// DOMPurify hook and owner-given buttons (frame/widgets/common/sanitize.ts) and the server's sanitiser
// (server/frame-docs/server-sanitizer.ts).
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const SAFE_LINK = new RegExp(`^(?:${SAFE_LINK_SCHEMES.join('|')}):`, 'i');

/** Whether an href, as written, goes to one of the safe schemes (a relative one does not count). */
export const isSafeLink = (href: string): boolean => SAFE_LINK.test(href.trim());
