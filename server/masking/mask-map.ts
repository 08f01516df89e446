// SPEC §3 "Mask map (url-masking)": which items of which widget types carry a file URL to mask.
import type { WidgetDto } from '../widgets/widget-record';

export interface MaskedItem {
  id: string;
  url: string;
}

function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Record<string, unknown>[]) : [];
}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** item id → original URL, for the three masked types (empty for every other type). Files already on
 *  `ownOrigin` (owner uploads) reveal no third-party location, so they are served as they are. */
export function maskableItems(widget: Pick<WidgetDto, 'type' | 'data'>, ownOrigin?: string): MaskedItem[] {
  const d = widget.data;
  let pairs: [unknown, unknown][] = [];
  if (widget.type === 'audio_player') pairs = list(d.songs).map((s) => [s.id, obj(s.content).audioSrc]);
  else if (widget.type === 'pdf_gallery') pairs = list(d.pdfs).map((p) => [p.id, p.document]);
  else if (widget.type === 'pdf_flipbook') pairs = list(obj(d.content).items).map((i) => [i.id, i.pdfUrl]);
  const out: MaskedItem[] = [];
  for (const [id, url] of pairs) {
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof url !== 'string') continue;
    // Only absolute http(s) files elsewhere are masked; our own relative assets stay as they are.
    if (!/^https?:\/\//i.test(url)) continue;
    if (ownOrigin && url.startsWith(`${ownOrigin}/`)) continue;
    out.push({ id: String(id), url });
  }
  return out;
}

export function maskedUrl(publicUrl: string, widgetId: string, itemId: string): string {
  return `${publicUrl}/api/masking/${encodeURIComponent(widgetId)}/file/${encodeURIComponent(itemId)}`;
}
