// Owner-given links (buttons, event pages, redirects): only http(s), mailto: and tel:. Apart from the rich
// text sanitiser (sanitize.ts) so a widget with links and no rich text loads no DOMPurify (about 9 KB gzipped).
import { isSafeLink } from '../../../shared/rules/safe-link';

/** Safe href for owner-given links (buttons, redirects): only http(s), mailto: and tel:. */
export function safeHref(url: string | undefined, base?: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, base);
    return isSafeLink(u.protocol) ? u.href : undefined;
  } catch {
    return undefined;
  }
}
