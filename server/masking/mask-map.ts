// SPEC §3 "Mask map (url-masking)": which items carry a file URL to mask is shared data
// (shared/rules/masking.ts); here the server decides which of them it masks and what the masked URL is.
import { applyMaskMap, maskedItemUrls } from '../../shared/rules/masking';
import type { WidgetDto } from '../widgets/widget-record';

export interface MaskedItem {
  id: string;
  url: string;
}

/** item id → original URL, for the three masked types (empty for every other type). Files already on
 *  `ownOrigin` (owner uploads) reveal no third-party location, so they are served as they are. */
export function maskableItems(widget: Pick<WidgetDto, 'type' | 'data'>, ownOrigin?: string): MaskedItem[] {
  // Only absolute http(s) files elsewhere are masked; our own relative assets stay as they are.
  return maskedItemUrls(widget.type, widget.data).filter(
    (i) => /^https?:\/\//i.test(i.url) && !(ownOrigin && i.url.startsWith(`${ownOrigin}/`)),
  );
}

export function maskedUrl(publicUrl: string, widgetId: string, itemId: string): string {
  return `${publicUrl}/api/masking/${encodeURIComponent(widgetId)}/file/${encodeURIComponent(itemId)}`;
}

/** The SPEC §7 mask map: item id → masked url on our origin. */
export function maskMap(publicUrl: string, widget: Pick<WidgetDto, 'guid' | 'type' | 'data'>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const item of maskableItems(widget, publicUrl)) map[item.id] = maskedUrl(publicUrl, widget.guid, item.id);
  return map;
}

/** The widget as visitors may see it when url-masking is on: originals never leave the server. */
export function maskWidget<W extends Pick<WidgetDto, 'guid' | 'type' | 'data'>>(publicUrl: string, widget: W): W {
  return { ...widget, data: applyMaskMap(widget.type, widget.data, maskMap(publicUrl, widget)) };
}
