// Url masking in viewer mode (SPEC §3 "Mask map", §4, §7 GET /api/masking/{widgetId}/urls): the masked
// map replaces the media urls; when masking fails the original data is used (SPEC §8: swallowed).
import type { WidgetContext } from '../types';

export type MaskMap = Record<string, string>;

/** Items and the property the mask replaces, per type (SPEC §3). */
const MASKED: Record<string, { items: (d: any) => any[] | undefined; set: (item: any, url: string) => any; rebuild: (d: any, items: any[]) => any }> = {
  audio_player: {
    items: (d) => d.songs,
    set: (s, url) => ({ ...s, content: { ...s.content, audioSrc: url } }),
    rebuild: (d, songs) => ({ ...d, songs }),
  },
  pdf_gallery: { items: (d) => d.pdfs, set: (p, url) => ({ ...p, document: url }), rebuild: (d, pdfs) => ({ ...d, pdfs }) },
  pdf_flipbook: {
    items: (d) => d.content?.items,
    set: (p, url) => ({ ...p, pdfUrl: url }),
    rebuild: (d, items) => ({ ...d, content: { ...d.content, items } }),
  },
};

export function applyMaskMap<D>(type: string, data: D, map: MaskMap): D {
  const m = MASKED[type];
  const items = m?.items(data);
  if (!m || !Array.isArray(items)) return data;
  return m.rebuild(data, items.map((it) => (it && typeof map[it.id] === 'string' ? m.set(it, map[it.id]) : it)));
}

export function isMaskingOn(ctx: WidgetContext, integrations: string[] | undefined): boolean {
  return ctx.mode === 'viewer' && Array.isArray(integrations) && integrations.includes('url-masking');
}

const cache = new Map<string, Promise<MaskMap | null>>();

/** The widget's mask map, cached per widget; null when the call fails. */
export function fetchMaskMap(appUrl: string, widgetId: string): Promise<MaskMap | null> {
  let p = cache.get(widgetId);
  if (!p) {
    p = fetch(`${appUrl.replace(/\/$/, '')}/api/masking/${encodeURIComponent(widgetId)}/urls`, { credentials: 'omit' })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => (body && body.success !== false && body.data && typeof body.data === 'object' ? (body.data as MaskMap) : null))
      .catch(() => null)
      .then((map) => {
        // A failure is not cached: the next render may try again (SPEC §8: swallowed, original used).
        if (!map) cache.delete(widgetId);
        return map;
      });
    cache.set(widgetId, p);
  }
  return p;
}
