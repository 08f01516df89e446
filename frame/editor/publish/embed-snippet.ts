// ARCHITECTURE §3.1 embed snippet (contract): the script once per page, a placeholder per widget.
// With a height the server learned from viewers, the placeholder reserves it in its own inline style,
// in place before any script runs, so a first visit does not push the page down (issue 8, CLS ≤ 0.01);
// the loader sizes the iframe from it and drops it once the real height is known (loader/frame.ts).
// Heights differ a lot per screen size (a gallery on a phone is a column of tiles), so the tablet and
// phone heights, when known, override the inline one in a <style> of media queries on the screen's
// width: the same classes the server learns the heights under.
import { deviceMedia, RESERVE_ATTR } from '../../../shared/embed-reserve';
import type { LastHeights } from '../api/widgets-api';

/** `consent`: the page waits for the visitor's consent answer (ARCHITECTURE §4 consent mode). */
export function loaderTag(appUrl: string, consent = false): string {
  return `<script src="${appUrl}/loader.js" async${consent ? ' data-consent="required"' : ''}></script>`;
}

const px = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);

/** Most visits to a page with room for an embed are on wide screens; the others are the fallback. */
export function reservedHeight(h: LastHeights | undefined): number | null {
  return px(h?.desktop) ?? px(h?.tablet) ?? px(h?.mobile);
}

/** The heights the snippet reserves: inline, and for tablets and phones when theirs differ from it. */
export function reservedHeights(h: LastHeights | undefined): { inline: number; tablet?: number; mobile?: number } | null {
  const inline = reservedHeight(h);
  if (!inline) return null;
  const tablet = px(h!.tablet);
  const mobile = px(h!.mobile);
  return {
    inline,
    ...(tablet && tablet !== inline ? { tablet } : {}),
    ...(mobile && mobile !== (tablet ?? inline) ? { mobile } : {}),
  };
}

/** `whiteLabel`: the owner's white-label token (README "White label"), carried by the placeholder. */
export function placeholderTag(widgetId: string, heights?: LastHeights, whiteLabel?: string | null): string {
  const r = reservedHeights(heights);
  const attrs = `data-tessera-widget="${widgetId}"${whiteLabel ? ` data-white-label="${whiteLabel}"` : ''}`;
  if (!r) return `<div ${attrs}></div>`;
  const rule = (d: 'tablet' | 'mobile') => (r[d] ? `@media ${deviceMedia(d)}{[data-tessera-widget="${widgetId}"]{min-height:${r[d]}px!important}}` : '');
  // Ids are the server's guids; anything else would need escaping in a selector: reserve inline only.
  const rules = /^[\w-]+$/.test(widgetId) ? rule('tablet') + rule('mobile') : '';
  return `<div ${attrs} style="min-height:${r.inline}px">${rules && `<style ${RESERVE_ATTR}>${rules}</style>`}</div>`;
}

export function embedSnippet(appUrl: string, widgetId: string, heights?: LastHeights, o: { consent?: boolean; whiteLabel?: string | null } = {}): string {
  return `${loaderTag(appUrl, o.consent)}\n${placeholderTag(widgetId, heights, o.whiteLabel)}`;
}

export const PLATFORMS = [
  {
    id: 'html',
    label: 'Plain HTML',
    steps: ['Open the page in your editor.', 'Paste the code where the widget should appear, inside <body>.', 'Save and upload the page.'],
  },
  {
    id: 'wix',
    label: 'Wix',
    steps: ['In the Wix editor choose Add Elements → Embed Code → Embed HTML.', 'Click Enter Code, pick Code and paste the snippet.', 'Resize the box to fit and publish the site.'],
  },
  {
    id: 'shopify',
    label: 'Shopify',
    steps: ['In Online Store → Themes → Customize, open the page or section.', 'Add a Custom Liquid section (or a Custom HTML block).', 'Paste the snippet, then Save.'],
  },
  {
    id: 'wordpress',
    label: 'WordPress',
    steps: ['Edit the page or post in the block editor.', 'Add a Custom HTML block where the widget should go.', 'Paste the snippet and Update.'],
  },
] as const;
