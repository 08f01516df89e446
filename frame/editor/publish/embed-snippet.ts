// ARCHITECTURE §3.1 embed snippet (contract): the script once per page, a placeholder per widget.
// With a height the server learned from viewers, the placeholder reserves it in its own inline style,
// in place before any script runs, so a first visit does not push the page down (issue 8, CLS ≤ 0.01);
// the loader sizes the iframe from it and drops it once the real height is known (loader/frame.ts).
import type { LastHeights } from '../api/widgets-api';

export function loaderTag(appUrl: string): string {
  return `<script src="${appUrl}/loader.js" async></script>`;
}

/** Most visits to a page with room for an embed are on wide screens; the others are the fallback. */
export function reservedHeight(h: LastHeights | undefined): number | null {
  const v = h?.desktop ?? h?.tablet ?? h?.mobile;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null;
}

export function placeholderTag(widgetId: string, heights?: LastHeights): string {
  const px = reservedHeight(heights);
  return px ? `<div data-tessera-widget="${widgetId}" style="min-height:${px}px"></div>` : `<div data-tessera-widget="${widgetId}"></div>`;
}

export function embedSnippet(appUrl: string, widgetId: string, heights?: LastHeights): string {
  return `${loaderTag(appUrl)}\n${placeholderTag(widgetId, heights)}`;
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
